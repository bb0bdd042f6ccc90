internal import CDispatch
internal import Foundation

/// Whether the caller runs where the main actor's jobs run: on the main dispatch queue.
///
/// On Linux the main actor's executor is the main dispatch queue. `Thread.isMainThread` alone is
/// not enough: once a process calls `dispatchMain()` (as the Swift concurrency runtime and test
/// runners do), the main thread exits and the main queue is served by a worker thread; code
/// running there must still count as "on main". So the check asks libdispatch whether the
/// current queue carries a marker set on the main queue (a few nanoseconds: a thread-local read
/// and a short list walk; Dispatch's Swift `getSpecific` boxes its value and costs about 20 ns).
/// The main thread before `dispatchMain()` also counts.
///
/// This is the one definition of "on the main queue": the store's dispatch path, the C plugin
/// calls and ``executeOnMainThread(_:)`` all ask it.
@usableFromInline
package func isOnMainQueue() -> Bool {
    let key = UnsafeRawPointer(bitPattern: mainQueueMarker)!  // allocated, so never null
    return UInt(bitPattern: dispatch_get_specific(key)) == mainQueueMarker || Thread.isMainThread
}

/// The address set as a queue-specific value on the main queue, whose presence marks it. It is
/// a word allocated once and never freed, so no other key can share its address.
private let mainQueueMarker: UInt = {
    let marker = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    dispatch_queue_set_specific(dispatch_get_main_queue(), marker, marker, nil)
    return UInt(bitPattern: marker)
}()
