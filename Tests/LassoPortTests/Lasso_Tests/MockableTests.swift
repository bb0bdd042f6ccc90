// Ported from Lasso's Example/Lasso_Tests/MockableTests.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import XCTest
import Lasso // port: `LassoTesting.active` is settable here (Lasso's `Testing.active` is `internal(set)`, set by its tests through `@testable`)

#if swift(>=5.1)
@MainActor // port: Swift 6 checks that the main-actor mockables are used on the main actor
class MockableTests: XCTestCase {
    
    struct Group {
        let name: String
        let value: Int
    }
    
    @MainActor // port: Swift 6 refuses unisolated static vars: the mockables are on the main actor
    enum GlobalStuff {
        
        @Mockable static var number: Int = 42
        @Mockable static private(set) var staticFunc: () -> String = { "real" }
        @Mockable static private(set) var group: Group = Group(name: "fizz", value: 1)
        
    }
    
    override func setUp() async throws { // port: a main-actor test case sets up asynchronously
        GlobalStuff.number = 42
    }
    
    override class func tearDown() {
        MainActor.assumeIsolated { // port: the class tear-down runs on the main thread, where the mockables are
        GlobalStuff.$number.reset()
        GlobalStuff.$staticFunc.reset()
        GlobalStuff.$group.reset()
        } // port: (as above)
        super.tearDown()
    }

    func test_mocking() async { // port: main-actor XCTest methods are async on Linux
        // given - un-mocked things
        XCTAssertEqual(GlobalStuff.number, 42)
        XCTAssertEqual(GlobalStuff.staticFunc(), "real")
        XCTAssertEqual(GlobalStuff.group.name, "fizz")
        XCTAssertEqual(GlobalStuff.group.value, 1)
        
        // when - apply mock values
        GlobalStuff.$number.mock(with: 999)
        GlobalStuff.$staticFunc.mock(with: { "fake" })
        GlobalStuff.$group.mock(with: Group(name: "buzz", value: 3))
        
        // then - mockables should vend mock values
        XCTAssertEqual(GlobalStuff.number, 999)
        XCTAssertEqual(GlobalStuff.staticFunc(), "fake")
        XCTAssertEqual(GlobalStuff.group.name, "buzz")
        XCTAssertEqual(GlobalStuff.group.value, 3)
        
        // when - reset mockables
        GlobalStuff.$number.reset()
        GlobalStuff.$staticFunc.reset()
        GlobalStuff.$group.reset()
        
        // then - mockables should vend real values
        XCTAssertEqual(GlobalStuff.number, 42)
        XCTAssertEqual(GlobalStuff.staticFunc(), "real")
        XCTAssertEqual(GlobalStuff.group.name, "fizz")
        XCTAssertEqual(GlobalStuff.group.value, 1)
    }
    
    func test_modifyMockable() async { // port: main-actor XCTest methods are async on Linux
        // given - un-mocked value
        XCTAssertEqual(GlobalStuff.number, 42)
        
        // when - apply mock value
        GlobalStuff.$number.mock(with: 999)
        
        // then - mockable should vend mock values
        XCTAssertEqual(GlobalStuff.number, 999)
        
        // when - "real" value for mockable changed:
        GlobalStuff.number = 101
        
        // then - mockable should still vend mock value
        XCTAssertEqual(GlobalStuff.number, 999)
        
        // when - reset mockable
        GlobalStuff.$number.reset()
        
        // then - mockable should vend new real value
        XCTAssertEqual(GlobalStuff.number, 101)
        
        // when - "real" value changed while not mocked:
        GlobalStuff.number = 88
        
        // then - mockable should vend new value
        XCTAssertEqual(GlobalStuff.number, 88)
    }
    
    func test_noMockWhenNotTesting() async { // port: main-actor XCTest methods are async on Linux
        // given - un-mocked value
        XCTAssertEqual(GlobalStuff.number, 42)
        
        // given - force a non-test state
        LassoTesting.active = false // port: Lasso's `Testing` is `LassoTesting` (a type named `Testing` would hide Swift Testing's module)
        defer { LassoTesting.active = true } // port: (as above)
        
        // when - apply mock value
        GlobalStuff.$number.mock(with: 999)
        
        // then - mockable should still vend un-mocked value
        XCTAssertEqual(GlobalStuff.number, 42)
    }

}

#endif
