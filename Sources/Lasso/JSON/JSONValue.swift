package import Foundation

/// A JSON value, decoded exactly: what state migration compares field by field, and what an
/// output's payload is while a config's route fills `$payload` values from it.
///
/// Decoding tells `true` from `1` (a `Bool` never decodes from a number), and keeps integers
/// and fractions apart while treating both as numbers when types are compared.
public enum JSONValue: Sendable, Equatable, Codable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The kind of value, as a user reads it: "a number", "a string", …
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "a mapping"
        }
    }

    /// Whether `self` and `other` are values of the same JSON type (any two numbers are; `null`
    /// matches any type, since an optional field holds either).
    public func hasSameType(as other: JSONValue) -> Bool {
        switch (self, other) {
        case (.null, _), (_, .null): true
        case (.bool, .bool), (.string, .string), (.array, .array), (.object, .object): true
        case (.integer, .integer), (.integer, .number), (.number, .integer), (.number, .number): true
        default: false
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Decodes JSON text.
    package init(json data: Data) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }
}
