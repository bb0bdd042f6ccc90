import Lasso

/// `"$payload.FIELD"`: a value taken from the payload of the output that triggered a route.
///
/// A string value that is one placeholder and nothing else takes the field's value, of its
/// type: `"$payload"` is the whole payload object, `"$payload.contact.id"` a field inside it,
/// `"$payload.items.0"` an array's element. A string with text around placeholders is a
/// template: `"Hello, $payload.name"` is text, each placeholder replaced by its field's text
/// (fields that are strings, numbers or booleans).
package enum PayloadPlaceholder {
    /// The text that starts a placeholder.
    package static let prefix = "$payload"

    /// One placeholder in a text: where it is written and the field path it names.
    package struct Reference: Equatable {
        /// The placeholder's characters in the text.
        package let range: Range<String.Index>
        /// The field path (`[]` for the whole payload).
        package let path: [String]
    }

    /// The placeholders in `text`, in order: `$payload` followed by `.FIELD` parts (letters,
    /// digits, `_`). A `.` not followed by such a character ends the placeholder (`"…, $payload.name."`).
    package static func references(in text: String) -> [Reference] {
        var found: [Reference] = []
        var searchStart = text.startIndex
        while let start = text.range(of: prefix, range: searchStart..<text.endIndex) {
            var end = start.upperBound
            searchStart = end
            // `$payloadx` is not a placeholder.
            if end < text.endIndex, isFieldCharacter(text[end]) { continue }
            var path: [String] = []
            while end < text.endIndex, text[end] == "." {
                let fieldStart = text.index(after: end)
                var fieldEnd = fieldStart
                while fieldEnd < text.endIndex, isFieldCharacter(text[fieldEnd]) {
                    fieldEnd = text.index(after: fieldEnd)
                }
                guard fieldEnd > fieldStart else { break }
                path.append(String(text[fieldStart..<fieldEnd]))
                end = fieldEnd
            }
            found.append(Reference(range: start.lowerBound..<end, path: path))
            searchStart = end
        }
        return found
    }

    /// The field path of `text` when the whole text is one placeholder (`[]` for the whole payload).
    package static func path(of text: String) -> [String]? {
        let found = references(in: text)
        guard found.count == 1, found[0].range == text.startIndex..<text.endIndex else { return nil }
        return found[0].path
    }

    /// Whether `text` is a template: placeholders with text around them.
    package static func isTemplate(_ text: String) -> Bool {
        path(of: text) == nil && !references(in: text).isEmpty
    }

    /// Whether `text` starts like a placeholder but is not a valid one (`$payload.`, `$payload..x`,
    /// `$payloadx`).
    package static func isMalformed(_ text: String) -> Bool {
        guard text.hasPrefix(prefix) else { return false }
        guard let first = references(in: text).first, first.range.lowerBound == text.startIndex else { return true }
        return first.path.isEmpty && text.dropFirst(prefix.count).hasPrefix(".")
    }

    /// `text` with each placeholder replaced by the text of its field of `payload` (a JSON
    /// object), and the placeholders left as they are because their field is missing or is not
    /// a string, number or boolean.
    static func fill(_ text: String, from payload: JSONValue) -> (text: String, unfilled: [String]) {
        var filled = ""
        var unfilled: [String] = []
        var rest = text.startIndex
        for reference in references(in: text) {
            filled += text[rest..<reference.range.lowerBound]
            rest = reference.range.upperBound
            if let fieldText = payload.value(at: reference.path)?.scalarText {
                filled += fieldText
            } else {
                filled += text[reference.range]
                unfilled.append(String(text[reference.range]))
            }
        }
        return (filled + text[rest...], unfilled)
    }

    private static func isFieldCharacter(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
    }
}

extension ConfigValue {
    /// The payload path when this value is a placeholder string.
    var payloadPath: [String]? {
        if case .string(let text) = kind { return PayloadPlaceholder.path(of: text) }
        return nil
    }

    /// Every placeholder string in the value, with its location.
    var placeholders: [Located<String>] {
        switch kind {
        case .string(let text) where text.contains(PayloadPlaceholder.prefix):
            return [Located(text, at: location)]
        case .array(let values):
            return values.flatMap(\.placeholders)
        case .object(let members):
            return members.flatMap(\.value.placeholders)
        default:
            return []
        }
    }

    /// The value without the fields that hold placeholders (at any depth; an array holding one
    /// is left out whole), so the rest can be checked before any payload exists.
    var removingPlaceholders: ConfigValue {
        guard case .object(let members) = kind else { return self }
        let kept = members.compactMap { member -> Member? in
            switch member.value.kind {
            case .object:
                return Member(
                    key: member.key, value: member.value.removingPlaceholders, keyLocation: member.keyLocation)
            default:
                return member.value.placeholders.isEmpty ? member : nil
            }
        }
        return ConfigValue(.object(kept), at: location)
    }

    /// The value with each placeholder replaced by its field of `payload` (a JSON object).
    /// Fields the payload lacks are left out, and their placeholders returned.
    func substitutingPayload(_ payload: JSONValue) -> (value: JSONValue, missing: [Located<String>]) {
        var missing: [Located<String>] = []
        func substitute(_ value: ConfigValue) -> JSONValue? {
            if let path = value.payloadPath {
                guard let field = payload.value(at: path) else {
                    missing.append(Located((["$payload"] + path).joined(separator: "."), at: value.location))
                    return nil
                }
                return field
            }
            if case .string(let text) = value.kind, PayloadPlaceholder.isTemplate(text) {
                let (filled, unfilled) = PayloadPlaceholder.fill(text, from: payload)
                missing += unfilled.map { Located($0, at: value.location) }
                return unfilled.isEmpty ? .string(filled) : nil
            }
            switch value.kind {
            case .array(let values):
                return .array(values.map { substitute($0) ?? .null })
            case .object(let members):
                var fields: [String: JSONValue] = [:]
                for member in members {
                    if let substituted = substitute(member.value) { fields[member.key] = substituted }
                }
                return .object(fields)
            default:
                return value.jsonValue
            }
        }
        return (substitute(self) ?? .object([:]), missing)
    }
}

extension ConfigValue {
    /// Every string that mentions the payload (a placeholder or a template), with the path of
    /// object keys and array indexes where it is written.
    var payloadStrings: [(path: [String], text: Located<String>)] {
        switch kind {
        case .string(let text) where text.contains(PayloadPlaceholder.prefix):
            return [([], Located(text, at: location))]
        case .array(let values):
            return values.enumerated().flatMap { index, value in
                value.payloadStrings.map { ([String(index)] + $0.path, $0.text) }
            }
        case .object(let members):
            return members.flatMap { member in member.value.payloadStrings.map { ([member.key] + $0.path, $0.text) } }
        default:
            return []
        }
    }
}
