import Foundation
import Testing

/// The mouse through the real lasso-shell: scripts that click (headless), and a real terminal
/// (tmux) that is asked for SGR mouse reports, gets raw reports typed into its pty, and is given
/// back with mouse reporting off.
@Suite("Mouse end to end", .serialized)
struct MouseEndToEndTests {
    private var settings: URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("lasso-mouse-\(UUID().uuidString)")
    }

    private func script(_ name: String) -> String {
        ShellRunner.repositoryRoot.appendingPathComponent("Tests/LassoShellTests/Scripts/\(name)").path
    }

    // MARK: - Scripts

    @Test func clickStepsDriveTheDemoThroughHitTesting() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(
            ["run", "config/demo.yaml", "--script", script("mouse-clicks.script")],
            environment: ["XDG_CONFIG_HOME": settings.path]
        )
        try #require(result.status == 0, "the script failed:\n\(result.standardOutput)\n\(result.standardError)")
        let snapshots = GoldenScreenTests.snapshots(in: result.standardOutput)
        #expect(snapshots.map(\.name) == ["contact-by-click"])
        #expect(snapshots.first?.frame.contains("< Back") == true)
    }

    @Test func clickingWhatAModalCoversFailsNamingTheScriptLine() async throws {
        guard ShellRunner.requireBuild() else { return }
        let path = script("mouse-click-missing.script")
        let result = try await ShellRunner.run(
            ["run", "config/demo.yaml", "--script", path],
            environment: ["XDG_CONFIG_HOME": settings.path]
        )
        #expect(result.status == 1)
        #expect(
            result.standardOutput.contains(
                "\(path):3: error: click: nothing labelled \"Contacts\" on screen; clickable: \"Got it\""),
            "\(result.standardOutput)")
    }

    @Test func runHelpDescribesNoMouse() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["run", "--help"])
        #expect(result.standardOutput.contains("--no-mouse"))
        #expect(result.standardOutput.contains("Don't ask the terminal to report the mouse."))
    }

    // MARK: - A real terminal

    /// The pane's mouse modes as tmux tracks them: SGR reports, and button reports.
    private static let mouseModes = "#{mouse_sgr_flag}#{mouse_standard_flag}"

    /// Starts the demo in a fresh tmux session (with `arguments` after the config), after
    /// checking that the shell in it has no mouse mode of its own.
    private func startDemo(_ arguments: String = "") async throws -> TmuxSession? {
        try await TmuxSession.startDemo(arguments: arguments) { session in
            let modes = try session.format(Self.mouseModes)
            #expect(modes == "00", "the shell has no mouse mode")
        }
    }

    @Test func realClicksAndTheWheelDriveTheAppAndMouseReportingIsOffAfterCtrlC() async throws {
        guard let session = try await startDemo() else { return }
        try await session.waitForFormat(Self.mouseModes, toBe: "11", "SGR mouse reporting on")

        try session.click("Got it")
        try await session.waitForScreen("the help screen closed by a click") {
            !$0.contains("Welcome to the Lasso demo") && $0.contains("[ Next ]")
        }
        try session.click("F2 Contacts")
        try await session.waitForScreen("the contacts tab, by a click") {
            $0.contains("[F2 Contacts]") && $0.contains("Ada Lovelace")
        }
        #expect(try session.screen().contains(">  Ada Lovelace"), "the first row highlighted")

        // The wheel over a list that does not fit moves its highlight three rows down.
        try session.resize(width: 80, height: 14)
        try await session.waitForScreen("the list cut by a short window") {
            $0.contains("Ada Lovelace") && !$0.contains("Yukihiro Matsumoto")
        }
        let first = try #require(TmuxSession.cell(of: "Ada Lovelace", in: try session.screen()))
        try session.type("\u{1B}[<65;\(first.x + 1);\(first.y + 1)M")
        try await session.waitForScreen("the highlight on the fourth contact") { screen in
            screen.split(separator: "\n").contains { $0.contains(">") && $0.contains("Émilie du Châtelet") }
        }
        try session.resize(width: 80, height: 24)
        try await session.waitForScreen("the whole list again") {
            $0.contains("Yukihiro Matsumoto") && $0.contains("Grace Hopper")
        }

        try session.click("Grace Hopper")
        try await session.waitForScreen("the contact chosen by a click") { $0.contains("Phone: +1 202 555 0147") }
        try session.click("< Back")
        try await session.waitForScreen("back by a click") {
            !$0.contains("Phone: +1 202 555 0147") && $0.contains("Ada Lovelace")
        }

        // A click while the search field has focus: the report is never typed into it.
        try session.type("tur")
        try await session.waitForScreen("the search typed") {
            $0.contains("Alan Turing") && !$0.contains("Ada Lovelace")
        }
        try session.click("Alan Turing")
        try await session.waitForScreen("the contact chosen while typing") {
            $0.contains("Alan Turing") && $0.contains("Phone:")
        }
        try session.click("< Back")
        try await session.waitForScreen("the search as it was") { $0.contains("[tur___") && $0.contains("Alan Turing") }

        try session.send("C-c")
        try await session.waitForScreen("the shell prompt after Ctrl-C") { !$0.contains("[F2 Contacts]") }
        try await session.waitForFormat(Self.mouseModes, toBe: "00", "mouse reporting off after Ctrl-C")
    }

    @Test func ctrlZTurnsMouseReportingOffAndFgTurnsItBackOn() async throws {
        guard let session = try await startDemo() else { return }
        try await session.waitForFormat(Self.mouseModes, toBe: "11", "SGR mouse reporting on")
        try session.send("C-z")
        try await session.waitForScreen("the shell after Ctrl-Z") { !$0.contains("Welcome to the Lasso demo") }
        try await session.waitForFormat(Self.mouseModes, toBe: "00", "mouse reporting off while suspended")
        try session.type("fg")
        try session.send("Enter")
        try await session.waitForScreen("the app drawn again after fg") { $0.contains("Welcome to the Lasso demo") }
        try await session.waitForFormat(Self.mouseModes, toBe: "11", "mouse reporting on again after fg")
        try session.click("Got it")
        try await session.waitForScreen("a click working again") {
            !$0.contains("Welcome to the Lasso demo") && $0.contains("[ Next ]")
        }
        try session.send("C-c")
        try await session.waitForFormat(Self.mouseModes, toBe: "00", "mouse reporting off after Ctrl-C")
    }

    @Test func sigtermTurnsMouseReportingOff() async throws {
        guard let session = try await startDemo() else { return }
        try await session.waitForFormat(Self.mouseModes, toBe: "11", "SGR mouse reporting on")
        let children = try session.foregroundChildren()
        try #require(!children.isEmpty, "no lasso-shell process under the tmux shell")
        for pid in children { kill(pid, SIGTERM) }
        try await session.waitForScreen("the shell prompt after SIGTERM") { !$0.contains("F1 Welcome") }
        try await session.waitForFormat(Self.mouseModes, toBe: "00", "mouse reporting off after SIGTERM")
    }

    @Test func noMouseNeverAsksForTheMouse() async throws {
        guard let session = try await startDemo("--no-mouse") else { return }
        // Keys still work; the frame after one is drawn after setup, so the modes are final.
        try session.send("Enter")
        try await session.waitForScreen("the help screen dismissed") {
            !$0.contains("Welcome to the Lasso demo") && $0.contains("[ Next ]")
        }
        #expect(try session.format(Self.mouseModes) == "00")
        try session.send("C-c")
        try await session.waitForScreen("the shell prompt") { !$0.contains("F1 Welcome") }
    }
}
