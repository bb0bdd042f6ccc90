// Ported from Lasso's Example/LassoTestUtilities_Tests/ValueDiffingTests.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import XCTest
import LassoTestUtilities // port: Diff and diff(realized:expected:) are public here (internal in Lasso, reached with `@testable`)

class ValueDiffingTests: XCTestCase {

    struct User {
        let age: Int
        let name: String
    }
    
    func test_0() {
        let value0 = User(age: 0, name: "a")
        let value1 = User(age: 0, name: "b")
        
        let _diff = diff(realized: value0, expected: value1)
        
        XCTAssertEqual(_diff, [Diff(key: "name", type: "String", realized: "a", expected: "b")])
    }
    
    func test_1() {
        let value0 = User(age: 0, name: "a")
        let value1 = User(age: 1, name: "b")
        
        let _diff = diff(realized: value0, expected: value1)
        
        XCTAssertEqual(_diff, [Diff(key: "age", type: "Int", realized: "0", expected: "1"),
                               Diff(key: "name", type: "String", realized: "a", expected: "b")])
    }

}
