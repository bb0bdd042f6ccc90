/// The top of the controller hierarchy: shows its root controller, and through it everything else.
@MainActor
public final class Window {
    /// Creates a window. A window is on screen from the start: its root controller appears as
    /// soon as it is set.
    public init() {}

    // MARK: - Invalidation

    /// Incremented by every change to what this window shows; a renderer compares it with the
    /// value it last drew.
    package private(set) var displayGeneration: UInt64 = 0

    /// Called after every change to what this window shows; the renderer showing the window
    /// sets it to schedule a frame. Nothing here runs on a timer.
    package var onNeedsDisplay: (@MainActor () -> Void)?

    /// Marks the window as out of date: every change to its controllers and their widgets ends
    /// here (``Widget/setNeedsDisplay()``), so each window, and each renderer, only hears of
    /// its own changes.
    package func setNeedsDisplay() {
        displayGeneration &+= 1
        onNeedsDisplay?()
    }

    /// The controller filling the window. Replacing it makes the old root (and everything it
    /// presents) disappear and releases it.
    public var rootViewController: ViewController? {
        get { root }
        set { setRootViewController(newValue) }
    }

    private var root: ViewController?

    private func setRootViewController(_ controller: ViewController?) {
        guard controller !== root else { return }
        if let controller, !controller.isUnplaced {
            return LassoDiagnostics.report(
                "cannot make \(controller.debugName) the window's root: it is already in a controller hierarchy"
            )
        }
        let old = root
        root = controller
        controller?.windowIfRoot = self
        ViewController.transition(
            disappearing: old.map { [$0] } ?? [],
            appearing: controller.map { [$0] } ?? []
        )
        old?.windowIfRoot = nil
        setNeedsDisplay()
    }

    /// The controller the user interacts with: the top of the visible chain, following selected
    /// tabs, navigation tops and modal presentations. A custom container (one that adds children
    /// with ``ViewController/addChild(_:)``) is itself the top: its view holds its children's.
    public var topViewController: ViewController? {
        guard var current = root else { return nil }
        while true {
            if let presented = current.presentedViewController {
                current = presented
            } else if let child = current.contentChild {
                current = child
            } else {
                return current
            }
        }
    }
}
