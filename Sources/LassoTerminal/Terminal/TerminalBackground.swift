import Lasso

/// What is known of the terminal's background, for the theme an app gets when neither its
/// config nor a screen chose one.
public enum TerminalBackground {
    /// The light theme when `COLORFGBG` (set by rxvt, Konsole and others, `"FG;BG"`) names a
    /// light background colour (7, or 9–15 but not 8), else the dark theme.
    public static func defaultTheme(environment: [String: String]) -> Theme {
        guard let value = environment["COLORFGBG"],
            let background = value.split(separator: ";").last.flatMap({ Int($0) })
        else {
            return .dark
        }
        let isLight = background == 7 || (9...15).contains(background)
        return isLight ? .light : .dark
    }
}
