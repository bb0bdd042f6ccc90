import AuthFeature
import Foundation
import Lasso
import Testing

@MainActor
@Suite("LoginStore")
struct LoginStoreTests {
    private let store = LoginStore(with: LoginScreenModule.defaultInitialState)
    private let outputs = Recorder<LoginScreenModule.Output>()

    init() {
        store.observeOutput(outputs.record)
    }

    private func enterCredentials(_ username: String, _ password: String) {
        store.dispatchAction(.didUpdateUsername(username))
        store.dispatchAction(.didUpdatePassword(password))
    }

    @Test func startsEmpty() {
        #expect(store.state == LoginScreenModule.State(username: "", password: "", error: nil, isLoggingIn: false))
    }

    @Test func editsUpdateTheCredentials() {
        enterCredentials("lasso", "swift")
        #expect(store.state.username == "lasso")
        #expect(store.state.password == "swift")
        #expect(store.state.error == nil)
        #expect(!store.state.isLoggingIn)
    }

    @Test(
        "Tapping with missing fields shows why and sends nothing",
        arguments: [
            ("", "", LoginError.missingCredentials),
            ("   ", "", LoginError.missingCredentials),
            ("", "swift", LoginError.missingUsername),
            (" ", "swift", LoginError.missingUsername),
            ("lasso", "", LoginError.missingPassword),
        ])
    func validatesEmptyFields(username: String, password: String, expected: LoginError) async {
        let service = ControlledLoginService()
        store.loginService = service
        enterCredentials(username, password)

        store.dispatchAction(.didTapLogin)

        #expect(store.state.error == expected.message)
        #expect(!store.state.isLoggingIn)
        await letPendingTasksRun()
        #expect(service.requests.isEmpty)
        #expect(outputs.values.isEmpty)
    }

    @Test func aRequestToFillAFieldGoesOnceItIsFilledAndTheServicesAnswerStays() {
        store.dispatchAction(.didTapLogin)
        #expect(store.state.error == LoginError.missingCredentials.message)
        store.dispatchAction(.didUpdateUsername("lasso"))
        #expect(store.state.error == LoginError.missingPassword.message, "what is still missing")
        store.dispatchAction(.didUpdatePassword("s"))
        #expect(store.state.error == nil)
        store.replaceState(with: .init(username: "lasso", password: "s", error: LoginError.wrongCredentials.message))
        store.dispatchAction(.didUpdatePassword("sw"))
        #expect(store.state.error == LoginError.wrongCredentials.message)
    }

    @Test func validationMessagesAreClear() {
        #expect(LoginError.missingCredentials.message == "Please enter your username and password")
        #expect(LoginError.missingUsername.message == "Please enter your username")
        #expect(LoginError.missingPassword.message == "Please enter your password")
        #expect(LoginError.wrongCredentials.message == "Wrong username or password")
    }

    @Test func successfulLoginEmitsUserDidLogin() async {
        store.loginService = StubLoginService(outcome: .success(AuthenticatedUser(username: "lasso")))
        enterCredentials("lasso", "swift")

        store.dispatchAction(.didTapLogin)
        #expect(store.state.isLoggingIn)

        #expect(await waitUntil { !store.state.isLoggingIn })
        #expect(outputs.values == [.userDidLogin(username: "lasso")])
        #expect(store.state.error == nil)
    }

    @Test func wrongCredentialsShowTheServiceError() async {
        store.loginService = StubLoginService(outcome: .failure(LoginError.wrongCredentials))
        enterCredentials("lasso", "kotlin")

        store.dispatchAction(.didTapLogin)

        #expect(await waitUntil { !store.state.isLoggingIn })
        #expect(store.state.error == "Wrong username or password")
        #expect(outputs.values.isEmpty)
        #expect(store.state.username == "lasso")
        #expect(store.state.password == "kotlin")
    }

    @Test func otherServiceErrorsAreShownToo() async {
        store.loginService = StubLoginService(outcome: .failure(NetworkDown()))
        enterCredentials("lasso", "swift")

        store.dispatchAction(.didTapLogin)

        #expect(await waitUntil { !store.state.isLoggingIn })
        #expect(store.state.error == "Could not log in: the network is down")
        #expect(outputs.values.isEmpty)
    }

    @Test func sendsTheTypedCredentialsAndIgnoresTapsWhileLoggingIn() async {
        let service = ControlledLoginService()
        store.loginService = service
        enterCredentials("lasso", "swift")

        store.dispatchAction(.didTapLogin)
        #expect(store.state.isLoggingIn)
        #expect(await waitUntil { service.waitingCount == 1 })

        store.dispatchAction(.didTapLogin)
        store.dispatchAction(.didTapLogin)
        await letPendingTasksRun()
        #expect(service.requests == [.init(username: "lasso", password: "swift")])
        #expect(store.state.isLoggingIn)
        #expect(outputs.values.isEmpty)

        service.answer(with: .success(AuthenticatedUser(username: "lasso")))
        #expect(await waitUntil { !store.state.isLoggingIn })
        #expect(outputs.values == [.userDidLogin(username: "lasso")])
    }

    @Test func aNewAttemptClearsThePreviousError() async {
        let service = ControlledLoginService()
        store.loginService = service
        enterCredentials("lasso", "kotlin")
        store.dispatchAction(.didTapLogin)
        #expect(await waitUntil { service.waitingCount == 1 })
        service.answer(with: .failure(LoginError.wrongCredentials))
        #expect(await waitUntil { !store.state.isLoggingIn })
        #expect(store.state.error == LoginError.wrongCredentials.message)

        store.dispatchAction(.didUpdatePassword("swift"))
        store.dispatchAction(.didTapLogin)

        #expect(store.state.error == nil)
        #expect(store.state.isLoggingIn)
        #expect(await waitUntil { service.waitingCount == 1 })
        service.answer(with: .success(AuthenticatedUser(username: "lasso")))
        #expect(await waitUntil { !outputs.values.isEmpty })
        #expect(service.requests.map(\.password) == ["kotlin", "swift"])
    }

    @Test func releasingTheStoreCancelsItsRequest() async {
        let service = ControlledLoginService()
        weak var weakStore: LoginStore?
        do {
            let store = LoginStore(with: .init(username: "lasso", password: "swift"))
            store.loginService = service
            store.dispatchAction(.didTapLogin)
            weakStore = store
            #expect(await waitUntil { service.waitingCount == 1 })
        }

        #expect(weakStore == nil)
        #expect(await waitUntil { service.waitingCount == 0 })
    }

    @Test func resultsNobodyWaitsForAreIgnored() {
        store.dispatchAction(.didReceiveLoginResult(.succeeded(AuthenticatedUser(username: "intruder"))))
        store.dispatchAction(.didReceiveLoginResult(.failed(message: "late")))

        #expect(outputs.values.isEmpty)
        #expect(store.state == LoginScreenModule.defaultInitialState)
    }

    @Test func worksWithTheDemoService() async {
        store.loginService = DemoLoginService(delay: .zero)
        enterCredentials(DemoLoginService.demoUsername, DemoLoginService.demoPassword)

        store.dispatchAction(.didTapLogin)

        #expect(await waitUntil { !store.state.isLoggingIn })
        #expect(outputs.values == [.userDidLogin(username: "lasso")])
    }

    @Test func usesTheDemoServiceByDefault() {
        #expect(store.loginService is DemoLoginService)
    }

    // MARK: - Saved state

    @Test func everythingButThePasswordSurvivesAnEncodeRestoreRoundTripAndThePasswordIsNeverWritten() throws {
        let saved = LoginScreenModule.State(username: "lasso", password: "swift", error: "Wrong username or password")
        store.replaceState(with: saved)

        let data = try store.encodedState()
        let restored = LoginStore(with: LoginScreenModule.defaultInitialState)
        try restored.restoreState(from: data)

        var expected = saved
        expected.password = ""
        #expect(restored.state == expected)
        #expect(!String(decoding: data, as: UTF8.self).contains("swift"))
    }

    @Test func restoringAStateInTheMiddleOfALoginAsksForThePasswordAgain() async throws {
        let service = ControlledLoginService()
        let restored = LoginStore(with: LoginScreenModule.defaultInitialState)
        restored.loginService = service

        store.replaceState(with: .init(username: "lasso", password: "swift", isLoggingIn: true))
        try restored.restoreState(from: try store.encodedState())

        #expect(await waitUntil { !restored.state.isLoggingIn })
        #expect(restored.state.error == LoginError.missingPassword.message)
        #expect(restored.state.username == "lasso")
        #expect(service.requests.isEmpty)
    }

    @Test func restoringAStateThatIsNotLoggingInCancelsTheRunningRequest() async throws {
        let service = ControlledLoginService()
        store.loginService = service
        enterCredentials("lasso", "swift")
        store.dispatchAction(.didTapLogin)
        #expect(await waitUntil { service.waitingCount == 1 })

        try store.restoreState(from: JSONEncoder().encode(LoginScreenModule.State(username: "other")))

        #expect(await waitUntil { service.waitingCount == 0 })
        await letPendingTasksRun()
        #expect(!store.state.isLoggingIn)
        #expect(store.state.error == nil)
        #expect(outputs.values.isEmpty)
    }
}
