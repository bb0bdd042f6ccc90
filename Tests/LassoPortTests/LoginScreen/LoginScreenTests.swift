import Lasso
import XCTest

// The article's two tests, as written (in an XCTestCase, as Lasso's tests are).
@MainActor // port: Swift 6 checks that the main-actor store is used on the main actor
final class LoginScreenTests: XCTestCase {

    func test_LoginScreen_changeUsername() async { // port: main-actor XCTest methods are async on Linux
        let screen = LoginScreenModule.createScreen()
        screen.store.dispatchAction(.didUpdateUsername("mom")) // port: the article misspells the case `.didChangeUsername`
        XCTAssertEqual(screen.store.state.username, "mom")
    }

    func test_LoginScreen_didLogin() async { // port: main-actor XCTest methods are async on Linux
        var outputs = [LoginScreenModule.Output]()
        let screen = LoginScreenModule
            .createScreen()
            .observeOutput { outputs.append($0) }
        screen.store.dispatchAction(.didTapLogin)
        XCTAssertEqual(outputs, [.userDidLogin])
    }

    // Beyond the article: the ported view drives and shows the store as the UIKit one would.
    func test_LoginScreen_viewSendsTypedTextAndShowsTheState() async throws { // port: main-actor XCTest methods are async on Linux
        let prePopulated = LoginScreenModule.State(username: "Billie")
        let screen = LoginScreenModule.createScreen(with: prePopulated)
        let controller = try XCTUnwrap(screen.controller as? LoginScreenViewController)
        controller.loadViewIfNeeded()
        let fields = controller.view.visibleWidgets.compactMap { $0 as? TextField }
        XCTAssertEqual(fields.first?.text, "Billie")
        fields.last?.userDidInsert("secret")
        XCTAssertEqual(screen.store.state.password, "secret")
    }
}
