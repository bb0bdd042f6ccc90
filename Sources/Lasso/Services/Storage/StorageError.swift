/// Why a plugin's storage could not do what was asked; its description names the plugin, the
/// key and what to do.
public struct StorageError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// A stored value does not decode as the type asked for (the type changed and the
        /// record was not migrated). The record is left as it is.
        case undecodable
        /// A value could not be encoded.
        case unencodable
        /// A transaction kept meeting other writers' changes and gave up.
        case conflict
        /// The database refused or could not be reached.
        case unavailable
    }

    /// What went wrong.
    public let kind: Kind
    /// The plugin whose record it is.
    public let plugin: String
    /// The record's key, when one record is concerned.
    public let key: String?
    /// What happened, in words.
    public let reason: String

    package init(_ kind: Kind, plugin: String, key: String?, reason: String) {
        self.kind = kind
        self.plugin = plugin
        self.key = key
        self.reason = reason
    }

    public var description: String {
        let record = key.map { "plugin \(plugin), key '\($0)'" } ?? "plugin \(plugin)"
        switch kind {
        case .undecodable:
            return
                "\(record): the stored value does not decode: \(reason) (it is kept as it is; read it as its old type, or write the key anew)"
        case .unencodable:
            return "\(record): the value does not encode: \(reason)"
        case .conflict:
            return "\(record): \(reason) (try again)"
        case .unavailable:
            return "\(record): storage is unavailable: \(reason)"
        }
    }
}
