import Foundation
import Lasso

/// A JSON-like value written in a config file (a screen's initial state, a flow's parameters),
/// with the location of every part, so a field that does not decode can be pointed at.
package struct ConfigValue: Sendable, Equatable {
    /// One field of an object.
    package struct Member: Sendable, Equatable {
        /// The field name.
        package let key: String
        /// The field's value.
        package let value: ConfigValue
        /// Where the field name is written.
        package let keyLocation: SourcePosition

        /// Creates a field; without `keyLocation`, the name is placed at the value.
        package init(key: String, value: ConfigValue, keyLocation: SourcePosition? = nil) {
            self.key = key
            self.value = value
            self.keyLocation = keyLocation ?? value.location
        }
    }

    /// The kinds of value.
    package indirect enum Kind: Sendable, Equatable {
        /// `null` or an empty value.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A whole number.
        case int(Int)
        /// A finite number with a fraction or exponent.
        case double(Double)
        /// Text.
        case string(String)
        /// A list.
        case array([ConfigValue])
        /// Named fields, in file order.
        case object([Member])
    }

    /// What the value is.
    package let kind: Kind
    /// Where it starts.
    package let location: SourcePosition

    /// Creates a value.
    package init(_ kind: Kind, at location: SourcePosition) {
        self.kind = kind
        self.location = location
    }

    /// The value without its locations (of repeated keys, the last wins).
    package var jsonValue: JSONValue {
        switch kind {
        case .null: .null
        case .bool(let value): .bool(value)
        case .int(let value): .integer(Int64(value))
        case .double(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let values): .array(values.map(\.jsonValue))
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, $0.value.jsonValue) }, uniquingKeysWith: { _, last in last }))
        }
    }

    /// The value encoded as JSON data (object keys sorted; of repeated keys the last wins), or
    /// `null` if it holds a number JSON cannot express.
    ///
    /// Written directly from the tree, not through ``jsonValue`` (a copy of every node) or
    /// `JSONSerialization` (which this used to call: it bridges every value through
    /// `NSDictionary`/`NSNumber` and cost about a fifth of the time of validating and building a
    /// config; BENCHMARKS.md, "Config: parse, validate, build"); strings are quoted by the
    /// runtime's one ``JSONText``.
    package var jsonData: Data {
        var text = ""
        guard appendJSON(to: &text) else { return Data("null".utf8) }
        return Data(text.utf8)
    }

    /// Appends the value's JSON to `text`; false when it holds a non-finite number.
    private func appendJSON(to text: inout String) -> Bool {
        switch kind {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .int(let value): text += String(value)
        case .double(let value):
            guard value.isFinite else { return false }
            text += value.description
        case .string(let value): JSONText.appendQuoted(value, to: &text)
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                guard value.appendJSON(to: &text) else { return false }
            }
            text += "]"
        case .object(let members):
            let fields = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
            text += "{"
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                JSONText.appendQuoted(key, to: &text)
                text += ":"
                guard fields[key]!.appendJSON(to: &text) else { return false }
            }
            text += "}"
        }
        return true
    }

    /// The value at a path of object keys and array indexes (`["contact", "0"]`), if there is one.
    package func value(at path: [String]) -> ConfigValue? {
        guard let first = path.first else { return self }
        switch kind {
        case .object(let members):
            return members.last { $0.key == first }?.value.value(at: Array(path.dropFirst()))
        case .array(let values):
            guard let index = Int(first), values.indices.contains(index) else { return nil }
            return values[index].value(at: Array(path.dropFirst()))
        default:
            return nil
        }
    }
}
