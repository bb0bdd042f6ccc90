import Foundation
import Testing

/// `lasso-shell plugins new`: what it refuses, and the package it writes (built, tested and run
/// against a real installed SDK by Tests/SDK/sdk.sh).
@Suite("plugins new")
struct NewPluginCommandTests {
    /// A fake SDK prefix: the files `plugins new` looks for, nothing that builds.
    final class FakeSDK {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-fake-sdk-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("lib/swift/lasso/LassoPlugin.swiftmodule"),
                withIntermediateDirectories: true)
            try Data().write(to: root.appendingPathComponent("lib/libLassoRuntime.so"))
        }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    @Test func aNameTheLoaderWouldRefuseIsRefused() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sdk = try FakeSDK()
        let result = try await ShellRunner.run([
            "plugins", "new", "My Notes", "--sdk", sdk.root.path, "--path", sdk.root.appendingPathComponent("p").path,
        ])
        #expect(result.status == 64)
        #expect(
            result.standardError.contains(
                "invalid plugin name 'My Notes': a plugin name is lowercase letters, digits, '-' and '_', starting with a letter"
            ))
    }

    @Test func aShellRunFromTheBuildFolderAsksForAnSDK() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sdk = try FakeSDK()
        let result = try await ShellRunner.run([
            "plugins", "new", "notes", "--path", sdk.root.appendingPathComponent("p").path,
        ])
        // The arguments are right: an error with what to do, not a usage error with its block.
        #expect(result.status == 1)
        #expect(
            result.standardError.contains(
                "this lasso-shell runs from a build folder, not an installed SDK, which a plugin builds against (hint: run `make install PREFIX=DIR`"
            ))
        #expect(!result.standardError.contains("Usage:"))
    }

    @Test func aFolderThatIsNotAnSDKIsRefusedNamingIt() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["plugins", "new", "notes", "--sdk", "/nonexistent/sdk"])
        #expect(result.status == 1)
        #expect(result.standardError.contains("/nonexistent/sdk holds no Lasso SDK"))
        #expect(!result.standardError.contains("Usage:"))
    }

    @Test func theScaffoldNamesItsTypesAndModulesAfterThePlugin() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sdk = try FakeSDK()
        let folder = sdk.root.appendingPathComponent("to-do")
        let result = try await ShellRunner.run([
            "plugins", "new", "to-do", "--sdk", sdk.root.path, "--path", folder.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                "  swift build\n  swift test\n  \(sdk.root.path)/bin/lasso-shell run to-do.yaml"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.contains(".") }
            .sorted()
        #expect(
            files == [
                ".gitignore", "Package.swift", "README.md",
                "Sources/ToDoPlugin/ToDoFlow.swift", "Sources/ToDoPlugin/ToDoNotesMeter.swift",
                "Sources/ToDoPlugin/ToDoPlugin.swift",
                "Sources/ToDoPlugin/ToDoScreenModule.swift",
                "Sources/ToDoPlugin/ToDoStore.swift", "Sources/ToDoPlugin/ToDoViewController.swift",
                "Tests/ToDoPluginTests/ToDoStoreTests.swift", "to-do.yaml",
            ])
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("let lassoSDK = Context.environment[\"LASSO_SDK\"] ?? \"\(sdk.root.path)\""))
        let config = try String(contentsOf: folder.appendingPathComponent("to-do.yaml"), encoding: .utf8)
        #expect(config.contains("flow: to-do.flow"))
        // `plugins list` names the plugin's summary: it says which plugin it is.
        let definition = try String(
            contentsOf: folder.appendingPathComponent("Sources/ToDoPlugin/ToDoPlugin.swift"), encoding: .utf8)
        #expect(definition.contains("static let summary = \"to-do: notes you add to a list\""))
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("lasso-shell run to-do.yaml --watch --watch-sources"))

        let again = try await ShellRunner.run([
            "plugins", "new", "to-do", "--sdk", sdk.root.path, "--path", folder.path,
        ])
        #expect(again.status == 1)
        #expect(again.standardError.contains("\(folder.path) already exists and is not empty; choose another --path"))
    }

    @Test func theCScaffoldIsOneCScreenWithAScriptedTest() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sdk = try FakeSDK()
        let folder = sdk.root.appendingPathComponent("c-notes")
        let result = try await ShellRunner.run([
            "plugins", "new", "c-notes", "--c", "--sdk", sdk.root.path, "--path", folder.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                "  swift build\n  \(sdk.root.path)/bin/lasso-shell run c-notes.yaml --script Tests/c-notes.script\n"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.contains(".") }
            .sorted()
        #expect(
            files == [
                ".gitignore", "Package.swift", "README.md", "Sources/CNotesPlugin/c_notes.c",
                "Sources/CNotesPlugin/include/c_notes_plugin.h", "Tests/c-notes.script", "c-notes.yaml",
            ])
        let source = try String(
            contentsOf: folder.appendingPathComponent("Sources/CNotesPlugin/c_notes.c"), encoding: .utf8)
        #expect(source.contains(".name = \"c-notes\","))
        #expect(source.contains(".description = \"c-notes: notes you add, written in C\","))
        #expect(source.contains(".runtime_fingerprint = LASSO_RUNTIME_RELEASE,"))
        #expect(source.contains("#include \"c_notes_plugin.h\""))
        let header = try String(
            contentsOf: folder.appendingPathComponent("Sources/CNotesPlugin/include/c_notes_plugin.h"), encoding: .utf8)
        #expect(header.contains("const lasso_plugin_descriptor *lasso_plugin_describe(void);"))
    }
}
