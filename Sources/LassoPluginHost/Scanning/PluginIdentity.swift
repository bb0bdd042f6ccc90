/// Who a plugin says it is: its checked descriptor, known before it registers anything.
package struct PluginIdentity: Codable, Sendable, Equatable {
    /// The plugin's name (its module namespace).
    package let name: String
    /// Its semantic version.
    package let version: String
    /// What it provides.
    package let summary: String
    /// The ABI version it was compiled against.
    package let abiMajor: Int, abiMinor: Int
    /// The runtime it was compiled against: its stamp (`lasso-runtime-1.1.0+swift-6.3.1`).
    package let runtimeStamp: String

    /// Creates an identity.
    package init(
        name: String, version: String, summary: String, abiMajor: Int, abiMinor: Int, runtimeStamp: String
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.abiMajor = abiMajor
        self.abiMinor = abiMinor
        self.runtimeStamp = runtimeStamp
    }

    /// The identity of a loaded plugin.
    package init(_ plugin: LoadedPlugin) {
        self.init(
            name: plugin.name, version: plugin.version, summary: plugin.summary,
            abiMajor: plugin.abiMajor, abiMinor: plugin.abiMinor, runtimeStamp: plugin.runtimeStamp
        )
    }
}
