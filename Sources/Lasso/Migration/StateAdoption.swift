package import Foundation

/// How a new store took over the state of the screen it replaces (see
/// `StateCodingStore.adoptState(from:previousVersion:)`).
public enum StateAdoption: Sendable, Equatable {
    /// Every old field moved.
    case kept
    /// The module's ``StateMigrating/migrateState(from:)`` made the new state.
    case migratedByModule
    /// The rule moved the state, but some old fields were dropped or reset (dotted paths).
    case partlyKept(dropped: [String], reset: [String])
    /// The merged state did not decode into the new state type for a reason no old value is the
    /// cause of: the store keeps its initial state (the new version's defaults with the
    /// configured initial state), and `reason` says why.
    case reset(reason: String)

    /// Whether the old state was kept, whole or by the module's own migration.
    public var isComplete: Bool {
        switch self {
        case .kept, .migratedByModule: true
        case .partlyKept, .reset: false
        }
    }

    /// One line for the user: what became of the state.
    public var summary: String {
        switch self {
        case .kept: "state kept"
        case .migratedByModule: "state migrated by the module"
        case .partlyKept(let dropped, let reset):
            "state kept but "
                + (reset.map { "\($0) (reset: type changed)" } + dropped.map { "\($0) (dropped)" }).joined(
                    separator: ", ")
        case .reset(let reason): "state reset to defaults: \(reason)"
        }
    }
}

extension LassoStore {
    /// Takes over `previous`, the encoded state of the screen this store's screen replaces,
    /// which an older version of the module (plugin version `previousVersion`) had; see
    /// `StateCodingStore.adoptState(from:previousVersion:)`.
    package func adoptState(from previous: Data, previousVersion: String?) throws -> StateAdoption {
        try adoptState(from: previous, previousVersion: previousVersion, keepingSecrets: false)
    }

    package func adoptState(from previous: Data, previousVersion: String?, keepingSecrets: Bool) throws
        -> StateAdoption
    {
        let base = try encodedState(keepingSecrets: keepingSecrets)
        if let migrating = Module.self as? any StateMigrating.Type {
            let migrated = try Self.runMigration(migrating, previous: previous, version: previousVersion, base: base)
            try restoreState(from: migrated)
            return .migratedByModule
        }
        guard let codable = State.self as? any Codable.Type else {
            throw StateCodingError.stateNotCodable(module: moduleName, stateType: String(reflecting: State.self))
        }
        let previousValue = try JSONValue(json: previous)
        let baseValue = try JSONValue(json: base)
        let merged: (state: Any, outcome: StateMigration.Outcome)
        do {
            merged = try Self.merge(previousValue, over: baseValue, into: codable, keepingSecrets: keepingSecrets)
        } catch {
            // What the state's own decoding threw, when no old value can be blamed for it: a
            // decoding error or one of the state's own.
            return .reset(reason: describeDecodingError(error))
        }
        guard let state = merged.state as? State else {
            throw StateCodingError.decodingFailed(module: moduleName, reason: "decoded a value of another type")
        }
        replaceState(with: state)
        let outcome = merged.outcome
        return outcome.isComplete ? .kept : .partlyKept(dropped: outcome.dropped, reset: outcome.reset)
    }

    /// ``StateMigration/merge(_:over:into:)`` into `type` (this store's state type, opened as a
    /// `Codable` one).
    private static func merge<Migrated: Codable>(
        _ previous: JSONValue, over base: JSONValue, into type: Migrated.Type, keepingSecrets: Bool
    ) throws -> (state: Any, outcome: StateMigration.Outcome) {
        let merged = try StateMigration.merge(previous, over: base, into: type, keepingSecrets: keepingSecrets)
        return (merged.state, merged.outcome)
    }

    /// Runs `module`'s migration (`module` is this store's module, opened as a `StateMigrating`)
    /// and returns the state it made, encoded.
    private static func runMigration<Migrating: StateMigrating>(
        _ module: Migrating.Type, previous: Data, version: String?, base: Data
    ) throws -> Data {
        let state = try Migrating.migrateState(
            from: PreviousState<Migrating.State>(data: previous, version: version, base: base))
        return try JSONEncoder().encode(state)
    }
}
