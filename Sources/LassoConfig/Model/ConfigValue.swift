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
    /// `null` if it holds a number JSON cannot express: ``jsonValue`` written by the runtime's
    /// one JSON writer (``JSONValue/jsonText``).
    package var jsonData: Data {
        guard isFinite else { return Data("null".utf8) }
        return jsonValue.jsonData()
    }

    /// Whether every number in the value is finite (JSON has no infinity or NaN).
    private var isFinite: Bool {
        switch kind {
        case .null, .bool, .int, .string: true
        case .double(let value): value.isFinite
        case .array(let values): values.allSatisfy(\.isFinite)
        case .object(let members): members.allSatisfy { $0.value.isFinite }
        }
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
