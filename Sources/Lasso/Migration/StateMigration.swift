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
/// Whether the new state *has* a field is the new state type's to say, not `base`'s: an encoder
/// leaves out what it does not need to write (synthesised `Encodable` omits an optional holding
/// `nil`), so a field missing from `base` may still be a field. ``merge(_:over:into:)``, which a
/// store uses, keeps such an old field, decodes the result into the new type, and counts as
/// dropped only what the decoded state no longer holds; an old value the new type refuses (a
/// `String?` that is now an `Int?`, an enumeration case that is gone) is reset alone, the rest of
/// the state still moves. ``merge(_:over:)`` is the same rule on JSON alone, without a type: there a
/// field missing from `base` can only be taken as dropped.
///
/// Lists are taken whole when both sides are lists. A renamed field cannot be told from a
/// dropped one plus a new one: it resets to its default and is reported as dropped. An old field
/// whose value is `null` is never reported (nothing is lost with it). Modules that need more
/// adopt ``StateMigrating``.
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

    /// Lays `previous` over `base` by the rule above, on JSON alone: an old field `base` has no
    /// value for is dropped.
    public static func merge(_ previous: JSONValue, over base: JSONValue) -> Outcome {
        var layering = Layering(keepsFieldsMissingFromBase: false)
        let state = layering.lay(previous, over: base, at: [])
        return Outcome(state: state, dropped: layering.dropped.sorted(), reset: layering.reset.sorted())
    }

    /// Lays `previous` over `base` by the rule above, into `State`: the new state, and the
    /// outcome (whose ``Outcome/state`` is that state encoded).
    ///
    /// Throws the `DecodingError` of a merged state that does not decode for a reason no old
    /// value is the cause of (a required field missing from `base` itself).
    public static func merge<State: Codable>(
        _ previous: JSONValue, over base: JSONValue, into type: State.Type
    ) throws -> (state: State, outcome: Outcome) {
        try merge(previous, over: base, into: type, keepingSecrets: false)
    }

    /// ``merge(_:over:into:)``, with ``Secret`` values of `previous` kept when `keepingSecrets`
    /// (a state moved in memory by a hot swap).
    package static func merge<State: Codable>(
        _ previous: JSONValue, over base: JSONValue, into type: State.Type, keepingSecrets: Bool
    ) throws -> (state: State, outcome: Outcome) {
        let decoder = JSONDecoder()
        if keepingSecrets { decoder.userInfo[.secretsStayInMemory] = true }
        // An old state the new type reads and writes back unchanged has exactly the new type's
        // fields: it moves as it is (a dictionary's entries are not merged with the base's).
        if let state = try? decoder.decode(State.self, from: previous.jsonData()),
            let written = try? encodeWritingNilFields(state, keepingSecrets: keepingSecrets), written == previous
        {
            return (state, Outcome(state: written, dropped: [], reset: []))
        }
        var layering = Layering(keepsFieldsMissingFromBase: true)
        var candidate = layering.lay(previous, over: base, at: [])
        while true {
            let state: State
            do {
                state = try decoder.decode(State.self, from: candidate.jsonData())
            } catch let error as DecodingError {
                // The deepest old value on the failing path is the cause: put back the new
                // version's own value there (none, for a field `base` left out) and try again.
                // Each turn takes a path out of the merged or the taken ones, so the loop ends.
                // When the deepest on the path is a mapping merged field by field, the type wants
                // it whole (an enumeration's case with its payload is a one-key mapping): take the
                // old one whole first.
                switch layering.deepestPath(enclosing: error.fieldPath) {
                case .merged(let path)?:
                    candidate = candidate.replacing(at: path, with: previous.value(at: path))
                    layering.takeWhole(path)
                case .taken(let culprit)?:
                    candidate = candidate.replacing(at: culprit, with: base.value(at: culprit))
                    layering.forget(culprit)
                    layering.reset.append(culprit.dotted)
                case nil:
                    throw error
                }
                continue
            }
            let kept = try encodeWritingNilFields(state, keepingSecrets: keepingSecrets)
            var dropped: [String] = []
            collectDropped(previous, kept: kept, at: [], skipping: Set(layering.reset), into: &dropped)
            return (state, Outcome(state: kept, dropped: dropped.sorted(), reset: layering.reset.sorted()))
        }
    }

    /// `state` as JSON, its `nil` fields written as `null` (``JSONValue/writingNilFields(of:)``);
    /// ``Secret`` values as `null` too, unless `keepingSecrets` (a state moved in memory).
    package static func encodeWritingNilFields(_ state: some Encodable, keepingSecrets: Bool = false) throws
        -> JSONValue
    {
        let encoder = JSONEncoder()
        if keepingSecrets { encoder.userInfo[.secretsStayInMemory] = true }
        return try JSONValue(json: encoder.encode(state)).writingNilFields(of: state)
    }

    /// Adds to `dropped` the old fields that hold a value (not `null`) and that `kept`, the
    /// decoded state encoded again, has no field for.
    private static func collectDropped(
        _ previous: JSONValue, kept: JSONValue?, at path: [String], skipping reset: Set<String>,
        into dropped: inout [String]
    ) {
        guard case .object(let fields) = previous else { return }
        for (key, value) in fields {
            let fieldPath = path + [key]
            if reset.contains(fieldPath.dotted) || value == .null { continue }
            guard case .object(let keptFields)? = kept, let keptValue = keptFields[key] else {
                dropped.append(fieldPath.dotted)
                continue
            }
            collectDropped(value, kept: keptValue, at: fieldPath, skipping: reset, into: &dropped)
        }
    }
}

/// One pass of the rule over a pair of states, with what it took from the old one.
private struct Layering {
    /// Whether an old field that `base` has no value for is kept (for the new type to decide) or
    /// dropped.
    let keepsFieldsMissingFromBase: Bool
    var dropped: [String] = []
    var reset: [String] = []
    /// Paths whose value in the result is the old state's.
    private(set) var taken: [[String]] = []

    init(keepsFieldsMissingFromBase: Bool) {
        self.keepsFieldsMissingFromBase = keepsFieldsMissingFromBase
    }

    mutating func lay(_ previous: JSONValue, over base: JSONValue, at path: [String]) -> JSONValue {
        guard case .object(let old) = previous, case .object(var new) = base else {
            if previous.hasSameType(as: base) {
                taken.append(path)
                return previous
            }
            reset.append(path.isEmpty ? "(the whole state)" : path.dotted)
            return base
        }
        merged.append(path)
        for (key, oldValue) in old {
            let fieldPath = path + [key]
            guard let baseValue = new[key] else {
                if keepsFieldsMissingFromBase {
                    taken.append(fieldPath)
                    new[key] = oldValue
                } else {
                    dropped.append(fieldPath.dotted)
                }
                continue
            }
            new[key] = lay(oldValue, over: baseValue, at: fieldPath)
        }
        return .object(new)
    }

    /// Paths where the old and the base state were both mappings, merged field by field.
    private(set) var merged: [[String]] = []

    /// A path the result holds a value of the old state at, whole or merged with the base.
    enum OldValuePath {
        case taken([String])
        case merged([String])
    }

    /// The longest path holding an old value that `path` lies in.
    func deepestPath(enclosing path: [String]) -> OldValuePath? {
        let taken = taken.filter { path.starts(with: $0) }.max { $0.count < $1.count }
        let merged = merged.filter { path.starts(with: $0) }.max { $0.count < $1.count }
        switch (taken, merged) {
        case (let taken?, let merged?): return taken.count >= merged.count ? .taken(taken) : .merged(merged)
        case (let taken?, nil): return .taken(taken)
        case (nil, let merged?): return .merged(merged)
        case (nil, nil): return nil
        }
    }

    /// Counts the old value at `path` as taken whole, no longer merged.
    mutating func takeWhole(_ path: [String]) {
        forget(path)
        let dotted = path.dotted
        reset.removeAll { path.isEmpty || $0 == dotted || $0.hasPrefix(dotted + ".") }
        merged.removeAll { $0.starts(with: path) }
        taken.append(path)
    }

    /// Takes `path`, and everything under it, out of what was taken from the old state.
    mutating func forget(_ path: [String]) {
        taken.removeAll { $0.starts(with: path) }
    }
}

extension [String] {
    /// The path as the user reads it: `style.size`.
    fileprivate var dotted: String { isEmpty ? "(the whole state)" : joined(separator: ".") }
}

extension DecodingError {
    /// The path of the field the error is about, as mapping keys and list positions (`[2]`).
    fileprivate var fieldPath: [String] {
        let codingPath: [any CodingKey]
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            codingPath = context.codingPath
        case .keyNotFound(let key, let context):
            codingPath = context.codingPath + [key]
        @unknown default:
            codingPath = []
        }
        return codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
    }
}

extension JSONValue {
    /// The value at a path of mapping keys; `nil` when there is none.
    fileprivate func value(at path: [String]) -> JSONValue? {
        guard let key = path.first else { return self }
        guard case .object(let fields) = self, let field = fields[key] else { return nil }
        return field.value(at: Array(path.dropFirst()))
    }

    /// A copy with the value at a path of mapping keys replaced by `value`, or removed when
    /// `value` is `nil`.
    fileprivate func replacing(at path: [String], with value: JSONValue?) -> JSONValue {
        guard let key = path.first else { return value ?? .null }
        guard case .object(var fields) = self else { return self }
        if path.count == 1 {
            fields[key] = value
        } else if let field = fields[key] {
            fields[key] = field.replacing(at: Array(path.dropFirst()), with: value)
        }
        return .object(fields)
    }
}
