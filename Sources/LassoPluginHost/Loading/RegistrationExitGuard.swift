internal import Foundation
import Lasso
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
/// progress does it report ``PluginLoadError/Kind/registrationCrashed`` — `plugin 'NAME' exited
/// during registration with status N …`, written to standard error as every error is
/// (``ProgramMessage``) and handed to ``reportFailures(to:)``'s receiver (the scanner's child
/// sends it to its parent as data) — and end the process with that kind's status. Exit handlers
/// run in reverse order of installation, so ``install()`` runs before anything else installs one
/// (the shell calls it first thing, after only its script guard, whose handler then runs after
/// this one): the terminal's restore handler has then already run when this one writes.
///
/// A registration given a time limit (the scan time-out, for a plugin its examination found fine)
/// that has not returned by then, hung in the host where it did not hang in the child, cannot be
/// stopped: the main thread runs it. Instead of leaving the app frozen for good, the guard then
/// ends the process through `exit()` (the terminal is restored by its handler) with the same
/// status, saying `… did not finish registering within N s in this process …`. A `--watch` run
/// saved its session before running a new version's registration, so the next run offers it back.
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

    /// Hands the failure the guard reports as the process ends to `receiver` too (before it is
    /// written to standard error), on the exiting thread.
    package static func reportFailures(to receiver: @escaping @Sendable (PluginLoadError) -> Void) {
        state.withLock { $0.receiver = receiver }
    }

    /// Runs `registration` of the plugin `name` from `path`, with an `exit()` inside it reported,
    /// and, with a `timeLimit` in seconds, the process ended when it has not returned by then.
    static func during<Result>(
        plugin name: String, path: String, timeLimit: Double? = nil, _ registration: () -> Result
    ) -> Result {
        install()
        let exited: @Sendable (Int32) -> PluginLoadError = { status in
            PluginLoadError(
                .registrationCrashed, path: path,
                "plugin '\(name)' exited during registration with status \(status); the registration was not finished",
                hint: "a plugin must not call exit(); fix the plugin or remove it")
        }
        let program = HostProgram.current.name
        let (id, watcher) = state.withLock { state in
            state.lastID += 1
            state.registrations.append((state.lastID, exited))
            state.program = program
            return (state.lastID, state.watcher)
        }
        if let timeLimit { watcher?.willRegister(timeLimit) }
        let watchdog = timeLimit.map { seconds in
            let timedOut = PluginLoadError(
                .registrationCrashed, path: path,
                "plugin '\(name)' did not finish registering within \(String(format: "%g", seconds)) s in this "
                    + "process, which was ended (its examination in a child process had finished: it behaves "
                    + "differently here)",
                hint: "fix the plugin or remove it; a reload under --watch saved the session before the new "
                    + "version registered, and the next run offers it back")
            let item = DispatchWorkItem { RegistrationExitGuard.timeLimitPassed(id: id, failure: timedOut) }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: item)
            return item
        }
        defer {
            watchdog?.cancel()
            state.withLock { $0.registrations.removeAll { $0.id == id } }
        }
        return registration()
    }

    /// Who hears of registrations with a time limit: `run`'s supervisor, whose own hang
    /// time-out must wait for the guard's, and which must not take the guard's end of the
    /// process for a fault.
    package struct Watcher: Sendable {
        /// Called before a registration that may hold the thread for up to this many seconds.
        package var willRegister: @Sendable (_ timeLimit: Double) -> Void
        /// Called, on the watchdog's thread, just before the guard ends the process on purpose
        /// (a time limit passed): the end is the host's decision, explained on standard error.
        package var endingOnPurpose: @Sendable () -> Void

        package init(
            willRegister: @escaping @Sendable (Double) -> Void, endingOnPurpose: @escaping @Sendable () -> Void
        ) {
            self.willRegister = willRegister
            self.endingOnPurpose = endingOnPurpose
        }
    }

    /// Tells `watcher` of the registrations with a time limit from now on.
    package static func watch(_ watcher: Watcher) {
        state.withLock { $0.watcher = watcher }
    }

    private static let installation = Mutex(false)

    private struct State {
        /// The failure to report if the process exits during each registration in progress
        /// (nested: a plugin loading another), given the exit status.
        var registrations: [(id: Int, exited: @Sendable (Int32) -> PluginLoadError)] = []
        var lastID = 0
        /// What to report when the process exits because a registration's time limit passed.
        var timedOut: PluginLoadError?
        /// Who else hears the failure (``reportFailures(to:)``).
        var receiver: (@Sendable (PluginLoadError) -> Void)?
        /// The program's name, read before: the exit handler takes no other lock.
        var program = "lasso"
        /// Who hears of registrations with a time limit (``watch(_:)``).
        var watcher: Watcher?
    }

    private static let state = Mutex(State())

    /// Ends the process if the registration `id` is still running (its time limit passed).
    private static func timeLimitPassed(id: Int, failure: PluginLoadError) {
        let (running, endingOnPurpose) = state.withLock { state -> (Bool, (@Sendable () -> Void)?) in
            guard state.registrations.contains(where: { $0.id == id }) else { return (false, nil) }
            state.timedOut = failure
            return (true, state.watcher?.endingOnPurpose)
        }
        guard running else { return }
        endingOnPurpose?()
        // exit(), not _exit(): the terminal's exit handler gives the terminal back first.
        exit(PluginLoadError.Kind.registrationCrashed.exitStatus)
    }

    private static func processIsExiting(status: Int32) {
        // Another thread may hold the lock while the process exits; never wait for it.
        guard
            let (failure, receiver, program) = state.withLockIfAvailable({ state in
                (state.timedOut ?? state.registrations.last.map { $0.exited(status) }).map {
                    ($0, state.receiver, state.program)
                }
            }) ?? nil
        else { return }
        receiver?(failure)
        failure.programMessage.write(program: program)
        _exit(failure.kind.exitStatus)
    }
}
