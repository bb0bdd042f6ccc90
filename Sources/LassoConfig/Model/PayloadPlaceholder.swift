import Foundation

/// `"$payload.FIELD"`: a state value taken from the payload of the output that triggered a route.
///
/// A placeholder is a whole string value: `"$payload"` is the whole payload object,
/// `"$payload.contact.id"` a field inside it.
package enum PayloadPlaceholder {
    /// The text that starts a placeholder.
    package static let prefix = "$payload"

    /// The field path of `text` when it is a placeholder (`[]` for the whole payload).
    package static func path(of text: String) -> [String]? {
        if text == prefix { return [] }
        guard text.hasPrefix(prefix + ".") else { return nil }
        let path = text.dropFirst(prefix.count + 1).split(separator: ".", omittingEmptySubsequences: false).map(
            String.init)
        return path.contains(where: \.isEmpty) ? nil : path
    }

    /// Whether `text` starts like a placeholder but is not a valid one (`$payload.`, `$payload..x`).
    package static func isMalformed(_ text: String) -> Bool {
        text.hasPrefix(prefix) && path(of: text) == nil
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
        case .string(let text) where text.hasPrefix(PayloadPlaceholder.prefix):
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

    /// The value as a JSON object with each placeholder replaced by its field of `payload`
    /// (a JSON object). Fields the payload lacks are left out, and their placeholders returned.
    func substitutingPayload(_ payload: Any) -> (object: Any, missing: [Located<String>]) {
        var missing: [Located<String>] = []
        func substitute(_ value: ConfigValue) -> Any? {
            if let path = value.payloadPath {
                guard let field = lookUp(path, in: payload) else {
                    missing.append(Located((["$payload"] + path).joined(separator: "."), at: value.location))
                    return nil
                }
                return field
            }
            switch value.kind {
            case .array(let values):
                return values.map { substitute($0) ?? NSNull() }
            case .object(let members):
                var object: [String: Any] = [:]
                for member in members {
                    if let substituted = substitute(member.value) { object[member.key] = substituted }
                }
                return object
            default:
                return value.jsonObject
            }
        }
        return (substitute(self) ?? [String: Any](), missing)
    }

    private func lookUp(_ path: [String], in payload: Any) -> Any? {
        var current: Any = payload
        for key in path {
            if let object = current as? [String: Any], let next = object[key] {
                current = next
            } else if let array = current as? [Any], let index = Int(key), array.indices.contains(index) {
                current = array[index]
            } else {
                return nil
            }
        }
        return current
    }
}
