// Ported from Lasso's Example/LassoTestUtilities_Tests/ModalTestingTests+FullScreen.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import XCTest
import Lasso // port: Lasso's controllers, not UIKit's
import LassoXCTest // port: the XCTest assertions, failTest: and assertThrowsError are public in LassoXCTest

@MainActor // port: Swift 6 checks that the main-actor controllers are used on the main actor
class ModalTestingTestsFullScreen: XCTestCase {
    
    // port: no `UIView.setAnimationsEnabled(true)`: the terminal does not animate; `animated:` picks UIKit's schedule of the assertion hooks
    
    // MARK: - Success

    func test_Animated_Presentation() async throws { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = LifeCycleController()
        let vc1 = LifeCycleController()
        vc1.modalPresentationStyle = .fullScreen
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.lifeCycleEvents = []
        vc1.lifeCycleEvents = []
        
        // when / then
        let _: ViewController = try assertFullScreenPresentation( // port: UIKit names
            on: vc0,
            when: { vc0.present(vc1, animated: true, completion: nil) },
            onViewDidLoad: { presenting, presented in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad])
        },
            onViewWillAppear: { presenting, presented in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear])
        },
            onViewDidAppear: { presenting, presented in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
        })
    }
    
    func test_NotAnimated_Presentation() async throws { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = LifeCycleController()
        let vc1 = LifeCycleController()
        vc1.modalPresentationStyle = .fullScreen
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.lifeCycleEvents = []
        vc1.lifeCycleEvents = []

        // when / then
        let _: ViewController = try assertFullScreenPresentation( // port: UIKit names
            on: vc0,
            when: { vc0.present(vc1, animated: false, completion: nil) },
            onViewDidLoad: { presenting, presented in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad])
        },
            // For non-animated modal presentations, viewWillAppear is not distinguishable from viewDidAppear.
            onViewWillAppear: { presenting, presented in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
        },
            onViewDidAppear: { presenting, presented in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
        })
    }
    
    // Tests should pass if assertPresentation is called where 'presenting' is a child of a navigation controller
    func test_Presentation_OnNavigationEmbeddedController() async throws { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = LifeCycleController()
        let navigationController = NavigationController(rootViewController: vc0) // port: UIKit names
        let vc1 = LifeCycleController()
        vc1.modalPresentationStyle = .fullScreen
        window.rootViewController = navigationController
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.lifeCycleEvents = []
        vc1.lifeCycleEvents = []
        
        // when / then
        let _: ViewController = try assertFullScreenPresentation( // port: UIKit names
            on: vc0,
            when: { vc0.present(vc1, animated: true, completion: nil) },
            onViewDidLoad: { presenting, presented in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad])
        },
            onViewWillAppear: { presenting, presented in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear])
        },
            onViewDidAppear: { presenting, presented in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
        })
    }

    func test_Animated_Dismissal() async throws { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = LifeCycleController()
        let vc1 = LifeCycleController()
        vc1.modalPresentationStyle = .fullScreen
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.present(vc1, animated: true, completion: nil)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.lifeCycleEvents = []
        vc1.lifeCycleEvents = []

        // when / then
        try assertFullScreenDismissal(
            from: vc1,
            to: vc0,
            when: { vc1.dismiss(animated: true, completion: nil) },
            onViewWillAppear: { presented, presenting in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillAppear])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear])
        },
            onViewDidAppear: { presented, presenting in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillAppear, .viewDidAppear])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
        })
    }

    func test_NotAnimated_Dismissal() async throws { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = LifeCycleController()
        let vc1 = LifeCycleController()
        vc1.modalPresentationStyle = .fullScreen
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.present(vc1, animated: true, completion: nil)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.lifeCycleEvents = []
        vc1.lifeCycleEvents = []

        // when / then
        try assertFullScreenDismissal(
            from: vc1,
            to: vc0,
            when: { vc1.dismiss(animated: false, completion: nil) },
            // For non-animated modal dismissals, viewWillAppear is not distinguishable from viewDidAppear.
            onViewWillAppear: { presented, presenting in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillAppear, .viewDidAppear])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
        },
            onViewDidAppear: { presented, presenting in
                XCTAssertTrue(presenting === vc0)
                XCTAssertTrue(presented === vc1)
                XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillAppear, .viewDidAppear])
                XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
        })
    }

}
