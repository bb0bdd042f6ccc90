#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalSize {
    /// The size of the terminal on `fileDescriptor` (TIOCGWINSZ), or `nil` when it is not a
    /// terminal or reports no size.
    public static func current(fileDescriptor: Int32 = 1) -> TerminalSize? {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(width: Int(size.ws_col), height: Int(size.ws_row)).clampedToMaximum
    }
}
