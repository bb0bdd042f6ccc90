/// The colours a ``ThemeColor`` names, as red, green and blue channels: what renderers that show
/// any colour (a browser, a 24-bit terminal) draw, and what the nearest-colour conversions of
/// shallower terminals measure from. Standard and palette colours are xterm's defaults.
extension ThemeColor {
    /// xterm's default values of the 16 standard colours.
    package static let standardRGB: [(red: UInt8, green: UInt8, blue: UInt8)] = [
        (0x00, 0x00, 0x00), (0xCD, 0x00, 0x00), (0x00, 0xCD, 0x00), (0xCD, 0xCD, 0x00),
        (0x00, 0x00, 0xEE), (0xCD, 0x00, 0xCD), (0x00, 0xCD, 0xCD), (0xE5, 0xE5, 0xE5),
        (0x7F, 0x7F, 0x7F), (0xFF, 0x00, 0x00), (0x00, 0xFF, 0x00), (0xFF, 0xFF, 0x00),
        (0x5C, 0x5C, 0xFF), (0xFF, 0x00, 0xFF), (0x00, 0xFF, 0xFF), (0xFF, 0xFF, 0xFF),
    ]

    /// The channel values of the palette's 6 × 6 × 6 colour cube.
    package static let cubeLevels: [UInt8] = [0x00, 0x5F, 0x87, 0xAF, 0xD7, 0xFF]

    /// The colour of palette entry `number`, as xterm defines it.
    package static func paletteRGB(_ number: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
        switch number {
        case 0..<16:
            return standardRGB[Int(number)]
        case 16..<232:
            let index = Int(number) - 16
            return (cubeLevels[index / 36], cubeLevels[(index / 6) % 6], cubeLevels[index % 6])
        default:
            let grey = UInt8(8 + 10 * (Int(number) - 232))
            return (grey, grey, grey)
        }
    }

    /// The colour as red, green and blue channels.
    package var rgb: (red: UInt8, green: UInt8, blue: UInt8) {
        switch self {
        case .standard(let index): Self.paletteRGB(index)
        case .palette(let number): Self.paletteRGB(number)
        case .rgb(let red, let green, let blue): (red, green, blue)
        }
    }
}
