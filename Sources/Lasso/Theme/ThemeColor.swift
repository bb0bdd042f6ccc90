/// A colour a ``Theme`` gives a role: one of the 16 colours every colour terminal has, one of
/// the 256 of the extended palette, or a 24-bit colour. The terminal shows each at the depth it
/// supports, converting to the nearest colour it has.
public enum ThemeColor: Sendable, Hashable {
    /// One of the 16 standard colours: 0–7 black, red, green, yellow, blue, magenta, cyan,
    /// white; 8–15 their bright variants. The terminal's palette decides the exact shade.
    case standard(UInt8)
    /// One of the 256 colours of the extended palette (xterm's numbering: 0–15 the standard
    /// colours, 16–231 a 6 × 6 × 6 colour cube, 232–255 greys).
    case palette(UInt8)
    /// A 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// The names of the 16 standard colours, in their order (`bright-red` is number 9).
    public static let standardNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "bright-black", "bright-red", "bright-green", "bright-yellow",
        "bright-blue", "bright-magenta", "bright-cyan", "bright-white",
    ]

    /// Reads a colour as a config file writes it: a standard colour's name (`red`,
    /// `bright-blue`), a palette number (`214`), or `#rrggbb`. `nil` for anything else.
    public init?(parsing text: String) {
        let lowered = text.lowercased()
        // Digits only: the integer initializers also take a sign ("+12", "#+fffff").
        if let index = Self.standardNames.firstIndex(of: lowered) {
            self = .standard(UInt8(index))
        } else if !lowered.isEmpty, lowered.allSatisfy(\.isASCIIDigit), let number = UInt8(lowered) {
            self = .palette(number)
        } else if lowered.hasPrefix("#"), lowered.count == 7, lowered.dropFirst().allSatisfy(\.isASCIIHexDigit),
            let value = UInt32(lowered.dropFirst(), radix: 16)
        {
            self = .rgb(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            return nil
        }
    }

    /// How to write a colour, for messages: the forms ``init(parsing:)`` reads.
    package static let syntax = "a colour name (red, bright-blue…), a palette number 0-255, or #rrggbb"
}

extension ThemeColor: CustomStringConvertible {
    /// The colour as ``init(parsing:)`` reads it.
    public var description: String {
        switch self {
        case .standard(let index): index < 16 ? Self.standardNames[Int(index)] : "\(index)"
        case .palette(let number): "\(number)"
        case .rgb(let red, let green, let blue):
            "#"
                + [red, green, blue].map { byte in
                    let digits = String(byte, radix: 16)
                    return digits.count == 1 ? "0" + digits : digits
                }.joined()
        }
    }
}

extension Character {
    /// `0`–`9`.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
    /// `0`–`9`, `a`–`f` (the text is lowercased first).
    fileprivate var isASCIIHexDigit: Bool { isASCIIDigit || ("a"..."f").contains(self) }
}
