import ArgumentParser
import Foundation
import Lasso
import LassoConfig
import LassoPlugin
import LassoPluginHost
import LassoTerminal

/// `lasso-shell run app.yaml`: build the app a config file describes and run it — in the
/// terminal, headless from a script, or once to print its hierarchy and screen.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the app a config file describes.",
        discussion: """
            Interactive by default (standard input and output must be a terminal). With --script the \
            same app runs headless: each script step drives it and snapshots print as plain text; \
            the exit status is 1 when a step fails. With --dump the hierarchy and one frame are \
            printed and the shell exits. When a plugin fails to load, the app does not start and \
            the exit status is that plugin's (see `plugins --help`). Every run but --dump journals \
            its session ($XDG_STATE_HOME/lasso/journal/); if it ends without quitting, the next run \
            of the config offers the session back as it was after the last key (\(RunKeys.restoreSession.label)).
            """
    )

    @Argument(help: "The app's config file (YAML or JSON).")
    var config: String

    @Option(help: "Run headless, driven by the steps in this script file.")
    var script: String?

    @Option(help: "Screen size for --script and --dump, as WIDTHxHEIGHT.")
    var size: String = "80x24"

    @Flag(help: "Print the hierarchy and one frame, then exit.")
    var dump = false

    @Option(
        help: ArgumentHelp(
            "When to draw in colour.",
            discussion:
                "\(ColorChoice.help). How many colours the terminal shows is read from COLORTERM and TERM; --script and --dump print snapshots with colour as SGR escape sequences."
        ))
    var color: ColorChoice = .auto

    @Flag(
        help: ArgumentHelp(
            "Reload plugins and the config while the app runs, keeping each screen's state.",
            discussion:
                "Watches every plugin file the app loaded and the config file. \(RunKeys.watchHelp). The session's journal is written out before every plugin swap; if the app dies, the next run offers the session (\(RunKeys.restoreSession.label))."
        ))
    var watch = false

    @Option(
        help: ArgumentHelp(
            "Save the session (every screen's state, by place) to this file when the app quits.",
            discussion: "With --watch, also before every plugin swap. \(RunKeys.saveHelp).",
            valueName: "file"
        ))
    var saveSession: String?

    @Option(help: ArgumentHelp("Start from the session saved in this file.", valueName: "file"))
    var restore: String?

    @Flag(help: WatchSources.help)
    var watchSources = false

    @Flag(
        help: ArgumentHelp(
            "Don't ask the terminal to report the mouse.",
            discussion:
                "By default clicks press buttons, focus fields and choose list rows and tabs, and the wheel scrolls; with --no-mouse the terminal keeps the mouse for itself (selecting text without Shift, say)."
        ))
    var noMouse = false

    /// An interactive run is supervised: the terminal is given back at a fault, and the status
    /// line says what failed (RunKeys.report shows the report).
    @OptionGroup
    var supervision: SupervisionOption

    @Option(help: "With --watch: warn when old plugin versions keep more than this many megabytes mapped.")
    var retainedLimit = RetainedLimit.defaultMegabytes

    @OptionGroup
    var storageOption: StorageOption

    @OptionGroup
    var logOption: LogOption

    @OptionGroup
    var traceOption: TraceOption

    /// How long the app's end waits for its background work (a record being written) at most.
    static let endGrace: Duration = .seconds(5)

    func validate() throws {
        guard TerminalSize(parsing: size) != nil else {
            throw ValidationError("--size must be \(TerminalSize.syntax) (got '\(size)')")
        }
        if dump, script != nil {
            throw ValidationError("use either --script or --dump, not both")
        }
        if dump, watch || saveSession != nil || restore != nil {
            throw ValidationError(
                "--watch, --save-session and --restore are about a running app; --dump prints one frame and exits")
        }
        try WatchSources.validate(watchSources: watchSources, watch: watch)
        try RetainedLimit.validate(retainedLimit)
    }

    func run() throws {
        let status = isSupervised ? supervise() : MainActor.assumeIsolated { runApp() }
        if status != 0 { throw ExitCode(status) }
    }

    /// Whether this process is to be the supervisor of an interactive run (not the app itself,
    /// which a supervisor started).
    private var isSupervised: Bool {
        script == nil && !dump && !supervision.noSupervisor
            && ProcessInfo.processInfo.environment[AppSupervisor.Variable.channel] == nil
            && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    private func supervise() -> Int32 {
        AppSupervisor(arguments: Array(CommandLine.arguments.dropFirst()), hangTimeout: supervision.hangTimeout).run()
    }

    @MainActor
    private func runApp() -> Int32 {
        // First: the supervisor is told when the host ends itself on purpose, even at start.
        let supervisor = script == nil && !dump ? SupervisorLink.connect() : nil
        let app: LiveApp
        switch AppLaunch.buildApp(configPath: config, storage: storageOption, log: logOption.fileSink()) {
        case .success(let built): app = built
        case .failure(let status): return status.rawValue
        }
        let trace: JournalFile?
        switch traceOption.open(config: config, appConfig: app.config, failed: { WarningLog.appendLine($0) }) {
        case .success(let opened): trace = opened
        case .failure(let status): return status.rawValue
        }
        defer { trace?.finish() }
        let window = app.window
        let size = TerminalSize(parsing: size) ?? .standard
        let environment = ProcessInfo.processInfo.environment
        let colorDepth = color.depth(environment: environment, isTerminal: isatty(STDOUT_FILENO) == 1)
        window.defaultTheme = TerminalBackground.defaultTheme(environment: environment)
        if dump {
            let journal = trace.map { app.startJournal(session: "run", sink: $0) }
            defer { journal?.end() }
            // Modules named as the config and `inspect` name them (`counter.main`).
            let hierarchy = HierarchyDescription(window: window, registry: app.registry).text
            print(ScriptRunner.dump(window, size: size, hierarchy: hierarchy, colorDepth: colorDepth))
            return 0
        }
        var reloading: LiveReloadSession?
        if watch {
            do {
                reloading = try LiveReloadSession(app: app, configPath: config, retainedLimitMegabytes: retainedLimit)
            } catch {
                return ShellOutput.report(
                    .error(
                        "\(error)",
                        hint: "run without --watch, or raise the inotify limits: sysctl fs.inotify.max_user_watches"))
            }
        }
        let reports = ReportShelf()
        let sources =
            watchSources ? reloading.map { SourceWatchSession(app: app, reloading: $0, reports: reports) } : nil
        let sessions = SessionKeeper(
            app: app, configPath: config, savePath: saveSession, restorePath: restore, trace: trace,
            supervisor: supervisor)
        reloading?.willSwapPlugin = { sessions.beforePluginSwap() }
        var exit: TerminalSession.Exit?
        defer {
            sources?.finish()
            reloading?.finish()
            // A signal ended the app (its terminal closed, its supervisor was killed): its
            // journal stays for the next run to offer.
            if case .signal = exit { sessions.finish(keepingJournal: true) } else { sessions.finish() }
            supervisor?.finish()
            RunErrorDisplay.detach()
        }
        let headless = script != nil
        let prepare: @MainActor (TerminalApp) -> Void = { terminal in
            terminal.colorDepth = colorDepth
            RunErrorDisplay.attach(to: terminal, headless: headless)
            reloading?.attach(to: terminal)
            sessions.attach(to: terminal)
            sources?.attach(to: terminal)
            if let fault = supervisor?.fault {
                reports.put(on: terminal) { (fault.summary, fault.report) }
            }
            // The status line whole, however long, from the start.
            reports.offer(on: terminal)
            supervisor?.attach(to: terminal) { [weak app] in app?.journal }
        }
        if let script {
            // The runner reads the file itself: a FIFO must not hang it.
            do throws(InputFile.Problem) {
                _ = try InputFile.isRegularFile(script)
            } catch {
                return ShellOutput.report(.error("the script file is not read: \(error)", file: script))
            }
            let result = ScriptEndGuard.during(script: script) {
                ScriptRunner.runBlocking(window: window, scriptPath: script, size: size, prepare: prepare)
            }
            print(result.output)
            return result.exitStatus
        }
        do {
            let ended = try TerminalSession.runBlocking(window: window, reportsMouse: !noMouse, prepare: prepare)
            exit = ended
            // A record the last key wrote is in the store before the process ends.
            MainLoop.run { await BackgroundWorkSettling.settle({ [window] }, within: Self.endGrace) }
            return ended.exitStatus
        } catch {
            return ShellOutput.report(.error("\(error)"))
        }
    }
}

/// `--color never|auto|always`.
extension ColorChoice: ExpressibleByArgument {}
