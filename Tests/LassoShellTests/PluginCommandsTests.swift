import Foundation
import LassoPlugin
import LassoPluginHost
import TestServers
import Testing

/// `plugins list`, `plugins inspect --json`, `plugins verify`, the hidden `__scan` and the scan cache,
/// end to end through the real `lasso-shell`.
@Suite("Plugin commands, end to end")
struct PluginCommandsTests {
    /// The `list` line of the file named `name`.
    func line(_ output: String, _ name: String) -> String? {
        output.split(separator: "\n").map(String.init).first { $0.contains("/\(name): ") || $0.hasPrefix("\(name): ") }
    }

    @Test func listGivesEveryFileItsVerdictAndSurvivesACrashingPlugin() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.plugin("Counter"))
        try sandbox.add(ShellRunner.fixture("CrashingRegistration"))
        try sandbox.add(ShellRunner.fixture("NotAPlugin"))
        // A plugin package's build folder holds its own copy of the runtime library.
        try sandbox.add(ShellRunner.buildDirectory.appendingPathComponent("libLassoRuntime.so").path)
        try sandbox.write("libNotes.so", "text")
        let result = try await sandbox.run(["plugins", "list", sandbox.path])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let output = result.standardOutput
        #expect(
            line(output, "libCounterPlugin.so") == "\(sandbox.path)/libCounterPlugin.so: counter 1.0.0, 1 module: ok")
        let crashed = try #require(line(output, "libCrashingRegistrationFixture.so"))
        #expect(
            crashed.hasPrefix(
                "\(sandbox.path)/libCrashingRegistrationFixture.so: crasher 1.0.0: crashed: crashed with SIGSEGV while registering; the plugin was skipped (hint: "
            ))
        #expect(
            line(output, "libNotAPluginFixture.so")
                == "\(sandbox.path)/libNotAPluginFixture.so: not a plugin: a shared library without lasso_plugin_describe (one a plugin may use)"
        )
        #expect(
            line(output, "libLassoRuntime.so")
                == "\(sandbox.path)/libLassoRuntime.so: not a plugin: the Lasso runtime library, which plugins link (a build folder holds a copy)"
        )
        #expect(line(output, "libNotes.so")?.contains(": refused: not a shared object") == true)
        #expect(output.split(separator: "\n").count == 5)
    }

    @Test func aPluginNotNamedLikeOneIsListedAsOneThatADirEntrySkips() async throws {
        // `list` and a config's `dir:` entry used to disagree: list took every *.so, dir only lib*.so.
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.plugin("Counter"), as: "counter.so")
        let list = try await sandbox.run(["plugins", "list", sandbox.path])
        #expect(list.status == 0, "stderr: \(list.standardError)")
        #expect(
            line(list.standardOutput, "counter.so")
                == "\(sandbox.path)/counter.so: counter 1.0.0, 1 module: ok; a dir: entry does not load it (\(PluginFiles.rule)): rename it, or name it in a file: entry"
        )
        let config = try sandbox.write("app.yaml", "lasso: 1\nplugins:\n  - dir: .\nroot: { screen: counter.main }\n")
        let validate = try await sandbox.run(["validate", config])
        #expect(validate.status != 0)
        #expect(validate.standardError.contains("counter.main"), "stderr: \(validate.standardError)")
        try sandbox.add(ShellRunner.plugin("Counter"), as: "libCounter.so")
        #expect(try await sandbox.run(["validate", config]).status == 0)
    }

    @Test func listDefaultsToTheCurrentDirectoryAndFlagsDuplicates() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.fixture("Twin"))
        try sandbox.add(ShellRunner.fixture("TwinAgain"))
        let result = try await sandbox.run(["plugins", "list"], inSandbox: true)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        // Files are examined in name order: the first one keeps the name.
        #expect(
            line(result.standardOutput, "libTwinAgainFixture.so") == "libTwinAgainFixture.so: twin 2.0.0, 0 modules: ok"
        )
        #expect(
            line(result.standardOutput, "libTwinFixture.so")
                == "libTwinFixture.so: twin 1.0.0: refused: plugin 'twin' is already provided by libTwinAgainFixture.so (hint: remove one of the two files from the plugin directories)"
        )
    }

    @Test func aBareFileNameIsThePluginInTheCurrentDirectoryNotOneOnTheLibraryPath() async throws {
        // It used to be handed to dlopen as it was, which searched the library path, failed,
        // and cached that failure against the file for every later load.
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let plugin = try sandbox.add(ShellRunner.plugin("Counter"))
        let inspected = try await sandbox.run(["plugins", "inspect", "libCounterPlugin.so"], inSandbox: true)
        #expect(inspected.status == 0, "stderr: \(inspected.standardError)")
        #expect(inspected.standardOutput.contains("plugin counter 1.0.0"))
        try sandbox.write("app.yaml", "lasso: 1\nplugins:\n  - file: \(plugin)\nroot: { screen: counter.main }\n")
        let validated = try await sandbox.run(["validate", "app.yaml"], inSandbox: true)
        #expect(validated.status == 0, "stderr: \(validated.standardError)")
    }

    @Test(arguments: [["plugins", "list"], ["inspect", "config/demo.yaml"], ["--version"]])
    func outputThatCannotBeWrittenFailsTheCommand(arguments: [String]) async throws {
        guard ShellRunner.requireBuild() else { return }
        // A folder of one plugin: the build folder also holds fixtures whose scan waits out the
        // scan time-out (a registration that hangs at exit), which this test is not about.
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.plugin("Counter"))
        let run = try await ChildProcess.run(
            ShellRunner.buildDirectory.appendingPathComponent("lasso-shell"),
            arguments == ["plugins", "list"] ? arguments + [sandbox.path] : arguments,
            directory: ShellRunner.repositoryRoot, standardOutput: FileHandle(forWritingAtPath: "/dev/full"),
            timeout: Patience.seconds
        )
        let message = run.standardError
        #expect(run.status == 74, "stderr: \(message)")
        #expect(message.contains("lasso-shell: error: cannot write the output: No space left on device"))
    }

    @Test func listOfAMissingDirectoryFails() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let missing = sandbox.path + "/nowhere"
        expectRefusal(
            try await sandbox.run(["plugins", "list", missing]), file: missing, status: 10,
            saying: "no such plugin directory")
    }

    @Test func secondListUsesTheCacheAndAChangedPluginIsExaminedAgain() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let counter = try sandbox.add(ShellRunner.plugin("Counter"))
        let crasher = try sandbox.add(ShellRunner.fixture("CrashingRegistration"))
        let first = try await sandbox.run(["plugins", "list", "--verbose", sandbox.path])
        #expect(first.standardError.contains("note: scanned \(counter)"))
        #expect(first.standardError.contains("note: scanned \(crasher)"))
        #expect(FileManager.default.fileExists(atPath: sandbox.cache))

        let second = try await sandbox.run(["plugins", "list", "--verbose", sandbox.path])
        #expect(!second.standardError.contains("note: scanned"), "stderr: \(second.standardError)")
        #expect(second.standardError.contains("note: cached \(counter)"))
        #expect(second.standardError.contains("note: cached \(crasher)"))
        #expect(second.standardOutput == first.standardOutput)

        // Touched: re-examined. Changed content: re-examined.
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: counter)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: crasher))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([0]))
        try handle.close()
        let third = try await sandbox.run(["plugins", "list", "--verbose", sandbox.path])
        #expect(third.standardError.contains("note: scanned \(counter)"))
        #expect(third.standardError.contains("note: scanned \(crasher)"))
        #expect(third.standardOutput == first.standardOutput)
    }

    @Test func inspectUsesTheCacheToo() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let counter = try sandbox.add(ShellRunner.plugin("Counter"))
        #expect(
            try await sandbox.run(["plugins", "inspect", "--verbose", counter]).standardError.contains(
                "note: scanned \(counter)"))
        let again = try await sandbox.run(["plugins", "inspect", "--verbose", counter])
        #expect(again.status == 0)
        #expect(again.standardError.contains("note: cached \(counter)"))
        #expect(again.standardOutput.contains("plugin counter 1.0.0"))
    }

    @Test func corruptOrUnwritableCacheIsOnlyAWarning() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let counter = try sandbox.add(ShellRunner.plugin("Counter"))
        try FileManager.default.createDirectory(
            atPath: (sandbox.cache as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("{ corrupt".utf8).write(to: URL(fileURLWithPath: sandbox.cache))
        let corrupt = try await sandbox.run(["plugins", "list", sandbox.path])
        #expect(corrupt.status == 0)
        #expect(corrupt.standardError.contains("warning: ignoring the plugin scan cache \(sandbox.cache)"))
        #expect(line(corrupt.standardOutput, "libCounterPlugin.so")?.hasSuffix(": ok") == true)

        let unwritable = try await ShellRunner.run(
            ["plugins", "inspect", counter], environment: ["LASSO_PLUGIN_CACHE": counter + "/cache.json"])
        #expect(unwritable.status == 0)
        #expect(unwritable.standardError.contains("warning: cannot write the plugin scan cache"))
        #expect(unwritable.standardOutput.contains("plugin counter 1.0.0"))
    }

    @Test func inspectJSONDescribesEveryModule() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let plugin = ShellRunner.plugin("Counter")
        let result = try await sandbox.run(["plugins", "inspect", "--json", plugin])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let reports = try JSONDecoder().decode([PluginScanReport].self, from: Data(result.standardOutput.utf8))
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.path == plugin)
        #expect(report.identity?.name == "counter")
        #expect(report.identity?.version == "1.0.0")
        #expect(report.identity?.abiMajor == PluginABI.major)
        #expect(report.error == nil)
        #expect(
            report.modules == [
                ModuleSummary(
                    name: "counter.main", kind: "screen", typeName: "CounterFeature.CounterScreenModule",
                    requiredContext: "any", outputs: ["didReachLimit"],
                    parameterNames: ["count", "keptAs", "limit", "title"]
                )
            ])
    }

    @Test func verifyOfAGoodPluginExitsZero() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let plugin = ShellRunner.plugin("Counter")
        let result = try await sandbox.run(["plugins", "verify", "--verbose", plugin])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput == "\(plugin): ok: counter 1.0.0, 1 module (counter.main)\n")
        #expect(result.standardError.contains("note: scanned \(plugin)"))
        // verify always examines afresh.
        #expect(
            try await sandbox.run(["plugins", "verify", "--verbose", plugin]).standardError.contains(
                "note: scanned \(plugin)"))
    }

    @Test func scanChildPrintsJSONLinesAndIsHidden() async throws {
        guard ShellRunner.requireBuild() else { return }
        let plugin = ShellRunner.plugin("Counter")
        let result = try await ShellRunner.run(["plugins", "__scan", plugin])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let messages = try result.standardOutput.split(separator: "\n").map {
            try JSONDecoder().decode(PluginScanChild.Message.self, from: Data($0.utf8))
        }
        #expect(messages.map(\.stage) == ["described", "finished"])
        #expect(messages.last?.report.modules.map(\.name) == ["counter.main"])
        let help = try await ShellRunner.run(["plugins", "--help"])
        #expect(!help.standardOutput.contains("__scan"))
    }

    @Test func pluginsHelpDocumentsEveryExitStatus() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["plugins", "--help"])
        #expect(result.status == 0)
        for kind in PluginLoadError.Kind.allCases {
            #expect(result.standardOutput.contains("\(kind.exitStatus)  \(kind.rawValue): "), "missing \(kind)")
        }
        for command in ["list", "inspect", "verify"] {
            #expect(result.standardOutput.contains(command))
        }
    }
}
