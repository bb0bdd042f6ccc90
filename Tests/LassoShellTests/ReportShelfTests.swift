import Foundation
import LassoTerminal
import Testing

@testable import LassoShell

/// What the report key (`RunKeys.report`) shows: the status line whole, and the last report.
@MainActor
@Suite("The report key")
struct ReportShelfTests {
    @Test func aStatusLineTooLongForTheTerminalIsShownWholeWhenThereIsNoReport() {
        let long = "Refused counter 2.0.0: " + String(repeating: "its state changed type ", count: 12)
        let shown = ReportShelf.whole(status: StatusMessage(long, isError: true), report: nil)
        #expect(shown.title == "The status line")
        #expect(shown.text == long)
    }

    @Test func theReportComesUnderTheStatusLineWithItsTitle() {
        let shown = ReportShelf.whole(
            status: StatusMessage("Build of CounterPlugin failed"),
            report: ("Build of CounterPlugin failed: 2 errors", "a.swift:1:1: error: x\n\na.swift:2:1: error: y"))
        #expect(shown.title == "Build of CounterPlugin failed: 2 errors")
        #expect(shown.text == "Build of CounterPlugin failed\n\na.swift:1:1: error: x\n\na.swift:2:1: error: y")
    }

    @Test func withNothingToShowItSaysSo() {
        #expect(ReportShelf.whole(status: nil, report: nil).title == "Nothing to report")
        #expect(ReportShelf.whole(status: nil, report: ("A fault", "the report")) == ("A fault", "the report"))
    }
}

/// The report key through the real shell: a status line the terminal cuts is read whole.
@Suite("The report key, end to end")
struct ReportKeyEndToEndTests {
    @Test func aStatusLineCutAtTheTerminalsWidthIsReadWholeWithTheReportKey() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try DemoAppTests.isolatedEnvironment()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-report-key-\(UUID().uuidString)-a-folder-with-a-long-name")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("steps.script")
        // At 60 columns the status line ends long before the file's name.
        try """
        press ctrl-s
        expect Saved the session to
        expect no demo.session
        press ctrl-g
        expect The status line
        expect demo.session
        press escape
        expect no The status line
        """.write(to: script, atomically: true, encoding: .utf8)
        let run = try await ShellRunner.run(
            [
                "run", DemoAppTests.demo, "--script", script.path, "--size", "60x16", "--save-session",
                folder.appendingPathComponent("demo.session").path,
            ], environment: environment)
        #expect(run.status == 0, "stdout: \(run.standardOutput)\nstderr: \(run.standardError)")
    }
}
