// Ported from Lasso's Example/LassoTestUtilities_Tests/NavigationTestingTests.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import XCTest
import Lasso // port: Lasso's controllers, not UIKit's
import LassoXCTest // port: the XCTest assertions, failTest: and assertThrowsError are public in LassoXCTest

// swiftlint:disable file_length

@MainActor // port: Swift 6 checks that the main-actor controllers are used on the main actor
class NavigationTestingTests: XCTestCase {
    
    // port: no `UIView.setAnimationsEnabled(true)`: the terminal does not animate; `animated:` picks UIKit's schedule of the assertion hooks
    
    // MARK: - Success
    
    // assertPushed
    
    func test_AssertPushed_Animated() async throws { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = LifeCycleController()
        let vc1 = LifeCycleController()
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.lifeCycleEvents = []
        vc1.lifeCycleEvents = []
        
        // when / then
        let result: LifeCycleController = try assertPushed(
            after: vc0,
            when: { nav.pushViewController(vc1, animated: true) },
            onViewDidLoad: { previous, pushed in
                XCTAssertTrue(previous === vc0)
                XCTAssertTrue(pushed === vc1)
                XCTAssertEqual(pushed.lifeCycleEvents, [.viewDidLoad])
                XCTAssertEqual(previous.lifeCycleEvents, [])
        },
            onViewWillAppear: { previous, pushed in
                XCTAssertTrue(previous === vc0)
                XCTAssertTrue(pushed === vc1)
                XCTAssertEqual(pushed.lifeCycleEvents, [.viewDidLoad, .viewWillAppear])
                XCTAssertEqual(previous.lifeCycleEvents, [.viewWillDisappear])
        },
            onViewDidAppear: { previous, pushed in
                XCTAssertTrue(previous === vc0)
                XCTAssertTrue(pushed === vc1)
                XCTAssertEqual(pushed.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
                XCTAssertEqual(previous.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
        })
        XCTAssertTrue(result === vc1)
    }
    
    func test_AssertPushed_NotAnimated() async throws { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = LifeCycleController()
        let vc1 = LifeCycleController()
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.lifeCycleEvents = []
        vc1.lifeCycleEvents = []
        
        // when / then
        let result: LifeCycleController = try assertPushed(
            after: vc0,
            when: { nav.pushViewController(vc1, animated: false) },
            onViewDidLoad: { previous, pushed in
                XCTAssertTrue(previous === vc0)
                XCTAssertTrue(pushed === vc1)
                XCTAssertEqual(pushed.lifeCycleEvents, [.viewDidLoad])
                XCTAssertEqual(previous.lifeCycleEvents, [])
        },
            onViewWillAppear: { previous, pushed in
                XCTAssertTrue(previous === vc0)
                XCTAssertTrue(pushed === vc1)
                XCTAssertEqual(pushed.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
                XCTAssertEqual(previous.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
        },
            onViewDidAppear: { previous, pushed in
                XCTAssertTrue(previous === vc0)
                XCTAssertTrue(pushed === vc1)
                XCTAssertEqual(pushed.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
                XCTAssertEqual(previous.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
        })
        XCTAssertTrue(result === vc1)
    }
    
    // assertRoot
    
    func test_AssertRoot() async throws { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc = LifeCycleController()
        let nav = NavigationController() // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc.lifeCycleEvents = []
        
        // when / then
        let result: LifeCycleController = try assertRoot(
            of: nav,
            when: { nav.setViewControllers([vc]) }, // port: the stack is set with setViewControllers (UIKit's setter)
            onViewDidLoad: { root in
                XCTAssertTrue(root === vc)
                XCTAssertEqual(root.lifeCycleEvents, [.viewDidLoad])
        },
            onViewWillAppear: { root in
                XCTAssertTrue(root === vc)
                XCTAssertEqual(root.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
        },
            onViewDidAppear: { root in
                XCTAssertTrue(root === vc)
                XCTAssertEqual(root.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
        })
        XCTAssertTrue(result === vc)
    }
    
    // assertPopped
    
    func test_AssertPopped_Animated() async throws { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = LifeCycleController()
        let vc1 = LifeCycleController()
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        nav.pushViewController(vc1, animated: true)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.lifeCycleEvents = []
        vc1.lifeCycleEvents = []
        
        // when / then
        try assertPopped(
            from: vc1,
            to: vc0,
            when: { nav.popViewController(animated: true) },
            onViewWillAppear: { from, to in
                XCTAssertTrue(to === vc0)
                XCTAssertTrue(from === vc1)
                XCTAssertEqual(to.lifeCycleEvents, [.viewWillAppear])
                XCTAssertEqual(from.lifeCycleEvents, [.viewWillDisappear])
        },
            onViewDidAppear: { from, to in
                XCTAssertTrue(to === vc0)
                XCTAssertTrue(from === vc1)
                XCTAssertEqual(to.lifeCycleEvents, [.viewWillAppear, .viewDidAppear])
                XCTAssertEqual(from.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
        })
    }
    
    func test_AssertPopped_NotAnimated() async throws { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = LifeCycleController()
        let vc1 = LifeCycleController()
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        nav.pushViewController(vc1, animated: true)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.lifeCycleEvents = []
        vc1.lifeCycleEvents = []
        
        // when / then
        try assertPopped(
            from: vc1,
            to: vc0,
            when: { nav.popViewController(animated: false) },
            onViewWillAppear: { from, to in
                XCTAssertTrue(to === vc0)
                XCTAssertTrue(from === vc1)
                XCTAssertEqual(to.lifeCycleEvents, [.viewWillAppear, .viewDidAppear])
                XCTAssertEqual(from.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
        },
            onViewDidAppear: { from, to in
                XCTAssertTrue(to === vc0)
                XCTAssertTrue(from === vc1)
                XCTAssertEqual(to.lifeCycleEvents, [.viewWillAppear, .viewDidAppear])
                XCTAssertEqual(from.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
        })
    }
    
    // MARK: - Failure
    
    // push
    
    func test_PushingWrongType_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)

        // when / then
        assertThrowsError(
            expr: {
                let _: TabBarController = try assertPushed(after: vc0, when: { nav.pushViewController(vc1, animated: false) }, failTest: silent) // port: UIKit names
        },
            eval: {
                switch $0 {

                case NavigationPresentationTypeError<TabBarController>.unexpectedPushedType(realized: let realized): // port: UIKit names
                    XCTAssertTrue(realized === vc1)

                default:
                    unexpectedErrorType()
                }
        })
    }
    
    func test_NoNavEmbeddingPrecedingPush_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: {
                try _ = assertPushed(after: vc0, when: { }, failTest: silent)
        },
            eval: {
                switch $0 {
                    
                case NavigationPresentationError.noNavigationEmbedding(target: let target):
                    XCTAssertTrue(target === vc0)
                    
                default:
                    unexpectedErrorType()
                }
        })
    }
    
    func test_PreviousNotTopPrecedingPush_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        nav.pushViewController(vc1, animated: false)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: {
                try _ = assertPushed(after: vc0, when: { }, failTest: silent)
        },
            eval: {
                switch $0 {
                    
                case NavigationPresentationError.unexpectedTopPrecedingEvent(expected: let expected, navigationController: let _nav):
                    XCTAssertTrue(expected === vc0)
                    XCTAssertTrue(_nav === nav)
                    
                default:
                    unexpectedErrorType()
                }
        })
    }
    
    func test_EmptyStackFollowingPush_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: {
                try _ = assertPushed(after: vc0, when: { nav.setViewControllers([]) }, failTest: silent) // port: the stack is set with setViewControllers (UIKit's setter)
        },
            eval: {
                switch $0 {
                    
                case NavigationPresentationError.unexpectedEmptyStackFollowingEvent(navigationController: let _nav):
                    XCTAssertTrue(_nav === nav)
                    
                default:
                    unexpectedErrorType()
                }
        })
    }

    func test_BadTopStackFollowingPush_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        let vc2 = ViewController() // port: UIKit names
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)

        // when / then
        assertThrowsError(
            expr: {
                try _ = assertPushed(
                    after: vc0,
                    when: {
                        nav.pushViewController(vc1, animated: false)
                        waitForEvents(in: window)
                        nav.pushViewController(vc2, animated: false)
                        waitForEvents(in: window)
                },
                    failTest: silent)
        },
            eval: {
                switch $0 {

                case NavigationPresentationError.unexpectedTopStackFollowingEvent(expected: let expected, navigationController: let _nav):
                    XCTAssertTrue(expected.elementsEqual([vc0, vc2], by: ===)) // port: controllers are compared by identity (not NSObject's ==)
                    XCTAssertTrue(_nav === nav)

                default:
                    unexpectedErrorType()
                }
        })
    }
    
    func test_NoPush_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)

        // when / then
        assertThrowsError(
            expr: {
                try _ = assertPushed(
                    after: vc0,
                    when: { () },
                    failTest: silent)
        },
            eval: {
                switch $0 {

                case NavigationPresentationError.noPushOccurred(previous: let previous):
                    XCTAssertTrue(previous === vc0) // port: controllers are compared by identity (not NSObject's ==)

                default:
                    unexpectedErrorType()
                }
        })
    }
    
    // root
    
    func test_NoNewRootReplacingOld_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)

        // when / then
        assertThrowsError(
            expr: {
                let _: TabBarController = try assertRoot(of: nav, when: { }, failTest: silent) // port: UIKit names
        },
            eval: {
                switch $0 {

                case NavigationPresentationError.oldRootRemainsFollowingRootEvent(oldRoot: let oldRoot, navigationController: let _nav):
                    XCTAssertTrue(oldRoot === vc0)
                    XCTAssertTrue(_nav === nav)

                default:
                    unexpectedErrorType()
                }
        })
    }
    
    func test_RootingWrongType_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)

        // when / then
        assertThrowsError(
            expr: {
                let _: TabBarController = try assertRoot(of: nav, when: { nav.setViewControllers([vc1]) }, failTest: silent) // port: UIKit names; the stack is set with setViewControllers
        },
            eval: {
                switch $0 {

                case NavigationPresentationTypeError<TabBarController>.unexpectedRootType(realized: let realized): // port: UIKit names
                    XCTAssertTrue(realized === vc1)

                default:
                    unexpectedErrorType()
                }
        })
    }
    
    func test_EmptyStackFollowingRootEvent_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let nav = NavigationController() // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: {
                try _ = assertRoot(of: nav, when: { }, failTest: silent)
        },
            eval: {
                switch $0 {
                    
                case NavigationPresentationError.unexpectedStackFollowingRootEvent(navigationController: let _nav):
                    XCTAssertTrue(_nav === nav)
                    
                default:
                    unexpectedErrorType()
                }
        })
    }
    
    func test_ManyInStackFollowingRootEvent_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: {
                try _ = assertRoot(of: nav, when: { nav.pushViewController(vc1, animated: false) }, failTest: silent)
        },
            eval: {
                switch $0 {
                    
                case NavigationPresentationError.unexpectedStackFollowingRootEvent(navigationController: let _nav):
                    XCTAssertTrue(_nav === nav)
                    
                default:
                    unexpectedErrorType()
                }
        })
    }
    
    // pop
    
    func test_NoNavigationEmbeddingPrecedingPop_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: {
                try assertPopped(from: vc0, to: ViewController(), when: { }, failTest: silent) // port: UIKit names
        },
            eval: {
                switch $0 {
                    
                case NavigationPresentationError.noNavigationEmbedding(target: let target):
                    XCTAssertTrue(target === vc0)
                    
                default:
                    unexpectedErrorType()
                }
        })
    }
    
    func test_FromControllerNotTopPrecedingPop_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        nav.pushViewController(ViewController(), animated: false) // port: UIKit names
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: {
                try assertPopped(from: vc0, to: ViewController(), when: { }, failTest: silent) // port: UIKit names
        },
            eval: {
                switch $0 {
                    
                case NavigationPresentationError.unexpectedTopPrecedingEvent(expected: let expected, navigationController: let _nav):
                    XCTAssertTrue(expected === vc0)
                    XCTAssertTrue(_nav === nav)
                    
                default:
                    unexpectedErrorType()
                }
        })
    }
    
    func test_ToControllerNotTopFollowingPop_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        let nav = NavigationController(rootViewController: vc0) // port: UIKit names
        window.rootViewController = nav
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        nav.pushViewController(vc1, animated: false)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: {
                try assertPopped(from: vc1, to: vc0, when: { }, failTest: silent)
        },
            eval: {
                switch $0 {
                    
                case NavigationPresentationError.unexpectedTopFollowingEvent(expected: let expected, navigationController: let _nav):
                    XCTAssertTrue(expected === vc0)
                    XCTAssertTrue(_nav === nav)
                    
                default:
                    unexpectedErrorType()
                }
        })
    }

}

