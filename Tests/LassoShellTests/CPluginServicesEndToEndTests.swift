import Foundation
import Testing

/// Plugin ABI 1.4 through the real `lasso-shell`: a C screen's note, written with
/// `lasso_c_storage_write`, is in the store for the next run, which reads it back through
/// `lasso_c_storage_read`; the screen shows the session's user and its saves are in the log.
@Suite("C plugins keep records and log, end to end")
struct CPluginServicesEndToEndTests {
    @Test func aNoteSavedFromCIsThereForTheNextRunAndItsSaveIsLogged() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.fixture("CNotes"))
        let directory = sandbox.folder
        let config = try sandbox.config(root: "  screen: cnotes.notes\n")
        let store = directory.appendingPathComponent("records.sqlite").path
        let log = directory.appendingPathComponent("lasso.log").path

        func run(_ steps: String) async throws -> ShellRunner.Result {
            let script = directory.appendingPathComponent("steps-\(UUID().uuidString).script")
            try steps.write(to: script, atomically: true, encoding: .utf8)
            return try await ShellRunner.run(
                ["run", config, "--script", script.path, "--storage", store, "--log-level", "info"],
                environment: ["LASSO_LOG": log])
        }

        let saving = try await run(
            "wait idle\nexpect Signed in as system:\nfocus note\ntype milk and eggs\ntap Save\nwait idle\nexpect Stored: \"milk and eggs\"\n"
        )
        #expect(saving.status == 0, "stdout: \(saving.standardOutput)\nstderr: \(saving.standardError)")
        // Another run: the screen reads the note from the store as it is made.
        let reading = try await run("wait idle\nexpect Stored: \"milk and eggs\"\n")
        #expect(reading.status == 0, "stdout: \(reading.standardOutput)\nstderr: \(reading.standardError)")
        let logged = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(logged.contains("[cnotes.notes system:"), "log: \(logged)")
        #expect(logged.contains("saved the note"), "log: \(logged)")
    }
}
