import Foundation
import TestServers
import Testing

/// Plugins' HTTP through the real `lasso-shell`: a plugin's store fetches a URL with
/// `services.http` from a server the test starts (python3's http.server on loopback), `wait idle`
/// waits for the answer, and a port nobody listens on is a failure naming the plugin.
@Suite("Plugins' HTTP, end to end")
struct PluginHTTPEndToEndTests {
    private func run(url: String, _ steps: String) async throws -> ShellRunner.Result {
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.fixture("Fetch"))
        let config = try sandbox.config(root: "  screen: fetch.main\n  state: { url: \"\(url)\" }\n")
        let script = sandbox.folder.appendingPathComponent("steps.script")
        try steps.write(to: script, atomically: true, encoding: .utf8)
        return try await ShellRunner.run(
            ["run", config, "--script", script.path, "--storage", "memory"],
            environment: ["LASSO_PLUGIN_CACHE": sandbox.cache])
    }

    @Test func aStoreFetchesFromAServerAndWaitIdleWaitsForTheAnswer() async throws {
        guard ShellRunner.requireBuild() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-http-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "hello from the server".write(
            to: folder.appendingPathComponent("greeting.txt"), atomically: true, encoding: .utf8)
        let server = try await HTTPFileServer.start(serving: folder.path)
        defer { server.stop() }
        let result = try await run(
            url: "http://127.0.0.1:\(server.port)/greeting.txt",
            "wait idle\ntap Fetch\nwait idle\nexpect 200: hello from the server\n")
        #expect(result.status == 0, "stdout: \(result.standardOutput)\nstderr: \(result.standardError)")
    }

    @Test func aServerNobodyRunsIsAFailureNamingThePluginAndTheRequest() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await run(
            url: "http://127.0.0.1:1/orders",
            "wait idle\ntap Fetch\nwait idle\nexpect Failed: plugin fetch: GET http://127.0.0.1:1/orders:\n")
        #expect(result.status == 0, "stdout: \(result.standardOutput)\nstderr: \(result.standardError)")
    }
}
