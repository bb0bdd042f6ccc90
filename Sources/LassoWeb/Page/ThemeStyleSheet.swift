import Lasso

/// A theme as CSS: one class (`.theme-dark`) setting custom properties per role (`--accent`,
/// `--accent-bg`: its text and background as drawn, swapped for a reversed role such as the
/// selection; `--accent-mark`: its own colour, for a mark such as the focus ring), which
/// lasso.css uses. Generated from the same ``Theme`` values the
/// terminal draws with, so the two show one palette.
///
/// Roles without a colour take the page's text colour; the page's own colours follow the
/// theme's brightness: a theme whose colours are light (made for a dark terminal) gets a dark
/// page, and the other way round. `.theme-auto` follows the browser's `prefers-color-scheme`
/// between the built-in dark and light themes: it is used when neither the config nor a screen
/// chose a theme.
public enum ThemeStyleSheet {
    /// The style sheet for the built-in themes, `.theme-auto`, and `appTheme` (the config's
    /// theme, as `.theme-app`) when there is one.
    public static func css(appTheme: Theme?) -> String {
        var css = ""
        for theme in Theme.builtIn { css += rule(selector("theme-\(WebRenderer.cssName(theme.name))"), theme) }
        if let appTheme { css += rule(selector("theme-app"), appTheme) }
        css += rule(selector("theme-auto"), .light)
        css += "@media (prefers-color-scheme: dark) {\n" + rule(selector("theme-auto"), .dark) + "}\n"
        return css
    }

    /// A class per role (`.role-accent`) drawing text in that role's colours.
    static var roleClasses: String {
        ThemeRole.allCases.map { role in
            let name = role.rawValue
            return
                ".role-\(name) { color: var(--\(name)); background: var(--\(name)-bg); font-weight: var(--\(name)-weight); }\n"
        }.joined()
    }

    /// The class a window's theme is shown with: `app` for the config's, `auto` when none was
    /// chosen, else the theme's name.
    @MainActor
    static func className(for window: Window) -> String {
        guard let chosen = window.requestedTheme ?? window.appTheme else { return "theme-auto" }
        if chosen == window.appTheme { return "theme-app" }
        return "theme-\(WebRenderer.cssName(chosen.name))"
    }

    /// The theme class, and the page's body around an app of that class (so the status line
    /// and the page's background match).
    private static func selector(_ className: String) -> String {
        ".\(className), body:has(> .\(className))"
    }

    private static func rule(_ selector: String, _ theme: Theme) -> String {
        let isDark = isMadeForDarkBackground(theme)
        let page = isDark ? "#1c1c1c" : "#ffffff"
        let text = isDark ? "#e4e4e4" : "#1c1c1c"
        var lines = ["--page: \(page);", "--page-text: \(text);"]
        for role in ThemeRole.allCases {
            let style = theme[role]
            var foreground = style.foreground.map(hex) ?? "var(--page-text)"
            var background = style.background.map(hex) ?? "transparent"
            if style.reverse {
                (foreground, background) = (background == "transparent" ? page : background, foreground)
            }
            // The role's own colour, reversed or not: what a mark of it (a focus ring) is drawn in.
            lines.append("--\(role.rawValue)-mark: \(style.foreground.map(hex) ?? "var(--page-text)");")
            lines.append("--\(role.rawValue): \(foreground);")
            lines.append("--\(role.rawValue)-bg: \(background);")
            lines.append("--\(role.rawValue)-weight: \(style.bold ? "bold" : "normal");")
        }
        return "\(selector) {\n  " + lines.joined(separator: "\n  ") + "\n}\n"
    }

    /// Whether most of the theme's colours are light: it is meant for a dark background.
    private static func isMadeForDarkBackground(_ theme: Theme) -> Bool {
        let colors = ThemeRole.allCases.compactMap { theme[$0].foreground }
        guard !colors.isEmpty else { return true }
        let light = colors.filter { color in
            let (red, green, blue) = color.rgb
            return 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue) > 128
        }
        return light.count * 2 >= colors.count
    }

    private static func hex(_ color: ThemeColor) -> String {
        let (red, green, blue) = color.rgb
        return "#"
            + [red, green, blue].map { value in
                let digits = String(value, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }
}
