import AuthFeature
import Lasso
import Testing

@MainActor
@Suite("LoginViewController")
struct LoginViewControllerTests {
    private let service = ControlledLoginService()
    private let screen: LoginScreenModule.Screen
    private let outputs = Recorder<LoginScreenModule.Output>()

    init() {
        let service = service
        screen = LoginScreenModule.createScreen { $0.loginService = service }
        screen.observeOutput(outputs.record)
    }

    private var controller: ViewController { screen.controller }
    private var state: LoginScreenModule.State { screen.store.state }

    @Test func isALoginViewControllerOverTheScreensStore() throws {
        let login = try #require(controller as? LoginViewController)
        let showsTheScreensStore = login.store.underlyingStore === screen.concreteStore
        #expect(showsTheScreensStore)
        #expect(controller.title == "Log In")
    }

    @Test func buildsTheWidgetsInOrder() throws {
        let widgets = controller.view.visibleWidgets
        #expect(widgets.first is Stack)
        let title = try #require(widgets.compactMap { $0 as? Label }.first)
        #expect(title.style == .title)
        #expect(!title.text.isEmpty)

        let username = try widget("username", of: TextField.self, in: controller)
        let password = try widget("password", of: TextField.self, in: controller)
        #expect(!username.isSecure)
        #expect(password.isSecure)
        #expect(username.placeholder == "Username")
        #expect(password.placeholder == "Password")

        let error = try widget("error", of: Label.self, in: controller)
        #expect(error.style == .error)
        #expect(error.text == "")

        let activity = try widget("activity", of: ActivityIndicator.self, in: controller)
        #expect(!activity.isAnimating)
        #expect(activity.message == "Logging in…")

        #expect(buttonTitles(in: controller) == ["Log In"])
        #expect(try widget("login", of: Button.self, in: controller).isEnabled)

        let identifiers = widgets.compactMap { $0.identifier }
        #expect(identifiers == ["username", "password", "error", "activity", "login"])
    }

    @Test func userEditsAreSentToTheStore() throws {
        try widget("username", of: TextField.self, in: controller).userDidEdit("lasso")
        let password = try widget("password", of: TextField.self, in: controller)
        password.userDidInsert("swi")
        password.userDidInsert("ft")

        #expect(state.username == "lasso")
        #expect(state.password == "swift")
        #expect(password.text == "swift")
    }

    @Test func enterInThePasswordFieldLogsIn() throws {
        try widget("username", of: TextField.self, in: controller).userDidEdit("lasso")
        let password = try widget("password", of: TextField.self, in: controller)
        password.userDidEdit("swift")
        password.submit()
        #expect(state.isLoggingIn)
    }

    @Test func fieldsFollowTheState() throws {
        let username = try widget("username", of: TextField.self, in: controller)
        let password = try widget("password", of: TextField.self, in: controller)

        screen.store.dispatchAction(.didUpdateUsername("lasso"))
        screen.store.dispatchAction(.didUpdatePassword("swift"))

        #expect(username.text == "lasso")
        #expect(password.text == "swift")
    }

    @Test func aRestoredStateShowsInTheWidgets() throws {
        let original = LoginScreenModule.createScreen(
            with: .init(username: "lasso", password: "swift", error: "Wrong username or password")
        )
        let restored = LoginScreenModule.createScreen()
        _ = restored.controller.view

        try restored.concreteStore.restoreState(from: original.concreteStore.encodedState())

        #expect(try widget("username", of: TextField.self, in: restored.controller).text == "lasso")
        #expect(try widget("password", of: TextField.self, in: restored.controller).text == "", "never restored")
        #expect(try widget("error", of: Label.self, in: restored.controller).text == "Wrong username or password")
    }

    @Test func aScreenCreatedWithAStateShowsIt() throws {
        let screen = LoginScreenModule.createScreen(with: .init(username: "lasso", error: "Please enter your password"))

        #expect(try widget("username", of: TextField.self, in: screen.controller).text == "lasso")
        #expect(try widget("password", of: TextField.self, in: screen.controller).text == "")
        #expect(try widget("error", of: Label.self, in: screen.controller).text == "Please enter your password")
    }

    @Test func theErrorLabelFollowsTheError() throws {
        let error = try widget("error", of: Label.self, in: controller)

        try tapButton("Log In", on: controller)
        #expect(error.text == LoginError.missingCredentials.message)

        try widget("username", of: TextField.self, in: controller).userDidEdit("lasso")
        try tapButton("Log In", on: controller)
        #expect(error.text == LoginError.missingPassword.message)

        screen.concreteStore.replaceState(with: .init(username: "lasso"))
        #expect(error.text == "")
    }

    @Test func whileLoggingInTheIndicatorRunsAndControlsAreDisabled() async throws {
        let username = try widget("username", of: TextField.self, in: controller)
        let password = try widget("password", of: TextField.self, in: controller)
        let activity = try widget("activity", of: ActivityIndicator.self, in: controller)
        let button = try widget("login", of: Button.self, in: controller)
        username.userDidEdit("lasso")
        password.userDidEdit("swift")

        button.tap()

        #expect(state.isLoggingIn)
        #expect(activity.isAnimating)
        #expect(!button.isEnabled)
        #expect(!username.isEnabled)
        #expect(!password.isEnabled)
        #expect(await waitUntil { service.waitingCount == 1 })

        button.tap()
        username.userDidEdit("someone else")
        await letPendingTasksRun()
        #expect(service.requests.count == 1)
        #expect(state.username == "lasso")

        service.answer(with: .failure(LoginError.wrongCredentials))
        #expect(await waitUntil { !state.isLoggingIn })
        #expect(!activity.isAnimating)
        #expect(button.isEnabled)
        #expect(username.isEnabled)
        #expect(password.isEnabled)
        #expect(try widget("error", of: Label.self, in: controller).text == "Wrong username or password")
        #expect(outputs.values.isEmpty)
    }

    @Test func aSuccessfulLoginFromTheViewEmitsTheOutput() async throws {
        try widget("username", of: TextField.self, in: controller).userDidEdit("lasso")
        try widget("password", of: TextField.self, in: controller).userDidEdit("swift")
        try tapButton("Log In", on: controller)
        #expect(await waitUntil { service.waitingCount == 1 })

        service.answer(with: .success(AuthenticatedUser(username: "lasso")))

        #expect(await waitUntil { !outputs.values.isEmpty })
        #expect(outputs.values == [.userDidLogin(username: "lasso")])
    }

    @Test func theControllerKeepsTheStoreAlive() {
        weak var weakStore: LoginStore?
        var controller: ViewController?
        do {
            let screen = LoginScreenModule.createScreen()
            weakStore = screen.concreteStore
            controller = screen.controller
            _ = controller?.view
        }
        #expect(weakStore != nil)
        controller = nil
        #expect(weakStore == nil)
    }
}
