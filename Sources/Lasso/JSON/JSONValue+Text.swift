package import Foundation

extension JSONValue {
    /// The value as JSON text, object keys sorted, written directly from the tree (no Foundation
    /// value in between); a number JSON cannot hold (infinite, NaN) is written `null`.
    package var jsonText: String {
        var text = ""
        append(to: &text)
        return text
    }

    /// ``jsonText`` as UTF-8 data.
    package func jsonData() -> Data { Data(jsonText.utf8) }

    private func append(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .integer(let value): text += String(value)
        case .number(let value): text += value.isFinite ? value.description : "null"
        case .string(let value): JSONText.appendQuoted(value, to: &text)
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.append(to: &text)
            }
            text += "]"
        case .object(let fields):
            text += "{"
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                JSONText.appendQuoted(key, to: &text)
                text += ":"
                fields[key]!.append(to: &text)
            }
            text += "}"
        }
    }

    /// The value at a path of object keys and array indexes (`["contact", "0"]`), if there is one.
    package func value(at path: some Collection<String>) -> JSONValue? {
        guard let key = path.first else { return self }
        switch self {
        case .object(let fields):
            return fields[key]?.value(at: path.dropFirst())
        case .array(let values):
            guard let index = Int(key), values.indices.contains(index) else { return nil }
            return values[index].value(at: path.dropFirst())
        default:
            return nil
        }
    }

    /// A scalar as a person reads it in text: a string as it is, a number as written, a boolean
    /// as `true`/`false`; `nil` for null, lists and mappings.
    package var scalarText: String? {
        switch self {
        case .string(let value): value
        case .integer(let value): String(value)
        // A whole number as an integer ("3", not "3.0"), as JSONSerialization wrote it before.
        case .number(let value):
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : value.description
        case .bool(let value): value ? "true" : "false"
        case .null, .array, .object: nil
        }
    }
}
