import Foundation
import Testing

/// `lasso-shell validate` and `lasso-shell inspect` on real config files, with the real plugins.
@Suite("Config commands, end to end")
struct ConfigCommandTests {
    static let examples: [String] = {
        let folder = ShellRunner.repositoryRoot.appendingPathComponent("config")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted().map { "config/\($0)" }
    }()

    /// A config file in a fresh folder, loading the built plugins by absolute path.
    private func temporaryConfig(_ body: String) throws -> (file: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-config-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("app.yaml")
        let text =
            "lasso: 1\nplugins:\n  - dir: \(ShellRunner.buildDirectory.path)\n    only: [libCounterPlugin.so]\n" + body
        try Data(text.utf8).write(to: file)
        return (file.path, folder)
    }

    @Test func minimalExampleIsValid() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["validate", "config/minimal.yaml"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput.hasPrefix("config/minimal.yaml: valid ("))
        #expect(result.standardError.isEmpty)
    }

    @Test(arguments: examples)
    func everyExampleIsValid(_ example: String) async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["validate", example])
        #expect(result.status == 0, "stderr: \(result.standardError)")
    }

    @Test func brokenFileListsEveryProblemAndFails() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (file, folder) = try temporaryConfig(
            """
            root:
              tabs:
                - title: One
                  screen: counter.mian
                - title: Two
                  screen: counter.main
                  state: { limit: lots }
                  on:
                    didReachLimt: { pop: true }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await ShellRunner.run(["validate", file])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "\(file):8:15: error: plugin 'counter' has no screen 'mian' (hint: did you mean 'counter.main'?)",
                "\(file):11:23: error: the state of 'counter.main' does not decode: 'limit': expected Int (Expected to decode Int but found a string instead.) (hint: its state fields: count, keptAs, limit, title)",
                "\(file):13:9: error: 'counter.main' has no output 'didReachLimt'; this route can never fire (hint: did you mean 'didReachLimit'?)",
                "\(file):13:23: error: 'pop' on 'didReachLimt' of 'counter.main' can never happen: 'counter.main' is not in a navigation stack (it is placed directly in a tab) (hint: use 'dismiss' for presented screens, or place 'counter.main' in a navigation stack)",
                "lasso-shell: \(file): error: 4 errors",
            ])
    }

    @Test func syntaxErrorsAndMissingFilesFail() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (file, folder) = try temporaryConfig("root:\n  screen: [counter.main\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let syntax = try await ShellRunner.run(["validate", file])
        #expect(syntax.status == 1)
        #expect(syntax.standardError.hasPrefix("\(file):7:1: error: YAML syntax error:"))
        let missing = try await ShellRunner.run(["validate", "config/no-such-file.yaml"])
        #expect(missing.status == 1)
        #expect(missing.standardError.hasPrefix("config/no-such-file.yaml:1:1: error: no such config file"))
    }

    @Test func missingPluginDirectoryIsReportedAtItsEntry() async throws {
        guard ShellRunner.requireBuild() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-config-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.yaml").path
        try Data("lasso: 1\nplugins:\n  - dir: plugins\nroot: { screen: counter.main }\n".utf8).write(
            to: URL(fileURLWithPath: file))
        let result = try await ShellRunner.run(["validate", file])
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("\(file):3:10: error: plugin directory 'plugins' does not exist"))
        // The hint is the shell's (ShellProgram): the config loader below it names no command.
        #expect(result.standardError.contains("build the plugins first (make plugins), or fix the path"))
    }

    @Test func inspectPrintsTheBuiltHierarchy() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["inspect", "config/minimal.yaml"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput == "root: CounterViewController \"Counter\" [counter.main] (visible)\n")
        let layout = try await ShellRunner.run(["inspect", "config/layout.yaml"])
        #expect(layout.status == 0, "stderr: \(layout.standardError)")
        #expect(
            layout.standardOutput.hasPrefix(
                "root: TabBarController selected=0 (visible)\n  tab[0] \"One\": NavigationController \"Top\" (visible)\n"
            ))
        #expect(
            layout.standardOutput.contains(
                "  presented: CounterViewController \"Count to 1 to start\" [counter.main] (visible)\n"))
    }

    @Test func inspectJSON() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["inspect", "config/switch-tab.yaml", "--json"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(object?["controller"] as? String == "TabBarController")
        let tabs = object?["children"] as? [[String: Any]]
        #expect(tabs?.map { $0["tabTitle"] as? String } == ["Ping", "Pong"])
        #expect(tabs?.map { $0["module"] as? String } == ["counter.main", "counter.main"])
    }

    @Test func inspectRefusesAnInvalidFile() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (file, folder) = try temporaryConfig("root: { flow: counter.main }\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await ShellRunner.run(["inspect", file])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError.contains(
                "\(file):5:15: error: 'counter.main' is a screen, not a flow (hint: write 'screen: counter.main')"))
    }
}
