// Ported from Lasso's Example/LassoTestUtilities_Tests/ModalTestingTests+AnyModalPresentationStyle.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import XCTest
import Lasso // port: Lasso's controllers, not UIKit's
import LassoXCTest // port: the XCTest assertions, failTest: and assertThrowsError are public in LassoXCTest

@MainActor // port: Swift 6 checks that the main-actor controllers are used on the main actor
class ModalTestingTestsAnyModalPresentationStyle: XCTestCase {
    
    // port: no `UIView.setAnimationsEnabled(true)`: the terminal does not animate; `animated:` picks UIKit's schedule of the assertion hooks
    
    private func testSupportedStyles(_ test: (ModalPresentationStyle) async throws -> Void) async throws { // port: UIKit names; async, as the tests await waits
        let styles: [ModalPresentationStyle] = [.pageSheet, .fullScreen] // port: UIKit names
        for style in styles { try await test(style) } // port: (as above)
    }
    
    // MARK: - Presentation

    func test_Animated_Presentation() async throws { // port: main-actor XCTest methods are async on Linux
        
        let test = { (style: ModalPresentationStyle) async throws in // port: UIKit names; async, as it awaits waits
            // given
            let window = Window() // port: UIKit names
            window.makeKeyAndVisible()
            let vc0 = LifeCycleController()
            let vc1 = LifeCycleController()
            vc1.modalPresentationStyle = style
            window.rootViewController = vc0
            await self.waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
            vc0.lifeCycleEvents = []
            vc1.lifeCycleEvents = []
            
            // when / then
            let result: LifeCycleController = try self.assertPresentation(
                on: vc0,
                when: { vc0.present(vc1, animated: true, completion: nil) },
                onViewDidLoad: { presented in
                    XCTAssertTrue(presented === vc1)
                    XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad])
            },
                onViewWillAppear: { presented in
                    XCTAssertTrue(presented === vc1)
                    XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear])
            },
                onViewDidAppear: { presented in
                    XCTAssertTrue(presented === vc1)
                    XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
            })
            XCTAssertTrue(result === vc1)
        }
        
        try await testSupportedStyles(test) // port: (as above)
    }
    
    func test_Presentation_WithPresentingEmbedding_Succeeds() async throws { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let nav0 = NavigationController(rootViewController: vc0) // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        window.rootViewController = nav0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        let result: ViewController = try self.assertPresentation( // port: UIKit names
            on: vc0,
            when: { vc0.present(vc1, animated: true, completion: nil) }
        )
        XCTAssertTrue(result === vc1)
    }
    
    func test_Presentation_WithModalStackLength3_Succeeds() async throws { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let nav0 = NavigationController(rootViewController: vc0) // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        let vc2 = ViewController() // port: UIKit names
        window.rootViewController = nav0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        nav0.present(vc1, animated: false, completion: nil)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        let result: ViewController = try self.assertPresentation( // port: UIKit names
            on: vc1,
            when: { vc1.present(vc2, animated: false, completion: nil) }
        )
        XCTAssertTrue(result === vc2)
    }
    
    // No guarantees are made with respect to viewWillAppear for unanimated presentations. It
    // does not make sense to hook into viewWillAppear b/c it is conceptually irrelevant - when
    // there is no animation, appearance happens all at once and there is no difference between 'will'
    // and 'did' appear.  'did' is the only appropriate hook here.
    func test_NotAnimated_Presentation() async throws { // port: main-actor XCTest methods are async on Linux
        
        let test = { (style: ModalPresentationStyle) async throws in // port: UIKit names; async, as it awaits waits
            // given
            let window = Window() // port: UIKit names
            window.makeKeyAndVisible()
            let vc0 = LifeCycleController()
            let vc1 = LifeCycleController()
            vc1.modalPresentationStyle = style
            window.rootViewController = vc0
            await self.waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
            vc0.lifeCycleEvents = []
            vc1.lifeCycleEvents = []
            
            // when / then
            let result: LifeCycleController = try self.assertPresentation(
                on: vc0,
                when: { vc0.present(vc1, animated: false, completion: nil) },
                onViewDidLoad: { presented in
                    XCTAssertTrue(presented === vc1)
                    XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad])
            },
                onViewDidAppear: { presented in
                    XCTAssertTrue(presented === vc1)
                    XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
            })
            XCTAssertTrue(result === vc1)
        }
        
        try await testSupportedStyles(test) // port: (as above)
    }
    
    func test_NoPresentationOnWhen_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: { try _ = assertPresentation(on: vc0, when: { }, failTest: silent) },
            eval: {
                switch $0 {
                case ModalPresentationError.noPresentationOccurred: ()
                default: unexpectedErrorType()
                }
        })
    }
    
    func test_PresentingWrongType_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: {
                let _: NavigationController = try assertPresentation( // port: UIKit names
                    on: vc0,
                    when: { vc0.present(vc1, animated: false, completion: nil) },
                    failTest: silent
                )
        },
            eval: {
                switch $0 {
                case ModalPresentationTypeError<NavigationController>.unexpectedPresentedTypeFollowingEvent(realized: let realized): // port: UIKit names
                    XCTAssertTrue(realized === vc1)
                    
                default:
                    unexpectedErrorType()
                }
        })
    }
    
    func test_PresentingNotModallyForemostPrecedingPresentationEvent_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.present(vc1, animated: false, completion: nil)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)

        // when / then
        assertThrowsError(
            expr: { let _: ViewController = try assertPresentation(on: vc0, when: { }, failTest: silent) }, // port: UIKit names
            eval: {
                switch $0 {
                case ModalPresentationError.unexpectedModallyForemostPrecedingEvent(expected: let expected, realized: let realized):
                    XCTAssertTrue(expected === vc0)
                    XCTAssertTrue(realized === vc1)

                default:
                    unexpectedErrorType()
                }
        })
    }

    func test_PresentedNotModallyForemostFollowingPresentationEvent_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        let vc2 = ViewController() // port: UIKit names
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)

        // when / then
        assertThrowsError(
            expr: {
                let _: ViewController = try assertPresentation( // port: UIKit names
                    on: vc0,
                    when: {
                        vc0.present(vc1, animated: false, completion: nil)
                        waitForEvents(in: window)
                        vc1.present(vc2, animated: false, completion: nil)
                        waitForEvents(in: window)
                },
                    failTest: silent)
        },
            eval: {
                switch $0 {
                case ModalPresentationError.unexpectedModallyForemostFollowingEvent(expected: let expected, realized: let realized):
                    XCTAssertTrue(expected.elementsEqual([vc0, vc1], by: ===)) // port: controllers are compared by identity (not NSObject's ==)
                    XCTAssertTrue(realized.elementsEqual([vc1, vc2], by: ===)) // port: controllers are compared by identity (not NSObject's ==)

                default:
                    unexpectedErrorType()
                }
        })
    }
    
    // MARK: - Dismissal
    
    func test_Animated_Dismissal() async throws { // port: main-actor XCTest methods are async on Linux
        
        let test = { (style: ModalPresentationStyle) async throws in // port: UIKit names; async, as it awaits waits
            // given
            let window = Window() // port: UIKit names
            window.makeKeyAndVisible()
            let vc0 = LifeCycleController()
            let vc1 = LifeCycleController()
            vc1.modalPresentationStyle = style
            window.rootViewController = vc0
            await self.waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
            vc0.present(vc1, animated: true, completion: nil)
            await self.waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
            vc0.lifeCycleEvents = []
            vc1.lifeCycleEvents = []
            
            // when / then
            try self.assertDismissal(
                from: vc1,
                to: vc0,
                when: { vc0.dismiss(animated: true, completion: nil) },
                onViewWillAppear: { presented in
                    XCTAssertTrue(presented === vc1)
                    XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear])
            },
                onViewDidAppear: { presented in
                    XCTAssertTrue(presented === vc1)
                    XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
            })
        }
        
        try await testSupportedStyles(test) // port: (as above)
    }
    
    func test_NotAnimated_Dismissal() async throws { // port: main-actor XCTest methods are async on Linux
        
        let test = { (style: ModalPresentationStyle) async throws in // port: UIKit names; async, as it awaits waits
            // given
            let window = Window() // port: UIKit names
            window.makeKeyAndVisible()
            let vc0 = LifeCycleController()
            let vc1 = LifeCycleController()
            vc1.modalPresentationStyle = style
            window.rootViewController = vc0
            await self.waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
            vc0.present(vc1, animated: true, completion: nil)
            await self.waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
            vc0.lifeCycleEvents = []
            vc1.lifeCycleEvents = []
            
            // when / then
            try self.assertDismissal(
                from: vc1,
                to: vc0,
                when: { vc0.dismiss(animated: false, completion: nil) },
                onViewDidAppear: { presented in
                    XCTAssertTrue(presented === vc1)
                    XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
            })
        }
        
        try await testSupportedStyles(test) // port: (as above)
    }
    
    func test_PresentedNotForemostPrecedingDismissalEvent_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        let vc2 = ViewController() // port: UIKit names
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.present(vc1, animated: false, completion: nil)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc1.present(vc2, animated: false, completion: nil)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: { try assertDismissal(from: vc1, to: vc0, when: { }, failTest: silent) },
            eval: {
                switch $0 {
                    
                case ModalPresentationError.unexpectedModallyForemostPrecedingEvent(expected: let expected, realized: let realized):
                    XCTAssertTrue(expected === vc1)
                    XCTAssertTrue(realized === vc2)
                    
                default:
                    unexpectedErrorType()
                }
        })
    }
    
    func test_EmptyDismissalEvent_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        let vc2 = ViewController() // port: UIKit names
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.present(vc1, animated: false, completion: nil)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc1.present(vc2, animated: false, completion: nil)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: {
                try assertDismissal(
                    from: vc2,
                    to: vc0,
                    when: { },
                    failTest: silent
                )
        },
            eval: {
                switch $0 {
                    
                case ModalPresentationError.noDismissalOccurred:
                    ()
                    
                default:
                    unexpectedErrorType()
                }
        })
    }
    
    func test_PresentingNotForemostFollowingDismissalEvent_Fails() async { // port: main-actor XCTest methods are async on Linux
        // given
        let window = Window() // port: UIKit names
        window.makeKeyAndVisible()
        let vc0 = ViewController() // port: UIKit names
        let vc1 = ViewController() // port: UIKit names
        let vc2 = ViewController() // port: UIKit names
        window.rootViewController = vc0
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc0.present(vc1, animated: false, completion: nil)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        vc1.present(vc2, animated: false, completion: nil)
        await waitForEvents(in: window) // port: the wait is awaited (in an async test method a synchronous wait cannot let the main queue run)
        
        // when / then
        assertThrowsError(
            expr: {
                try assertDismissal(
                    from: vc2,
                    to: vc0,
                    when: { vc1.dismiss(animated: false, completion: nil) },
                    failTest: silent
                )
        },
            eval: {
                switch $0 {
                    
                case ModalPresentationError.unexpectedModallyForemostFollowingEvent(expected: let expected, realized: let realized):
                    XCTAssertTrue(expected.elementsEqual([vc0], by: ===)) // port: controllers are compared by identity (not NSObject's ==)
                    XCTAssertTrue(realized.elementsEqual([vc1], by: ===)) // port: controllers are compared by identity (not NSObject's ==)
                    
                default:
                    unexpectedErrorType()
                }
        })
    }

}
