/// The invalidation signal between the model (controllers, widgets) and whatever draws it.
///
/// Every change that alters what is shown calls ``setNeedsDisplay()``. A renderer installs
/// ``onNeedsDisplay`` to schedule a frame and compares ``generation`` to know whether anything
/// changed since its last frame. Nothing here runs on a timer.
@MainActor
public enum Display {
    /// Incremented by every change to what is shown.
    public private(set) static var generation: UInt64 = 0

    /// Called after every change; renderers use it to schedule a frame.
    public static var onNeedsDisplay: (@MainActor () -> Void)?

    /// Marks the display as out of date.
    public static func setNeedsDisplay() {
        generation &+= 1
        onNeedsDisplay?()
    }
}
