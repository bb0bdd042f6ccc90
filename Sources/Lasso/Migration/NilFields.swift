/// Writing the `nil` fields of a state, which `Encodable` leaves out.
///
/// Synthesised `Encodable` writes an optional property holding `nil` not as `null` but not at all,
/// so an encoded state cannot tell "this field is `nil`" from "this version has no such field".
/// ``StateMigration`` must tell them apart to move a state exactly: a field whose default is `5`
/// that the user set to `nil` would otherwise come back as `5` after a reload or a restore. So a
/// store's encoded state (what a swap moves and a session saves) writes them as `null`, found by
/// reflection: every stored property of a struct (or class) that holds `nil` and that the
/// encoding has no key for gets `null` under the property's name, at every level of nested
/// structs, optionals and lists.
///
/// A property whose coding key differs from its name (custom `CodingKeys`) gets a `null` under
/// its name beside the real key, which decoding ignores and migration never reports; enumeration
/// payloads and dictionaries are left as encoded (a dictionary writes its `nil` values already).
extension JSONValue {
    /// This encoding of `value` with its `nil` stored properties written as `null`.
    package func writingNilFields(of value: Any) -> JSONValue {
        let mirror = Mirror(reflecting: value)
        switch (self, mirror.displayStyle) {
        case (_, .optional):
            guard let wrapped = mirror.children.first?.value else { return self }
            return writingNilFields(of: wrapped)
        case (.object(var fields), .struct), (.object(var fields), .class):
            for child in mirror.children {
                guard let name = child.label else { continue }
                if let field = fields[name] {
                    fields[name] = field.writingNilFields(of: child.value)
                } else if Self.isNil(child.value) {
                    fields[name] = .null
                }
            }
            return .object(fields)
        case (.array(let elements), .collection):
            let values = mirror.children.map(\.value)
            guard values.count == elements.count else { return self }
            return .array(zip(elements, values).map { $0.writingNilFields(of: $1) })
        default:
            return self
        }
    }

    private static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}
