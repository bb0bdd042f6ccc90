// Ported from Lasso's Example app, Example/Example_Tests/MyDayFlowTests.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import Foundation // port: Date, which Lasso_Example's module imported for the tests
import XCTest
import Lasso
import LassoXCTest // port: Lasso's XCTest test cases are their own module (LassoTestUtilities, re-exported, is built with library evolution, which XCTest is not)
// port: the example app's types are in this test target, not `@testable import Lasso_Example`

@MainActor // port: Swift 6 checks that the main-actor flow is used on the main actor
class MyDayFlowTestsWithDeepInjection: FlowTestCase {

    var flow: MyDayFlow!

    var cardsRequests: [(date: Date, completion: (Result<[String], Error>) -> Void)] = []

    override func setUp() async throws { // port: main-actor set-up is async on Linux
        try await super.setUp() // port: main-actor set-up is async on Linux
        flow = MyDayFlow()

        flow.createMyDay = { (date: Date) -> MyDayController in
            let myDayController = MyDayController(date: date)

            myDayController.cardsScreenFactory = screenFactory(configure: { cardsStore in
                cardsStore.getCards = { date, completion in
                    self.cardsRequests.append((date, completion))
                }
            })

            return myDayController
        }
    }

    override func tearDown() async throws { // port: main-actor tear-down is async on Linux
        flow = nil
        cardsRequests = []
        try await super.tearDown() // port: main-actor tear-down is async on Linux
    }

    func test_CardSelection() async throws { // port: main-actor XCTest methods are async on Linux
        let myDayController: MyDayController = try assertRoot(
            of: navigationController,
            when: { flow.start(with: root(of: navigationController)) }
        )

        let cards = ["A"]
        cardsRequests[0].completion(.success(cards))

        let cardsController: MyDayCardsController = try myDayController.firstChildOfType()
        let cardsDetailController: TextViewController = try assertPushed(
            after: myDayController,
            when: { cardsController.store.dispatchAction(.didSelectCard(idx: 0)) }
        )
        XCTAssertEqual(cardsDetailController.state.title, "A")
    }

}

@MainActor // port: Swift 6 checks that the main-actor flow is used on the main actor
class MyDayFlowTestsWithShallowInjection: FlowTestCase {

    var flow: MyDayFlow!
    var mockCardsScreen: MockScreen<MyDayCardsScreenModule>!

    override func setUp() async throws { // port: main-actor set-up is async on Linux
        try await super.setUp() // port: main-actor set-up is async on Linux
        flow = MyDayFlow()
        mockCardsScreen = MockScreen<MyDayCardsScreenModule>()

        flow.createMyDay = { (date: Date) -> MyDayController in
            let myDayController = MyDayController(date: date)
            myDayController.cardsScreenFactory = mockScreenFactory(mockScreen: self.mockCardsScreen)
            return myDayController
        }
    }

    override func tearDown() async throws { // port: main-actor tear-down is async on Linux
        flow = nil
        mockCardsScreen = nil
        try await super.tearDown() // port: main-actor tear-down is async on Linux
    }

    func test_CardSelection() async throws { // port: main-actor XCTest methods are async on Linux
        let myDayController: MyDayController = try assertRoot(
            of: navigationController,
            when: { flow.start(with: root(of: navigationController)) }
        )

        let cardsDetailController: TextViewController = try assertPushed(
            after: myDayController,
            when: { mockCardsScreen.mockStore?.dispatchMockOutput(.didSelectCard(card: "A")) }
        )
        XCTAssertEqual(cardsDetailController.state.title, "A")
    }

}
