/// Work an app started that its screen will show when done, off the main actor: the records of
/// its plugins being read or written. A script's `wait idle` waits for it as for queued work.
@MainActor
package protocol BackgroundWork: AnyObject {
    /// Whether some of it is under way.
    var isBusy: Bool { get }
    /// Returns once none of it is under way.
    func settled() async
}

/// Waiting for background work as an app's process ends.
@MainActor
package enum BackgroundWorkSettling {
    /// Returns once the busy ones of `works` are done, or after `limit`, whichever comes first:
    /// a record a click wrote just before the end is in the store when the process ends, not lost
    /// with it. Work that never ends is left to the process's end (a task group would wait for
    /// it, cancelled or not).
    package static func settle(_ works: @escaping @MainActor () -> [any BackgroundWork], within limit: Duration)
        async
    {
        // What the last inputs queued on the main actor (a store's task about to write) runs
        // first, so that its work is under way when it is looked at.
        await Task.yield()
        guard works().contains(where: \.isBusy) else { return }
        await withCheckedContinuation { (end: CheckedContinuation<Void, Never>) in
            let resume = ResumeOnce(end)
            Task { @MainActor in
                for work in works() where work.isBusy { await work.settled() }
                resume.fire()
            }
            Task { @MainActor in
                try? await Task.sleep(for: limit)
                resume.fire()
            }
        }
    }

    /// ``settle(_:within:)`` for the work of the apps in `windows` (one shared store's work once).
    package static func settle(_ windows: @escaping @MainActor () -> [Window], within limit: Duration) async {
        await settle(
            {
                var works: [ObjectIdentifier: any BackgroundWork] = [:]
                for window in windows() {
                    for work in window.backgroundWork where work.isBusy { works[ObjectIdentifier(work)] = work }
                }
                return Array(works.values)
            }, within: limit)
    }
}

/// A continuation resumed by the first of several callers.
@MainActor
private final class ResumeOnce {
    private var continuation: CheckedContinuation<Void, Never>?

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
    }

    func fire() {
        continuation?.resume()
        continuation = nil
    }
}
