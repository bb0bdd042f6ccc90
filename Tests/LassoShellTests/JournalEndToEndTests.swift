import Foundation
import Testing

/// The journal every `run` keeps: a run a plugin crashes costs the key that crashed it, not the
/// session (docs/devtools.md, "The journal").
@Suite("Journal, end to end")
struct JournalEndToEndTests {
    /// A sandbox with the counter and the fixture whose actions end the process, side by side in
    /// tabs, and a state folder the runs share.
    private func sandbox() throws -> (PluginSandbox, config: String, environment: [String: String]) {
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.buildDirectory.appendingPathComponent("libCounterPlugin.so").path)
        try sandbox.add(ShellRunner.fixture("CEndingAction"))
        let config = try sandbox.config(
            root: """
                  tabs:
                    - { title: Counter, screen: counter.main, state: { title: Count, limit: 9 } }
                    - { title: Ender, screen: ender.main }
                """)
        let state = sandbox.folder.appendingPathComponent("state")
        return (sandbox, config, ["XDG_STATE_HOME": state.path, "SWIFT_BACKTRACE": "enable=no"])
    }

    private func run(_ sandbox: PluginSandbox, _ config: String, _ steps: String, _ environment: [String: String])
        async throws -> ShellRunner.Result
    {
        let script = try sandbox.write("steps-\(UUID().uuidString).script", steps)
        // Wide enough for the status line to hold a message naming two long paths.
        return try await sandbox.run(["run", config, "--script", script, "--size", "400x24"], environment: environment)
    }

    @Test func aRunAPluginCrashedIsOfferedBackAsItWasBeforeTheCrashingTap() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (sandbox, config, environment) = try sandbox()
        let crashed = try await run(sandbox, config, "tap +\ntap +\ntap +\ntab Ender\ntap Crash\n", environment)
        #expect(crashed.standardError.contains("the app crashed"), "stderr: \(crashed.standardError)")

        let back = try await run(
            sandbox, config,
            """
            expect The last run of this app ended without quitting
            expect Count: 0
            press ctrl-o
            expect Restored the session
            expect Note: ready
            tab Counter
            expect Count: 3
            """, environment)
        #expect(back.status == 0, "stdout: \(back.standardOutput)\nstderr: \(back.standardError)")

        // That run quit cleanly: nothing is offered next time.
        let clean = try await run(sandbox, config, "expect no ended without quitting\nexpect Count: 0\n", environment)
        #expect(clean.status == 0, "stdout: \(clean.standardOutput)\nstderr: \(clean.standardError)")
    }

    @Test func aSecondRunOfTheAppLeavesTheFirstsJournalAloneAndDoesNotOfferItsSession() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (sandbox, config, environment) = try sandbox()
        let second = try sandbox.write(
            "second.script", "expect is in use by another run of this app\nexpect no ended without quitting\n")
        let output = sandbox.folder.appendingPathComponent("second.out").path
        let shell = ShellRunner.buildDirectory.appendingPathComponent("lasso-shell").path
        // The first run, with a count in its journal, starts a second run of the same app and
        // then crashes: its journal is still its own.
        let first = try await run(
            sandbox, config,
            """
            tap +
            tap +
            sh '\(shell)' run '\(config)' --script '\(second)' --size 400x24 > '\(output)' 2>&1
            tab Ender
            tap Crash
            """, environment)
        #expect(first.standardError.contains("the app crashed"), "stderr: \(first.standardError)")
        let back = try await run(sandbox, config, "press ctrl-o\ntab Counter\nexpect Count: 2\n", environment)
        #expect(back.status == 0, "stdout: \(back.standardOutput)\nstderr: \(back.standardError)")
    }

    @Test func aJournalThatIsALinkIsLeftAloneAndTheAppRunsSayingItIsNotJournaled() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (sandbox, config, environment) = try sandbox()
        let folder = URL(fileURLWithPath: environment["XDG_STATE_HOME"]!).appendingPathComponent("lasso/journal")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = sandbox.folder.appendingPathComponent("precious.txt")
        try "keep me".write(to: target, atomically: true, encoding: .utf8)
        let real = URL(fileURLWithPath: config).resolvingSymlinksInPath().path
        let journal = folder.appendingPathComponent(real.replacingOccurrences(of: "/", with: "%") + ".jsonl").path
        try FileManager.default.createSymbolicLink(atPath: journal, withDestinationPath: target.path)

        let run = try await run(
            sandbox, config,
            """
            expect Ignoring the journal \(journal) is not a regular file; it is left as it is
            expect it is left as it is. This run is not journaled, so a crash would lose what you did: it is a symbolic link
            tap +
            expect Count: 1
            """, environment)
        #expect(run.status == 0, "stdout: \(run.standardOutput)\nstderr: \(run.standardError)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: journal) == target.path)
    }
}
