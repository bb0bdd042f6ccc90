public import Lasso
public import XCTest

/// Lasso's store test case: an `XCTestCase` that holds its store in a ``TestableStore`` and
/// asserts on its state against a marker state, and on its outputs.
///
/// ```swift
/// @MainActor
/// final class CounterStoreTests: XCTestCase, LassoStoreTestCase {
///     let testableStore = TestableStore<CounterStore>()
///
///     override func setUp() async throws {
///         store = CounterStore()
///     }
///
///     func test_Increment() async {
///         store.dispatchAction(.didTapIncrement)
///         XCTAssertStateEquals(updatedMarker { $0.counter = 1 })
///         XCTAssertOutputs([])
///     }
/// }
/// ```
///
/// Swift 6 checks that the store is used on the main actor, so the test case is `@MainActor`,
/// and on Linux its test methods and `setUp` are `async` (swift-corelibs-xctest runs main-actor
/// methods only when they are). Its `setUp` does not call `super.setUp()`: XCTestCase's
/// asynchronous one does nothing, and calling it from the main actor would send the test case
/// off it, which Swift 6 refuses.
@MainActor
public protocol LassoStoreTestCase: XCTestCase {
    /// The type of the store under test.
    associatedtype Store: AbstractStore
    /// The store's state.
    typealias State = Store.State
    /// The store's action.
    typealias Action = Store.Action
    /// The store's output.
    typealias Output = Store.Output

    /// The wrapper holding the store under test.
    var testableStore: TestableStore<Store> { get }
}

extension LassoStoreTestCase {
    /// The store under test; set it in `setUp`.
    public var store: Store! {
        get { testableStore.store }
        set { testableStore.store = newValue }
    }

    /// A state kept alongside the store's: it starts as the store's state, ``updatedMarker(_:)``
    /// changes it, and `XCTAssertStateEquals` compares the store's state with it and then moves
    /// it to the store's state.
    public var markerState: State! { testableStore.markerState }

    /// Every state the store's observers saw since the store was set (the first one included),
    /// or since ``syncState()``.
    public var states: [State] { testableStore.states }

    /// Every output the store emitted since the store was set, or since ``resetOutputs()``.
    public var outputs: [Output] { testableStore.outputs }

    /// Applies `update` to the marker state and returns the result: the expected state of
    /// `XCTAssertStateEquals(updatedMarker { $0.name = "ann" })`.
    @discardableResult
    public func updatedMarker(_ update: (inout State) -> Void) -> State {
        update(&testableStore.markerState)
        return testableStore.markerState
    }

    /// Starts afresh from the store's current state: the marker state becomes the store's
    /// state, and ``states`` holds only it.
    public func syncState() {
        testableStore.markerState = store.state
        testableStore.states = [store.state]
    }

    /// Forgets the outputs recorded so far.
    public func resetOutputs() {
        testableStore.outputs = []
    }
}

extension LassoStoreTestCase where Output: Equatable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (Lasso's name, in XCTest's style.)
    /// Asserts that the store emitted exactly `expected`, in order, since it was set (or since
    /// ``resetOutputs()``).
    public func XCTAssertOutputs(_ expected: [Output], file: StaticString = #filePath, line: UInt = #line) {
        LassoAssertEqual(outputs, expected, file: file, line: line)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (Lasso's name, in XCTest's style.)
    /// Asserts that the last output the store emitted is `expected`.
    public func XCTAssertLastOutput(_ expected: Output, file: StaticString = #filePath, line: UInt = #line) {
        guard let last = outputs.last else {
            return XCTFail(
                "expected the last output to be \(expected), but the store emitted no output", file: file, line: line)
        }
        LassoAssertEqual(last, expected, file: file, line: line)
    }
}

extension LassoStoreTestCase where State: Equatable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (Lasso's name, in XCTest's style.)
    /// Asserts that the store's state equals `expected` (typically `updatedMarker { … }`), then
    /// moves the marker state to the store's state.
    public func XCTAssertStateEquals(_ expected: State, file: StaticString = #filePath, line: UInt = #line) {
        LassoAssertEqual(store.state, expected, file: file, line: line)
        testableStore.markerState = store.state
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    // (Lasso's name, in XCTest's style.)
    /// Asserts that the store's observers saw exactly `expected`, in order (see ``states``).
    public func XCTAssertStates(_ expected: [State], file: StaticString = #filePath, line: UInt = #line) {
        LassoAssertEqual(states, expected, file: file, line: line)
    }
}
