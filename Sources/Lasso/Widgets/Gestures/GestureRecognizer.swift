/// Recognizes a gesture on the widget it is attached to (``Widget/addGestureRecognizer(_:)``)
/// and calls its actions: UIKit's `UIGestureRecognizer`, for Lasso code that binds one to a
/// store (``GestureActionBindable/bind(to:mapping:)``).
///
/// A subclass says which input is its gesture; ``TapGestureRecognizer`` is the one there is.
@MainActor
open class GestureRecognizer {
    /// Creates a recognizer, attached to no widget yet.
    public init() {}

    /// The widget the recognizer is attached to.
    public internal(set) weak var view: Widget?

    /// A disabled recognizer calls no actions, and does not make its widget focusable.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { view?.setNeedsDisplay() } }
    }

    private var actions: [@MainActor (GestureRecognizer) -> Void] = []
    var heldReferences = HeldReferences()

    /// Calls `action` with the recognizer each time it recognizes its gesture: UIKit's
    /// `addTarget(_:action:)`.
    public func addAction(_ action: @escaping @MainActor (GestureRecognizer) -> Void) {
        actions.append(action)
    }

    /// Calls the actions, in the order they were added, as recognizing the gesture does; does
    /// nothing when the recognizer is disabled. Tests call it as Lasso's call their
    /// `sendActions()`.
    public func sendActions() {
        guard isEnabled else { return }
        for action in actions { action(self) }
    }
}

/// A tap: UIKit's `UITapGestureRecognizer`. Here a tap is what activates a widget: a click on
/// it, Enter or Space while it has focus, a script's `click` or `tap`.
///
/// A widget with an enabled tap recognizer takes keyboard focus, whatever it is (a
/// ``Label``, say), so that keyboard users reach it with Tab as mouse users reach it with a
/// click; the terminal marks it when focused and lists it in the key help as activatable.
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// Creates a tap recognizer.
    public override init() {}
}

extension GestureRecognizer: ObjectBindable {
    /// Keeps `object` alive as long as this recognizer, or until ``releaseReference(to:)``.
    public func holdReference(to object: AnyObject) {
        heldReferences.hold(object)
    }

    /// Releases a reference held with ``holdReference(to:)``.
    public func releaseReference(to object: AnyObject) {
        heldReferences.release(object)
    }
}
