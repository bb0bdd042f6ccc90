import Foundation
import Testing

/// The interactive shell in a real terminal (tmux): drawing, keys, resize, and the terminal
/// restored on Ctrl-C and SIGTERM.
@Suite("Interactive shell in a real terminal", .serialized)
struct InteractiveTerminalTests {
    /// Asserts that the shell's terminal is back in cooked mode with echo, by asking stty. The
    /// answer ends with a marker the command line itself does not contain (`$((40+2))`).
    private func expectTerminalRestored(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation)
        async throws
    {
        try session.type("stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo STTY-$((40+2))")
        try session.send("Enter")
        try await session.waitForScreen("stty's answer", sourceLocation: sourceLocation) { $0.contains("STTY-42") }
        let answer = try session.screen().split(separator: "\n").first { $0.contains("STTY-42") }.map(String.init) ?? ""
        #expect(
            answer.hasPrefix("icanon echo STTY-42"), "raw mode was not undone: \(answer)",
            sourceLocation: sourceLocation)
    }

    @Test func keysDriveTheAppAndCtrlCRestoresTheTerminal() async throws {
        guard let session = try await TmuxSession.startDemo() else { return }
        try session.send("Enter")
        try await session.waitForScreen("the help screen to be dismissed") {
            !$0.contains("Welcome to the Lasso demo") && $0.contains("[ Next ]")
        }

        try session.send("F2")
        try await session.waitForScreen("the contacts tab") {
            $0.contains("[F2 Contacts]") && $0.contains("Ada Lovelace")
        }
        try session.type("grace")
        try await session.waitForScreen("the search to filter the list") {
            $0.contains("Grace Hopper") && !$0.contains("Ada Lovelace")
        }

        try session.send("C-c")
        try await session.waitForScreen("the shell prompt after Ctrl-C") { !$0.contains("[F2 Contacts]") }
        // The alternate screen was left: the command line typed before the app is visible again
        // (wrapped when the checkout's path is long).
        #expect(try session.screen(joiningWrappedLines: true).contains("lasso-shell run config/demo.yaml"))
        try await expectTerminalRestored(session)
    }

    @Test func resizingRedrawsAtTheNewSize() async throws {
        guard let session = try await TmuxSession.startDemo() else { return }
        let wideRule = String(repeating: "─", count: 100)
        #expect(try !session.screen().contains(wideRule))
        try session.resize(width: 100, height: 30)
        try await session.waitForScreen("a frame 100 columns wide") { $0.contains(wideRule) }
        try session.resize(width: 30, height: 8)
        try await session.waitForScreen("the too-small message") { $0.contains("too small") }
        try session.resize(width: 80, height: 24)
        try await session.waitForScreen("the app again") { $0.contains("Welcome to the Lasso demo") }
        try session.send("C-c")
        try await session.waitForScreen("the shell prompt") { !$0.contains("F1 Welcome") }
        try await expectTerminalRestored(session)
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgBringsTheAppBack() async throws {
        guard let session = try await TmuxSession.startDemo() else { return }
        try session.send("C-z")
        try await session.waitForScreen("the shell after Ctrl-Z") { !$0.contains("Welcome to the Lasso demo") }
        try await expectTerminalRestored(session)
        try session.type("fg")
        try session.send("Enter")
        try await session.waitForScreen("the app drawn again after fg") {
            $0.contains("Welcome to the Lasso demo") && $0.contains("Ctrl-C quit")
        }
        try session.send("Enter")
        try await session.waitForScreen("keys working again") {
            !$0.contains("Welcome to the Lasso demo") && $0.contains("[ Next ]")
        }
        try session.send("C-c")
        try await session.waitForScreen("the shell prompt") { !$0.contains("F1 Welcome") }
        try await expectTerminalRestored(session)
    }

    @Test func sigquitEndsTheAppWithTheTerminalRestored() async throws {
        guard let session = try await TmuxSession.startDemo() else { return }
        let children = try session.foregroundChildren()
        #expect(!children.isEmpty)
        for pid in children { kill(pid, SIGQUIT) }
        try await session.waitForScreen("the shell prompt after SIGQUIT") { !$0.contains("F1 Welcome") }
        try session.type("echo STATUS-$?")
        try session.send("Enter")
        try await session.waitForScreen("the exit status") { $0.contains("STATUS-131") }
        try await expectTerminalRestored(session)
    }

    @Test func sigtermEndsTheAppAndRestoresTheTerminal() async throws {
        guard let session = try await TmuxSession.startDemo() else { return }
        let children = try session.foregroundChildren()
        try #require(!children.isEmpty, "no lasso-shell process under the tmux shell")
        for pid in children { kill(pid, SIGTERM) }
        try await session.waitForScreen("the shell prompt after SIGTERM") { !$0.contains("F1 Welcome") }
        try await expectTerminalRestored(session)
    }
}
