internal import Dispatch
internal import Synchronization

/// A value whose changes can be observed: Lasso's `ValueBinder`, public here.
///
/// ``set(_:)`` may be called from any thread. Observers run on the main actor: at once when the
/// value is set (or the observer bound) there, else as soon as the main queue gets to it, as with
/// ``executeOnMainThread(_:)``. Every observer is called once on binding with `(nil, value)`.
/// Forms for `Equatable` values (the whole value, or the value at a key path) then skip changes
/// that leave that value equal; the others are called on every ``set(_:)``.
///
/// ```swift
/// let name = ValueBinder("A")
/// name.bind { old, new in print(old, new) }   // (nil, "A")
/// name.set("A")                               // nothing: equal
/// name.set("B")                               // ("A", "B")
/// ```
public final class ValueBinder<Value: Sendable>: Sendable {
    /// An observer: the old value (`nil` on binding) and the new one.
    public typealias Observer<T> = @MainActor (_ oldValue: T?, _ newValue: T) -> Void

    private struct Contents {
        var value: Value
        var observers: [Observer<Value>] = []
    }

    private let contents: Mutex<Contents>

    /// Creates a binder holding `value`.
    public init(_ value: Value) {
        contents = Mutex(Contents(value: value))
    }

    /// The current value.
    public var value: Value {
        contents.withLock { $0.value }
    }

    /// Replaces the value and notifies every observer bound at this moment with the old and new
    /// value, on the main actor.
    public func set(_ newValue: Value) {
        let (oldValue, observers) = contents.withLock { contents in
            let oldValue = contents.value
            contents.value = newValue
            return (oldValue, contents.observers)
        }
        executeOnMainThread {
            for observer in observers { observer(oldValue, newValue) }
        }
    }

    /// Binds `handler` to every change, calling it at once (on the main actor) with `(nil, value)`.
    public func bind(to handler: @escaping Observer<Value>) {
        observe(handler)
    }

    /// Binds `handler` to the value at `keyPath`, calling it on every change.
    public func bind<T>(_ keyPath: any KeyPath<Value, T> & Sendable, to handler: @escaping Observer<T>) {
        observe { oldValue, newValue in
            handler(oldValue?[keyPath: keyPath], newValue[keyPath: keyPath])
        }
    }

    /// Binds `handler` to the value at `keyPath`, calling it when that value changed.
    public func bind<T: Equatable>(_ keyPath: any KeyPath<Value, T> & Sendable, to handler: @escaping Observer<T>) {
        observe { oldValue, newValue in
            let oldKeyValue = oldValue?[keyPath: keyPath]
            let newKeyValue = newValue[keyPath: keyPath]
            guard oldKeyValue != newKeyValue else { return }
            handler(oldKeyValue, newKeyValue)
        }
    }

    private func observe(_ handler: @escaping Observer<Value>) {
        let value = contents.withLock { contents in
            contents.observers.append(handler)
            return contents.value
        }
        executeOnMainThread {
            handler(nil, value)
        }
    }
}

extension ValueBinder where Value: Equatable {
    /// Binds `handler` to every change that leaves the value different, calling it at once (on
    /// the main actor) with `(nil, value)`.
    public func bind(to handler: @escaping Observer<Value>) {
        observe { oldValue, newValue in
            guard oldValue != newValue else { return }
            handler(oldValue, newValue)
        }
    }
}
