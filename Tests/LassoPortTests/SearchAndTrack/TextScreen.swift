// Ported from Lasso's Example app, Example/Lasso/Samples/TextScreen.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import Lasso // port: no UIKit or WWLayout

enum TextScreenModule: PassthroughScreenModule {

    static var defaultInitialState: State { return State() }

    static func createScreen(with store: PassthroughStore<TextScreenModule>) -> Screen {
        let controller = TextViewController(viewStore: store.asViewStore())
        return Screen(store, controller)
    }

    struct State: Equatable {
        let title: String?
        let description: String?
        let buttons: [String]

        init(title: String? = nil, description: String? = nil, buttons: [String] = []) {
            self.title = title
            self.description = description
            self.buttons = buttons
        }
    }

    enum Action: Equatable {
        case didTapButton(_ index: Int)
    }

    typealias Output = Action

}

class TextViewController: ViewController, LassoView { // port: UIViewController

    let store: TextScreenModule.ViewStore

    init(viewStore: TextScreenModule.ViewStore) {
        self.store = viewStore
        super.init() // port: UIViewController's init(nibName:bundle:)
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        // set up labels
        let titleLabel = Label(store.state.title ?? "", style: .title) // port: UILabel(headline:)
        let descriptionLabel = Label(store.state.description ?? "") // port: UILabel(body:)

        // arrange labels
        let stack = Stack(spacing: 1, [titleLabel, descriptionLabel]) // port: layout
        view = stack // port: layout

        // add buttons
        for (index, title) in store.state.buttons.enumerated() {
            let button = Button(title) // port: UIButton(standardButtonWithTitle:)

            stack.addArrangedWidget(button) // port: layout

            button.bind(to: store, action: .didTapButton(index))
        }
    }

}
