internal import Dispatch
internal import Foundation

/// Whether the caller runs where the main actor's jobs run: on the main dispatch queue.
///
/// `Thread.isMainThread` alone is not enough on Linux: once a process calls `dispatchMain()`
/// (as the Swift concurrency runtime and test runners do), the main queue, and with it the main
/// actor, is served by a worker thread. C plugins call host functions from their handlers, which
/// run there; the host checks with this before it assumes main-actor isolation.
func isOnMainQueue() -> Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: cPluginMainQueueKey) == true
}

/// Marks the main dispatch queue, so that code can tell it runs there on any thread.
private let cPluginMainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
