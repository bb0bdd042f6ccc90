public import Lasso
public import XCTest

extension XCTestCase {
    /// Mocks a `@Mockable` property for the rest of the test: sets `mock` as its value and resets
    /// the property when the test ends (Lasso's `mock(_:with:)`).
    ///
    /// ```swift
    /// mock(Services.$auth, with: MockAuthService())
    /// ```
    public func mock<T>(_ mockable: Mockable<T>.Projected, with mock: @autoclosure () -> T?) {
        mockable.mock(with: mock())
        addTeardownBlock {
            mockable.reset()
        }
    }
}
