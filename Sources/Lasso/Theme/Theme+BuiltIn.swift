extension Theme {
    /// For a dark terminal background: the terminal's own text colour, soft colours from the
    /// 256-colour cube (so 256-colour terminals show them exactly) for everything else.
    public static var dark: Theme {
        Theme(
            name: "dark", emphasis: standardEmphasis,
            colors: [
                .secondary: rgb(0xA8, 0xA8, 0xA8),
                .accent: rgb(0x5F, 0xAF, 0xFF),
                .focus: rgb(0x5F, 0xAF, 0xFF),
                .selection: rgb(0x87, 0x87, 0xD7),
                .error: rgb(0xFF, 0x5F, 0x5F),
                .warning: rgb(0xFF, 0xD7, 0x5F),
                .success: rgb(0x5F, 0xD7, 0x87),
                .border: rgb(0x6C, 0x6C, 0x6C),
                .title: rgb(0xD7, 0xAF, 0xFF),
                .disabled: rgb(0x6C, 0x6C, 0x6C),
            ])
    }

    /// For a light terminal background: the dark theme's roles in deeper colours.
    public static var light: Theme {
        Theme(
            name: "light", emphasis: standardEmphasis,
            colors: [
                .secondary: rgb(0x58, 0x58, 0x58),
                .accent: rgb(0x00, 0x5F, 0xAF),
                .focus: rgb(0x00, 0x5F, 0xAF),
                .selection: rgb(0x5F, 0x5F, 0xAF),
                .error: rgb(0xAF, 0x00, 0x00),
                .warning: rgb(0x87, 0x5F, 0x00),
                .success: rgb(0x00, 0x87, 0x00),
                // 3.2:1 on white, WCAG's 3:1 for the lines that show where a control is.
                .border: rgb(0x8F, 0x8F, 0x8F),
                .title: rgb(0x87, 0x00, 0x87),
                .disabled: rgb(0x9E, 0x9E, 0x9E),
            ])
    }

    /// The 16 standard colours, mostly bright, and nothing dimmed: for low vision and poor
    /// displays.
    public static var highContrast: Theme {
        // Nothing dimmed: secondary text and borders differ from text by colour alone.
        let emphasis = standardEmphasis.mapValues { style in
            var undimmed = style
            undimmed.dim = false
            return undimmed
        }
        return Theme(
            name: "high-contrast", emphasis: emphasis,
            colors: [
                .text: .standard(15),
                .secondary: .standard(7),
                .accent: .standard(11),
                .focus: .standard(11),
                .selection: .standard(14),
                .error: .standard(9),
                .warning: .standard(11),
                .success: .standard(10),
                .border: .standard(7),
                .title: .standard(14),
                .disabled: .standard(8),
            ])
    }

    /// The emphasis of each role in the dark and light themes, which is also all that shows
    /// without colour.
    static let standardEmphasis: [ThemeRole: ThemeStyle] = [
        .text: ThemeStyle(),
        .secondary: ThemeStyle(dim: true),
        .accent: ThemeStyle(bold: true),
        .focus: ThemeStyle(bold: true, reverse: true),
        .selection: ThemeStyle(reverse: true),
        .error: ThemeStyle(bold: true),
        .warning: ThemeStyle(bold: true),
        .success: ThemeStyle(),
        .border: ThemeStyle(dim: true),
        .title: ThemeStyle(bold: true),
        .disabled: ThemeStyle(dim: true),
    ]

    /// A theme with `emphasis` for each role and `colors` as their foreground colours.
    init(name: String, emphasis: [ThemeRole: ThemeStyle], colors: [ThemeRole: ThemeColor]) {
        var styles = emphasis
        for (role, color) in colors {
            styles[role, default: ThemeStyle()].foreground = color
        }
        self.init(name: name, styles: styles)
    }

    private static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> ThemeColor {
        .rgb(red: red, green: green, blue: blue)
    }
}
