import Foundation
import Lasso
import Testing

@testable import LassoTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The interactive session on a real (pseudo-)terminal: setup and restore sequences, raw mode,
/// keys, paste, resize, Ctrl-C and SIGTERM.
@MainActor
@Suite("Interactive session", .serialized)
struct TerminalSessionTests {
    @Test(
        "Draws on the alternate screen, takes keys and paste, redraws on resize, quits on Ctrl-C and restores the terminal"
    )
    func interactiveSession() async throws {
        let pty = try #require(PseudoTerminal(width: 80, height: 24))
        defer { pty.close() }
        let modesBefore = pty.localModes
        #expect(modesBefore & tcflag_t(ECHO | ICANON) != 0)

        let form = FormViewController()
        let window = makeWindow(NavigationController(rootViewController: form))
        let session = TerminalSession(
            window: window, inputFileDescriptor: pty.terminal, outputFileDescriptor: pty.terminal)
        let run = Task { @MainActor in try await session.run() }

        #expect(await eventually { pty.output.contains("sername___") })
        #expect(pty.localModes & tcflag_t(ECHO | ICANON | ISIG) == 0, "raw mode while running")
        let setup = pty.output
        #expect(setup.hasPrefix("\u{1B}[?1049h"), "alternate screen first")
        #expect(setup.contains("\u{1B}[?25l"), "cursor hidden")
        #expect(setup.contains("\u{1B}[?2004h"), "bracketed paste on")
        #expect(setup.contains("\u{1B}[?2026h"), "synchronized output")

        let recorder = FrameRecorder()
        session.screen.onFrame = { recorder.frames.append($0) }
        pty.type("bob")
        #expect(await eventually { form.username.text == "bob" })
        pty.type("\t\u{1B}[200~pass word\u{1B}[201~\u{1B}[12;3R")
        #expect(await eventually { form.password.text == "pass word" }, "paste, and the cursor report is swallowed")
        #expect(recorder.frames.contains { !$0.isFullRedraw && $0.cellsEmitted > 0 && $0.bytesWritten < 200 })
        #expect(!recorder.frames.contains { $0.isFullRedraw }, "typing never redraws everything")

        // A lone Esc resolves after the timeout; at the root of the stack it does nothing.
        pty.type("\u{1B}")
        try await Task.sleep(for: .milliseconds(120))
        #expect(window.topViewController === form)

        pty.resize(width: 100, height: 30)
        kill(getpid(), SIGWINCH)
        #expect(
            await eventually {
                session.app.size == TerminalSize(width: 100, height: 30) && recorder.frames.contains { $0.isFullRedraw }
            })

        pty.type("\u{3}")
        let exit = try await run.value
        #expect(exit == .quit)
        #expect(exit.exitStatus == 0)
        // So the pseudo-terminal may be closed: a descriptor closed while libdispatch still
        // watched it would leave a later source on the same number deaf.
        #expect(session.isInputUnwatched, "the input is no longer watched once the session has ended")
        #expect(pty.localModes == modesBefore, "terminal modes restored")
        #expect(await eventually { pty.output.hasSuffix(ANSI.restore) }, "screen, cursor, paste mode restored")
    }

    @Test(
        "Mouse reporting is turned on at the start, a real click through the terminal presses a button, and it is turned off at the end"
    )
    func mouseReportingOnAndOff() async throws {
        let pty = try #require(PseudoTerminal(width: 80, height: 24))
        defer { pty.close() }
        let form = FormViewController()
        let session = TerminalSession(
            window: makeWindow(form), inputFileDescriptor: pty.terminal, outputFileDescriptor: pty.terminal)
        let run = Task { @MainActor in try await session.run() }
        #expect(await eventually { pty.output.contains("[ Log in ]") })
        #expect(pty.output.contains(ANSI.enableMouse), "SGR mouse reporting on")
        #expect(!pty.output.contains(ANSI.disableMouse))

        let button = try #require(session.app.renderer.hitMap.regions.first { $0.label == "Log in" })
        let point = button.rect.clickPoint
        pty.type(MouseEvent(.left, .press, at: point).sgrReport + MouseEvent(.left, .release, at: point).sgrReport)
        #expect(await eventually { form.submissions == [":"] }, "the click pressed the button")
        #expect(session.app.focusedWidget === form.logIn)
        #expect(form.username.text.isEmpty, "no part of the report was typed")

        pty.type("\u{3}")
        _ = try await run.value
        #expect(await eventually { pty.output.hasSuffix(ANSI.restore) })
        #expect(ANSI.restore.contains(ANSI.disableMouse), "every restore turns the mouse off")
    }

    @Test("With mouse reporting off the terminal is never asked for the mouse")
    func noMouse() async throws {
        let pty = try #require(PseudoTerminal(width: 100, height: 50))
        defer { pty.close() }
        let form = FormViewController()
        let session = TerminalSession(
            window: makeWindow(form), inputFileDescriptor: pty.terminal, outputFileDescriptor: pty.terminal)
        session.reportsMouse = false
        let run = Task { @MainActor in try await session.run() }
        #expect(await eventually { pty.output.contains("[ Log in ]") })
        session.app.focus.focus(form.logIn)
        session.app.handle(.text("?"))
        session.setNeedsFrame()
        #expect(await eventually { pty.output.contains("Keys (any key or click closes)") })
        #expect(!pty.output.contains("Click, wheel"), "the help overlay does not offer the mouse")
        #expect(
            session.app.render().text.contains("Keys (any key or click closes)")
                && !session.app.render().text.contains("Click, wheel"))
        pty.type("\u{3}")
        _ = try await run.value
        #expect(!pty.output.contains(ANSI.enableMouse))
        #expect(await eventually { pty.output.hasSuffix(ANSI.restore) })
    }

    @Test("Warnings while the session runs go to the status line and the log file, not over the screen")
    func warningsGoToTheStatusLineAndTheLog() async throws {
        let pty = try #require(PseudoTerminal(width: 80, height: 24))
        defer { pty.close() }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-log-\(UUID().uuidString)/lasso-shell.log"
        ).path
        defer { try? FileManager.default.removeItem(atPath: (log as NSString).deletingLastPathComponent) }
        let session = TerminalSession(
            window: makeWindow(FormViewController()), inputFileDescriptor: pty.terminal,
            outputFileDescriptor: pty.terminal)
        session.warningLogPath = log
        let run = Task { @MainActor in try await session.run() }
        #expect(await eventually { pty.output.contains("sername___") })
        LassoDiagnostics.report("a route had nowhere to go")
        #expect(await eventually { pty.output.contains("warning: a route had nowhere to go (logged in") })
        #expect(!pty.output.contains(": warning: a route had nowhere to go"), "nothing written over the screen")
        #expect(try String(contentsOfFile: log, encoding: .utf8).contains("warning: a route had nowhere to go"))
        pty.type("\u{3}")
        _ = try await run.value
        #expect(LassoDiagnostics.handler == nil, "the handler is given back")
    }

    @Test("SIGTERM ends the session gracefully with status 143 and restores the terminal and the signal handlers")
    func terminateSignal() async throws {
        let pty = try #require(PseudoTerminal(width: 80, height: 24))
        defer { pty.close() }
        let modesBefore = pty.localModes
        let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP]
        let handlersBefore = handledSignals.map(signalHandlerAddress)
        let session = TerminalSession(
            window: makeWindow(MessageViewController(title: "Home", message: "Hi")),
            inputFileDescriptor: pty.terminal,
            outputFileDescriptor: pty.terminal
        )
        let run = Task { @MainActor in try await session.run() }
        #expect(await eventually { pty.output.contains("Home") })
        kill(getpid(), SIGTERM)
        let exit = try await run.value
        #expect(exit == .signal(SIGTERM))
        #expect(exit.exitStatus == 143)
        #expect(pty.localModes == modesBefore)
        // A later SIGTERM acts as before the session (a dispatch signal source would keep
        // libdispatch's handler installed and swallow it: SignalForwarder).
        #expect(handledSignals.map(signalHandlerAddress) == handlersBefore, "the previous signal handlers are back")
    }

    @Test("Actions from other threads are drawn without a key press; nothing is drawn while idle")
    func drawsOnDemand() async throws {
        let pty = try #require(PseudoTerminal(width: 80, height: 24))
        defer { pty.close() }
        let screen = LoaderModule.createScreen()
        let session = TerminalSession(
            window: makeWindow(screen.controller), inputFileDescriptor: pty.terminal, outputFileDescriptor: pty.terminal
        )
        let run = Task { @MainActor in try await session.run() }
        #expect(await eventually { pty.output.contains("Load in background") })

        // Other suites may signal Display changes meanwhile; they redraw nothing here.
        let idleOutput = pty.output
        try await Task.sleep(for: .milliseconds(200))
        #expect(pty.output == idleOutput, "nothing written while nothing changes")
        #expect(!session.isAnimationTimerArmed, "no timer while idle")

        let recorder = FrameRecorder()
        session.screen.onFrame = { recorder.frames.append($0) }
        screen.concreteStore.dispatchAction(.loadOnBackgroundThread)
        #expect(await eventually { session.isAnimationTimerArmed }, "the spinner animates")
        // Only the cells that changed are written ("Load" stays from "Loading…").
        #expect(await eventually { pty.output.contains("ed from background") })
        #expect(session.app.lastFrame?.text.contains("Loaded from background") == true)
        #expect(recorder.frames.filter { $0.bytesWritten > 0 }.count >= 2, "drawn without a key press")
        #expect(!recorder.frames.contains { $0.isFullRedraw })
        #expect(await eventually { !session.isAnimationTimerArmed }, "the animation timer stopped")
        let settledOutput = pty.output
        try await Task.sleep(for: .milliseconds(200))
        #expect(pty.output == settledOutput)

        pty.type("\u{3}")
        #expect(try await run.value == .quit)
    }

    @Test("Without a terminal the session refuses to start")
    func notATerminal() async {
        var pipeEnds: [Int32] = [0, 0]
        _ = pipe(&pipeEnds)
        defer {
            close(pipeEnds[0])
            close(pipeEnds[1])
        }
        let session = TerminalSession(
            window: Window(), inputFileDescriptor: pipeEnds[0], outputFileDescriptor: pipeEnds[1])
        await #expect(throws: TerminalError.notATerminal) { try await session.run() }
    }
}

/// The address of the handler `signal` has now (0 for the default action).
private func signalHandlerAddress(_ signal: Int32) -> Int {
    var action = sigaction()
    _ = sigaction(signal, nil, &action)
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
}

/// Collects the statistics of the frames a session writes.
@MainActor
final class FrameRecorder {
    var frames: [FrameStats] = []
}
