/// Work an app started that its screen will show when done, off the main actor: the records of
/// its plugins being read or written. A script's `wait idle` waits for it as for queued work.
@MainActor
package protocol BackgroundWork: AnyObject {
    /// Whether some of it is under way.
    var isBusy: Bool { get }
    /// Returns once none of it is under way.
    func settled() async
}
