import LassoTerminal

/// The keys `lasso-shell run` adds to every screen, defined once: what each does, and how the
/// key-help line and `run --help` name it.
enum RunKeys {
    /// One key: the key, what it does in a word or two, and when it is there.
    struct Key {
        let key: InputEvent
        let action: String
        let priority: Int
        /// When `run` answers the key (docs/keys.md).
        let when: String

        /// The key as every key list names it (``InputEvent/label``).
        var label: String { key.label }

        /// The command performing `perform` on this key.
        @MainActor
        func command(
            shownWhen isShown: @escaping @MainActor () -> Bool = { true }, _ perform: @escaping @MainActor () -> Void
        ) -> AppCommand {
            AppCommand(key: key, action: action, priority: priority, isShown: isShown, perform: perform)
        }
    }

    /// With `--watch`: reloads, now, every plugin file that changed and the config (Flutter's `r`).
    static let reload = Key(key: .control("r"), action: "reload", priority: 1, when: "with `--watch`")
    /// With `--watch`: builds the app again from its config, dropping all state (Flutter's `R`).
    static let restart = Key(key: .alt("r"), action: "restart", priority: 0, when: "with `--watch`")
    /// With `--save-session`: saves the session now.
    static let saveSession = Key(
        key: .control("s"), action: "save session", priority: 0, when: "with `--save-session`")
    /// After a run that ended without quitting: restores its session from the journal.
    static let restoreSession = Key(
        key: .control("o"), action: "restore session", priority: 2,
        when: "after a run that ended without quitting")

    /// The status line whole (the terminal cuts it at its width), then the last long report,
    /// wrapped and scrollable, over the app: a failed build's compile errors
    /// (`--watch-sources`), or the report of the fault the app came back from (``ReportShelf``).
    static let report = Key(
        key: .control("g"), action: "report", priority: 0,
        when:
            "always: the status line whole, then a failed build's errors (`--watch-sources`) or the report of a fault the app came back from"
    )

    /// Every key above, for docs/keys.md.
    static let all = [reload, restart, saveSession, restoreSession, report]

    /// For `run --help`.
    static let watchHelp =
        "\(reload.label) reloads changed plugins and the config now; \(restart.label) restarts the app from its config (state dropped, process kept)"
    static let saveHelp = "\(saveSession.label) saves it at any time"
}
