#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Gives a terminal back to the user from outside the process that ran a session on it: the
/// supervisor of `run`, after its app's process ended without restoring it (killed, or ended
/// before its own restore could run).
package enum TerminalHandBack {
    /// The terminal's settings now, to put back later; `nil` when `input` is not a terminal.
    package static func settings(of input: Int32) -> termios? {
        var settings = termios()
        return tcgetattr(input, &settings) == 0 ? settings : nil
    }

    /// Puts `settings` back on `input` and writes the sequence that ends everything a session
    /// turns on (the alternate screen, mouse reporting, a hidden cursor…) to `output`: the
    /// same restore a session's own end makes.
    package static func restore(input: Int32, output: Int32, settings: termios) {
        var settings = settings
        let bytes = Array(ANSI.restore.utf8)
        _ = bytes.withUnsafeBufferPointer { write(output, $0.baseAddress, $0.count) }
        // TCSANOW, not TCSAFLUSH: keys typed after the fault, not read yet, are for the app started next.
        _ = tcsetattr(input, TCSANOW, &settings)
    }
}
