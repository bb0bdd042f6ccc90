/// Runs `body`, which needs the main actor, for a caller that ``isOnMainThread()`` has just found
/// on the main queue.
///
/// Debug builds check isolation again with `MainActor.assumeIsolated`. Release builds skip that
/// second check (about 65 ns, a third of an action's whole cost): the caller's own check has
/// established it, and the store's dispatch path runs for every action.
@inlinable
@inline(__always)
func withMainActorEstablished(_ body: @MainActor () -> Void) {
    #if DEBUG
    MainActor.assumeIsolated(body)
    #else
    typealias Unannotated = () -> Void
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: Unannotated.self)()
    }
    #endif
}
