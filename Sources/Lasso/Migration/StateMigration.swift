internal import Foundation

/// The rule that moves a screen's state into a new version of its module, when a plugin is
/// reloaded or a saved session is restored:
///
/// - a field of the new state takes the old value when the old state has a field of that name
///   holding a value of the same JSON type (numbers are one type; `null` fits any);
/// - nested mappings are merged the same way, at every level, so a field added deep inside a
///   struct takes its default too;
/// - every other field of the new state keeps its value in `base` (the new version's default
///   state, with the app's configured initial state laid over it);
/// - old fields the new state does not have are dropped, and old values of another type are
///   reset; both are named in ``Outcome/dropped`` and ``Outcome/reset``, so the host can say
///   what did not move.
///
/// Lists are taken whole when both sides are lists. A renamed field cannot be told from a
/// dropped one plus a new one: it resets to its default and is reported as dropped. Modules
/// that need more adopt ``StateMigrating``.
public enum StateMigration {
    /// What the rule made of an old state.
    public struct Outcome: Sendable, Equatable {
        /// The merged state, as JSON.
        public var state: JSONValue
        /// Old fields the new state has no field for (dotted paths, sorted).
        public var dropped: [String]
        /// Old fields whose values had another type than the new state's (dotted paths, sorted).
        public var reset: [String]

        /// Whether every old field moved.
        public var isComplete: Bool { dropped.isEmpty && reset.isEmpty }
    }

    /// Lays `previous` over `base` by the rule above.
    public static func merge(_ previous: JSONValue, over base: JSONValue) -> Outcome {
        var dropped: [String] = []
        var reset: [String] = []
        let state = merge(previous, over: base, path: "", dropped: &dropped, reset: &reset)
        return Outcome(state: state, dropped: dropped.sorted(), reset: reset.sorted())
    }

    private static func merge(
        _ previous: JSONValue, over base: JSONValue, path: String, dropped: inout [String], reset: inout [String]
    ) -> JSONValue {
        guard case .object(let old) = previous, case .object(var new) = base else {
            if previous.hasSameType(as: base) { return previous }
            reset.append(path.isEmpty ? "(the whole state)" : path)
            return base
        }
        for (key, oldValue) in old {
            let fieldPath = path.isEmpty ? key : "\(path).\(key)"
            guard let baseValue = new[key] else {
                dropped.append(fieldPath)
                continue
            }
            new[key] = merge(oldValue, over: baseValue, path: fieldPath, dropped: &dropped, reset: &reset)
        }
        return .object(new)
    }
}
