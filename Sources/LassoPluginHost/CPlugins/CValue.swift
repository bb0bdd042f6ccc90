internal import Foundation

/// The types a C screen's state fields, action arguments and output payloads can have.
package enum CValueType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `int32_t` (`i32` / `int32` in signatures).
    case int32 = "i32"
    /// `int64_t` (`i64` / `int64`).
    case int64 = "i64"
    /// `double` (`f64` / `double`).
    case double = "f64"
    /// `bool` (`bool`).
    case bool = "bool"
    /// `const char *`, NUL-terminated UTF-8 (`str` / `string`).
    case string = "str"
    /// A list of doubles (`LASSO_C_DOUBLES`, ABI 1.3): state fields only, never in signatures.
    case doubles = "f64 list"
    /// A list of strings (`LASSO_C_STRINGS`, ABI 1.3): state fields only, never in signatures.
    case strings = "str list"

    /// The short spelling used in signatures (`i32`).
    package var description: String { rawValue }

    /// The type spelled `text` in a signature (`i32`, `int32`, `f64`, `double`, …), if any.
    package init?(spelling text: String) {
        switch text {
        case "i32", "int32": self = .int32
        case "i64", "int64": self = .int64
        case "f64", "double": self = .double
        case "bool": self = .bool
        case "str", "string": self = .string
        default: return nil
        }
    }

    /// Every accepted spelling, for error messages.
    static let spellings = "i32 (int32), i64 (int64), f64 (double), bool, str (string)"
}

/// A typed value crossing the C boundary: a state field, an action argument or an output
/// payload item.
///
/// Encodes as the plain JSON value (`5`, `2.5`, `true`, `"text"`), so a C screen's state reads
/// like any Swift screen's. JSON does not keep the difference between `2` and `2.0`, so decoded
/// values are loose; ``coerced(to:)`` brings them back to a declared type.
package enum CValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// An `int32_t`.
    case int32(Int32)
    /// An `int64_t`.
    case int64(Int64)
    /// A `double`.
    case double(Double)
    /// A `bool`.
    case bool(Bool)
    /// A UTF-8 string.
    case string(String)
    /// A list of doubles (ABI 1.3).
    case doubles([Double])
    /// A list of UTF-8 strings (ABI 1.3).
    case strings([String])

    /// The value's type.
    package var type: CValueType {
        switch self {
        case .int32: .int32
        case .int64: .int64
        case .double: .double
        case .bool: .bool
        case .string: .string
        case .doubles: .doubles
        case .strings: .strings
        }
    }

    /// The zero value of `type`: 0, 0.0, false or "".
    package static func zero(of type: CValueType) -> CValue {
        switch type {
        case .int32: .int32(0)
        case .int64: .int64(0)
        case .double: .double(0)
        case .bool: .bool(false)
        case .string: .string("")
        case .doubles: .doubles([])
        case .strings: .strings([])
        }
    }

    /// This value as `type`, when it represents a value of that type without loss: integers
    /// fit the narrower integer type, integers become doubles, integral doubles become integers.
    /// Booleans and strings only match themselves, except that the strings `"nan"`, `"inf"` and
    /// `"-inf"` (how non-finite doubles are saved) become doubles.
    package func coerced(to type: CValueType) -> CValue? {
        switch (self, type) {
        case (.int32, .int32), (.int64, .int64), (.double, .double), (.bool, .bool), (.string, .string),
            (.doubles, .doubles), (.strings, .strings):
            return self
        case (.doubles([]), .strings): return .strings([])
        case (.strings(let items), .doubles):
            // A decoded JSON array of numbers, or of the strings non-finite doubles are saved as.
            var values: [Double] = []
            for item in items {
                guard case .double(let value)? = CValue.string(item).coerced(to: .double) else { return nil }
                values.append(value)
            }
            return .doubles(values)
        case (.int32(let value), .int64): return .int64(Int64(value))
        case (.int32(let value), .double): return .double(Double(value))
        case (.int64(let value), .int32): return Int32(exactly: value).map(CValue.int32)
        case (.int64(let value), .double): return Double(exactly: value).map(CValue.double)
        case (.double(let value), .int32): return Int32(exactly: value).map(CValue.int32)
        case (.double(let value), .int64): return Int64(exactly: value).map(CValue.int64)
        case (.string("nan"), .double): return .double(.nan)
        case (.string("inf"), .double): return .double(.infinity)
        case (.string("-inf"), .double): return .double(-.infinity)
        default: return nil
        }
    }

    /// The value as text, as a label shows it (`42`, `2.5`, `true`, the string itself).
    package var description: String {
        switch self {
        case .int32(let value): String(value)
        case .int64(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .string(let value): value
        case .doubles(let values): values.map { "\($0)" }.joined(separator: ", ")
        case .strings(let values): values.joined(separator: ", ")
        }
    }

    /// The value as a JSON literal, for messages (`42`, `"km"`).
    var literal: String {
        switch self {
        case .string(let value): return "\"\(value)\""
        case .doubles(let values): return "[" + values.map { "\($0)" }.joined(separator: ", ") + "]"
        case .strings(let values): return "[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        default: return description
        }
    }

    /// Decodes a plain JSON value: a boolean, an integer (as `int64`), another number (as
    /// `double`), a string, or an array of numbers (as `doubles`) or of strings (as `strings`;
    /// an empty array too: ``coerced(to:)`` makes it either list).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .int64(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let values = try? container.decode([Double].self), !values.isEmpty {
            self = .doubles(values)
        } else if let values = try? container.decode([String].self) {
            self = .strings(values)
        } else if let items = try? container.decode([CValue].self),
            case let values = items.compactMap({ item -> Double? in
                if case .double(let value)? = item.coerced(to: .double) { return value }
                return nil
            }), values.count == items.count
        {
            // Numbers mixed with the strings non-finite doubles are saved as ("nan", "inf").
            self = .doubles(values)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected a number, a boolean, a string, or an array of numbers or of strings")
        }
    }

    /// Encodes the plain JSON value.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int32(let value): try container.encode(value)
        case .int64(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .doubles(let values): try container.encode(values)
        case .strings(let values): try container.encode(values)
        }
    }
}

/// The JSON encoder for C screen states and payloads: sorted keys, and non-finite doubles as
/// the strings `"nan"`, `"inf"` and `"-inf"` (JSON has no literal for them).
func makeCValueEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return encoder
}
