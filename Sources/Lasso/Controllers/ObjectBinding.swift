/// Something that can hold strong references to other objects, for as long as it lives or until
/// it lets go: Lasso's `ObjectBindable`. Controllers and widgets are (in Lasso, every `NSObject`).
///
/// ```swift
/// controller.holdReference(to: store)     // the store lives as long as the controller
/// controller.releaseReference(to: store)  // unless let go of earlier
/// ```
@MainActor
public protocol ObjectBindable: AnyObject {
    /// Holds a strong reference to `object`, released when this object is (or by
    /// ``releaseReference(to:)``). Holding the same object again holds it once.
    func holdReference(to object: AnyObject)

    /// Releases a reference held with ``holdReference(to:)``; does nothing for an object not held.
    func releaseReference(to object: AnyObject)
}

extension ViewController: ObjectBindable {
    /// Holds a strong reference to `object` as long as this controller lives, or until
    /// ``releaseReference(to:)``. A screen's controller holds its screen's store this way.
    public func holdReference(to object: AnyObject) {
        heldReferences.hold(object)
    }

    /// Releases a reference held with ``holdReference(to:)``.
    public func releaseReference(to object: AnyObject) {
        heldReferences.release(object)
    }
}

extension Widget: ObjectBindable {
    /// Holds a strong reference to `object` as long as this widget lives, or until
    /// ``releaseReference(to:)``.
    public func holdReference(to object: AnyObject) {
        heldReferences.hold(object)
    }

    /// Releases a reference held with ``holdReference(to:)``.
    public func releaseReference(to object: AnyObject) {
        heldReferences.release(object)
    }
}

/// Strong references, each object once, by identity.
struct HeldReferences {
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Holds `object` (once, however often it is held).
    mutating func hold(_ object: AnyObject) {
        objects[ObjectIdentifier(object)] = object
    }

    /// Lets go of `object`, if held.
    mutating func release(_ object: AnyObject) {
        objects.removeValue(forKey: ObjectIdentifier(object))
    }
}
