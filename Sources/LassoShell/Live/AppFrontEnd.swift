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

    /// What the status line says now, where the front end has one line that cuts it (the
    /// terminal's); `nil` where it shows messages whole.
    var shownStatus: StatusMessage? { get }

    /// Whether the status line is cut (the terminal's, at its width).
    var isStatusCut: Bool { get }

    /// Notes the outcome of a reload or a build for what waits on one (a script's `wait reload`).
    func recordReload(_ entry: ReloadLog.Entry)

    /// Whether keys given with ``offer(_:_:)`` reach the user (the terminal's do; a page has no
    /// keys of the shell's yet, so messages must not name them there).
    var offersKeys: Bool { get }

    /// Gives the user `key` for `perform`, where ``offersKeys``, named in the key-help line
    /// while `isShown` says so.
    func offer(
        _ key: RunKeys.Key, shownWhen isShown: @escaping @MainActor () -> Bool,
        _ perform: @escaping @MainActor () -> Void)

    /// Shows a long text whole over the app (the terminal's scrollable panel).
    func showWhole(title: String, text: String)

    /// Runs `change` (a reload that builds screens anew) with the keyboard focus kept at its
    /// place on the screen.
    func keepingFocus(_ change: () async -> Void) async
}

extension AppFrontEnd {
    /// Gives the user `key` for `perform`, always named in the key-help line.
    func offer(_ key: RunKeys.Key, _ perform: @escaping @MainActor () -> Void) {
        offer(key, shownWhen: { true }, perform)
    }
}

extension TerminalApp: AppFrontEnd {
    func showStatus(_ message: StatusMessage) {
        status = message
    }

    func recordReload(_ entry: ReloadLog.Entry) {
        reloads.record(entry)
    }

    var shownStatus: StatusMessage? { status }

    var offersKeys: Bool { true }

    func offer(
        _ key: RunKeys.Key, shownWhen isShown: @escaping @MainActor () -> Bool,
        _ perform: @escaping @MainActor () -> Void
    ) {
        commands.append(key.command(shownWhen: isShown, perform))
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
