import Lasso

// The article shows "the important parts" of this module; the rest (its action, store and view)
// is written here the way the article's login screen is.
enum TutorialScreenModule: ScreenModule {

    struct State: Equatable {
        let title: String
        let body: String
        let buttonTitles: [String]
    }

    enum Action: Equatable {
        case didPressButton(index: Int)
    }

    enum Output: Equatable {
        case didPressButton(index: Int)
    }

    static var defaultInitialState: State {
        return .welcome
    }

    static func createScreen(with store: TutorialScreenStore) -> Screen {
        return Screen(store, TutorialScreenViewController(store.asViewStore()))
    }
}

extension TutorialScreenModule.State {

    static var welcome: Self { // port: Swift does not find `State` by that name in an extension of a nested type
        return Self(title: "Welcome!", body: "...", buttonTitles: ["Skip", "Next"])
    }

    static var finish: Self { // port: as above
        return Self(title: "That was fun!", body: "...", buttonTitles: ["OK"])
    }
}

final class TutorialScreenStore: LassoStore<TutorialScreenModule> {

    override func handleAction(_ action: Action) {
        switch action {
        case .didPressButton(let index):
            dispatchOutput(.didPressButton(index: index))
        }
    }
}

final class TutorialScreenViewController: ViewController, LassoView { // port: UIViewController

    let store: TutorialScreenModule.ViewStore

    init(_ store: ViewStore) {
        self.store = store
    }

    override func viewDidLoad() {
        title = store.state.title
        let buttons = store.state.buttonTitles.enumerated().map { index, title in
            let button = Button(title) // port: UIButton
            button.bind(to: store, action: .didPressButton(index: index))
            return button
        }
        view = Stack([Label(store.state.body)] + buttons) // port: layout
    }
}
