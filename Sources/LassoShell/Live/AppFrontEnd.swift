import LassoTerminal

/// Where the running app meets its user, whichever front end shows it: the terminal of `run` (a
/// real one or a headless script), or every page of a served app. What runs beside the app —
/// reloading plugins and the config (``LiveReloadSession``), rebuilding them from their sources
/// (``SourceWatchSession``) — is written once against this, and works in both.
@MainActor
protocol AppFrontEnd: AnyObject {
    /// Shows `message` in the status line: the terminal's, or every open page's and each page's
    /// opened after it, until the next message.
    func showStatus(_ message: StatusMessage)

    /// Notes the outcome of a reload or a build for what waits on one (a script's `wait reload`).
    func recordReload(_ entry: ReloadLog.Entry)

    /// Whether keys given with ``offer(_:_:)`` reach the user (the terminal's do; a page has no
    /// keys of the shell's yet, so messages must not name them there).
    var offersKeys: Bool { get }

    /// Gives the user `key` for `perform`, where ``offersKeys``.
    func offer(_ key: RunKeys.Key, _ perform: @escaping @MainActor () -> Void)

    /// Shows a long text whole over the app (the terminal's scrollable panel).
    func showWhole(title: String, text: String)

    /// Runs `change` (a reload that builds screens anew) with the keyboard focus kept at its
    /// place on the screen.
    func keepingFocus(_ change: () async -> Void) async
}

extension TerminalApp: AppFrontEnd {
    func showStatus(_ message: StatusMessage) {
        status = message
    }

    func recordReload(_ entry: ReloadLog.Entry) {
        reloads.record(entry)
    }

    var offersKeys: Bool { true }

    func offer(_ key: RunKeys.Key, _ perform: @escaping @MainActor () -> Void) {
        commands.append(key.command(perform))
    }

    func showWhole(title: String, text: String) {
        panel = TextPanel(title: title, text: text)
    }

    func keepingFocus(_ change: () async -> Void) async {
        let focus = focusedIndex
        await change()
        focusedIndex = focus
    }
}
