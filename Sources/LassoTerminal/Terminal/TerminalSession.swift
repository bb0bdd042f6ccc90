import Dispatch
import Lasso

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The interactive shell: runs a window in the real terminal until the user quits.
///
/// It puts the terminal in raw mode on the alternate screen with the cursor hidden, bracketed
/// paste and mouse reporting on (unless ``TerminalScreen/reportsMouse`` is off), and restores
/// all of it when the session ends — by Ctrl-C, one of the ending signals (SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT: `endingSignals`), end of input, or (through ``TerminalRestorer``) a crash or `exit()`.
///
/// Frames are drawn on demand: every change to what the app's window shows reaches the window
/// (`Widget.setNeedsDisplay()`), whose handler schedules one frame on the main actor; key
/// presses schedule one too. Nothing runs on a timer except while an activity indicator
/// animates. Input is read on a background queue and each read is handed to the main actor;
/// actions dispatched from other threads reach the stores on the main actor and are drawn
/// without waiting for a key press. SIGWINCH resizes and redraws everything.
@MainActor
public final class TerminalSession {
    /// Why a session ended.
    public enum Exit: Sendable, Equatable {
        /// The user pressed Ctrl-C.
        case quit
        /// The process received this signal (one of `endingSignals`).
        case signal(Int32)
        /// Standard input was closed.
        case inputClosed

        /// The conventional exit status: 0 for quit and closed input, 128 + signal otherwise.
        public var exitStatus: Int32 {
            switch self {
            case .quit, .inputClosed: 0
            case .signal(let number): 128 + number
            }
        }
    }

    /// The driver applying keys and drawing frames.
    public let app: TerminalApp
    /// The screen frames are written to.
    public let screen: TerminalScreen
    /// Whether the terminal reports the mouse while the session runs (on by default; set it
    /// before ``run()``).
    public var reportsMouse: Bool {
        get { screen.reportsMouse }
        set {
            screen.reportsMouse = newValue
            app.reportsMouse = newValue
        }
    }
    /// Where warnings are logged while the session runs (``WarningLog/path`` by default).
    public var warningLogPath = WarningLog.path

    private let inputFileDescriptor: Int32
    private let outputFileDescriptor: Int32
    private var decoder = KeyDecoder()
    private var continuation: CheckedContinuation<Exit, Never>?
    private var sources: [any DispatchSourceProtocol] = []
    /// Opens when the input's read source is cancelled for good (its cancel handler ran).
    private let inputUnwatched = CancellationLatch()
    /// Whether the input descriptor is no longer watched: true once ``run()`` has returned.
    var isInputUnwatched: Bool { inputUnwatched.isOpen }
    private var signalWatch: SignalWatch?
    private var previousDisplayHandler: (@MainActor () -> Void)?
    private var isRunning = false
    private var isFrameScheduled = false
    private var isAnimationTickScheduled = false
    /// Whether the animation timer is armed (it only is while an activity indicator animates).
    var isAnimationTimerArmed: Bool { isAnimationTickScheduled }
    private var escapeGeneration = 0
    /// The terminal's modes before the session, put back while it is suspended.
    private var originalModes: termios?
    private static var isSessionActive = false

    /// The signals that end a session gracefully (the terminal restored before anything else
    /// is written: SIGQUIT no longer leaves a garbled screen behind a backtrace).
    private static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The signals the session handles: the ending ones, SIGWINCH, and SIGTSTP (suspend).
    private static let forwardedSignals: [Int32] = endingSignals + [SIGWINCH, SIGTSTP]

    /// Creates a session showing `window` on the terminal at the given descriptors.
    public init(window: Window, inputFileDescriptor: Int32 = 0, outputFileDescriptor: Int32 = 1) {
        self.inputFileDescriptor = inputFileDescriptor
        self.outputFileDescriptor = outputFileDescriptor
        app = TerminalApp(window: window, size: TerminalSize.current(fileDescriptor: outputFileDescriptor) ?? .standard)
        screen = TerminalScreen(output: FileDescriptorOutput(fileDescriptor: outputFileDescriptor))
    }

    /// Runs `window` in the terminal from the main thread, which it keeps serving (main-actor
    /// work, dispatched actions) until the session ends. For synchronous command lines.
    /// `prepare` sees the driver before the first frame (to add commands, say).
    /// With `reportsMouse` false, the terminal does not report the mouse (`run --no-mouse`).
    public static func runBlocking(
        window: Window, reportsMouse: Bool = true, prepare: @MainActor (TerminalApp) -> Void = { _ in }
    ) throws(TerminalError) -> Exit {
        let session = TerminalSession(window: window)
        session.reportsMouse = reportsMouse
        prepare(session.app)
        let outcome = MainLoop.run { () async -> Result<Exit, TerminalError> in
            do throws(TerminalError) {
                return .success(try await session.run())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    /// Runs the session until the user quits, a signal ends it, or input closes. When it returns,
    /// the terminal is restored and its descriptors are no longer watched: the caller may close
    /// them.
    public func run() async throws(TerminalError) -> Exit {
        guard isatty(inputFileDescriptor) == 1, isatty(outputFileDescriptor) == 1 else { throw .notATerminal }
        guard !Self.isSessionActive else { throw .alreadyRunning }
        let original = try RawMode.enable(fileDescriptor: inputFileDescriptor)
        originalModes = original
        Self.isSessionActive = true
        TerminalRestorer.arm(
            inputFileDescriptor: inputFileDescriptor, outputFileDescriptor: outputFileDescriptor, original: original)
        isRunning = true
        screen.enter()
        app.size = TerminalSize.current(fileDescriptor: outputFileDescriptor) ?? app.size
        previousDisplayHandler = app.window.onNeedsDisplay
        app.window.onNeedsDisplay = { [weak self] in self?.setNeedsFrame() }
        // Standard error is the screen now: warnings go to the status line and the log file.
        let previousDiagnostics = LassoDiagnostics.handler
        LassoDiagnostics.handler = { [weak self] report in self?.show(warning: report.message) }
        defer { LassoDiagnostics.handler = previousDiagnostics }
        startSources()
        drawFrame()

        let exit = await withCheckedContinuation { self.continuation = $0 }

        isRunning = false
        for source in sources { source.cancel() }
        sources.removeAll()
        // Returns only once libdispatch no longer watches the input, so the caller may close
        // its descriptor (CancellationLatch says why it matters).
        await inputUnwatched.wait()
        signalWatch?.cancel()
        signalWatch = nil
        app.window.onNeedsDisplay = previousDisplayHandler
        screen.leave()
        RawMode.restore(fileDescriptor: inputFileDescriptor, original: original)
        TerminalRestorer.disarm()
        Self.isSessionActive = false
        return exit
    }

    /// Ends the session with `exit` (once).
    public func finish(_ exit: Exit) {
        guard let continuation else { return }
        self.continuation = nil
        continuation.resume(returning: exit)
    }

    // MARK: - Sources

    private func startSources() {
        let reader = DispatchSource.makeReadSource(
            fileDescriptor: inputFileDescriptor,
            queue: DispatchQueue(label: "lasso.terminal.input")
        )
        reader.setEventHandler(
            handler: Self.inputHandler(fileDescriptor: inputFileDescriptor, source: reader, session: self))
        reader.setCancelHandler(handler: Self.openingWhenCancelled(inputUnwatched))
        reader.resume()
        sources.append(reader)

        signalWatch = SignalWatch.start(Self.forwardedSignals) { [weak self] number in self?.received(signal: number) }
    }

    private func received(signal number: Int32) {
        if number == SIGWINCH {
            terminalDidResize()
        } else if number == SIGTSTP {
            suspend()
        } else {
            finish(.signal(number))
        }
    }

    /// Suspends the app as full-screen terminal apps do on Ctrl-Z: the terminal is restored
    /// (cooked mode, main screen, cursor, no mouse reporting), the process stops; when the shell
    /// continues it (`fg`), raw mode, the alternate screen and mouse reporting come back and
    /// everything is drawn again.
    func suspend() {
        guard isRunning, let originalModes else { return }
        screen.leave()
        RawMode.restore(fileDescriptor: inputFileDescriptor, original: originalModes)
        // Stop for real: SIGTSTP with its default action, which this session otherwise handles.
        var defaultAction = sigaction()
        defaultAction.__sigaction_handler.sa_handler = SIG_DFL
        var handled = sigaction()
        sigaction(SIGTSTP, &defaultAction, &handled)
        raise(SIGTSTP)
        // Continued.
        sigaction(SIGTSTP, &handled, nil)
        _ = try? RawMode.enable(fileDescriptor: inputFileDescriptor)
        screen.enter()
        terminalDidResize()
    }

    /// A cancel handler that opens `latch`; made outside the main actor, as it runs on the input
    /// queue.
    private nonisolated static func openingWhenCancelled(_ latch: CancellationLatch) -> @Sendable () -> Void {
        { latch.open() }
    }

    // MARK: - Input

    /// The read source's handler, which runs on the input queue: it reads what is there and
    /// hands it to the main actor (an empty read means end of input). Made outside the main
    /// actor so that the closure is not isolated to it.
    private nonisolated static func inputHandler(
        fileDescriptor: Int32,
        source: any DispatchSourceRead,
        session: TerminalSession
    ) -> @Sendable () -> Void {
        nonisolated(unsafe) let source = source
        return { [weak session] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(fileDescriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { return }
            let bytes = count > 0 ? Array(buffer[0..<count]) : []
            if count <= 0 { source.cancel() }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    if bytes.isEmpty {
                        session?.finish(.inputClosed)
                    } else {
                        session?.receive(bytes)
                    }
                }
            }
        }
    }

    /// Decodes `bytes` and applies the keys, then schedules the Esc timeout if one is pending.
    func receive(_ bytes: [UInt8]) {
        guard isRunning else { return }
        escapeGeneration += 1
        apply(decoder.feed(bytes))
        guard let timeout = decoder.pendingTimeout else { return }
        let generation = escapeGeneration
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(timeout.nanoseconds))) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.isRunning, self.escapeGeneration == generation else { return }
                self.apply(self.decoder.resolvePending())
            }
        }
    }

    private func apply(_ events: [InputEvent]) {
        for event in events {
            switch app.handle(event) {
            case .quit:
                finish(.quit)
                return
            case .suspend:
                suspend()
            case .redraw:
                screen.invalidate()
            case .handled, .ignored:
                break
            }
        }
        if !events.isEmpty { setNeedsFrame() }
    }

    private func terminalDidResize() {
        guard isRunning else { return }
        if let size = TerminalSize.current(fileDescriptor: outputFileDescriptor) { app.size = size }
        screen.invalidate()
        setNeedsFrame()
    }

    /// Shows `warning` in the status line and appends it to the ``WarningLog``.
    private func show(warning: String) {
        let message = ProgramMessage.warning(warning)
        let logged = WarningLog.append(message, to: warningLogPath)
        app.status = StatusMessage(
            message.description + (logged ? " (logged in \(warningLogPath))" : ""), isError: true)
    }

    // MARK: - Frames

    /// Schedules one frame on the main actor, unless one is already scheduled.
    public func setNeedsFrame() {
        guard isRunning, !isFrameScheduled else { return }
        isFrameScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.drawFrame() }
        }
    }

    private func drawFrame() {
        isFrameScheduled = false
        guard isRunning else { return }
        let frame = app.render()
        screen.present(frame.grid)
        if frame.isAnimating { scheduleAnimationTick() }
    }

    private func scheduleAnimationTick() {
        guard !isAnimationTickScheduled else { return }
        isAnimationTickScheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(Spinner.interval.nanoseconds))) {
            [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isAnimationTickScheduled = false
                // The animation may have stopped since the tick was scheduled.
                guard self.app.lastFrame?.isAnimating == true else { return }
                self.app.animationStep += 1
                self.setNeedsFrame()
            }
        }
    }
}

extension Duration {
    /// The duration in whole nanoseconds (saturating).
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? .max : product + attoseconds / 1_000_000_000
    }
}
