// The login screen of the Lasso article "Lasso: an introduction" (../shared/seeds), ported as
// written: only UIKit lines changed (see docs/coming-from-lasso.md). Lines that differ from the
// article are marked `// port:`.
import Lasso

enum LoginScreenModule: ScreenModule {

    enum Action: Equatable {
        case didUpdateUsername(String)
        case didUpdatePassword(String)
        case didTapLogin
    }

    enum Output: Equatable {
        case userDidLogin
    }

    struct State: Equatable {
        var username: String = ""
        var password: String = ""
        var error: String? = nil
    }

    static var defaultInitialState: State {
        return State()
    }

    static func createScreen(with store: LoginScreenStore) -> Screen {
        return Screen(store, LoginScreenViewController(store.asViewStore()))
    }
}
