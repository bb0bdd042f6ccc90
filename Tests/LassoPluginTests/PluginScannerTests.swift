import Foundation
import LassoPlugin
import LassoPluginHost
import Testing

/// Turning the scanner child's exit and output into a verdict. The real child is `lasso-shell`
/// (end-to-end tests); here small shell scripts stand in for it.
@Suite("Plugin scanner")
struct PluginScannerTests {
    let path = "/plugins/libDemo.so"
    let identity = PluginIdentity(
        name: "demo", version: "1.2.3", summary: "Demo", abiMajor: 1, abiMinor: 0, runtimeStamp: "fp")

    func line(_ stage: String, _ report: PluginScanReport) throws -> String {
        String(decoding: try JSONEncoder().encode(PluginScanChild.Message(stage: stage, report: report)), as: UTF8.self)
    }

    @Test func exitZeroGivesTheChildsDescription() throws {
        let finished = PluginScanReport(
            path: path, identity: identity,
            modules: [
                ModuleSummary(
                    name: "demo.main", kind: "screen", typeName: "Demo.Main", requiredContext: "any", outputs: [],
                    parameterNames: [])
            ])
        let output =
            try line("described", PluginScanReport(path: path, identity: identity)) + "\n" + line("finished", finished)
            + "\n"
        let report = PluginScanOutcome.exited(0).report(path: path, output: Data(output.utf8))
        #expect(report == finished)
        #expect(report.verdict == .ok)
    }

    @Test func errorExitGivesTheErrorTheChildReported() throws {
        let error = PluginLoadError(
            .incompatibleRuntime, path: path, "incompatible plugin: built against Lasso runtime 0.9.0",
            hint: "rebuild the plugin")
        let output = try line("finished", PluginScanReport(failure: error, identity: identity))
        let report = PluginScanOutcome.exited(error.kind.exitStatus).report(
            path: path, output: Data(output.utf8))
        #expect(report.error == error)
        #expect(report.identity == identity)
        #expect(report.verdict == .refused)
    }

    @Test func errorExitWithoutJSONSaysHowTheChildEndedAndReadsNoErrorText() {
        // The child's standard error is for a person; what it reports is its JSON only.
        let report = PluginScanOutcome.exited(PluginLoadError.Kind.notLassoPlugin.exitStatus)
            .report(path: path, output: Data())
        #expect(report.error?.kind == .registrationCrashed)
        #expect(report.error?.message == "exited with status 12 while loading; the plugin was skipped")
    }

    @Test func signalIsACrashNamingTheFileAndTheSignal() throws {
        let output = try line("described", PluginScanReport(path: path, identity: identity))
        let report = PluginScanOutcome.signaled(SIGSEGV).report(
            path: path, output: Data(output.utf8))
        let error = try #require(report.error)
        #expect(error.kind == .registrationCrashed)
        #expect(
            error.description.hasPrefix(
                "\(path): error: crashed with SIGSEGV while registering; the plugin was skipped"))
        #expect(report.identity == identity)
        #expect(report.verdict == .crashed)
        let early = PluginScanOutcome.signaled(SIGBUS).report(path: path, output: Data())
        #expect(early.error?.message == "crashed with SIGBUS while loading; the plugin was skipped")
    }

    @Test func unexpectedExitAndTimeOutAreCrashes() {
        let exited = PluginScanOutcome.exited(3).report(path: path, output: Data())
        #expect(exited.error?.kind == .registrationCrashed)
        #expect(exited.error?.message.contains("exited with status 3") == true)
        let silent = PluginScanOutcome.exited(0).report(path: path, output: Data("garbage".utf8))
        #expect(silent.error?.kind == .registrationCrashed)
        let hung = PluginScanOutcome.timedOut(2).report(path: path, output: Data())
        #expect(hung.error?.message.contains("within 2 s and was killed") == true)
    }

    @Test func aChildThatRegisteredAndThenDidNotEndCleanlySaysSoNotThatRegistrationFailed() throws {
        let registered = try line("finished", PluginScanReport(path: path, identity: identity))
        func message(_ outcome: PluginScanOutcome) -> String? {
            outcome.report(path: path, output: Data(registered.utf8)).error?.message
        }
        let atExit = "at exit (in an atexit handler or a library destructor the plugin left behind)"
        #expect(
            message(.timedOut(3))
                == "registered, then its process did not end within 3 s and was killed: code that runs \(atExit) did not return; the plugin was skipped"
        )
        #expect(
            message(.signaled(SIGSEGV))
                == "registered, then its process crashed with SIGSEGV \(atExit); the plugin was skipped")
        #expect(
            message(.exited(3)) == "registered, then its process exited with status 3 \(atExit); the plugin was skipped"
        )
        #expect(message(.exited(0)) == nil)
        let hung = PluginScanOutcome.timedOut(3).report(path: path, output: Data(registered.utf8))
        #expect(hung.timedOutAfter == 3)
        #expect(hung.verdict == .crashed)
    }

    @Test func aTimeOutIsMarkedInTheReportWithTheTimeOutItRanOutOf() throws {
        let hung = PluginScanOutcome.timedOut(2).report(path: path, output: Data())
        #expect(hung.timedOutAfter == 2)
        #expect(hung.naming("/elsewhere/libDemo.so").timedOutAfter == 2)
        #expect(
            PluginScanOutcome.signaled(SIGSEGV).report(path: path, output: Data()).timedOutAfter
                == nil)
        #expect(
            PluginScanOutcome.exited(3).report(path: path, output: Data()).timedOutAfter == nil)
    }

    @Test func aChildCannotClaimATimeOutOnlyTheHostCanObserve() throws {
        // The time-out is what the host saw; nothing the child writes can mark one.
        var claimed = PluginScanReport(path: path, identity: identity)
        claimed.timedOutAfter = 1
        let report = PluginScanOutcome.exited(0).report(
            path: path, output: Data(try line("finished", claimed).utf8))
        #expect(report.verdict == .ok)
        #expect(report.timedOutAfter == nil)
    }

    // MARK: Spawning stand-ins for the child

    func script(_ body: String) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        let path = try folder.write("scanner.sh", Data("#!/bin/sh\n\(body)\n".utf8), mode: 0o755)
        return (folder, path)
    }

    @Test func childKilledBySignalIsReportedAsCrashed() throws {
        let (folder, executable) = try script("kill -SEGV $$")
        defer { withExtendedLifetime(folder) {} }
        let report = try PluginScanner(command: [executable, "examine"]).scan(path)
        #expect(report.error?.kind == .registrationCrashed)
        #expect(report.error?.message.contains("crashed with SIGSEGV") == true)
        // The hint reruns the scanner's own command, not a command line written in LassoPlugin.
        #expect(report.error?.hint == "fix the plugin or remove it; to debug: gdb --args \(executable) examine \(path)")
    }

    @Test func childThatHangsIsKilledAfterTheTimeout() throws {
        let (folder, executable) = try script("exec sleep 20")
        defer { withExtendedLifetime(folder) {} }
        let report = try PluginScanner(command: [executable, "plugins", "__scan"], timeout: 0.5).scan(path)
        #expect(report.error?.kind == .registrationCrashed)
        #expect(report.error?.message.contains("was killed") == true)
        #expect(report.timedOutAfter == 0.5)
    }

    @Test func childArgumentsAndOutputReachTheReport() throws {
        let finished = try line("finished", PluginScanReport(path: path, identity: identity))
        // The child gets the scanner's command, `PATH --sha256 DIGEST`, and its plugin chatter
        // goes elsewhere.
        let (folder, executable) = try script(
            """
            [ "$1 $2 $3 $4" = "examine \(path) --sha256 ab" ] || exit 9
            echo 'chatter' >&2
            cat <<'JSON'
            \(finished)
            JSON
            """)
        defer { withExtendedLifetime(folder) {} }
        let report = try PluginScanner(command: [executable, "examine"]).scan(
            path, options: PluginLoadOptions(expectedSHA256: "ab"))
        #expect(report.error == nil)
        #expect(report.identity == identity)
    }

    @Test func scannerThatCannotStartThrows() {
        #expect(throws: PluginScanner.Failure.self) {
            try PluginScanner(command: ["/no/such/lasso-shell"]).scan(path)
        }
    }
}
