/// A terminal screen frames are written to: the setup and restore sequences around a session,
/// and each frame as the difference from the previous one, in one write.
///
/// ```swift
/// let screen = TerminalScreen(output: FileDescriptorOutput())
/// screen.enter()
/// screen.present(app.render().grid)   // full redraw
/// screen.present(app.render().grid)   // only the changed cells
/// screen.leave()
/// ```
@MainActor
public final class TerminalScreen {
    /// Where bytes go.
    public let output: any TerminalOutput
    /// The statistics of the last frame presented.
    public private(set) var lastStats: FrameStats?
    /// How many frames were presented (including ones that wrote nothing).
    public private(set) var frameCount = 0
    /// Called after each frame with its statistics.
    public var onFrame: (@MainActor (FrameStats) -> Void)?

    private var encoder = FrameEncoder()
    private var previous: CellGrid?
    private var isEntered = false

    /// Creates a screen writing to `output`.
    public init(output: any TerminalOutput) {
        self.output = output
    }

    /// Whether ``enter()`` turns mouse reporting on (`run --no-mouse` turns it off). ``leave()``
    /// always turns it off.
    public var reportsMouse = true

    /// The bytes that prepare the terminal: alternate screen, cursor hidden, bracketed paste on,
    /// mouse reporting on (with `reportsMouse`), no auto-wrap, attributes reset, screen cleared.
    public static func setupSequence(reportsMouse: Bool) -> [UInt8] {
        Array(
            (ANSI.enterAlternateScreen + ANSI.hideCursor + ANSI.enableBracketedPaste
                + (reportsMouse ? ANSI.enableMouse : "")
                + ANSI.disableAutoWrap + ANSI.resetAttributes + ANSI.clearScreen).utf8
        )
    }

    /// The bytes that give the terminal back: attributes reset, mouse reporting off, bracketed
    /// paste off, auto-wrap on, cursor shown, main screen back. The crash handlers
    /// (``TerminalRestorer``) write the same bytes.
    public static let restoreSequence: [UInt8] = Array(ANSI.restore.utf8)

    /// Prepares the terminal (see ``setupSequence(reportsMouse:)``); the next frame is a full
    /// redraw.
    public func enter() {
        guard !isEntered else { return }
        isEntered = true
        output.write(Self.setupSequence(reportsMouse: reportsMouse))
        invalidate()
    }

    /// Restores the terminal (see ``restoreSequence``).
    public func leave() {
        guard isEntered else { return }
        isEntered = false
        output.write(Self.restoreSequence)
    }

    /// Makes the next frame a full redraw (after a resize, or when the screen was disturbed).
    public func invalidate() {
        previous = nil
        encoder.reset()
    }

    /// Writes what changed since the last frame, in one write; nothing when nothing changed.
    @discardableResult
    public func present(_ grid: CellGrid) -> FrameStats {
        let (bytes, stats) = encoder.encode(from: previous, to: grid)
        previous = grid
        if !bytes.isEmpty { output.write(bytes) }
        lastStats = stats
        frameCount += 1
        onFrame?(stats)
        return stats
    }
}
