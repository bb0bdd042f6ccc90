import Foundation
import Testing

@testable import LassoShell

#if canImport(Glibc)
    import Glibc
#endif

/// The pieces of `run`'s supervisor that need no process: its messages, its restart budget, and
/// what a fault says.
@Suite("Supervisor")
struct SupervisorTests {
    @Test func everyMessageReadsBackAsWrittenWhateverItsTextHolds() {
        let input = InputInHand(
            input: "Enter", control: "the button “A\tB\nC”", screen: "faulty.main", plugin: "faulty")
        for message in [
            SupervisorMessage.ready, .listening(port: 8080), .input(input), .idle, .beat, .patience(seconds: 10), .quit,
        ] {
            let line = message.line
            #expect(line.hasSuffix("\n") && line.dropLast().allSatisfy { $0 != "\n" })
            #expect(SupervisorMessage(line: line.dropLast()) == message)
        }
        #expect(input.control == "the button “A B C”")
        #expect(SupervisorMessage(line: "from a later version") == nil)
        #expect(SupervisorMessage.isInput(SupervisorMessage.input(input).line.dropLast()))
        for other in ["idle", "inputs\tx", "ready", "beat"] { #expect(!SupervisorMessage.isInput(other[...])) }
        for port in ["0", "65536", "eighty", ""] { #expect(SupervisorMessage(line: "listening\t\(port)"[...]) == nil) }
    }

    @Test func aServedFaultsReportSaysTheServerCameBackOnItsPort() {
        var fault = AppFault(
            cause: .signal(SIGILL),
            input: InputInHand(input: "click", control: "the button “Trap”", screen: "faulty.main", plugin: "faulty"),
            errorOutput: "", backtracePath: nil, time: Date())
        #expect(fault.report.contains("Recovered: every screen as it was before that input"))
        fault.served = true
        #expect(fault.report.contains("Recovered: the server was started again on the same port"))
        #expect(
            fault.summary
                == "The plugin faulty failed on click on the button “Trap” in faulty.main: a Swift runtime trap (SIGILL)"
        )
    }

    @Test func linesSplitAcrossReadsAreTakenWholeAndInOrder() {
        var buffer = LineBuffer()
        var lines: [[Substring]] = []
        for piece in ["rea", "dy\nbe", "at\nidle\nqu", "it\n"] { lines.append(buffer.append(Data(piece.utf8))) }
        #expect(lines == [[], ["ready"], ["beat", "idle"], ["quit"]])
    }

    @Test func theBudgetAllowsThreeFaultsAMinuteAndForgetsOlderOnes() {
        var budget = RestartBudget()
        let start = Date(timeIntervalSince1970: 1_000)
        let allowed = (0..<4).map { budget.allowsRestart(after: start.addingTimeInterval(Double($0))) }
        #expect(allowed == [true, true, true, false])

        #expect(budget.recentFaults == 4)
        #expect(RestartBudget.standing(recentFaults: 2, of: .run) == "2nd fault within 60 s; at the 4th the app stops")
        #expect(
            RestartBudget.standing(recentFaults: 1, of: .serve) == "1st fault within 60 s; at the 4th the server stops")

        // One every 25 s: never more than three within a minute.
        var spread = RestartBudget()
        let spreadAllowed = (0..<10).map { spread.allowsRestart(after: start.addingTimeInterval(Double($0) * 25)) }
        #expect(spreadAllowed.allSatisfy { $0 })
    }

    @Test func aFaultNamesThePluginTheInputAndHowAndItsReportHoldsWhatTheProcessWrote() throws {
        let backtrace = FileManager.default.temporaryDirectory.appendingPathComponent("crash-\(UUID()).log")
        try "*** Program crashed: Illegal instruction ***\nThread 0 crashed:".write(
            to: backtrace, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: backtrace) }
        let fault = AppFault(
            cause: .signal(SIGILL),
            input: InputInHand(input: "Enter", control: "the button “Trap”", screen: "faulty.main", plugin: "faulty"),
            errorOutput: "Faulting.swift:37: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
            backtracePath: backtrace.path, time: Date())
        #expect(
            fault.summary
                == "The plugin faulty failed on Enter on the button “Trap” in faulty.main: a Swift runtime trap (SIGILL)"
        )
        #expect(fault.report.contains("Plugin: faulty"))
        #expect(fault.report.contains("Unexpectedly found nil"))
        #expect(fault.report.contains("Thread 0 crashed:"))

        let idle = AppFault(cause: .hung(seconds: 5), input: nil, errorOutput: "", backtracePath: nil, time: Date())
        #expect(idle.summary == "The app stopped between inputs: no answer for 5 s")
        #expect(idle.report.contains("usually an action that never returns"))
        #expect(AppFault.Cause.exited(3).description == "an exit with status 3 while the app was running")
        #expect(AppFault.Cause.signal(SIGSEGV).description == "a memory fault (SIGSEGV)")
    }

    @Test func aFaultWrittenForTheRestartedAppReadsBackTheSame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faults-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fault = AppFault(
            cause: .exited(3), input: InputInHand(input: "click", control: "", screen: "", plugin: ""),
            errorOutput: "bye", backtracePath: nil, time: Date(timeIntervalSince1970: 1_700_000_000))
        let path = try fault.write(into: folder)
        #expect(try AppFault.read(from: path) == fault)
        var status = stat()
        #expect(stat(folder, &status) == 0 && status.st_mode & 0o777 == 0o700)
    }
}

extension SupervisorTests {
    @Test func theReportKeepsTheRuntimesMessageAndWhatFollowsItNotJustTheLastLines() {
        let stack = (0..<80).map { "\($0)   libLassoRuntime.so  0x0000 <unavailable>" }
        let written =
            (["warming up"] + ["Faulting.swift:37: Fatal error: Unexpectedly found nil"] + stack + ["*** done ***"])
            .joined(separator: "\n")
        let kept = AppSupervisor.lastLines(of: written)
        #expect(kept.hasPrefix("Faulting.swift:37: Fatal error: Unexpectedly found nil"))
        let fault = AppFault(cause: .signal(SIGILL), input: nil, errorOutput: kept, backtracePath: nil, time: Date())
        #expect(fault.runtimeMessage == "Faulting.swift:37: Fatal error: Unexpectedly found nil")

        let plain = (0..<100).map { "line \($0)" }.joined(separator: "\n")
        #expect(AppSupervisor.lastLines(of: plain).hasPrefix("line 60"))
    }

    @Test func theFaultsFolderKeepsTheNewestTwentyReports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("faults-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for second in 0..<25 {
            let fault = AppFault(
                cause: .exited(3), input: nil, errorOutput: "", backtracePath: nil,
                time: Date(timeIntervalSince1970: 1_700_000_000 + Double(second)))
            let path = try fault.write(into: folder)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000 + Double(second))], ofItemAtPath: path)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.count == AppFault.keptInFolder)
        #expect(names.contains { $0.contains("1700000024") })
        #expect(!names.contains { $0.contains("1700000000") })
    }
}

extension SupervisorTests {
    @MainActor
    @Test func variablesNotFromThisProcesssSupervisorLeaveItUnsupervised() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        // A supervisor that is not this process's parent (inherited from further up).
        #expect(
            SupervisorLink.connect(environment: [
                AppSupervisor.Variable.channel: "\(ends[1])", AppSupervisor.Variable.supervisor: "1",
            ]) == nil)
        // This process's parent, but a descriptor that is no pipe.
        let file = try #require(FileHandle(forWritingAtPath: "/dev/null"))
        #expect(
            SupervisorLink.connect(environment: [
                AppSupervisor.Variable.channel: "\(file.fileDescriptor)",
                AppSupervisor.Variable.supervisor: "\(getppid())",
            ]) == nil)
        #expect(SupervisorLink.connect(environment: [:]) == nil)
    }
}
