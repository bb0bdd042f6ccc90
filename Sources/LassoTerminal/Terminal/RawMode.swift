#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Switching a terminal to raw mode through termios, and back.
///
/// Raw mode: no echo, no line buffering, no signals from Ctrl-C / Ctrl-Z (they arrive as bytes
/// and the app decides), no CR→LF translation of input, no flow control, 8-bit input; reads
/// return as soon as one byte is there. Output processing is left on, so that a stray newline
/// printed by other code still returns to the first column.
enum RawMode {
    /// Puts the terminal on `fileDescriptor` in raw mode and returns its previous settings.
    static func enable(fileDescriptor: Int32) throws(TerminalError) -> termios {
        var original = termios()
        guard tcgetattr(fileDescriptor, &original) == 0 else { throw .rawModeFailed(errno: errno) }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        guard tcsetattr(fileDescriptor, TCSAFLUSH, &raw) == 0 else { throw .rawModeFailed(errno: errno) }
        return original
    }

    /// Gives the terminal on `fileDescriptor` its `original` settings back.
    static func restore(fileDescriptor: Int32, original: termios) {
        var settings = original
        _ = tcsetattr(fileDescriptor, TCSAFLUSH, &settings)
    }
}
