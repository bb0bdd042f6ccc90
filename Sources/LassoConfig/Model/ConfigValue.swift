import Foundation

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

    /// The value as a Foundation JSON object (`NSNull`, `Bool`, `Int`, `Double`, `String`,
    /// arrays and dictionaries), ready for `JSONSerialization`.
    package var jsonObject: Any {
        switch kind {
        case .null: NSNull()
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .array(let values): values.map(\.jsonObject)
        case .object(let members):
            Dictionary(members.map { ($0.key, $0.value.jsonObject) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// The value encoded as JSON data (object keys sorted; of repeated keys the last wins), or
    /// `null` if it holds a number JSON cannot express.
    ///
    /// Written directly from the tree: `JSONSerialization` (which this used to call) bridges
    /// every value through `NSDictionary`/`NSNumber` and cost about a fifth of the time of
    /// validating and building a config (BENCHMARKS.md, "Config: parse, validate, build").
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
        case .string(let value): Self.appendJSONString(value, to: &text)
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
                Self.appendJSONString(key, to: &text)
                text += ":"
                guard fields[key]!.appendJSON(to: &text) else { return false }
            }
            text += "}"
        }
        return true
    }

    /// Appends `string` as a JSON string literal.
    private static func appendJSONString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
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
