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
    /// The runtime fingerprint it was compiled against.
    package let runtimeFingerprint: String

    /// Creates an identity.
    package init(
        name: String, version: String, summary: String, abiMajor: Int, abiMinor: Int, runtimeFingerprint: String
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.abiMajor = abiMajor
        self.abiMinor = abiMinor
        self.runtimeFingerprint = runtimeFingerprint
    }

    /// The identity of a loaded plugin.
    package init(_ plugin: LoadedPlugin) {
        self.init(
            name: plugin.name, version: plugin.version, summary: plugin.summary,
            abiMajor: plugin.abiMajor, abiMinor: plugin.abiMinor, runtimeFingerprint: plugin.runtimeFingerprint
        )
    }
}
