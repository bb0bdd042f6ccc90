import Lasso

/// Sample module: a login screen whose store calls an asynchronous service from a `Task` and
/// dispatches the result back to itself.
enum LoginScreenModule: StoreModule {
    enum Action: Sendable, Equatable {
        case didEditUsername(String)
        case didTapLogin
        case didReceive(LoginResult)
    }

    struct State: Equatable {
        var username = ""
        var password = ""
        var isLoggingIn = false
        var error: String?
        var user: User?
    }

    enum Output: Equatable {
        case didLogin(User)
    }
}

struct User: Equatable, Sendable {
    var name: String
}

enum LoginResult: Equatable, Sendable {
    case success(User)
    case failure(String)
}

@MainActor
protocol LoginService: AnyObject {
    func login(username: String, password: String) async -> LoginResult
}

final class LoginStore: LassoStore<LoginScreenModule> {
    var service: (any LoginService)?

    override func handleAction(_ action: Action) {
        switch action {
        case .didEditUsername(let username):
            update { $0.username = username }
        case .didTapLogin:
            guard !state.isLoggingIn, let service else { return }
            update { state in
                state.isLoggingIn = true
                state.error = nil
            }
            let (username, password) = (state.username, state.password)
            Task { [weak self] in
                let result = await service.login(username: username, password: password)
                self?.dispatchAction(.didReceive(result))
            }
        case .didReceive(.success(let user)):
            update { state in
                state.isLoggingIn = false
                state.user = user
            }
            dispatchOutput(.didLogin(user))
        case .didReceive(.failure(let message)):
            update { state in
                state.isLoggingIn = false
                state.error = message
            }
        }
    }
}

/// Answers every login at once with `result`, and records the requests.
final class FakeLoginService: LoginService {
    struct Request: Equatable {
        var username: String
        var password: String
    }

    var result: LoginResult
    private(set) var requests: [Request] = []

    init(result: LoginResult) {
        self.result = result
    }

    func login(username: String, password: String) async -> LoginResult {
        requests.append(Request(username: username, password: password))
        await Task.yield()
        return result
    }
}

/// Holds every login until the test calls ``complete(with:)``; a login made after that is
/// answered at once with the same result.
final class GatedLoginService: LoginService {
    private var pending: [CheckedContinuation<LoginResult, Never>] = []
    private var result: LoginResult?

    /// The logins waiting for ``complete(with:)``.
    var pendingCount: Int { pending.count }

    func login(username: String, password: String) async -> LoginResult {
        if let result { return result }
        return await withCheckedContinuation { pending.append($0) }
    }

    func complete(with result: LoginResult) {
        self.result = result
        for continuation in pending { continuation.resume(returning: result) }
        pending.removeAll()
    }
}
