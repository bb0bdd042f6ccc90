/// The settings of the host itself, declared as plugins declare theirs, under the name `lasso`:
/// on the settings screen first, and given by a config as `lasso.theme: Light`.
public enum HostSettings {
    /// The plugin name the host's settings and screens go by (`lasso.settings`); no plugin may
    /// take it.
    public static let plugin = "lasso"

    /// The colour themes the app offers: "System" is the app's own (its config file's, else the
    /// runtime's default), then every built-in theme (`Theme.builtIn`) by its title, which
    /// `Theme.named` reads back ("High contrast" for `high-contrast`).
    public static let themes = ["System"] + Theme.builtIn.map(title(of:))

    /// The whole app's colours, for each user.
    public static let theme = PluginSetting.choice(
        "theme", title: "Theme", among: themes, default: "System",
        help: "The colours of the whole app; System is the app's own.")

    /// Every host setting, in the order the settings screen shows them.
    public static var declarations: [SettingDeclaration] { [theme.declaration] }

    /// A theme's name as the settings screen shows it: words for hyphens, the first capitalized.
    static func title(of theme: Theme) -> String {
        let words = theme.name.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
