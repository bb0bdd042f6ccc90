import Yams

/// Walks the YAML node tree of a config file into the model, recording a diagnostic for every
/// problem it meets and carrying on past it, so one run reports them all.
///
/// It bounds its own work: at most ``maximumValues`` YAML values are looked at (aliases can
/// make a small file expand enormously) and nodes nest at most ``maximumDepth`` levels.
final class ConfigReader {
    /// The most YAML values read from one file, after expanding aliases.
    static let maximumValues = 200_000
    /// The deepest nesting of nodes and values.
    static let maximumDepth = 64

    let log: DiagnosticLog
    private var valuesLeft = ConfigReader.maximumValues
    private var depth = 0
    private var reportedExhaustion = false

    init(log: DiagnosticLog) {
        self.log = log
    }

    // MARK: - Limits

    /// Counts one value read at `node`; `false` (after one error) once the budget is spent.
    func spend(on node: Node) -> Bool {
        guard valuesLeft > 0 else {
            if !reportedExhaustion {
                reportedExhaustion = true
                log.error(
                    "the file has more than \(ConfigReader.maximumValues) values (an alias counts each time it is used)",
                    at: SourcePosition(of: node),
                    hint:
                        "split the app into config flows, or remove the aliases (*name) that repeat large parts of the file"
                )
            }
            return false
        }
        valuesLeft -= 1
        return true
    }

    /// Runs `body` one nesting level deeper, or reports the nesting and returns `nil`.
    func nested<Result>(at node: Node, _ body: () -> Result?) -> Result? {
        guard depth < ConfigReader.maximumDepth else {
            log.error(
                "nodes are nested more than \(ConfigReader.maximumDepth) levels deep",
                at: SourcePosition(of: node),
                hint: "move part of the tree into a config flow under 'flows:'"
            )
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    // MARK: - Mappings

    /// Reads `node` as a mapping whose keys must be among `allowed` (any name when `nil`).
    /// Reports keys that are not (with a did-you-mean, or `hints[key]`), repeated keys and keys
    /// that are not text. `nil`, after an error, when `node` is not a mapping.
    func fields(of node: Node, allowed: [String]?, in what: String, hints: [String: String] = [:]) -> Fields? {
        guard case .mapping(let mapping) = node else {
            log.error(
                "\(what) must be a mapping, not \(describe(node))", at: SourcePosition(of: node),
                hint: "write it as 'key: value' lines or { key: value }")
            return nil
        }
        var fields = Fields(location: SourcePosition(of: node))
        for (keyNode, value) in mapping {
            guard spend(on: keyNode) else { return nil }
            let keyLocation = SourcePosition(of: keyNode)
            guard case .scalar(let keyScalar) = keyNode else {
                log.error("keys in \(what) must be names, not \(describe(keyNode))", at: keyLocation)
                continue
            }
            let key = keyScalar.string
            if let allowed, !allowed.contains(key) {
                let suggestion = Suggestion.closest(to: key, among: allowed)
                if let suggestion { fields.suggestedKeys.insert(suggestion) }
                let hint =
                    hints[key] ?? suggestion.map { "did you mean '\($0)'?" }
                    ?? "allowed here: \(allowed.joined(separator: ", "))"
                log.error("unknown key '\(key)' in \(what)", at: keyLocation, hint: hint)
                continue
            }
            if let first = fields.keyLocation(of: key) {
                log.error(
                    "'\(key)' is given twice in \(what) (first at \(first))", at: keyLocation, hint: "keep one of them")
                continue
            }
            fields.append(key: key, keyLocation: keyLocation, value: value)
        }
        return fields
    }

    /// Reports a missing required key of `fields`, unless a misspelling of it was reported.
    func missing(_ key: String, in fields: Fields, what: String, hint: String) {
        guard fields.suggestedKeys.isDisjoint(with: key.components(separatedBy: "' or '")) else { return }
        log.error("\(what) is missing '\(key)'", at: fields.location, hint: hint)
    }

    // MARK: - Scalars

    /// Reads `node` as text (any non-null scalar counts, written as it is).
    func text(_ node: Node, what: String) -> Located<String>? {
        guard spend(on: node) else { return nil }
        guard case .scalar(let scalar) = node, ScalarResolution.resolve(scalar) != .null else {
            log.error("\(what) must be text, not \(describe(node))", at: SourcePosition(of: node))
            return nil
        }
        return Located(scalar.string, at: SourcePosition(of: node))
    }

    /// Reads `node` as a whole number.
    func integer(_ node: Node, what: String) -> Located<Int>? {
        guard spend(on: node) else { return nil }
        guard case .scalar(let scalar) = node, case .int(let value) = ScalarResolution.resolve(scalar) else {
            log.error("\(what) must be a whole number, not \(describe(node))", at: SourcePosition(of: node))
            return nil
        }
        return Located(value, at: SourcePosition(of: node))
    }

    /// Reads `node` as `true` or `false`.
    func boolean(_ node: Node, what: String) -> Located<Bool>? {
        guard spend(on: node) else { return nil }
        guard case .scalar(let scalar) = node, case .bool(let value) = ScalarResolution.resolve(scalar) else {
            log.error("\(what) must be true or false, not \(describe(node))", at: SourcePosition(of: node))
            return nil
        }
        return Located(value, at: SourcePosition(of: node))
    }

    /// Reads `node` as a list, or reports it; `nil` when it is not one.
    func list(_ node: Node, what: String) -> [Node]? {
        guard spend(on: node) else { return nil }
        guard case .sequence(let sequence) = node else {
            log.error(
                "\(what) must be a list, not \(describe(node))", at: SourcePosition(of: node),
                hint: "write one '- item' line per entry, or [a, b]")
            return nil
        }
        return Array(sequence)
    }

    /// A short description of `node` for messages: "a list", "the number 3", "the text 'x'".
    func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            switch ScalarResolution.resolve(scalar) {
            case .null: return "an empty value"
            case .bool(let value): return "\(value)"
            case .int, .double, .unrepresentableNumber: return "the number \(scalar.string)"
            case .string(let text): return "the text '\(text.count > 40 ? text.prefix(40) + "…" : Substring(text))'"
            }
        }
    }
}

/// The checked entries of one mapping: known keys only, each once, in file order.
struct Fields {
    /// Where the mapping starts.
    let location: SourcePosition
    /// The known keys suggested for unknown ones (`scren` → `screen`).
    var suggestedKeys: Set<String> = []
    private var entries: [(key: String, keyLocation: SourcePosition, value: Node)] = []

    init(location: SourcePosition) {
        self.location = location
    }

    mutating func append(key: String, keyLocation: SourcePosition, value: Node) {
        entries.append((key, keyLocation, value))
    }

    /// The value of `key`.
    subscript(key: String) -> Node? {
        entries.first { $0.key == key }?.value
    }

    /// Where `key` is written.
    func keyLocation(of key: String) -> SourcePosition? {
        entries.first { $0.key == key }?.keyLocation
    }

    /// The keys present, in file order.
    var keys: [String] { entries.map(\.key) }

    /// The entries, in file order.
    var all: [(key: String, keyLocation: SourcePosition, value: Node)] { entries }
}
