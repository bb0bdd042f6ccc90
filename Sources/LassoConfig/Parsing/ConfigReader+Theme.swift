import Lasso
import Yams

extension ConfigReader {
    /// The keys of a role's style written as a mapping.
    static let themeStyleKeys = ["foreground", "background", "bold", "dim", "underline", "reverse"]

    /// Reads `theme:`: a built-in theme's name, or a mapping of `base:` (a built-in theme's
    /// name, `dark` when absent) and roles, each a colour (its foreground) or a mapping of
    /// ``themeStyleKeys`` that replace the base's.
    ///
    /// ```yaml
    /// theme:
    ///   base: light
    ///   accent: "#d75f00"
    ///   title: { foreground: magenta, underline: true }
    /// ```
    func readTheme(_ node: Node) -> Theme? {
        if case .scalar = node {
            return builtInTheme(node)
        }
        let roles = ThemeRole.allCases.map(\.rawValue)
        guard let fields = fields(of: node, allowed: ["base"] + roles, in: "'theme'") else { return nil }
        var theme: Theme = .dark
        var isValid = true
        if let baseNode = fields["base"] {
            // A bad base is reported, and the roles are still checked (over the dark theme).
            if let base = builtInTheme(baseNode) { theme = base } else { isValid = false }
        }
        for entry in fields.all where entry.key != "base" {
            guard let role = ThemeRole(rawValue: entry.key),
                let style = readThemeStyle(entry.value, base: theme[role], role: role)
            else {
                isValid = false
                continue
            }
            theme[role] = style
        }
        return isValid ? theme : nil
    }

    /// Reads a built-in theme's name.
    private func builtInTheme(_ node: Node) -> Theme? {
        guard let name = text(node, what: "a theme name") else { return nil }
        if let theme = Theme.named(name.value) { return theme }
        let names = Theme.builtIn.map(\.name)
        let hint =
            (Suggestion.didYouMean(name.value, among: names).map { $0 + " " } ?? "")
            + "built-in themes: \(names.joined(separator: ", ")); or write a mapping of 'base' and roles"
        log.error("unknown theme '\(name.value)'", at: name.location, hint: hint)
        return nil
    }

    /// Reads one role's style over `base`: a colour, or a mapping of ``themeStyleKeys``.
    private func readThemeStyle(_ node: Node, base: ThemeStyle, role: ThemeRole) -> ThemeStyle? {
        let what = "theme role '\(role.rawValue)'"
        if case .scalar = node {
            var style = base
            guard let color = themeColor(node, what: what) else { return nil }
            style.foreground = color
            return style
        }
        guard let fields = fields(of: node, allowed: Self.themeStyleKeys, in: what) else { return nil }
        var style = base
        var isValid = true
        for entry in fields.all {
            switch entry.key {
            case "foreground", "background":
                guard let color = themeColor(entry.value, what: "'\(entry.key)' of \(what)") else {
                    isValid = false
                    continue
                }
                if entry.key == "foreground" { style.foreground = color } else { style.background = color }
            default:
                guard let flag = boolean(entry.value, what: "'\(entry.key)' of \(what)") else {
                    isValid = false
                    continue
                }
                switch entry.key {
                case "bold": style.bold = flag.value
                case "dim": style.dim = flag.value
                case "underline": style.underline = flag.value
                default: style.reverse = flag.value
                }
            }
        }
        return isValid ? style : nil
    }

    /// Reads a colour (``ThemeColor/init(parsing:)``).
    private func themeColor(_ node: Node, what: String) -> ThemeColor? {
        guard let text = text(node, what: what) else { return nil }
        if let color = ThemeColor(parsing: text.value) { return color }
        let hint =
            (Suggestion.didYouMean(text.value, among: ThemeColor.standardNames).map { $0 + " " } ?? "")
            + "write \(ThemeColor.syntax)"
        log.error("'\(text.value)' is not a colour (in \(what))", at: text.location, hint: hint)
        return nil
    }
}
