import Lasso

// port: UIKit's UIAlertController, which the search screen presents for an error: a title and
// one button, whose action runs when it is pressed.
final class AlertController: ViewController {
    private let action: @MainActor () -> Void
    private let actionTitle: String

    init(title: String, actionTitle: String, action: @escaping @MainActor () -> Void) {
        self.action = action
        self.actionTitle = actionTitle
        super.init()
        self.title = title
    }

    override func loadView() {
        let button = Button(actionTitle)
        button.onTap { [action] in action() }
        view = Stack([Label(title ?? "", style: .error), button])
    }
}
