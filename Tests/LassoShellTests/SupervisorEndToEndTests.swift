import Foundation
import Testing

/// `run`'s supervisor in a real terminal (tmux): a plugin's action that traps, crashes, exits or
/// never returns costs that action only — the app comes back by itself with what the user typed
/// before it, and says what failed (docs/supervisor.md).
@Suite("Supervisor, end to end", .serialized)
struct SupervisorEndToEndTests {
    /// The faulting fixture and the C screen that crashes, in two tabs, run in a wide terminal
    /// (the status line holds the whole message) with a state folder of the sandbox's.
    private struct App {
        let sandbox: PluginSandbox
        let session: TmuxSession
        let shell: String

        /// Runs the app; `arguments` go after the config.
        func start(_ arguments: String = "") async throws {
            try session.type("\(shell) run app.yaml \(arguments); echo STATUS-$?")
            try session.send("Enter")
            try await session.waitForScreen("the app") { $0.contains("Noted:") && $0.contains("Ctrl-C quit") }
        }

        /// Types `note` into the focused note field, then presses the button `steps` Tabs after it.
        func type(_ note: String, thenPressButtonAfter steps: Int) async throws {
            try session.type(note)
            try await session.waitForScreen("the note typed") { $0.contains("Noted: \(note)") }
            for _ in 0..<steps { try session.send("Tab") }
            try session.send("Enter")
        }

        var screen: String { (try? session.screen(joiningWrappedLines: true)) ?? "" }

        /// Runs the app again, which offers the last run's session, restores it with Ctrl-O and
        /// waits for `note` to show again.
        func startAgainAndRestore(note: String) async throws {
            try session.send("C-l")
            try await start()
            try await session.waitForScreen("the session offered back") {
                $0.contains("The last run of this app ended without quitting")
            }
            try session.send("C-o")
            try await session.waitForScreen("the note restored") { $0.contains("Noted: \(note)") }
        }

        /// Quits with Ctrl-C and waits for the shell to print the exit status 0.
        func quit() async throws {
            try session.send("C-c")
            try await session.waitForScreen("the shell after Ctrl-C") { $0.contains("STATUS-0") }
        }
    }

    private func app() throws -> App? {
        guard ShellRunner.requireBuild() else { return nil }
        try #require(TmuxSession.isAvailable, "tmux is missing: apt-get install tmux (.ci/run does)")
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.fixture("Faulting"))
        try sandbox.add(ShellRunner.fixture("CEndingAction"))
        _ = try sandbox.config(
            root: """
                  tabs:
                    - { title: Faulty, screen: faulty.main }
                    - { title: Ender, screen: ender.main }
                """)
        let session = try TmuxSession(
            width: 240, height: 30, directory: sandbox.folder,
            environment: ["LASSO_PLUGIN_CACHE": sandbox.cache, "XDG_STATE_HOME": sandbox.folder.path + "/state"])
        return App(
            sandbox: sandbox, session: session,
            shell: ShellRunner.buildDirectory.appendingPathComponent("lasso-shell").path)
    }

    @Test func aTrapInAnActionCostsThatActionOnlyAndTheReportSaysWhatFailed() async throws {
        guard let app = try app() else { return }
        try await app.start()
        try await app.type("kept", thenPressButtonAfter: 1)
        try await app.session.waitForScreen("the app back, saying what failed") {
            $0.contains(
                "The plugin faulty failed on Enter on the button “Trap” in faulty.main: a Swift runtime trap (SIGILL)")
        }
        let back = app.screen
        #expect(back.contains("Noted: kept") && !back.contains("trapping"), "\(back)")
        #expect(back.contains("Back as before that input; Ctrl-G: the report (1st fault within 60 s"), "\(back)")

        try app.session.send("C-g")
        try await app.session.waitForScreen("the fault's report") {
            $0.contains("Unexpectedly found nil while unwrapping an Optional value")
        }
        try app.session.send("Escape")
        try await app.session.waitForScreen("the report closed") { !$0.contains("Unexpectedly found nil") }
        try await app.quit()
    }

    @Test func anExitInAnActionAndACrashInACPluginAreRecoveredToo() async throws {
        guard let app = try app() else { return }
        try await app.start()
        try await app.type("first", thenPressButtonAfter: 2)
        try await app.session.waitForScreen("the app back after exit(3)") {
            $0.contains("failed on Enter on the button “Exit” in faulty.main: an exit with status 3")
        }
        #expect(app.screen.contains("Noted: first"), "\(app.screen)")

        try app.session.send("F2")
        try await app.session.waitForScreen("the C plugin's tab") { $0.contains("Note: ready") }
        try app.session.send("Tab", "Enter")
        try await app.session.waitForScreen("the app back after the C plugin's SIGSEGV") {
            $0.contains(
                "The plugin ender failed on Enter on the button “Crash” in ender.main: a memory fault (SIGSEGV)")
        }
        try app.session.send("F1")
        try await app.session.waitForScreen("the note, still there") { $0.contains("Noted: first") }
        try await app.quit()
    }

    @Test func anActionThatNeverReturnsIsEndedAfterTheHangTimeOut() async throws {
        guard let app = try app() else { return }
        try await app.start("--hang-timeout 2")
        try await app.type("spun", thenPressButtonAfter: 3)
        try await app.session.waitForScreen("the app back after the hang") {
            $0.contains("failed on Enter on the button “Spin” in faulty.main: no answer for 2 s")
        }
        #expect(app.screen.contains("Noted: spun"), "\(app.screen)")
        try await app.quit()
    }

    @Test func anAppThatKeepsFaultingIsStoppedWithItsSessionKeptForTheNextRun() async throws {
        guard let app = try app() else { return }
        try await app.start()
        try await app.type("again", thenPressButtonAfter: 1)
        for (round, ordinal) in ["1st", "2nd", "3rd"].enumerated() {
            try await app.session.waitForScreen("the app back after fault \(round + 1)") {
                $0.contains("(\(ordinal) fault within 60 s; at the 4th the app stops)") && $0.contains("Ctrl-C quit")
            }
            try app.session.send("Tab", "Enter")
        }
        try await app.session.waitForScreen("the supervisor giving up") { $0.contains("STATUS-132") }
        #expect(app.screen.contains("the app stopped for good after 4 faults within 60 s"), "\(app.screen)")

        try await app.startAgainAndRestore(note: "again")
        try await app.quit()
    }

    @Test func killingTheSupervisorEndsTheAppWithTheTerminalBackAndItsSessionKept() async throws {
        guard let app = try app() else { return }
        try await app.start()
        try app.session.type("orphan")
        try await app.session.waitForScreen("the note typed") { $0.contains("Noted: orphan") }
        let supervisors = try app.session.foregroundChildren()
        try #require(!supervisors.isEmpty, "no lasso-shell under the tmux shell")
        for pid in supervisors { kill(pid, SIGKILL) }
        // The app ends on the SIGHUP its supervisor's end sends, and gives the terminal back: off
        // the alternate screen, where the shell's prompt is again.
        try await app.session.waitForScreen("the app's screen gone") { !$0.contains("Ctrl-C quit") }

        try await app.startAgainAndRestore(note: "orphan")
        try app.session.send("C-c")
    }
}
