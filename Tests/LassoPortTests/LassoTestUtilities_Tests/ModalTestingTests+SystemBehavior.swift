// Ported from Lasso's Example/LassoTestUtilities_Tests/ModalTestingTests+SystemBehavior.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import XCTest
import Lasso // port: Lasso's controllers, not UIKit's
import LassoXCTest // port: the XCTest assertions, failTest: and assertThrowsError are public in LassoXCTest

@MainActor // port: Swift 6 checks that the main-actor controllers are used on the main actor
class ModalTestingTestsSystemBehavior: XCTestCase {
    
    // port: no `UIView.setAnimationsEnabled(true)`: the terminal does not animate; `animated:` picks UIKit's schedule of the assertion hooks
    
    private func testSupportedStyles(_ test: (ModalPresentationStyle) async throws -> Void) async throws { // port: UIKit names; async, as the tests await waits
        let styles: [ModalPresentationStyle] = [.pageSheet, .fullScreen] // port: UIKit names
        for style in styles { try await test(style) } // port: (as above)
    }
    
    // swiftlint:disable:next function_body_length
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
            let _: ViewController = try self.assertControllerEvent( // port: UIKit names
                from: vc0,
                to: { vc1 },
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
                    switch style {
                        
                    case .pageSheet:
                        if #available(iOS 13.0, *) {
                            XCTAssertEqual(vc0.lifeCycleEvents, [])
                        }
                        else {
                            XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear])
                        }
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear])
                        
                    case .fullScreen:
                        XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear])
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear])
                        
                    default:
                        ()
                    }

            },
                onViewDidAppear: { presenting, presented in
                    XCTAssertTrue(presenting === vc0)
                    XCTAssertTrue(presented === vc1)
                    switch style {
                        
                    case .pageSheet:
                        if #available(iOS 13.0, *) {
                            XCTAssertEqual(vc0.lifeCycleEvents, [])
                        }
                        else {
                            XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                        }
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
                        
                    case .fullScreen:
                        XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
                        
                    default:
                        ()
                    }

            })
        }
        
        try await testSupportedStyles(test) // port: (as above)
    }
    
    // swiftlint:disable:next function_body_length
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
            let _: ViewController = try self.assertControllerEvent( // port: UIKit names
                from: vc0,
                to: { vc1 },
                when: { vc0.present(vc1, animated: false, completion: nil) },
                onViewDidLoad: { presenting, presented in
                    XCTAssertTrue(presenting === vc0)
                    XCTAssertTrue(presented === vc1)
                    XCTAssertEqual(vc0.lifeCycleEvents, [])
                    XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad])
    
            },
                onViewWillAppear: { presenting, presented in
                    XCTAssertTrue(presenting === vc0)
                    XCTAssertTrue(presented === vc1)
                    switch style {
                        
                    case .pageSheet:
                        if #available(iOS 13.0, *) {
                            XCTAssertEqual(vc0.lifeCycleEvents, [])
                            XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear]) // port: a sheet presented or dismissed without animation is complete when the event returns, as UIKit's was before iOS 13
                        }
                        else {
                            XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                            XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
                        }
                        
                    case .fullScreen:
                        XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
                        
                    default:
                        ()
                    }

            },
                onViewDidAppear: { presenting, presented in
                    XCTAssertTrue(presenting === vc0)
                    XCTAssertTrue(presented === vc1)
                    switch style {
                        
                    case .pageSheet:
                        if #available(iOS 13.0, *) {
                            XCTAssertEqual(vc0.lifeCycleEvents, [])
                        }
                        else {
                            XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                        }
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
                        
                    case .fullScreen:
                        XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewDidLoad, .viewWillAppear, .viewDidAppear])
                        
                    default:
                        ()
                    }

            })
        }
        
        try await testSupportedStyles(test) // port: (as above)
    }
    
    // swiftlint:disable:next function_body_length
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
            let _: ViewController = try self.assertControllerEvent( // port: UIKit names
                from: vc0,
                to: { vc1 },
                when: { vc0.dismiss(animated: true, completion: nil) },
                onViewWillAppear: { presenting, presented in
                    XCTAssertTrue(presenting === vc0)
                    XCTAssertTrue(presented === vc1)
                    switch style {
                        
                    case .pageSheet:
                        if #available(iOS 13.0, *) {
                            XCTAssertEqual(vc0.lifeCycleEvents, [])
                        }
                        else {
                            XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillAppear])
                        }
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear])
                        
                    case .fullScreen:
                        XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillAppear])
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear])
                        
                    default:
                        ()
                    }

            },
                onViewDidAppear: { presenting, presented in
                    XCTAssertTrue(presenting === vc0)
                    XCTAssertTrue(presented === vc1)
                    switch style {
                        
                    case .pageSheet:
                        if #available(iOS 13.0, *) {
                            XCTAssertEqual(vc0.lifeCycleEvents, [])
                        }
                        else {
                            XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillAppear, .viewDidAppear])
                        }
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                        
                    case .fullScreen:
                        XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillAppear, .viewDidAppear])
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                        
                    default:
                        ()
                    }

            })
        }
        
        try await testSupportedStyles(test) // port: (as above)
    }
    
    // swiftlint:disable:next function_body_length
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
            let _: ViewController = try self.assertControllerEvent( // port: UIKit names
                from: vc0,
                to: { vc1 },
                when: { vc0.dismiss(animated: false, completion: nil) },
                onViewWillAppear: { presenting, presented in
                    XCTAssertTrue(presenting === vc0)
                    XCTAssertTrue(presented === vc1)
                    switch style {
                        
                    case .pageSheet:
                        if #available(iOS 13.0, *) {
                            XCTAssertEqual(vc0.lifeCycleEvents, [])
                            XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear]) // port: a sheet presented or dismissed without animation is complete when the event returns, as UIKit's was before iOS 13
                        } else {
                            XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillAppear, .viewDidAppear])
                            XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                        }
                        
                    case .fullScreen:
                        XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillAppear, .viewDidAppear])
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                        
                    default:
                        ()
                    }

            },
                onViewDidAppear: { presenting, presented in
                    XCTAssertTrue(presenting === vc0)
                    XCTAssertTrue(presented === vc1)
                    switch style {
                        
                    case .pageSheet:
                        if #available(iOS 13.0, *) {
                            XCTAssertEqual(vc0.lifeCycleEvents, [])
                        } else {
                            XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillAppear, .viewDidAppear])
                        }
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                        
                    case .fullScreen:
                        XCTAssertEqual(vc0.lifeCycleEvents, [.viewWillAppear, .viewDidAppear])
                        XCTAssertEqual(vc1.lifeCycleEvents, [.viewWillDisappear, .viewDidDisappear])
                        
                    default:
                        ()
                    }

            })
        }
        
        try await testSupportedStyles(test) // port: (as above)
    }

}
