import Lasso

/// The login screen's logic: keeps the typed credentials, checks that both were entered, asks
/// the ``loginService`` and emits ``LoginScreenModule/Output/userDidLogin(username:)`` when it
/// accepts them.
///
/// While a request runs, ``LoginScreenModule/State/isLoggingIn`` is true and further taps are
/// ignored. The request runs in a `Task`, which sends the answer back to the store as
/// ``LoginScreenModule/Action/didReceiveLoginResult(_:)``.
///
/// The request follows `isLoggingIn`: it starts whenever the state says a login is in progress
/// and none is running (so a state restored in the middle of a login, for example after the
/// plugin was reloaded, does not wait forever), and it is cancelled whenever the state stops
/// saying so. The password is a `Secret`, never saved or moved: a state restored in the middle
/// of a login has none, so the store asks for it again instead of sending the request.
public final class LoginStore: LassoStore<LoginScreenModule> {
    /// The service checking credentials; a ``DemoLoginService`` unless replaced. Set it before
    /// the first tap (in `createScreen(with:configure:)`); each request uses the service set
    /// when it starts.
    public var loginService: any LoginService = DemoLoginService()

    /// The running request, if any.
    private var loginTask: Task<Void, Never>?

    /// Creates a store holding `initialState`.
    public required init(with initialState: State) {
        super.init(with: initialState)
        observeState(\.isLoggingIn) { [weak self] (isLoggingIn: Bool) in
            self?.loginStateDidChange(isLoggingIn: isLoggingIn)
        }
    }

    isolated deinit {
        loginTask?.cancel()
    }

    /// Handles the view's edits and taps, and the service's answers.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didUpdateUsername(let username):
            update {
                $0.username = username
                $0.error = Self.errorAfterEdit(of: $0)
            }
        case .didUpdatePassword(let password):
            update {
                $0.password = password
                $0.error = Self.errorAfterEdit(of: $0)
            }
        case .didTapLogin:
            logInIfPossible()
        case .didReceiveLoginResult(let result):
            finishLogin(with: result)
        }
    }

    private func logInIfPossible() {
        guard !state.isLoggingIn else { return }
        if let problem = Self.validationProblem(in: state) {
            return update { $0.error = problem.message }
        }
        update {
            $0.error = nil
            $0.isLoggingIn = true
        }
    }

    /// The error shown after an edit: a request to fill a field goes once the field is filled
    /// ("Please enter your username" does not stay beside the typed name); the service's answer
    /// stays until the next attempt.
    private static func errorAfterEdit(of state: State) -> String? {
        let asks = [LoginError.missingCredentials, .missingUsername, .missingPassword].map(\.message)
        guard let error = state.error, asks.contains(error) else { return state.error }
        return validationProblem(in: state)?.message
    }

    private static func validationProblem(in state: State) -> LoginError? {
        let hasUsername = !state.username.allSatisfy(\.isWhitespace)
        let hasPassword = !state.password.isEmpty
        switch (hasUsername, hasPassword) {
        case (false, false): return .missingCredentials
        case (false, true): return .missingUsername
        case (true, false): return .missingPassword
        case (true, true): return nil
        }
    }

    private func finishLogin(with result: LoginResult) {
        // An answer nobody waits for any more (a restored state, a replayed action) is dropped.
        guard state.isLoggingIn else { return }
        switch result {
        case .succeeded(let user):
            update { $0.isLoggingIn = false }
            dispatchOutput(.userDidLogin(username: user.username))
        case .failed(let message):
            update {
                $0.isLoggingIn = false
                $0.error = message
            }
        }
    }

    // MARK: - The request

    private func loginStateDidChange(isLoggingIn: Bool) {
        if isLoggingIn {
            guard loginTask == nil else { return }
            // A restored or moved state never holds the password (it is a `Secret`): ask for it.
            guard !state.password.isEmpty else {
                return update {
                    $0.isLoggingIn = false
                    $0.error = LoginError.missingPassword.message
                }
            }
            startLoginRequest()
        } else {
            loginTask?.cancel()
            loginTask = nil
        }
    }

    private func startLoginRequest() {
        let username = state.username
        let password = state.password
        loginTask = Task { [weak self] in
            guard let service = self?.loginService else { return }
            let result: LoginResult
            do {
                result = .succeeded(try await service.logIn(username: username, password: password))
            } catch let error as LoginError {
                result = .failed(message: error.message)
            } catch is CancellationError {
                return
            } catch {
                result = .failed(message: "Could not log in: \(error)")
            }
            guard !Task.isCancelled else { return }
            self?.dispatchAction(.didReceiveLoginResult(result))
        }
    }
}
