// Ported from Lasso's Example/LassoTestUtilities_Tests/MockableExtensionTests.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import XCTest
import Lasso
import LassoXCTest // port: Lasso's XCTest helpers are their own module (LassoTestUtilities, re-exported, is built with library evolution, which XCTest is not)

#if swift(>=5.1)
@MainActor // port: Swift 6 checks that the main-actor test case's properties are used on the main actor
class MockableExtensionTests: XCTestCase {
    
    @Mockable var number: Int = 1

    func test_mock() async { // port: main-actor XCTest methods are async on Linux
        // given - initial value
        XCTAssertEqual(number, 1)
        
        // when - apply mock
        mock($number, with: 123)
        
        // then - mocked value
        XCTAssertEqual(number, 123)
    }
    
    func test_mockAgain() async { // port: main-actor XCTest methods are async on Linux
        // given - initial value
        XCTAssertEqual(number, 1)
        
        // when - apply mock
        mock($number, with: 999)
        
        // then - mocked value
        XCTAssertEqual(number, 999)
    }

}
#endif
