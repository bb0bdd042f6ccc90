import Lasso

final class LoginScreenStore: LassoStore<LoginScreenModule> {

    override func handleAction(_ action: Action) { // port: the article's listing lacks `func`
        switch action {

        case .didUpdateUsername(let username):
            update { state in
                state.username = username
            }

        case .didUpdatePassword(let password):
            update { state in
                state.password = password
            }

        case .didTapLogin:
            LoginService.login(state.username,
                               state.password) { [weak self] success in
                self?.update { state in
                    state.error = success ? nil : "Invalid login"
                }
                if success {
                    self?.dispatchOutput(.userDidLogin)
                }
            }
        }
    }
}
