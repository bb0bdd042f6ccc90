#if canImport(Glibc)
    internal import Glibc
#endif

/// The conventional name of a signal number (`SIGSEGV`), or `signal N` for others.
package func signalName(_ number: Int32) -> String {
    switch number {
    case SIGSEGV: "SIGSEGV"
    case SIGBUS: "SIGBUS"
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGFPE: "SIGFPE"
    case SIGKILL: "SIGKILL"
    case SIGTERM: "SIGTERM"
    case SIGINT: "SIGINT"
    case SIGPIPE: "SIGPIPE"
    case SIGSYS: "SIGSYS"
    default: "signal \(number)"
    }
}
