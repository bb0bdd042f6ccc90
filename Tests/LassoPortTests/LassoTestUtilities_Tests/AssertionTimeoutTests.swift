// Ported from Lasso's Example/LassoTestUtilities_Tests/AssertionTimeoutTests.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.
// Left out: AssertionTimeoutDefaultTests, which expects assertRoot to time out while blocks
// sleep on the main queue: the assertions here need no waiting (docs/coming-from-lasso.md).

import XCTest
import LassoXCTest // port: Lasso's XCTest helpers are their own module (LassoTestUtilities, re-exported, is built with library evolution, which XCTest is not)
import Lasso // port: the controllers are Lasso's here, not UIKit's

@MainActor // port: Swift 6 checks that the main-actor controllers are used on the main actor
class AssertionTimeoutOverrideTests: XCTestCase, AssertionTimeoutOverride {
    
    var defaultLassoAssertionTimeout: TimeInterval { return 2 }
    
    func test_override() async throws { // port: main-actor XCTest methods are async on Linux
        XCTAssertEqual(lassoAssertionTimeout, 2)
        
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc = LifeCycleController()
        let nav = NavigationController() // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: a main-actor test awaits the main queue
        
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
    }
    
}
