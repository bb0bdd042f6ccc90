internal import Foundation

/// A JSON number kept so that encoding it again loses nothing any `Codable` number could read
/// from the original text: an integer that fits 64 bits exactly (`Int64`, else `UInt64`), any
/// other number as a `Decimal` (38 digits, for a `Decimal` field) when that reads back as the
/// same `Double`, else as the `Double` (beyond `Decimal`'s range, or -0).
enum JSONNumber: Codable, Equatable, Sendable {
    case integer(Int64)
    case unsignedInteger(UInt64)
    case decimal(Decimal)
    case double(Double)

    /// Decodes the number as the first of the cases above that holds it exactly.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // A zero may be -0, which only a Double keeps.
        if let integer = try? container.decode(Int64.self), integer != 0 {
            self = .integer(integer)
        } else if let integer = try? container.decode(UInt64.self), integer != 0 {
            self = .unsignedInteger(integer)
        } else {
            let double = try container.decode(Double.self)
            if let decimal = try? container.decode(Decimal.self), decimal.isFinite,
               Double(decimal.description)?.bitPattern == double.bitPattern {
                self = .decimal(decimal)
            } else {
                self = .double(double)
            }
        }
    }

    /// Encodes the number as it was decoded.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .integer(integer): try container.encode(integer)
        case let .unsignedInteger(integer): try container.encode(integer)
        case let .decimal(decimal): try container.encode(decimal)
        case let .double(double): try container.encode(double)
        }
    }
}
