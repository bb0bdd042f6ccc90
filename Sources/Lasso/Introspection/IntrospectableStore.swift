package import Foundation

/// What the host can learn about, and do to, any live store without knowing its module:
/// which module it belongs to, and its state in encoded form (for modules whose state is
/// `Codable`). This is what moving state into a rebuilt screen, or saving a session, uses.
@MainActor
public protocol IntrospectableStore: AnyObject {
    /// The store's module type.
    var moduleType: Any.Type { get }

    /// The module's fully qualified name (`AuthPlugin.LoginScreenModule`).
    var moduleName: String { get }

    /// Whether the state can be encoded and restored.
    var isStateCodable: Bool { get }
}

/// What the host does to a live store's state without knowing its module: encode it, restore
/// it, and move it into a new version of the screen. Host machinery, so `package`: it speaks
/// Foundation's `Data`, which the plugin API does not expose (Foundation is not built with
/// library evolution on Linux).
@MainActor
package protocol StateCodingStore: IntrospectableStore {
    /// The state as JSON, keys sorted, every field written (`nil` ones as `null`). Throws ``StateCodingError/stateNotCodable(module:stateType:)`` when the
    /// state is not `Encodable`.
    func encodedState() throws -> Data

    /// ``encodedState()``, with ``Secret`` values written when `keepingSecrets` (for a state that
    /// moves in memory to the new version of its plugin, and nowhere else).
    func encodedState(keepingSecrets: Bool) throws -> Data

    /// Replaces the state with one decoded from `data` and notifies observers. Throws
    /// ``StateCodingError`` when the state is not `Decodable` or `data` does not decode.
    func restoreState(from data: Data) throws

    /// Takes over `previous`, the encoded state of the screen this store's screen replaces
    /// (an older version of the same module, when its plugin is reloaded or a saved session is
    /// restored; `previousVersion` is that plugin's version): by the module's own
    /// ``StateMigrating/migrateState(from:)`` when it has one, else by ``StateMigration``'s rule
    /// laid over this store's current state. A merged state that does not decode leaves the
    /// store's state as it was and returns ``StateAdoption/reset(reason:)``.
    ///
    /// Throws ``StateCodingError`` when the state is not `Codable`, and what a module's
    /// migration throws.
    func adoptState(from previous: Data, previousVersion: String?) throws -> StateAdoption

    /// ``adoptState(from:previousVersion:)``, reading ``Secret`` values from `previous` when
    /// `keepingSecrets` (a state moved in memory by a hot swap).
    func adoptState(from previous: Data, previousVersion: String?, keepingSecrets: Bool) throws -> StateAdoption

    /// Calls `record` with the state at once and after every update (``RecordedState``), for
    /// the session journal; nothing when the state is not `Encodable`.
    func recordStates(_ record: @escaping @MainActor (RecordedState) -> Void)
}

/// Why a store's state could not be encoded or restored.
public enum StateCodingError: Error, Equatable, CustomStringConvertible {
    /// The module's state type is not `Codable`.
    case stateNotCodable(module: String, stateType: String)
    /// The data did not decode into the module's state.
    case decodingFailed(module: String, reason: String)

    public var description: String {
        switch self {
        case .stateNotCodable(let module, let stateType):
            "the state of \(module) (\(stateType)) is not Codable; make it Codable to save or move it"
        case .decodingFailed(let module, let reason):
            "the saved state does not fit \(module): \(reason)"
        }
    }
}

extension LassoStore: IntrospectableStore, StateCodingStore {
    public var moduleType: Any.Type { Module.self }

    public var moduleName: String { String(reflecting: Module.self) }

    public var isStateCodable: Bool {
        State.self is any Encodable.Type && State.self is any Decodable.Type
    }

    package func encodedState() throws -> Data {
        try encodedState(keepingSecrets: false)
    }

    package func encodedState(keepingSecrets: Bool) throws -> Data {
        guard let encodable = state as? any Encodable else {
            throw StateCodingError.stateNotCodable(module: moduleName, stateType: String(reflecting: State.self))
        }
        // Every field is written, `nil` ones as `null` (NilFields.swift), so that moving the
        // state into a new version can tell a field set to nil from one the version lacks.
        return try StateMigration.encodeWritingNilFields(encodable, keepingSecrets: keepingSecrets).jsonData()
    }

    package func restoreState(from data: Data) throws {
        guard let decodable = State.self as? any Decodable.Type else {
            throw StateCodingError.stateNotCodable(module: moduleName, stateType: String(reflecting: State.self))
        }
        let decoded: any Decodable
        do {
            decoded = try JSONDecoder().decode(decodable, from: data)
        } catch {
            throw StateCodingError.decodingFailed(module: moduleName, reason: describeDecodingError(error))
        }
        guard let newState = decoded as? State else {
            throw StateCodingError.decodingFailed(module: moduleName, reason: "decoded a value of another type")
        }
        replaceState(with: newState)
    }
}

/// A one-line account of a decoding error: the field path and what was wrong.
public func describeDecodingError(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    func path(_ codingPath: [any CodingKey]) -> String {
        let text = codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        return text.isEmpty ? "the top level" : "'\(text)'"
    }
    switch error {
    case .typeMismatch(let type, let context):
        return "\(path(context.codingPath)): expected \(type) (\(context.debugDescription))"
    case .valueNotFound(let type, let context):
        return "\(path(context.codingPath)): missing a value of type \(type)"
    case .keyNotFound(let key, let context):
        return "\(path(context.codingPath + [key])): the field is required but missing"
    case .dataCorrupted(let context):
        return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
        return String(describing: error)
    }
}

extension IntrospectableStore {
    /// This store's state coding (every `LassoStore` has it).
    package var stateCoding: (any StateCodingStore)? { self as? any StateCodingStore }
}
