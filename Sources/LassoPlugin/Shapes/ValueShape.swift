/// The JSON shape of a value a module's Swift type decodes: what a config's `$payload.FIELD`
/// can reach in an output's payload, and what a field of a screen's state takes.
///
/// Recorded from the type itself (``ShapeRecorder``), so a plugin author writes nothing twice.
/// ``unknown`` stands for whatever could not be recorded; it matches everything, so a plugin whose
/// types say nothing is checked for what can be checked and never refused.
package indirect enum ValueShape: Sendable, Hashable, CustomStringConvertible {
    /// Text.
    case string
    /// A whole number.
    case integer
    /// A number with a fraction.
    case number
    /// `true` or `false`.
    case bool
    /// A list of elements of one shape.
    case array(ValueShape)
    /// Named fields, sorted by name.
    case object([Field])
    /// A mapping from any text to values of one shape (a Swift dictionary).
    case dictionary(ValueShape)
    /// A value that may be missing or `null`.
    case optional(ValueShape)
    /// Not known.
    case unknown

    /// One field of an ``object(_:)``.
    package struct Field: Sendable, Hashable {
        /// The field's name.
        package let name: String
        /// What it holds.
        package let shape: ValueShape

        /// Creates a field.
        package init(_ name: String, _ shape: ValueShape) {
            self.name = name
            self.shape = shape
        }
    }

    /// The shape at `path` (object field names, array indexes), or `nil` when there is no such
    /// field. Through an optional, the wrapped value's field; below ``unknown``, ``unknown``.
    package func shape(at path: some Collection<String>) -> ValueShape? {
        guard let first = path.first else { return self }
        let rest = path.dropFirst()
        switch self {
        case .object(let fields):
            return fields.first { $0.name == first }?.shape.shape(at: rest)
        case .array(let element):
            return Int(first) != nil ? element.shape(at: rest) : nil
        case .dictionary(let value):
            return value.shape(at: rest)
        case .optional(let wrapped):
            return wrapped.shape(at: path)
        case .unknown:
            return .unknown
        case .string, .integer, .number, .bool:
            return nil
        }
    }

    /// The shape without any ``optional(_:)`` around it.
    package var unwrapped: ValueShape {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// Whether a value of this shape reads as text where a string is made from it (a string,
    /// number or boolean, possibly optional), or may (``unknown``).
    package var isTextual: Bool {
        switch unwrapped {
        case .string, .integer, .number, .bool, .unknown: true
        case .array, .object, .dictionary, .optional: false
        }
    }

    /// Whether a value of this shape, given where `expected` is wanted, decodes there: the
    /// same kind (a whole number is also a number), each field an object wants present and
    /// matching. ``unknown`` on either side matches; an optional value is taken as its wrapped
    /// value (a missing one is reported when it happens).
    package func fits(_ expected: ValueShape) -> Bool {
        switch (unwrapped, expected.unwrapped) {
        case (.unknown, _), (_, .unknown): true
        case (.string, .string), (.bool, .bool), (.integer, .integer), (.integer, .number), (.number, .number): true
        case (.array(let given), .array(let wanted)): given.fits(wanted)
        case (.dictionary(let given), .dictionary(let wanted)): given.fits(wanted)
        case (.object(let given), .dictionary(let wanted)): given.allSatisfy { $0.shape.fits(wanted) }
        case (.object(let given), .object(let wanted)):
            wanted.allSatisfy { field in
                guard let match = given.first(where: { $0.name == field.name }) else {
                    if case .optional = field.shape { return true }
                    return false
                }
                return match.shape.fits(field.shape)
            }
        default: false
        }
    }

    /// As Swift writes the type: `String`, `Int`, `[Double]`, `Bool?`, `{ id: String, … }`.
    package var description: String {
        switch self {
        case .string: "String"
        case .integer: "Int"
        case .number: "Double"
        case .bool: "Bool"
        case .array(let element): "[\(element)]"
        case .dictionary(let value): "[String: \(value)]"
        case .optional(let wrapped): "\(wrapped)?"
        case .unknown: "a value of unknown type"
        case .object(let fields) where fields.isEmpty: "an empty object"
        case .object(let fields):
            "{ " + fields.prefix(4).map { "\($0.name): \($0.shape)" }.joined(separator: ", ")
                + (fields.count > 4 ? ", …" : "") + " }"
        }
    }
}
