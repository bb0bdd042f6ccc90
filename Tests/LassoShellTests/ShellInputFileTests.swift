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
}
