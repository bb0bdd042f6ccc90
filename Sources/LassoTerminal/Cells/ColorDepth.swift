import Lasso

/// How many colours a terminal shows: none, the 16 standard ones, the 256 of the extended
/// palette, or any 24-bit colour. A theme's colours are converted to the nearest one the depth
/// has (``show(_:)``).
public enum ColorDepth: Int, Sendable, Comparable, CaseIterable {
    /// No colour: emphasis (bold, dim, reverse, underline) only.
    case none
    /// The 16 standard colours (SGR 30–37, 90–97).
    case standard16
    /// The 256-colour palette (SGR 38;5;N).
    case palette256
    /// 24-bit colour (SGR 38;2;R;G;B).
    case trueColor

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The depth a terminal described by `environment` shows: 24-bit when `COLORTERM` says
    /// `truecolor` or `24bit` or `TERM` names a `direct` or `truecolor` terminal (terminfo's
    /// 24-bit entries, `xterm-direct`), 256 colours when `TERM` names a `256color` terminal, none
    /// for `TERM=dumb` or no `TERM`, else 16.
    public static func detected(environment: [String: String]) -> ColorDepth {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        let term = environment["TERM"]?.lowercased() ?? ""
        if term.isEmpty || term == "dumb" { return .none }
        if term.contains("truecolor") || term.contains("direct") { return .trueColor }
        if term.contains("256color") { return .palette256 }
        return .standard16
    }

    /// `color` as this depth shows it: the same colour when the depth has it, else the nearest
    /// colour it has; `nil` at ``none``.
    public func show(_ color: ThemeColor) -> TerminalColor? {
        switch (self, color) {
        case (.none, _): nil
        case (_, .standard(let index)) where index < 16: .standard(index)
        // A "standard" index past the 16 is the palette's colour of that number.
        case (_, .standard(let index)): show(.palette(index))
        case (.trueColor, .palette(let number)), (.palette256, .palette(let number)): .palette(number)
        case (.trueColor, .rgb(let red, let green, let blue)): .rgb(red: red, green: green, blue: blue)
        case (.palette256, .rgb(let red, let green, let blue)): .palette(Self.nearestPaletteIndex(red, green, blue))
        case (.standard16, .palette(let number)) where number < 16: .standard(number)
        case (.standard16, .palette(let number)): Self.nearestStandard(Self.paletteRGB(number))
        case (.standard16, .rgb(let red, let green, let blue)): Self.nearestStandard((red, green, blue))
        @unknown default: nil
        }
    }

    // MARK: - Conversion

    typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    /// xterm's default values of the 16 standard colours.
    static var standardRGB: [RGB] { ThemeColor.standardRGB }

    /// The channel values of the palette's 6 × 6 × 6 colour cube.
    static var cubeLevels: [UInt8] { ThemeColor.cubeLevels }

    /// The colour of palette entry `number`, as xterm defines it.
    static func paletteRGB(_ number: UInt8) -> RGB { ThemeColor.paletteRGB(number) }

    /// The palette entry nearest to a colour: the nearest of the colour cube and of the grey
    /// ramp.
    static func nearestPaletteIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        func level(_ value: UInt8) -> Int {
            cubeLevels.indices.min { abs(Int(cubeLevels[$0]) - Int(value)) < abs(Int(cubeLevels[$1]) - Int(value)) }
                ?? 0
        }
        let cube = UInt8(16 + 36 * level(red) + 6 * level(green) + level(blue))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let grey = UInt8(232 + greyStep)
        let target: RGB = (red, green, blue)
        return distance(paletteRGB(grey), target) < distance(paletteRGB(cube), target) ? grey : cube
    }

    /// The standard colour nearest to `color`.
    static func nearestStandard(_ color: RGB) -> TerminalColor {
        let index = standardRGB.indices.min { distance(standardRGB[$0], color) < distance(standardRGB[$1], color) } ?? 7
        return .standard(UInt8(index))
    }

    /// The squared distance between two colours.
    static func distance(_ a: RGB, _ b: RGB) -> Int {
        let red = Int(a.red) - Int(b.red)
        let green = Int(a.green) - Int(b.green)
        let blue = Int(a.blue) - Int(b.blue)
        return red * red + green * green + blue * blue
    }
}
