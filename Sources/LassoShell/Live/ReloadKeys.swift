import LassoTerminal

/// The keys of `lasso-shell run --watch`, defined once: what they do and how the key-help line
/// and `run --help` name them.
enum ReloadKeys {
    /// Reloads, now, every plugin file that changed and the config (Flutter's `r`).
    static let reload = (key: KeyEvent.control("r"), label: "Ctrl-R", action: "reload")
    /// Builds the app again from its config, dropping all state (Flutter's `R`).
    static let restart = (key: KeyEvent.alt("r"), label: "Alt-R", action: "restart")

    /// One line per key, for help texts.
    static let help = "\(reload.label) reloads changed plugins and the config now; \(restart.label) restarts the app from its config (state dropped, process kept)"

    @MainActor
    static func commands(reload reloadAction: @escaping @MainActor () -> Void, restart restartAction: @escaping @MainActor () -> Void) -> [AppCommand] {
        [
            AppCommand(key: reload.key, keyLabel: reload.label, action: reload.action, priority: 1, perform: reloadAction),
            AppCommand(key: restart.key, keyLabel: restart.label, action: restart.action, priority: 0, perform: restartAction),
        ]
    }
}
