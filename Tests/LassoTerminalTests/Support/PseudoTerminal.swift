import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal pair for driving the interactive session in-process: the session gets the
/// terminal side, the test writes keys to and reads frames from the controlling side, which a
/// background thread drains continuously so the session never blocks on a full buffer.
final class PseudoTerminal: Sendable {
    let controller: Int32
    let terminal: Int32
    private let received = Mutex<[UInt8]>([])
    private let isClosed = Atomic<Bool>(false)
    private let drainFinished = DispatchSemaphore(value: 0)

    private typealias OpenFunction = @convention(c) (Int32) -> Int32
    private typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    /// Opens a pair sized `width` × `height`; `nil` when the system has no pseudo-terminals.
    init?(width: Int, height: Int) {
        // posix_openpt and friends are not imported into Swift; look them up.
        let process = dlopen(nil, RTLD_NOW)
        guard let openSymbol = dlsym(process, "posix_openpt"), let grantSymbol = dlsym(process, "grantpt"),
            let unlockSymbol = dlsym(process, "unlockpt"), let nameSymbol = dlsym(process, "ptsname_r")
        else { return nil }
        let open = unsafeBitCast(openSymbol, to: OpenFunction.self)
        let grant = unsafeBitCast(grantSymbol, to: OpenFunction.self)
        let unlock = unsafeBitCast(unlockSymbol, to: OpenFunction.self)
        let name = unsafeBitCast(nameSymbol, to: NameFunction.self)
        let controller = open(O_RDWR | O_NOCTTY)
        guard controller >= 0, grant(controller) == 0, unlock(controller) == 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: 256)
        guard name(controller, &buffer, buffer.count) == 0 else { return nil }
        let path = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let terminal = Glibc.open(path, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { return nil }
        self.controller = controller
        self.terminal = terminal
        resize(width: width, height: height)
        startDraining()
    }

    /// Sets the window size the terminal side reports.
    func resize(width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
    }

    /// Drains the controlling side on a thread of its own: the session writes (and waits for
    /// its output to drain when it changes terminal modes) on the main thread, so the reader
    /// must never wait for a thread of the shared pool.
    private func startDraining() {
        let thread = Thread { [self] in
            drain()
            drainFinished.signal()
        }
        thread.name = "pseudo-terminal drain"
        thread.start()
    }

    /// Reads the controlling side until it is closed.
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !isClosed.load(ordering: .acquiring) {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 50)
            guard ready > 0 else { continue }
            let count = read(controller, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { return }
            received.withLock { $0.append(contentsOf: buffer[0..<count]) }
        }
    }

    /// Everything the session wrote so far.
    var output: String {
        received.withLock { String(decoding: $0, as: UTF8.self) }
    }

    /// Types `text` as the user would.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// The terminal side's local-mode flags (echo, canonical input, signals).
    var localModes: tcflag_t {
        var settings = termios()
        _ = tcgetattr(terminal, &settings)
        return settings.c_lflag
    }

    /// Stops the drain thread, then closes both sides (so it never reads a reused descriptor).
    func close() {
        isClosed.store(true, ordering: .releasing)
        _ = Glibc.close(terminal)
        drainFinished.wait()
        _ = Glibc.close(controller)
    }
}

/// Polls `condition` on the main actor, letting other work run, until it holds or `timeout`
/// passes.
@MainActor
func eventually(timeout: Duration = .seconds(60), _ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        guard clock.now < deadline else { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}
