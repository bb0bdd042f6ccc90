import Lasso

/// Shows a tutorial page: its body and one button per title. Each button sends
/// ``TutorialScreenModule/Output/didPressButton(index:)`` with its index. Everything follows
/// the state, buttons included; the page's title is the controller's, which the navigation bar,
/// the title row or a modal's frame shows (once: not again as the first line).
/// Identifiers for scripts and tests: "body", and "button-0", "button-1", ….
public final class TutorialViewController: ViewController, LassoView {
    /// The view store the controller shows and sends actions to.
    public let store: TutorialScreenModule.ViewStore

    /// Creates the controller over `store`; widgets are built when the view loads.
    public init(store: TutorialScreenModule.ViewStore) {
        self.store = store
        super.init()
        store.observeState(\.title) { [weak self] (title: String) in
            self?.title = title
        }
    }

    /// Builds the widgets and binds them to the store.
    public override func viewDidLoad() {
        super.viewDidLoad()

        let bodyLabel = Label()
        bodyLabel.identifier = "body"
        bodyLabel.bind(\.text, to: store, \.body)

        let buttonRow = Stack(axis: .horizontal, spacing: 2)
        store.observeState(\.buttonTitles) { [weak self, weak buttonRow] (titles: [String]) in
            guard let self, let buttonRow else { return }
            fill(buttonRow, with: titles)
        }

        view = Stack(spacing: 1, [bodyLabel, buttonRow])
    }

    /// Replaces the buttons of `row` with one per title.
    private func fill(_ row: Stack, with titles: [String]) {
        for button in row.arrangedWidgets { button.removeFromSuperview() }
        for (index, title) in titles.enumerated() {
            let button = Button(title)
            button.identifier = "button-\(index)"
            button.bind(to: store, action: .didPressButton(index: index))
            row.addArrangedWidget(button)
        }
        // The page's way on ("Next", "OK") has the focus, not "Skip".
        preferredFocus = row.arrangedWidgets.last
    }
}
