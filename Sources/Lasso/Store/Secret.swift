/// A value a state holds while the app runs and never writes anywhere: a password as typed.
///
/// Encoding writes `null`, so a saved session, a dump or a trace never holds it, and decoding
/// what was written gives an empty value. Printing it, in a failure message or a debugger, shows
/// `(secret)`. A secure text field drawn in the browser never carries its text either: the one
/// rule is that a secret reaches no page, disk or log. Only a hot swap, which moves a state to
/// the new version of its plugin in memory, keeps it.
///
/// ```swift
/// struct State: Codable, Equatable, Sendable {
///     var username = ""
///     @Secret var password = ""
/// }
/// ```
///
/// So a restore or a reload of the page leaves the field empty: the user types the secret again.
@propertyWrapper
public struct Secret<Value: RangeReplaceableCollection & Codable & Sendable & Equatable>: Sendable, Equatable {
    /// The value.
    public var wrappedValue: Value

    /// Holds `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Secret: Codable {
    /// An empty value, whatever was written (a secret is written as `null`); the value itself
    /// only when a state moves in memory (a hot swap).
    public init(from decoder: any Decoder) throws {
        guard decoder.userInfo[.secretsStayInMemory] as? Bool == true else {
            wrappedValue = Value()
            return
        }
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? Value() : (try? container.decode(Value.self)) ?? Value()
    }

    /// Writes `null`; the value itself only when a state moves in memory (a hot swap).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if encoder.userInfo[.secretsStayInMemory] as? Bool == true {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}

extension CodingUserInfoKey {
    /// Set (to `true`) by the host on the encoder and decoder of a state moved in memory from an
    /// old version of its plugin to the new one: ``Secret`` values move with it. Never set for
    /// what is written anywhere.
    package static let secretsStayInMemory = CodingUserInfoKey(rawValue: "lasso.secretsStayInMemory")!
}

extension Secret: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "(secret)" }
    public var debugDescription: String { "(secret)" }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
