/// Runs main-actor code for a caller that is not isolated to the main actor but may be running
/// on it, as `MainActor.assumeIsolated` does, with the check cheap enough for the store's
/// dispatch path and without its closure allocations.
///
/// `MainActor.assumeIsolated(_:)` costs about 120 ns on Linux (the concurrency runtime's executor
/// check, then a closure context boxed for `withoutActuallyEscaping`); a store's whole action is
/// meant to cost less than that. ``run(_:_:_:)`` checks ``isOnMainQueue()`` instead, in every
/// build, and takes a closure that captures nothing, so calling it allocates nothing.
@usableFromInline
enum MainActorGate {
    /// Calls `operation(subject, argument)` with main-actor isolation and returns `true` when the
    /// caller runs on the main queue; returns `false`, without calling it, anywhere else.
    ///
    /// Pass a closure literal that captures nothing (`{ store, action in store.receive(action) }`)
    /// and everything it needs as `subject` and `argument`: a capturing closure would work, but
    /// its context would be allocated on every call.
    @inlinable
    @inline(__always)
    static func run<Subject, Argument>(
        _ subject: Subject,
        _ argument: Argument,
        _ operation: @escaping @MainActor (Subject, Argument) -> Void
    ) -> Bool {
        guard isOnMainQueue() else { return false }
        #if DEBUG
            // Debug builds also ask the concurrency runtime, to catch the two checks ever disagreeing.
            MainActor.preconditionIsolated("the main queue did not run on the main actor's executor")
        #endif
        // Invariant: the caller runs on the main queue, which is the main actor's executor, so
        // `operation` runs with the isolation it requires; checked just above, in every build.
        // A synchronous function's isolation is not part of its calling convention, so the cast
        // changes only the type (this is what `MainActor.assumeIsolated` does after its check).
        typealias Nonisolated = (Subject, Argument) -> Void
        unsafeBitCast(operation, to: Nonisolated.self)(subject, argument)
        return true
    }
}
