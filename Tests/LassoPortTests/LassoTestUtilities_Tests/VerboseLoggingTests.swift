// Ported from Lasso's Example/LassoTestUtilities_Tests/VerboseLoggingTests.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import XCTest
import Lasso // port: the controllers are Lasso's here, not UIKit's
import LassoTestUtilities // port: describeViewControllerHierarchy is public here (internal in Lasso, reached with `@testable`)

@MainActor // port: Swift 6 checks that the main-actor controllers are used on the main actor
class VerboseLoggingTests: XCTestCase {

    func test_NavigationEmbedding() async { // port: main-actor XCTest methods are async on Linux
        let navigationController = NavigationController(rootViewController: VC1()) // port: UIKit names
        
        let description = describeViewControllerHierarchy(navigationController)
        
        XCTAssertEqual(description, "<NavigationController : [VC1]>") // port: UIKit names
    }
    
    func test_ModalSequence() async { // port: main-actor XCTest methods are async on Linux
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc1 = VC1()
        let vc2 = VC2()
        window.rootViewController = vc1
        vc1.present(vc2, animated: false, completion: nil)
        
        let description = describeViewControllerHierarchy(vc2)
        
        XCTAssertEqual(description, "<VC1> --> <VC2>")
    }
    
    func test_ModalSequenceWithNavigationController() async { // port: main-actor XCTest methods are async on Linux
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let navigationController = NavigationController(rootViewController: VC1()) // port: UIKit names
        let vc2 = VC2()
        window.rootViewController = navigationController
        navigationController.pushViewController(ViewController(), animated: false) // port: UIKit names
        navigationController.present(vc2, animated: false, completion: nil)
        
        let description = describeViewControllerHierarchy(vc2)
        
        XCTAssertEqual(description, "<NavigationController : [VC1, ViewController]> --> <VC2>") // port: UIKit names
    }

}

private class VC1: ViewController { } // port: UIKit names

private class VC2: ViewController { } // port: UIKit names
