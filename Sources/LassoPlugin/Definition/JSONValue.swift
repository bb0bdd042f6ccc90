internal import Foundation

/// Any JSON value, decoded and encoded with `Codable`: what ``decodeMerged(_:defaults:overrides:module:)``
/// lays a config's initial state over a module's defaults with.
///
/// Decoding one and encoding it again gives a text from which every `Codable` value reads what it
/// would have read from the original: strings, booleans, null, arrays and objects are kept as
/// they are, and numbers exactly (``JSONNumber``). Object members come back in another order,
/// which no decoder can tell: a keyed container is read by key.
enum JSONValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case string(String)
    case number(JSONNumber)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Decodes whichever kind of value is there (the most common first).
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let number = try? container.decode(JSONNumber.self) {
            self = .number(number)
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as it was decoded.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(bool): try container.encode(bool)
        case let .string(string): try container.encode(string)
        case let .number(number): try container.encode(number)
        case let .array(array): try container.encode(array)
        case let .object(object): try container.encode(object)
        }
    }
}
