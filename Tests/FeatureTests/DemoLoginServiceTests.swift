import AuthFeature
import Testing

@MainActor
@Suite("DemoLoginService")
struct DemoLoginServiceTests {
    private let service = DemoLoginService(delay: .zero)

    @Test func acceptsTheDemoAccount() async throws {
        let user = try await service.logIn(username: "lasso", password: "swift")
        #expect(user == AuthenticatedUser(username: "lasso"))
        #expect(DemoLoginService.demoUsername == "lasso")
        #expect(DemoLoginService.demoPassword == "swift")
    }

    @Test(
        "Refuses anything else",
        arguments: [("lasso", "kotlin"), ("swift", "lasso"), ("Lasso", "swift"), ("lasso", "")])
    func refusesOtherCredentials(username: String, password: String) async {
        await #expect(throws: LoginError.wrongCredentials) {
            try await service.logIn(username: username, password: password)
        }
    }

    @Test func cancellationStopsTheWait() async {
        let slow = DemoLoginService(delay: .seconds(60))
        let attempt = Task { try await slow.logIn(username: "lasso", password: "swift") }
        attempt.cancel()
        await #expect(throws: CancellationError.self) { try await attempt.value }
    }

    @Test func waitsOneSecondByDefault() {
        #expect(DemoLoginService().delay == .seconds(1))
    }
}
