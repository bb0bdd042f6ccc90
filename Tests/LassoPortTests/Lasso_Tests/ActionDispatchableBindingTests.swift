// Ported from Lasso's Example/Lasso_Tests/ActionDispatchableBindingTests.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import XCTest
import Lasso

@MainActor // port: Swift 6 checks that the main-actor widgets and store are used on the main actor
class ActionDispatchableBindingTests: XCTestCase {

    func test_BindButton_ToAction() async { // port: main-actor XCTest methods are async on Linux
        // given
        let store = TestModule.createScreen().store
        let button = Button("") // port: UIButton is Button
        button.bind(to: store, action: .buttonTapped)
        XCTAssertTrue(store.state.actions.isEmpty, "no actions should have been dispatched at the start")
        
        // when
        button.tap() // port: UIKit's sendActions(for: .touchUpInside) is tap()
        
        // then
        XCTAssertEqual(store.state.actions, [TestModule.Action.buttonTapped], "Expecting exactly one button tapped actions")
        
        // when
        button.tap() // port: UIKit's sendActions(for: .touchUpInside) is tap()
        
        // then
        XCTAssertEqual(store.state.actions, [TestModule.Action.buttonTapped, .buttonTapped], "Expecting exactly two button tapped actions")
    }
    
    func test_BindButton_ToClosure() async { // port: main-actor XCTest methods are async on Linux
        // given
        let store = TestModule.createScreen().store
        let button = Button("") // port: UIButton is Button
        button.bind(to: store) { btn in
            XCTAssertTrue(button === btn) // port: widgets are compared by identity (UIKit's are NSObjects)
            return .buttonTapped
        }
        button.bind(to: store) { _ in .gestureTapped }
        XCTAssertTrue(store.state.actions.isEmpty, "no actions should have been dispatched at the start")
        
        // when
        button.tap() // port: UIKit's sendActions(for: .touchUpInside) is tap()
        
        // then
        var expectation = [TestModule.Action.buttonTapped, .gestureTapped]
        XCTAssertEqual(store.state.actions, expectation, "Expecting exactly two actions")
        
        // when
        button.tap() // port: UIKit's sendActions(for: .touchUpInside) is tap()
        
        // then
        expectation = [TestModule.Action.buttonTapped, .gestureTapped, .buttonTapped, .gestureTapped]
        XCTAssertEqual(store.state.actions, expectation, "Expecting exactly four actions")
    }
    
    func test_BindButton_ToMultipleActions() async { // port: main-actor XCTest methods are async on Linux
        // given
        let store = TestModule.createScreen().store
        let button = Button("") // port: UIButton is Button
        button.bind(to: store, action: .buttonTapped)
        button.bind(to: store, action: .gestureTapped)
        XCTAssertTrue(store.state.actions.isEmpty, "no actions should have been dispatched at the start")
        
        // when
        button.tap() // port: UIKit's sendActions(for: .touchUpInside) is tap()
        
        // then
        let expectation = [TestModule.Action.buttonTapped, .gestureTapped]
        XCTAssertEqual(store.state.actions, expectation, "Expecting exactly two actions")
    }
    
    func test_BindButton_ToActionAndClosure() async { // port: main-actor XCTest methods are async on Linux
        // given
        let store = TestModule.createScreen().store
        let button = Button("") // port: UIButton is Button
        button.bind(to: store, action: .buttonTapped)
        button.bind(to: store) { _ in .gestureTapped }
        XCTAssertTrue(store.state.actions.isEmpty, "no actions should have been dispatched at the start")
        
        // when
        button.tap() // port: UIKit's sendActions(for: .touchUpInside) is tap()
        
        // then
        let expectation = [TestModule.Action.buttonTapped, .gestureTapped]
        XCTAssertEqual(store.state.actions, expectation, "Expecting exactly two actions")
    }
    
    func test_BindTapGesture_ToAction() async { // port: main-actor XCTest methods are async on Linux
        // given
        let store = TestModule.createScreen().store
        let tap = TapGestureRecognizer() // port: UIKit names
        tap.bind(to: store, action: .gestureTapped)
        XCTAssertTrue(store.state.actions.isEmpty, "no actions should have been dispatched at the start")
        
        // when
        tap.sendActions() // port: sendActions() is the recognizer's own (Lasso's tests add it with UIKit internals)
        
        // then
        XCTAssertEqual(store.state.actions, [TestModule.Action.gestureTapped], "Expecting exactly one gesture tapped actions")
        
        // when
        tap.sendActions() // port: sendActions() is the recognizer's own (Lasso's tests add it with UIKit internals)
        
        // then
        XCTAssertEqual(store.state.actions, [TestModule.Action.gestureTapped, .gestureTapped], "Expecting exactly two gesture tapped actions")
    }
    
    func test_BindTapGesture_ToClosure() async { // port: main-actor XCTest methods are async on Linux
        // given
        let store = TestModule.createScreen().store
        let tap = TapGestureRecognizer() // port: UIKit names
        tap.bind(to: store) { gesture in
            XCTAssertTrue(tap === gesture) // port: recognizers are compared by identity (not NSObject's ==)
            return .gestureTapped
        }
        XCTAssertTrue(store.state.actions.isEmpty, "no actions should have been dispatched at the start")
        
        // when
        tap.sendActions() // port: sendActions() is the recognizer's own (Lasso's tests add it with UIKit internals)
        
        // then
        var expectation = [TestModule.Action.gestureTapped]
        XCTAssertEqual(store.state.actions, expectation, "Expecting exactly one actions")
        
        // when
        tap.sendActions() // port: sendActions() is the recognizer's own (Lasso's tests add it with UIKit internals)
        
        // then
        expectation = [TestModule.Action.gestureTapped, .gestureTapped]
        XCTAssertEqual(store.state.actions, expectation, "Expecting exactly two actions")
    }
    
    func test_BindTapGesture_ToActionAndClosure() async { // port: main-actor XCTest methods are async on Linux
        // given
        let store = TestModule.createScreen().store
        let tap = TapGestureRecognizer() // port: UIKit names
        tap.bind(to: store, action: .gestureTapped)
        tap.bind(to: store) { _ in .buttonTapped }
        XCTAssertTrue(store.state.actions.isEmpty, "no actions should have been dispatched at the start")
        
        // when
        tap.sendActions() // port: sendActions() is the recognizer's own (Lasso's tests add it with UIKit internals)
        
        // then
        var expectation = [TestModule.Action.gestureTapped, .buttonTapped]
        XCTAssertEqual(store.state.actions, expectation, "Expecting exactly two actions")
        
        // when
        tap.sendActions() // port: sendActions() is the recognizer's own (Lasso's tests add it with UIKit internals)
        
        // then
        expectation = [TestModule.Action.gestureTapped, .buttonTapped, .gestureTapped, .buttonTapped]
        XCTAssertEqual(store.state.actions, expectation, "Expecting exactly four actions")
    }
        func test_BindTextChange_ToAction() async { // port: main-actor XCTest methods are async on Linux
        let store = TestModule.createScreen().store
        let textField = TextField() // port: UITextField is TextField
        textField.bindTextDidChange(to: store) { .textChanged($0) }
        XCTAssertTrue(store.state.actions.isEmpty, "no actions should have been dispatched at the start")
        
        // when
        textField.text = "hello"
        
        // then
        XCTAssertTrue(store.state.actions.isEmpty, "manually assigning text shouldn't trigger the action")
        
        // when
        textField.userDidEdit(textField.text) // port: UIKit posts textDidChangeNotification on a user's edit; userDidEdit(_:) is that edit
        
        // then
        XCTAssertEqual(store.state.actions, [TestModule.Action.textChanged("hello")], "Expecting to see \"hello\"")
        
        // when
        textField.text = "hello, mother"
        textField.userDidEdit(textField.text) // port: UIKit posts textDidChangeNotification on a user's edit; userDidEdit(_:) is that edit
        
        // then
        XCTAssertEqual(store.state.actions, [TestModule.Action.textChanged("hello"), .textChanged("hello, mother")], "Expecting to see text text change actions")
    }

}

private enum TestModule: ScreenModule {
    
    enum Action: Equatable {
        case buttonTapped
        case gestureTapped
        case textChanged(String)
    }
    
    struct State: Equatable {
        var actions = [Action]()
    }
    
    static var defaultInitialState: State { return State() }
    
    static func createScreen(with store: TestStore) -> Screen {
        let controller = ViewController() // port: UIViewController is ViewController
        return Screen(store, controller)
    }
    
}

private class TestStore: LassoStore<TestModule> {
    
    required init(with initialState: State? = nil) {
        super.init(with: initialState ?? State())
    }
    
    override func handleAction(_ action: Action) {
        update { state in
            state.actions.append(action)
        }
    }
}
