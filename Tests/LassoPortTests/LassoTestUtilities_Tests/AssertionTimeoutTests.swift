// Ported from Lasso's Example/LassoTestUtilities_Tests/AssertionTimeoutTests.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import XCTest
import LassoXCTest // port: Lasso's XCTest helpers are their own module (LassoTestUtilities, re-exported, is built with library evolution, which XCTest is not)
import Lasso // port: the controllers are Lasso's here, not UIKit's

class AssertionTimeoutDefaultTests: XCTestCase, @unchecked Sendable { // port: the test case is handed to the main-actor block of its synchronous test (XCTestCase is not Sendable; its tests run on the main thread)
    
    func test_default() throws { MainActor.assumeIsolated { // port: a synchronous test method, as Lasso's, so that the assertion's wait runs the main run loop (the test case runs on the main thread; the assertions are main-actor)
        XCTAssertEqual(lassoAssertionTimeout, 5)
        
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc = LifeCycleController()
        let nav = NavigationController() // port: UIKit names
        window.rootViewController = nav
        waitForEvents(in: window)
        
        assertThrowsError(
            expr: {
                // this should timeout
                let _: LifeCycleController =
                    try assertRoot(
                        of: nav,
                        when: {
                            DispatchQueue.main.async {
                                Thread.sleep(forTimeInterval: 5.5)
                            }
                            DispatchQueue.main.async {
                                Thread.sleep(forTimeInterval: 1.1)
                            }
                            nav.setViewControllers([vc]) // port: UIKit's `viewControllers` setter is setViewControllers(_:animated:)
                        },
                        failTest: silent
                    )
            },
            eval: {
                switch $0 {
                case WaitError.timedOut: ()
                default: unexpectedErrorType()
                }
            }
        )
    } } // port: (the main-actor block, as above)

}

class AssertionTimeoutOverrideTests: XCTestCase, AssertionTimeoutOverride, @unchecked Sendable { // port: (Sendable, as above)
    
    var defaultLassoAssertionTimeout: TimeInterval { return 2 }
    
    nonisolated func test_override() throws { try MainActor.assumeIsolated { // port: a synchronous test method, as Lasso's, so that the assertion's wait runs the main run loop; `nonisolated`, as conforming to the main-actor AssertionTimeoutOverride makes the test case main-actor, and a main-actor synchronous test method cannot be listed on Linux
        XCTAssertEqual(lassoAssertionTimeout, 2)
        
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc = LifeCycleController()
        let nav = NavigationController() // port: UIKit names
        window.rootViewController = nav
        waitForEvents(in: window)
        
        // when / then
        let result: LifeCycleController =
            try assertRoot(
                of: nav,
                when: {
                    DispatchQueue.main.async {
                        Thread.sleep(forTimeInterval: 1.5)
                    }
                    DispatchQueue.main.async {
                        Thread.sleep(forTimeInterval: 0.1)
                    }
                    nav.setViewControllers([vc]) // port: UIKit's `viewControllers` setter is setViewControllers(_:animated:)
                }
            )
        XCTAssertTrue(result === vc)
    } } // port: (the main-actor block, as above)
    
}
