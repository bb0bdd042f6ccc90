import Foundation
import Testing

/// `$payload` values through the real `lasso-shell` and counter plugin: `validate` refuses what
/// `run` would refuse, with the expected and the given type, and a route that cannot be built
/// at run time is an error the user sees.
@Suite("Payloads, end to end")
struct PayloadEndToEndTests {
    /// A config in a fresh folder loading the built counter plugin, and a script beside it.
    private func temporaryApp(_ body: String, script: String = "") throws -> (
        folder: URL, config: String, script: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-payload-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("app.yaml")
        let text =
            "lasso: 1\nplugins:\n  - dir: \(ShellRunner.buildDirectory.path)\n    only: [libCounterPlugin.so]\n" + body
        try Data(text.utf8).write(to: config)
        let scriptFile = folder.appendingPathComponent("steps.script")
        try Data(script.utf8).write(to: scriptFile)
        return (folder, config.path, scriptFile.path)
    }

    @Test func validateRefusesAPayloadFieldOfAnotherTypeAndATemplateBuildsText() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (folder, file, _) = try temporaryApp(
            """
            root:
              navigation:
                root:
                  screen: counter.main
                  state: { limit: 1 }
                  on:
                    didReachLimit:
                      push:
                        screen: counter.main
                        state: { title: "$payload.count", limit: "$payload.cuont" }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await ShellRunner.run(["validate", file])
        #expect(result.status == 1)
        #expect(
            result.standardError.split(separator: "\n").map(String.init) == [
                "\(file):14:29: error: '$payload.count' does not fit the state field 'title' of 'counter.main': expected String, given Int (hint: use a payload field of type String, or fill 'title' of 'counter.main' another way)",
                "\(file):14:54: error: the payload of 'didReachLimit' of 'counter.main' has no field 'cuont' for '$payload.cuont' (hint: did you mean 'count'?)",
                "lasso-shell: \(file): error: 2 errors",
            ])

        let (templateFolder, template, script) = try temporaryApp(
            """
            root:
              navigation:
                root:
                  screen: counter.main
                  state: { limit: 1 }
                  on:
                    didReachLimit:
                      push: { screen: counter.main, state: { title: "Counted to $payload.count." } }
            """, script: "tap +\nexpect Counted to 1.\n")
        defer { try? FileManager.default.removeItem(at: templateFolder) }
        let valid = try await ShellRunner.run(["validate", template])
        #expect(valid.status == 0, "stderr: \(valid.standardError)")
        let ran = try await ShellRunner.run(["run", template, "--script", script])
        #expect(ran.status == 0, "stdout: \(ran.standardOutput)\nstderr: \(ran.standardError)")
    }

    @Test func aRouteThatCannotBeBuiltAtRunTimeIsAnErrorInTheStatusLine() async throws {
        guard ShellRunner.requireBuild() else { return }
        // A config flow's output passes on another's payload, so its fields are known only
        // when the route fires.
        let (folder, file, script) = try temporaryApp(
            """
            flows:
              counting:
                outputs: [done]
                root:
                  screen: counter.main
                  state: { limit: 1 }
                  on: { didReachLimit: { emit: done } }
            root:
              navigation:
                root:
                  flow: counting
                  on:
                    done:
                      push: { screen: counter.main, state: { title: "$payload.count" } }
            """, script: "tap +\nexpect error: cannot build 'counter.main'\nsnapshot after\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let valid = try await ShellRunner.run(["validate", file])
        #expect(valid.status == 0, "stderr: \(valid.standardError)")
        let result = try await ShellRunner.run(["run", file, "--script", script, "--size", "200x12"])
        #expect(result.status == 0, "stdout: \(result.standardOutput)\nstderr: \(result.standardError)")
        let expected =
            "\(file):18:17: error: cannot build 'counter.main': its state does not decode: 'title': expected String"
        // The status line, cut at the terminal's width.
        #expect(
            result.standardOutput.contains("─ \(file):18:17: error: cannot build 'counter.main': its state"),
            "the status line: \(result.standardOutput)")
        #expect(result.standardError.hasPrefix(expected), "stderr: \(result.standardError)")
        #expect(!result.standardError.contains("warning"))
        #expect(!result.standardError.contains(".swift:"))
    }
}
