import Foundation
import Testing

/// The demo app (`make demo`) driven end to end by scripts through the real lasso-shell.
@Suite("Demo app, end to end")
struct DemoAppTests {
    static let demo = "config/demo.yaml"

    static func script(_ name: String) -> String {
        ShellRunner.repositoryRoot.appendingPathComponent("Tests/LassoShellTests/Scripts/\(name)").path
    }

    /// Fresh config and state folders, so the settings screen neither reads nor writes the
    /// user's own (the old settings file, the app's store); two runs with one share them.
    static func isolatedEnvironment() throws -> (environment: [String: String], settingsFile: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder.path
        environment["XDG_STATE_HOME"] = folder.path
        return (environment, folder.appendingPathComponent("lasso/settings.json"))
    }

    /// Runs the demo with `script`, saving the session to a new file (`--save-session`), or
    /// restoring one (`--restore`); returns the run and the session file's path.
    static func runSaving(
        _ script: String, restoring restored: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> (run: ShellRunner.Result, session: String) {
        let (environment, _) = try isolatedEnvironment()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let session = restored ?? folder.appendingPathComponent("demo.session").path
        let file = folder.appendingPathComponent("steps.script")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let run = try await ShellRunner.run(
            ["run", demo, "--script", file.path, restored == nil ? "--save-session" : "--restore", session],
            environment: environment, sourceLocation: sourceLocation)
        #expect(
            run.status == 0, "stdout: \(run.standardOutput)\nstderr: \(run.standardError)",
            sourceLocation: sourceLocation)
        return (run, session)
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
        // Saved in the user's records of the app's store, not in the old file: the next run shows them.
        #expect(!FileManager.default.fileExists(atPath: settingsFile.path))
        let next = try await Self.run(
            "tap Got it\ntab Settings\nwait idle\nexpect Zoë\nexpect [ ] Notifications\n", environment)
        #expect(next.status == 0, "stdout: \(next.standardOutput)\nstderr: \(next.standardError)")
    }

    @Test func inspectListsTheSettingsASamplePluginDeclares() async throws {
        guard ShellRunner.requireBuild() else { return }
        let library = ShellRunner.buildDirectory.appendingPathComponent("libSettingsPlugin.so").path
        let result = try await ShellRunner.run(["plugins", "inspect", library])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(
            result.standardOutput.contains(
                "  settings:\n    settings.displayName: text of at most 1000 characters, default \"\"\n      Display name: The name shown in greetings.\n"
            ))
        #expect(result.standardOutput.contains("    settings.notifications: on or off (true or false), default true\n"))
        let json = try await ShellRunner.run(["plugins", "inspect", "--json", library])
        #expect(json.status == 0, "stderr: \(json.standardError)")
        let reports = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]]
        let settings = reports?.first?["settings"] as? [[String: Any]]
        #expect(settings?.map { $0["name"] as? String } == ["displayName", "notifications"])
        #expect(settings?.last?["default"] as? Bool == true)
    }

    @Test func theConfigsSettingIsWhatTheUserHasUntilTheySaveTheirOwn() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try Self.isolatedEnvironment()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-demo-settings-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = try String(contentsOfFile: Self.demo, encoding: .utf8)
            .replacingOccurrences(of: "dir: ../Plugins/.build/debug", with: "dir: \(ShellRunner.buildDirectory.path)")
            .replacingOccurrences(
                of: "\nroot:\n", with: "\nsettings:\n  settings.notifications: false\n  lasso.theme: Light\nroot:\n")
        let config = folder.appendingPathComponent("demo.yaml")
        try demo.write(to: config, atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("steps.script")
        try
            "tap Got it\ntab Settings\nwait idle\nexpect [ ] Notifications\nexpect [ Light ]\ntap Notifications\ntap Save\nwait idle\nexpect Saved.\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let first = try await ShellRunner.run(["run", config.path, "--script", script.path], environment: environment)
        #expect(first.status == 0, "stdout: \(first.standardOutput)\nstderr: \(first.standardError)")
        try "tap Got it\ntab Settings\nwait idle\nexpect [x] Notifications\n".write(
            to: script, atomically: true, encoding: .utf8)
        let next = try await ShellRunner.run(["run", config.path, "--script", script.path], environment: environment)
        #expect(next.status == 0, "stdout: \(next.standardOutput)\nstderr: \(next.standardError)")
    }

    @Test func settingsFromTheOldFileAreImportedOnceAndTheFileIsLeftAsItWas() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, settingsFile) = try Self.isolatedEnvironment()
        try FileManager.default.createDirectory(
            at: settingsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let old = #"{"displayName": "Grace", "notificationsEnabled": false, "theme": "Dark"}"#
        try old.write(to: settingsFile, atomically: true, encoding: .utf8)
        let imported = try await Self.run(
            "tap Got it\ntab Settings\nwait idle\nexpect Grace\nexpect [ Dark ]\ntap Reset\nwait idle\nexpect Back to the defaults\n",
            environment)
        #expect(imported.status == 0, "stdout: \(imported.standardOutput)\nstderr: \(imported.standardError)")
        #expect(try String(contentsOf: settingsFile, encoding: .utf8) == old, "the file is left alone")
        // Imported once: after the reset, the file does not come back.
        let after = try await Self.run("tap Got it\ntab Settings\nwait idle\nexpect no Grace\n", environment)
        #expect(after.status == 0, "stdout: \(after.standardOutput)\nstderr: \(after.standardError)")
    }

    @Test func aContactAddedIsThereInTheNextRunAndADeletedOneIsGone() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try Self.isolatedEnvironment()
        let added = try await Self.run(
            """
            tap Got it
            tab Contacts
            wait idle
            tap New contact
            focus name
            type Barbara Liskov
            focus phone
            type +1 617 555 0123
            tap Save
            wait idle
            expect Barbara Liskov
            expect [ New contact ]
            focus search
            type grace
            select 0
            wait idle
            tap Delete
            wait idle
            expect no Grace Hopper

            """, environment)
        #expect(added.status == 0, "stdout: \(added.standardOutput)\nstderr: \(added.standardError)")
        let next = try await Self.run(
            "tap Got it\ntab Contacts\nwait idle\nexpect Barbara Liskov\nexpect +1 617 555 0123\nexpect no Grace Hopper\nexpect Ada Lovelace\n",
            environment)
        #expect(next.status == 0, "stdout: \(next.standardOutput)\nstderr: \(next.standardError)")
    }

    @Test func theOrdersArePagedFromStorageAndACancelledOneStaysCancelledInTheNextRun() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try Self.isolatedEnvironment()
        let cancelled = try await Self.run(
            """
            tap Got it
            tab Orders
            wait idle
            expect 10000 orders · page 1 of 100
            tap Next page
            wait idle
            expect page 2 of 100
            expect Niklaus Wirth       Lisbon      €473.70
            tap Previous page
            wait idle
            expect page 1 of 100
            select 2
            wait idle
            expect Order 2
            expect Shipped in full: it can no longer be cancelled
            back
            select 3
            wait idle
            expect Order 3
            tap Cancel order
            tap Yes, cancel
            wait idle
            expect Cancelled

            """, environment)
        #expect(cancelled.status == 0, "stdout: \(cancelled.standardOutput)\nstderr: \(cancelled.standardError)")
        let next = try await Self.run(
            "tap Got it\ntab Orders\nwait idle\nselect 3\nwait idle\nexpect Order 3\nexpect Cancelled\n", environment)
        #expect(next.status == 0, "stdout: \(next.standardOutput)\nstderr: \(next.standardError)")
    }

    @Test func theCountIsTheUsersOwnAndKeptForTheNextRun() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try Self.isolatedEnvironment()
        let counted = try await Self.run("tap Got it\ntab Counter\nwait idle\ntap +\ntap +\nwait idle\n", environment)
        #expect(counted.status == 0, "stdout: \(counted.standardOutput)\nstderr: \(counted.standardError)")
        let next = try await Self.run("tap Got it\ntab Counter\nwait idle\nexpect Count: 2\n", environment)
        #expect(next.status == 0, "stdout: \(next.standardOutput)\nstderr: \(next.standardError)")
    }

    @Test func aPluginsLogLinesGoToTheRunsLogFileFromTheChosenLevel() async throws {
        guard ShellRunner.requireBuild() else { return }
        var (environment, _) = try Self.isolatedEnvironment()
        let logFile = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-log-\(UUID()).log")
        environment["LASSO_LOG"] = logFile.path
        let save = "tap Got it\ntab Settings\nwait idle\ntap Dark\ntap Save\nwait idle\nexpect Saved.\n"
        let quiet = try await Self.run(save, environment, arguments: ["--log-level", "warning"])
        #expect(quiet.status == 0, "stderr: \(quiet.standardError)")
        #expect(!((try? String(contentsOf: logFile, encoding: .utf8)) ?? "").contains("saved the settings"))
        let saved = try await Self.run(save, environment)
        #expect(saved.status == 0, "stderr: \(saved.standardError)")
        let text = try String(contentsOf: logFile, encoding: .utf8)
        #expect(text.contains("info [settings.form system:"), "\(text)")
        #expect(text.contains("] saved the settings changed=lasso.theme"), "\(text)")
    }

    /// Runs the demo with the steps of `script` in `environment`.
    static func run(_ script: String, _ environment: [String: String], arguments: [String] = []) async throws
        -> ShellRunner.Result
    {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-steps-\(UUID().uuidString).script")
        try script.write(to: file, atomically: true, encoding: .utf8)
        return try await ShellRunner.run(["run", demo, "--script", file.path] + arguments, environment: environment)
    }

    @Test func theNewWidgetsStatesAreSavedWithTheSessionAndRestored() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (_, session) = try await Self.runSaving(
            "tap Got it\ntab Orders\nwait idle\npress s\npress r\nwait idle\nselect 3\nback\ntab Settings\ntap Notifications\ntap Dark\n"
        )
        _ = try await Self.runSaving(
            "tap Got it\ntab Settings\nexpect [ ] Notifications\nexpect [ Dark ]\ntab Orders\nwait idle\nexpect Customer ▼\n",
            restoring: session)
    }

    @Test func aRestoredSessionKeepsAnOptionalFieldThatHoldsAValue() async throws {
        // The orders list's `selectedOrderID: Int?` is nil by default, so the default state the
        // restore starts from has no such key: it must move all the same.
        guard ShellRunner.requireBuild() else { return }
        let (_, session) = try await Self.runSaving("tap Got it\ntab Orders\nwait idle\nselect 2\nwait idle\nback\n")
        #expect(try String(contentsOfFile: session, encoding: .utf8).contains(#""selectedOrderID" : 2"#))
        _ = try await Self.runSaving(
            "tap Got it\ntab Orders\nwait idle\nexpect * 2        Radia Perlman\nexpect (5 of 5 screens)\nexpect no dropped\n",
            restoring: session)
    }

    @Test func aTypedPasswordIsNeverSavedWithTheSession() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (_, session) = try await Self.runSaving(
            "tap Got it\ntap Next\ntap OK\nexpect Log in to Lasso\nfocus username\ntype lasso\nfocus password\ntype correct-horse-battery\n"
        )
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
