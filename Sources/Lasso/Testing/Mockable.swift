/// A property that tests can replace with a mock: Lasso's `@Mockable`.
///
/// ```swift
/// enum Services {
///     @MainActor @Mockable static var auth: any AuthService = LiveAuthService()
/// }
/// Services.auth.logIn(…)                         // production code uses the property as it is
/// Services.$auth.mock(with: MockAuthService())   // a test replaces it…
/// Services.$auth.reset()                         // …and puts the real value back
/// ```
///
/// A mock is only taken while ``LassoTesting/active`` is true (in a test process). LassoXCTest's
/// `XCTestCase.mock(_:with:)` resets the mock when the test ends.
///
/// Swift 6 refuses a `static var` that is not isolated: give a static `@Mockable` property a
/// global actor (`@MainActor`), as any static variable.
@propertyWrapper
public struct Mockable<T> {
    /// The mock while one is set, else the real value. Setting it changes the real value (a mock
    /// set stays in front of it).
    public var wrappedValue: T {
        get { projectedValue.value }
        nonmutating set { projectedValue.value = newValue }
    }

    /// Makes `wrappedValue` the real value.
    public init(wrappedValue: T) {
        projectedValue = Projected(wrappedValue)
    }

    /// What `$property` gives: the handle to mock and reset the property.
    public let projectedValue: Projected

    /// The handle to mock and reset a `@Mockable` property (`$property`).
    public final class Projected {
        private var realValue: T
        private var mocked: T?

        fileprivate init(_ value: T) {
            realValue = value
        }

        /// Replaces the property's value with `mock` while ``LassoTesting/active`` is true; outside
        /// tests the property keeps its real value. A `nil` mock removes the mock.
        public func mock(with mock: @autoclosure () -> T?) {
            mocked = LassoTesting.active ? mock() : nil
        }

        /// Removes the mock: the property has its real value again.
        public func reset() {
            mocked = nil
        }

        fileprivate var value: T {
            get { mocked ?? realValue }
            set { realValue = newValue }
        }
    }
}
