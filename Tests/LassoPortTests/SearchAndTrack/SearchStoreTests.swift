// Ported from Lasso's Example app, Example/Example_Tests/SearchStoreTests_LassoStoreTestCase.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import XCTest
import LassoXCTest // port: Lasso's XCTest test cases are their own module (LassoTestUtilities, re-exported, is built with library evolution, which XCTest is not)
// port: the example app's types are in this test target, not `@testable import Lasso_Example`

///
/// Example of Store unit testing using `LassoStoreTestCase` and `TestableStore`.
///

struct Item: SearchListRepresentable, Equatable {
    let searchListTitle: String
}

enum MockError: Error {
    case failed
}

// MARK: - Lifecycle tests

/// Test case that tests the normal lifecycle:
///     viewDidAppear,
///     viewDidAppear + successful request,
///     viewDidAppear + failed request
@MainActor // port: Swift 6 checks that the main-actor store is used on the main actor
class SearchStoreLifecycleTests: XCTestCase, LassoStoreTestCase {

    let testableStore = TestableStore<SearchStore<Item>>()

    var searchRequests = [(query: String?, completion: (Result<[Item], Error>) -> Void)]()

    override func setUp() async throws { // port: main-actor set-up is async on Linux
        // port: XCTestCase's async setUp does nothing and cannot be called from the main actor

        // create the store
        store = SearchStore<Item>(with: State(searchText: nil, items: [], phase: .idle, viewDidAppear: false))

        // setup initial state - a.k.a. the "given" for each test
        store.getSearchResults = { self.searchRequests.append(($0, $1)) }
        searchRequests = []
        store.dispatchAction(.viewWillAppear)
        syncState()
    }

    func test_InitialFetchOnViewWillAppear() async { // port: main-actor XCTest methods are async on Linux
        // validate initial state
        XCTAssertStateEquals(updatedMarker { state in
            state.phase = .searching
            state.viewDidAppear = true
        })
        XCTAssertEqual(searchRequests.count, 1)
        XCTAssertEqual(searchRequests[0].query, nil)
    }

    func test_RequestSuccess() async { // port: main-actor XCTest methods are async on Linux
        // when - search service completes with success
        let items = [Item(searchListTitle: "a")]
        searchRequests[0].completion(.success(items))

        // then
        XCTAssertStateEquals(updatedMarker { state in
            state.phase = .idle
            state.items = items
        })
    }

    func test_RequestFailure() async { // port: main-actor XCTest methods are async on Linux
        // when - search service completes with failure
        searchRequests[0].completion(.failure(MockError.failed))

        // then
        XCTAssertStateEquals(updatedMarker { state in
            state.phase = .error(message: "Something went wrong")
        })

        // when - user acknowledges error
        store.dispatchAction(.didAcknowledgeError)

        // then
        XCTAssertStateEquals(updatedMarker { state in
            state.phase = .idle
        })
    }

}

// MARK: - Selection tests

/// Test case that tests selecting an item.
///
/// Create a unique test case subclass when you want to run
/// a number of tests that all have the same "given" state.
@MainActor // port: Swift 6 checks that the main-actor store is used on the main actor
class SearchStoreSelectionTests: XCTestCase, LassoStoreTestCase {

    let testableStore = TestableStore<SearchStore<Item>>()
    let item = Item(searchListTitle: "a")

    override func setUp() async throws { // port: main-actor set-up is async on Linux
        // port: XCTestCase's async setUp does nothing and cannot be called from the main actor

        // create the store with an initial state of being after a successful search
        // i.e., given: store has completed a successful search
        store = SearchStore<Item>(with: State(searchText: "a", items: [item], phase: .idle, viewDidAppear: true))
    }

    func test_Selection_Valid() async { // port: main-actor XCTest methods are async on Linux
        // when
        store.dispatchAction(.didSelectItem(idx: 0))

        // then
        XCTAssertLastOutput(.didSelectItem(item))   // assert on the last dispatched output, or
        XCTAssertOutputs([.didSelectItem(item)])    // assert on the array of outputs
    }

    func test_Selection_InvalidIndex() async { // port: main-actor XCTest methods are async on Linux
        // when
        store.dispatchAction(.didSelectItem(idx: -1))
        store.dispatchAction(.didSelectItem(idx: 999))

        // then
        XCTAssertOutputs([])
    }

}
