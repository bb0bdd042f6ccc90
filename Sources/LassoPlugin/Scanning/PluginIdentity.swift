/// Who a plugin says it is: its checked descriptor, known before it registers anything.
public struct PluginIdentity: Codable, Sendable, Equatable {
    /// The plugin's name (its module namespace).
    public let name: String
    /// Its semantic version.
    public let version: String
    /// What it provides.
    public let summary: String
    /// The ABI version it was compiled against.
    public let abiMajor: Int, abiMinor: Int
    /// The runtime fingerprint it was compiled against.
    public let runtimeFingerprint: String

    /// Creates an identity.
    public init(name: String, version: String, summary: String, abiMajor: Int, abiMinor: Int, runtimeFingerprint: String) {
        self.name = name
        self.version = version
        self.summary = summary
        self.abiMajor = abiMajor
        self.abiMinor = abiMinor
        self.runtimeFingerprint = runtimeFingerprint
    }

    /// The identity of a loaded plugin.
    public init(_ plugin: LoadedPlugin) {
        self.init(
            name: plugin.name, version: plugin.version, summary: plugin.summary,
            abiMajor: plugin.abiMajor, abiMinor: plugin.abiMinor, runtimeFingerprint: plugin.runtimeFingerprint
        )
    }
}
