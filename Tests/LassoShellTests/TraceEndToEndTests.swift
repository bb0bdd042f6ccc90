import Foundation
import Testing

/// `run --trace` and the config's `trace:` through the real lasso-shell (docs/devtools.md).
@Suite("Trace, end to end")
struct TraceEndToEndTests {
    /// A fresh folder for one test's files.
    private static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The entries of the trace at `path`, after checking its first line names the format and
    /// that every entry is numbered in order and in time.
    private static func entries(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> [[String: Any]]
    {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == #"{"format":"lasso-trace","version":1}"#, sourceLocation: sourceLocation)
        let entries = try lines.dropFirst().map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        #expect(entries.map { $0["seq"] as? Int } == Array(1...entries.count), sourceLocation: sourceLocation)
        let times = entries.compactMap { $0["t"] as? Int }
        #expect(times.count == entries.count && times == times.sorted(), sourceLocation: sourceLocation)
        return entries
    }

    private static func kind(_ kind: String, in entries: [[String: Any]]) -> [[String: Any]] {
        entries.filter { $0["kind"] as? String == kind }
    }

    @Test func aScriptsTraceHasEachStateChangeRoutedOutputAndNavigationInTheOrderTheyHappened() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try DemoAppTests.isolatedEnvironment()
        let trace = try Self.folder().appendingPathComponent("demo.jsonl").path
        let run = try await DemoAppTests.run(
            "tap Got it\ntab Orders\nwait idle\nselect 2\nwait idle\nback\ntab Counter\nwait idle\ntap +\ntap +\n",
            environment, arguments: ["--trace", trace])
        #expect(run.status == 0, "stdout: \(run.standardOutput)\nstderr: \(run.standardError)")
        let entries = try Self.entries(trace)

        let start = try #require(entries.first)
        #expect(start["kind"] as? String == "start")
        #expect((start["plugins"] as? [String: String])?["orders"] != nil)
        #expect(entries.last?["kind"] as? String == "end")

        // The order each step caused, told apart step by step: the alert's dismissal, the tab,
        // the selection with its output and route, the pushed screen, the pop, the counter.
        let story = entries.compactMap { entry -> String? in
            switch entry["kind"] as? String {
            case "output": "output \(entry["output"] ?? "") → \(entry["route"] ?? "")"
            case "navigation": "\(entry["change"] ?? "")"
            case "state" where entry["module"] as? String == "counter.main" && entry["diff"] != nil: "counter"
            default: nil
            }
        }
        #expect(
            story == [
                "shown", "output didPressButton → dismiss", "dismiss", "tab",
                "output didSelectOrder → push screen 'orders.detail'", "push", "pop", "tab", "counter", "counter",
            ])

        let push = try #require(Self.kind("navigation", in: entries).first { $0["change"] as? String == "push" })
        #expect(
            (push["added"] as? [[String: String]])?.first == ["at": "tab[Orders]/stack[1]", "module": "orders.detail"])
        let counts = Self.kind("state", in: entries).filter { $0["module"] as? String == "counter.main" }
            .compactMap { $0["diff"] as? [[String: Any]] }
        #expect(counts.map { $0.first?["path"] as? String } == ["/count", "/count"])
        #expect(counts.map { $0.first?["value"] as? Int } == [1, 2])
        let selection = try #require(
            Self.kind("state", in: entries).first { $0["module"] as? String == "orders.list" && $0["diff"] != nil })
        #expect(selection["plugin"] as? String == "orders")
        #expect(
            (selection["diff"] as? [[String: Any]])?.first?["path"] as? String == "/selectedOrderID",
            "only the field that changed is written")
    }

    @Test func aPasswordTypedNeverReachesTheTrace() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try DemoAppTests.isolatedEnvironment()
        let trace = try Self.folder().appendingPathComponent("login.jsonl").path
        let run = try await DemoAppTests.run(
            """
            tap Got it
            tap Next
            tap OK
            focus username
            type lasso
            focus password
            type zebra-hunter-42
            tap Log In
            wait idle
            expect Wrong username or password
            """, environment, arguments: ["--trace", trace])
        #expect(run.status == 0, "stdout: \(run.standardOutput)\nstderr: \(run.standardError)")
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(!text.contains("zebra"))
        let login = Self.kind("state", in: try Self.entries(trace)).filter { $0["module"] as? String == "auth.login" }
        let whole = try #require(login.first?["state"] as? [String: Any])
        #expect(whole["password"] is NSNull)
        #expect(text.contains(#""path":"/username","value":"lasso""#), "the username is written, as typed")
    }

    @Test func theConfigsTraceKeyWritesBesideTheConfigAndTraceOverridesIt() async throws {
        guard ShellRunner.requireBuild() else { return }
        let folder = try Self.folder()
        let plugins = ShellRunner.repositoryRoot.appendingPathComponent("Plugins/.build/debug").path
        let config = folder.appendingPathComponent("app.yaml")
        try """
        lasso: 1
        plugins:
          - dir: \(plugins)
            only: [libCounterPlugin.so]
        trace: counter.jsonl
        root:
          screen: counter.main
          state: { title: Count, limit: 5 }
        """.write(to: config, atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("steps.script")
        try "tap +\n".write(to: script, atomically: true, encoding: .utf8)

        let configured = try await ShellRunner.run(["run", config.path, "--script", script.path])
        #expect(configured.status == 0, "stderr: \(configured.standardError)")
        let beside = folder.appendingPathComponent("counter.jsonl").path
        #expect(try String(contentsOfFile: beside, encoding: .utf8).contains(#""path":"/count","value":1"#))
        let attributes = try FileManager.default.attributesOfItem(atPath: beside)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)

        try FileManager.default.removeItem(atPath: beside)
        let given = folder.appendingPathComponent("given.jsonl").path
        let overridden = try await ShellRunner.run(["run", config.path, "--script", script.path, "--trace", given])
        #expect(overridden.status == 0, "stderr: \(overridden.standardError)")
        #expect(FileManager.default.fileExists(atPath: given))
        #expect(!FileManager.default.fileExists(atPath: beside))
    }

    @Test func aTraceFileThatCannotBeWrittenStopsTheRunBeforeItStartsNamingIt() async throws {
        guard ShellRunner.requireBuild() else { return }
        let folder = try Self.folder()
        let link = folder.appendingPathComponent("link.jsonl").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/tmp/elsewhere.jsonl")
        let fifo = folder.appendingPathComponent("fifo.jsonl").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let cases = [
            (folder.appendingPathComponent("missing/t.jsonl").path, "cannot be opened (No such file or directory)"),
            (link, "is a symbolic link"),
            (fifo, "is not a regular file"),
        ]
        for (path, problem) in cases {
            let run = try await ShellRunner.run(["run", DemoAppTests.demo, "--dump", "--trace", path])
            #expect(run.status != 0)
            #expect(run.standardError.contains("the trace file \(path) \(problem)"), "stderr: \(run.standardError)")
            #expect(!run.standardOutput.contains("tab["), "the app did not start")
        }
    }
}
