import Foundation

/// Serving the main thread from synchronous code.
@MainActor
public enum MainLoop {
    /// Runs `body` on the main actor and serves the main thread's run loop (main-actor jobs,
    /// main-queue blocks, timers) until it finishes; returns its result.
    ///
    /// For synchronous command lines that run on the main thread: they cannot `await`, but the
    /// app needs the main actor served while it runs. Sleeps in the run loop while there is
    /// nothing to do.
    public static func run<T>(_ body: @escaping @MainActor () async -> T) -> T {
        var result: T?
        Task { @MainActor in result = await body() }
        while result == nil {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
        return result!
    }
}
