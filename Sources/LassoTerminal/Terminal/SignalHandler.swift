#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Installs `handler` for `signal` with `flags` and an empty mask; returns the action it
/// replaced, or `nil` when `sigaction` refused.
package func installSignalHandler(_ signal: Int32, flags: Int32, handler: @convention(c) (Int32) -> Void) -> sigaction?
{
    var action = sigaction()
    #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
    #else
        action.__sa_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    var previous = sigaction()
    return sigaction(signal, &action, &previous) == 0 ? previous : nil
}
