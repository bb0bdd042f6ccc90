package import Foundation

/// A module that moves its own state into a new version of itself, when its plugin is reloaded
/// while the app runs or a session saved by an older version is restored: Erlang's
/// `code_change`, for one screen.
///
/// Without it, the host applies ``StateMigration``'s rule (fields matched by name and type,
/// defaults for the rest) and names what it dropped. Adopt it when a field was renamed, split
/// or changed type:
///
/// ```swift
/// extension CounterScreenModule: StateMigrating {
///     static func migrateState(from previous: PreviousState<State>) throws -> State {
///         var state = try previous.migratedByDefaultRule()
///         // 1.x called the step "increment".
///         if let increment = previous.value(of: "increment", as: Int.self) { state.step = increment }
///         return state
///     }
/// }
/// ```
///
/// It runs on the main actor in the *new* version's code, before any of the new screens is
/// shown; a thrown error keeps the old version running (the reload fails, and says why).
public protocol StateMigrating: ScreenModule where State: Codable {
    /// The state the new version starts a live screen with, given the state the old version
    /// had.
    @MainActor static func migrateState(from previous: PreviousState<State>) throws -> State
}

/// The state of a screen as an older version of its module left it: what
/// ``StateMigrating/migrateState(from:)`` reads.
public struct PreviousState<State: Codable>: Sendable {
    /// The old state, as JSON (keys sorted).
    package let data: Data
    /// The semantic version of the plugin that had it (`1.0.0`), or `nil` when unknown.
    public let version: String?
    /// What the new version starts from without the old state: its default state with the
    /// app's configured initial state laid over it.
    package let base: Data

    /// Creates a previous state.
    package init(data: Data, version: String?, base: Data) {
        self.data = data
        self.version = version
        self.base = base
    }

    /// The old value of the top-level field `name`, decoded as `type`; `nil` when it is missing
    /// or does not decode.
    public func value<Value: Decodable>(of name: String, as type: Value.Type) -> Value? {
        guard case .object(let fields)? = try? JSONValue(json: data), let field = fields[name] else { return nil }
        return try? JSONDecoder().decode(Value.self, from: field.jsonData())
    }

    /// The state by ``StateMigration``'s rule, with what did not move.
    public func migratedByDefaultRule() throws -> State {
        try migrate().state
    }

    /// The state by ``StateMigration``'s rule, and the rule's outcome (what was dropped or reset).
    public func migrate() throws -> (state: State, outcome: StateMigration.Outcome) {
        try StateMigration.merge(try JSONValue(json: data), over: try JSONValue(json: base), into: State.self)
    }
}
