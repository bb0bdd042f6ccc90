#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Installs `handler` for `signal` with `flags` and an empty mask; returns the action it
/// replaced, or `nil` when `sigaction` refused.
package func installSignalHandler(_ signal: Int32, flags: Int32, handler: @convention(c) (Int32) -> Void) -> sigaction?
{
    installAction(for: signal, flags: flags) { action in
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sa_handler.sa_handler = handler
        #endif
    }
}

/// Installs `handler` for `signal` as ``installSignalHandler(_:flags:handler:)`` does, with
/// `SA_SIGINFO`: the handler learns who sent the signal.
package func installSignalHandler(
    _ signal: Int32, flags: Int32,
    informedHandler handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
) -> sigaction? {
    installAction(for: signal, flags: flags | Int32(SA_SIGINFO)) { action in
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handler
        #else
            action.__sa_handler.sa_sigaction = handler
        #endif
    }
}

/// Installs the action `setHandler` gives a handler, with `flags` and an empty mask; returns
/// the action it replaced, or `nil` when `sigaction` refused.
private func installAction(for signal: Int32, flags: Int32, setHandler: (inout sigaction) -> Void) -> sigaction? {
    var action = sigaction()
    setHandler(&action)
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    var previous = sigaction()
    return sigaction(signal, &action, &previous) == 0 ? previous : nil
}
