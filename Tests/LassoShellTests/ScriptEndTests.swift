import Foundation
import Testing

/// A headless script run that does not reach its end never reports success: a plugin's action
/// that calls `exit(0)`, crashes or aborts ends the run with a failure that says so.
@Suite("Scripts that do not reach their end, end to end")
struct ScriptEndTests {
    /// Runs `steps` against an app of the fixture whose actions end the process.
    private func run(_ steps: String, environment: [String: String] = [:]) async throws -> ShellRunner.Result? {
        guard ShellRunner.requireBuild() else { return nil }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.buildDirectory.appendingPathComponent("libCEndingActionFixture.so").path)
        try sandbox.write("app.yaml", "lasso: 1\nplugins:\n  - dir: .\nroot: { screen: ender.main }\n")
        let script = try sandbox.write("steps.script", steps)
        return try await sandbox.run(
            ["run", "app.yaml", "--script", script], inSandbox: true, environment: environment)
    }

    @Test func aPluginCallingExitZeroInAnActionFailsTheScriptSayingSo() async throws {
        guard let result = try await run("expect Note: ready\ntap Exit\nexpect Note: ready\n") else { return }
        #expect(result.status == 1, "stderr: \(result.standardError)")
        #expect(
            result.standardError.contains(
                "steps.script: error: the app exited with status 0 before the script reached its end; the remaining steps did not run"
            ), "stderr: \(result.standardError)")
    }

    @Test(arguments: [("Crash", SIGSEGV), ("Abort", SIGABRT)])
    func aPluginCrashingInAnActionFailsTheScriptByItsSignal(button: String, signal: Int32) async throws {
        // With and without the Swift runtime's backtracer, which reports a raised signal and returns.
        for backtrace in ["enable=no", "enable=yes"] {
            guard
                let result = try await run(
                    "expect Note: ready\ntap \(button)\nexpect Note: ready\n",
                    environment: ["SWIFT_BACKTRACE": backtrace])
            else { return }
            #expect(result.status == 128 + signal || result.status == signal, "stderr: \(result.standardError)")
            #expect(
                result.standardError.contains(
                    "steps.script: error: the app crashed before the script reached its end; the remaining steps did not run"
                ), "stderr: \(result.standardError)")
        }
    }

    @Test func aScriptThatReachesItsEndStillSucceeds() async throws {
        guard let result = try await run("expect Note: ready\n") else { return }
        #expect(result.status == 0, "stderr: \(result.standardError)")
    }
}
