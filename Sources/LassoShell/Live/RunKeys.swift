import LassoTerminal

/// The keys `lasso-shell run` adds to every screen, defined once: what each does, and how the
/// key-help line and `run --help` name it.
enum RunKeys {
    /// One key: the key, its label and what it does in a word or two.
    struct Key {
        let key: KeyEvent
        let label: String
        let action: String
        let priority: Int

        /// The command performing `perform` on this key.
        @MainActor
        func command(_ perform: @escaping @MainActor () -> Void) -> AppCommand {
            AppCommand(key: key, keyLabel: label, action: action, priority: priority, perform: perform)
        }
    }

    /// With `--watch`: reloads, now, every plugin file that changed and the config (Flutter's `r`).
    static let reload = Key(key: .control("r"), label: "Ctrl-R", action: "reload", priority: 1)
    /// With `--watch`: builds the app again from its config, dropping all state (Flutter's `R`).
    static let restart = Key(key: .alt("r"), label: "Alt-R", action: "restart", priority: 0)
    /// With `--save-session`: saves the session now.
    static let saveSession = Key(key: .control("s"), label: "Ctrl-S", action: "save session", priority: 0)
    /// After a run that ended without saving its session: restores it.
    static let restoreSession = Key(key: .control("o"), label: "Ctrl-O", action: "restore session", priority: 2)

    /// With `--watch-sources`, after a failed build: shows its compile errors whole, wrapped
    /// and scrollable, over the app.
    static let buildErrors = Key(key: .control("e"), label: "Ctrl-E", action: "build errors", priority: 0)

    /// For `run --help`.
    static let watchHelp =
        "\(reload.label) reloads changed plugins and the config now; \(restart.label) restarts the app from its config (state dropped, process kept)"
    static let saveHelp = "\(saveSession.label) saves it at any time"
}
