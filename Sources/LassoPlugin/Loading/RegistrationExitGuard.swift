internal import Foundation
internal import Synchronization

#if canImport(Glibc)
    internal import Glibc
#endif

/// Turns a plugin calling `exit()` while it registers in the host's own process into a clear
/// failure, instead of the host quietly ending with whatever status the plugin chose (often 0,
/// which read as success).
///
/// The scanner examines a plugin in a child process first, where such an exit is reported as
/// "exited during registration" and the plugin refused; this guard covers the registration in
/// the host itself (a plugin that behaves differently there, or a host that does not scan).
///
/// It is a `on_exit` handler: it runs when the process exits, and only if a registration is in
/// progress does it write `lasso-shell: PATH: error: plugin 'NAME' exited during registration
/// with status N …` to standard error and end the process with the status of
/// ``PluginLoadError/Kind/registrationCrashed``. Exit handlers run in reverse order of
/// installation, so ``install()`` runs before anything else installs one (the shell calls it
/// first thing, after only its script guard, whose handler then runs after this one): the
/// terminal's restore handler has then already run when this one writes.
package enum RegistrationExitGuard {
    /// Installs the handler, once per process. Called by the shell at start-up, and by every
    /// registration (for hosts that do not call it).
    package static func install() {
        installation.withLock { isInstalled in
            guard !isInstalled else { return }
            isInstalled = true
            on_exit({ status, _ in RegistrationExitGuard.processIsExiting(status: status) }, nil)
        }
    }

    /// Runs `registration` of the plugin `name` from `path`, with an `exit()` inside it reported.
    static func during<Result>(plugin name: String, path: String, _ registration: () -> Result) -> Result {
        install()
        let message =
            "lasso-shell: \(path): error: plugin '\(name)' exited during registration with status %d; "
            + "the registration was not finished (hint: a plugin must not call exit(); fix the plugin or remove it)\n"
        current.withLock { $0.append(message) }
        defer { current.withLock { _ = $0.popLast() } }
        return registration()
    }

    private static let installation = Mutex(false)
    /// The message for each registration in progress (nested: a plugin loading another).
    private static let current = Mutex<[String]>([])

    private static func processIsExiting(status: Int32) {
        // Another thread may hold the lock while the process exits; never wait for it.
        guard let message = current.withLockIfAvailable({ $0.last }) ?? nil else { return }
        let text = message.replacingOccurrences(of: "%d", with: String(status))
        text.utf8CString.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count - 1) }
        _exit(PluginLoadError.Kind.registrationCrashed.exitStatus)
    }
}
