import Foundation
import Testing

/// The demo app (`make demo`) driven end to end by scripts through the real lasso-shell.
@Suite("Demo app, end to end")
struct DemoAppTests {
    static let demo = "config/demo.yaml"

    static func script(_ name: String) -> String {
        ShellRunner.repositoryRoot.appendingPathComponent("Tests/LassoShellTests/Scripts/\(name)").path
    }

    /// A fresh settings folder, so the settings screen neither reads nor writes the user's own.
    static func isolatedEnvironment() throws -> (environment: [String: String], settingsFile: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder.path
        return (environment, folder.appendingPathComponent("lasso/settings.json"))
    }

    @Test func theDemoConfigIsValid() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["validate", Self.demo])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput.contains("valid (7 plugins"))
    }

    @Test func walkthroughFromOnboardingToSettingsPasses() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, settingsFile) = try Self.isolatedEnvironment()
        let result = try await ShellRunner.run(
            ["run", Self.demo, "--script", Self.script("demo-walkthrough.script")],
            environment: environment
        )
        #expect(result.status == 0, "stdout: \(result.standardOutput)\nstderr: \(result.standardError)")
        #expect(result.standardOutput.contains("--- snapshot logged-in (80x24) ---"))
        #expect(result.standardOutput.contains("You are logged in"))
        #expect(result.standardOutput.contains("Phone: +1 202 555 0147"))
        let saved = try String(contentsOf: settingsFile, encoding: .utf8)
        #expect(saved.contains("\"displayName\" : \"Zoë\""))
        #expect(saved.contains("\"notificationsEnabled\" : false"))
    }

    @Test func theNewWidgetsStatesAreSavedWithTheSessionAndRestored() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try Self.isolatedEnvironment()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let session = folder.appendingPathComponent("demo.session").path
        let first = folder.appendingPathComponent("first.script")
        try "tap Got it\ntab Orders\npress s\npress r\nselect 3\nback\ntab Settings\ntap Notifications\ntap Dark\n"
            .write(to: first, atomically: true, encoding: .utf8)
        let saved = try await ShellRunner.run(
            ["run", Self.demo, "--script", first.path, "--save-session", session], environment: environment)
        #expect(saved.status == 0, "stdout: \(saved.standardOutput)\nstderr: \(saved.standardError)")
        let second = folder.appendingPathComponent("second.script")
        try "tap Got it\ntab Settings\nexpect [ ] Notifications\nexpect [ Dark ]\ntab Orders\nexpect Customer ▼\n"
            .write(to: second, atomically: true, encoding: .utf8)
        let restored = try await ShellRunner.run(
            ["run", Self.demo, "--script", second.path, "--restore", session], environment: environment)
        #expect(restored.status == 0, "stdout: \(restored.standardOutput)\nstderr: \(restored.standardError)")
    }

    @Test func aRestoredSessionKeepsAnOptionalFieldThatHoldsAValue() async throws {
        // The orders list's `selectedOrderID: Int?` is nil by default, so the default state the
        // restore starts from has no such key: it must move all the same.
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try Self.isolatedEnvironment()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let session = folder.appendingPathComponent("orders.session").path
        let first = folder.appendingPathComponent("first.script")
        try "tap Got it\ntab Orders\nselect 2\nwait idle\nback\n".write(to: first, atomically: true, encoding: .utf8)
        let saved = try await ShellRunner.run(
            ["run", Self.demo, "--script", first.path, "--save-session", session], environment: environment)
        #expect(saved.status == 0, "stdout: \(saved.standardOutput)\nstderr: \(saved.standardError)")
        #expect(try String(contentsOfFile: session, encoding: .utf8).contains(#""selectedOrderID" : 2"#))
        let second = folder.appendingPathComponent("second.script")
        try "tap Got it\ntab Orders\nexpect * 2        Radia Perlman\nexpect (5 of 5 screens)\nexpect no dropped\n"
            .write(to: second, atomically: true, encoding: .utf8)
        let restored = try await ShellRunner.run(
            ["run", Self.demo, "--script", second.path, "--restore", session], environment: environment)
        #expect(restored.status == 0, "stdout: \(restored.standardOutput)\nstderr: \(restored.standardError)")
    }

    @Test func aTypedPasswordIsNeverSavedWithTheSession() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try Self.isolatedEnvironment()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let session = folder.appendingPathComponent("login.session").path
        let script = folder.appendingPathComponent("login.script")
        try """
        tap Got it
        tap Next
        tap OK
        expect Log in to Lasso
        focus username
        type lasso
        focus password
        type correct-horse-battery
        """.write(to: script, atomically: true, encoding: .utf8)
        let saved = try await ShellRunner.run(
            ["run", Self.demo, "--script", script.path, "--save-session", session], environment: environment)
        #expect(saved.status == 0, "stdout: \(saved.standardOutput)\nstderr: \(saved.standardError)")
        let file = try String(contentsOfFile: session, encoding: .utf8)
        #expect(file.contains("\"username\" : \"lasso\""), "the rest of the login state is saved")
        #expect(!file.contains("correct-horse-battery"))
    }

    @Test func aFailedExpectationPrintsTheFrameAndTheScriptLineAndExitsNonZero() async throws {
        guard ShellRunner.requireBuild() else { return }
        let script = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-failing-\(UUID().uuidString).script")
        try "tap Got it\nexpect Something that is not there\n".write(to: script, atomically: true, encoding: .utf8)
        let (environment, _) = try Self.isolatedEnvironment()
        let result = try await ShellRunner.run(["run", Self.demo, "--script", script.path], environment: environment)
        #expect(result.status == 1)
        let output = result.standardOutput + result.standardError
        #expect(output.contains("\(script.lastPathComponent):2"))
        #expect(output.contains("Something that is not there"))
        #expect(output.contains("F1 Welcome"), "the failure shows the current frame")
    }

    @Test func dumpPrintsTheHierarchyAndOneFrame() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try Self.isolatedEnvironment()
        let result = try await ShellRunner.run(
            ["run", Self.demo, "--dump", "--size", "100x30"], environment: environment)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput.contains("root: TabBarController"))
        #expect(
            result.standardOutput.contains("tab[4] \"Units\": CScreenViewController \"Unit converter\" [units.main]"))
        #expect(result.standardOutput.contains("presented: TutorialViewController"))
        #expect(result.standardOutput.contains("--- screen (100x30) ---"))
        // Modules are named as the config names them, as `inspect` does, not by Swift type.
        #expect(result.standardOutput.contains("[counter.main]"))
        #expect(!result.standardOutput.contains("Feature."), "\(result.standardOutput)")
    }

    @Test func runRefusesAnInvalidConfigWithItsDiagnostics() async throws {
        guard ShellRunner.requireBuild() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("bad.yaml")
        try "lasso: 1\nroot:\n  screen: nowhere.main\n".write(to: config, atomically: true, encoding: .utf8)
        let result = try await ShellRunner.run(["run", config.path, "--dump"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("bad.yaml:3:11: error:"))
    }

    @Test func interactiveRunWithoutATerminalSaysHowToRunHeadless() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try Self.isolatedEnvironment()
        let result = try await ShellRunner.run(["run", Self.demo], environment: environment)
        #expect(result.status == 1)
        #expect(result.standardError.contains("--script"))
    }
}
