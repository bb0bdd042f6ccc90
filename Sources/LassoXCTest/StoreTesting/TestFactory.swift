public import Lasso

/// A test case that tests its store with Lasso's deferred, branchable ``TestFactory``.
@MainActor
public protocol LassoStoreTesting {
    /// The type of the store under test.
    associatedtype Store: ConcreteStore
    /// The store's state.
    typealias State = Store.State
    /// The store's action.
    typealias Action = Store.Action
    /// The store's output.
    typealias Output = Store.Output

    /// The factory every test of the case starts from.
    var test: TestFactory<Store> { get }
}

/// Lasso's deferred store test: describe a test once as given / when / then steps, branch it
/// into several paths, and run each path with `execute()`.
///
/// ```swift
/// lazy var test = TestFactory<SearchStore>(
///     initialState: State(phase: .idle),
///     setUpStore: { store in store.getSearchResults = { self.requests.append($1) } },
///     tearDown: { self.requests = [] })
///
/// func test_InitialFetch() {
///     let loading = test
///         .given { $0.phase = .idle }
///         .when(actions(.viewWillAppear))
///         .then(update { $0.phase = .searching })
///
///     loading                                       // branch 1: the request succeeds
///         .when(sideEffects { self.requests[0](.success([])) })
///         .then(singleUpdate { $0.phase = .idle })
///         .execute()
///
///     loading                                       // branch 2: it fails
///         .when(sideEffects { self.requests[0](.failure(SearchError())) })
///         .then(update { $0.phase = .error })
///         .execute()
/// }
/// ```
///
/// Nothing runs until `execute()`: each `execute()` runs its whole path from `given` on a new
/// store (made with `init(with:)` from the initial state with the `given` changes, then passed
/// to `setUpStore`), checks every `then` on the way, and ends with `tearDown`. So branches share
/// their steps' description, never their store. A `then` whose path is never executed fails
/// the test when it is released, at its line.
@MainActor
public struct TestFactory<Store: ConcreteStore> {
    /// The state every test starts from, before its `given` changes.
    public let initialState: Store.State
    private let setUpStore: @MainActor (Store) -> Void
    private let tearDown: @MainActor () -> Void

    /// Describes how each test's store is made and how each test ends.
    ///
    /// - Parameters:
    ///   - initialState: The state every test starts from.
    ///   - setUpStore: Runs on each new store (inject fake services here).
    ///   - tearDown: Runs after each executed path (reset the fakes here).
    public init(
        initialState: Store.State,
        setUpStore: @escaping @MainActor (Store) -> Void,
        tearDown: @escaping @MainActor () -> Void
    ) {
        self.initialState = initialState
        self.setUpStore = setUpStore
        self.tearDown = tearDown
    }

    /// The first step of a test: the initial state with `given`'s changes.
    public func given(_ given: @escaping @MainActor (inout Store.State) -> Void) -> TestNode<Store>.When {
        TestNode<Store>.When { [initialState, setUpStore, tearDown] in
            var state = initialState
            given(&state)
            let store = Store(with: state)
            setUpStore(store)
            return TestNode<Store>.Whenable(store: store, teardown: tearDown)
        }
    }
}
