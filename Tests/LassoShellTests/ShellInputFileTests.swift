import Foundation
import Testing

/// Files the shell is given by path (the scan cache, sessions, configs, scripts) and settings
/// from the environment, end to end: what is not the shell's is never replaced, what is not a
/// regular file or too large is refused before it is read, with a message naming it.
@Suite("Files the shell is given, end to end")
struct ShellInputFileTests {
    @Test func aCachePathNamingAFileOthersCanWriteLeavesTheFileAsItWas() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let shared = try sandbox.write("shared.txt", "notes\n")
        try sandbox.chmod(shared, 0o666)
        let plugin = ShellRunner.plugin("Counter")
        let result = try await sandbox.run(
            ["plugins", "verify", plugin], environment: ["LASSO_PLUGIN_CACHE": shared])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardError.contains("warning: not saving the plugin scan cache over \(shared)"))
        #expect(FileManager.default.contents(atPath: shared) == Data("notes\n".utf8))
        #expect(try FileManager.default.attributesOfItem(atPath: shared)[.posixPermissions] as? Int == 0o666)
    }

    /// A sandbox running the sample counter plugin, with `app.yaml` next to it.
    private func counterApp() throws -> PluginSandbox? {
        guard ShellRunner.requireBuild() else { return nil }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.plugin("Counter"))
        try sandbox.write("app.yaml", "lasso: 1\nplugins:\n  - dir: .\nroot: { screen: counter.main }\n")
        return sandbox
    }

    /// Makes a FIFO at `path` (a reader that opened it normally would wait for a writer forever).
    private func makeFIFO(_ path: String) {
        #expect(mkfifo(path, 0o600) == 0, "mkfifo \(path): \(String(cString: strerror(errno)))")
    }

    @Test func aFIFOAtTheCachePathDoesNotHangStartUp() async throws {
        guard let sandbox = try counterApp() else { return }
        let fifo = sandbox.path + "/plugin-scan.cache"
        makeFIFO(fifo)
        let script = try sandbox.write("steps.script", "expect Count: 0\n")
        let result = try await sandbox.run(
            ["run", "app.yaml", "--script", script], inSandbox: true, environment: ["LASSO_PLUGIN_CACHE": fifo])
        #expect(result.status == 0, "stdout: \(result.standardOutput)\nstderr: \(result.standardError)")
        #expect(
            result.standardError.contains(
                "warning: ignoring the plugin scan cache \(fifo): it is a FIFO (named pipe), not a regular file"),
            "stderr: \(result.standardError)")
    }

    @Test func aFIFOGivenAsConfigIsRefusedWithoutWaiting() async throws {
        guard let sandbox = try counterApp() else { return }
        let fifo = sandbox.path + "/fifo.yaml"
        makeFIFO(fifo)
        let result = try await sandbox.run(["validate", fifo])
        #expect(result.status == 1, "stderr: \(result.standardError)")
        #expect(
            result.standardError.contains(
                "\(fifo):1:1: error: the config is not a regular file (hint: name a .yaml or .json file, not a FIFO (named pipe))"
            ), "stdout: \(result.standardOutput)\nstderr: \(result.standardError)")
    }

    @Test func aFIFOGivenAsScriptIsRefusedWithoutWaiting() async throws {
        guard let sandbox = try counterApp() else { return }
        let fifo = sandbox.path + "/steps.script"
        makeFIFO(fifo)
        let result = try await sandbox.run(["run", "app.yaml", "--script", fifo], inSandbox: true)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "\(fifo): error: the script file is not read: it is a FIFO (named pipe), not a regular file"),
            "stderr: \(result.standardError)")
    }

    @Test func aFIFOGivenAsSessionIsRefusedAndTheAppStartsFresh() async throws {
        guard let sandbox = try counterApp() else { return }
        let fifo = sandbox.path + "/saved.session"
        makeFIFO(fifo)
        let script = try sandbox.write(
            "steps.script",
            "expect Starting fresh: the session file \(fifo) is not read: it is a FIFO (named pipe)\nexpect Count: 0\n")
        let result = try await sandbox.run(
            ["run", "app.yaml", "--script", script, "--restore", fifo, "--size", "200x14"], inSandbox: true)
        #expect(result.status == 0, "stdout: \(result.standardOutput)\nstderr: \(result.standardError)")
    }

    @Test func aSessionFileAboveTheLimitIsRefusedUnreadAndKeptWhenSavingToIt() async throws {
        guard let sandbox = try counterApp() else { return }
        let session = sandbox.path + "/big.session"
        let size = 16 * 1024 * 1024 + 1
        #expect(FileManager.default.createFile(atPath: session, contents: Data(repeating: 0x20, count: size)))
        let script = try sandbox.write(
            "steps.script",
            """
            expect Starting fresh: the session file \(session) is \(size) bytes, more than the 16777216 bytes a session may hold
            expect Count: 0
            tap +
            """)
        let result = try await sandbox.run(
            [
                "run", "app.yaml", "--script", script, "--restore", session, "--save-session", session, "--size",
                "300x14",
            ],
            inSandbox: true)
        #expect(result.status == 0, "stdout: \(result.standardOutput)\nstderr: \(result.standardError)")
        // Saving the fresh app's session over the file it refused would lose it.
        let attributes = try FileManager.default.attributesOfItem(atPath: session)
        #expect(attributes[.size] as? Int == size)
    }
}
