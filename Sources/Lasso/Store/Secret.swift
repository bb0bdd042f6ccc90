/// A value a state holds while the app runs and never writes anywhere: a password as typed.
///
/// Encoding writes `null`, so a saved session, a state moved to a new version of its plugin, a
/// dump or a trace never holds it; decoding `null` (or anything) gives an empty value. Printing
/// it, in a failure message or a debugger, shows `(secret)`. A secure text field drawn in the
/// browser never carries its text either: the one rule is that a secret reaches no page, disk
/// or log.
///
/// ```swift
/// struct State: Codable, Equatable, Sendable {
///     var username = ""
///     @Secret var password = ""
/// }
/// ```
///
/// So a hot swap, a restore or a reload of the page leaves the field empty: the user types the
/// secret again.
@propertyWrapper
public struct Secret<Value: RangeReplaceableCollection & Sendable & Equatable>: Sendable, Equatable {
    /// The value.
    public var wrappedValue: Value

    /// Holds `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

extension Secret: Codable {
    /// An empty value, whatever was written (a secret is written as `null`).
    public init(from decoder: any Decoder) throws {
        wrappedValue = Value()
    }

    /// Writes `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

extension Secret: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String { "(secret)" }
    public var debugDescription: String { "(secret)" }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
