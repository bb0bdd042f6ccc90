import Foundation

/// A JSON-like value written in a config file (a screen's initial state, a flow's parameters),
/// with the location of every part, so a field that does not decode can be pointed at.
public struct ConfigValue: Sendable, Equatable {
    /// One field of an object.
    public struct Member: Sendable, Equatable {
        /// The field name.
        public let key: String
        /// The field's value.
        public let value: ConfigValue
    }

    /// The kinds of value.
    public indirect enum Kind: Sendable, Equatable {
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
    public let kind: Kind
    /// Where it starts.
    public let location: SourcePosition

    /// Creates a value.
    public init(_ kind: Kind, at location: SourcePosition) {
        self.kind = kind
        self.location = location
    }

    /// The value as a Foundation JSON object (`NSNull`, `Bool`, `Int`, `Double`, `String`,
    /// arrays and dictionaries), ready for `JSONSerialization`.
    public var jsonObject: Any {
        switch kind {
        case .null: NSNull()
        case let .bool(value): value
        case let .int(value): value
        case let .double(value): value
        case let .string(value): value
        case let .array(values): values.map(\.jsonObject)
        case let .object(members):
            Dictionary(members.map { ($0.key, $0.value.jsonObject) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// The value encoded as JSON data.
    public var jsonData: Data {
        (try? JSONSerialization.data(withJSONObject: jsonObject, options: [.sortedKeys, .fragmentsAllowed])) ?? Data("null".utf8)
    }

    /// The value at a path of object keys and array indexes (`["contact", "0"]`), if there is one.
    public func value(at path: [String]) -> ConfigValue? {
        guard let first = path.first else { return self }
        switch kind {
        case let .object(members):
            return members.last { $0.key == first }?.value.value(at: Array(path.dropFirst()))
        case let .array(values):
            guard let index = Int(first), values.indices.contains(index) else { return nil }
            return values[index].value(at: Array(path.dropFirst()))
        default:
            return nil
        }
    }
}
