/// An alert or a confirmation: a title, a message and a choice of actions ("Delete",
/// "Cancel"), presented over a screen. The choice comes back as the screen's output, so a flow
/// decides what happens, as with any other screen:
///
/// ```swift
/// AlertScreenModule.createScreen(with: .init(title: "Delete Ada?", message: "This cannot be undone.",
///                                            actions: ["Delete", "Cancel"]))
///     .observeOutput { [weak self] in self?.alertDidEnd($0) }
///     .place(with: presented(on: controller))
/// ```
///
/// ``ViewController/presentAlert(title:message:actions:onChoice:)`` does exactly that and
/// dismisses the alert when a choice is made. Esc closes an alert without a choice, as it
/// closes any presented screen. The last action has the keyboard focus when the alert comes up:
/// list the one that changes nothing last, as above.
public enum AlertScreenModule: ScreenModule {
    /// What the alert sends.
    public enum Action: Equatable, Sendable {
        /// The user chose action `index` of ``State/actions``.
        case didChoose(Int)
    }

    /// What the alert shows.
    public struct State: Equatable, Codable, Sendable {
        /// The alert's title, shown in its frame.
        public var title: String
        /// The text under it.
        public var message: String
        /// The actions, one button each, left to right.
        public var actions: [String]

        /// Creates an alert; with no actions it offers "OK".
        public init(title: String = "", message: String = "", actions: [String] = []) {
            self.title = title
            self.message = message
            self.actions = actions.isEmpty ? ["OK"] : actions
        }
    }

    /// What the alert tells its owner.
    public enum Output: Equatable, Codable, Sendable {
        /// The user chose the action at `index`, titled `title`.
        case didChoose(index: Int, title: String)
    }

    /// An empty alert with "OK".
    public static var defaultInitialState: State { State() }

    /// Builds the alert.
    public static func createScreen(with store: AlertStore) -> Screen {
        Screen(store, AlertViewController(store: store.asViewStore()))
    }
}

/// Turns the user's choice into the alert's output.
public final class AlertStore: LassoStore<AlertScreenModule> {
    /// Reports the chosen action.
    public override func handleAction(_ action: Action) {
        switch action {
        case .didChoose(let index):
            guard state.actions.indices.contains(index) else { return }
            dispatchOutput(.didChoose(index: index, title: state.actions[index]))
        }
    }
}

/// Shows an alert's message and one button per action; its title is the controller's, which
/// the presentation's frame shows.
public final class AlertViewController: ViewController, LassoView {
    /// The alert's view store.
    public let store: AlertScreenModule.ViewStore

    /// Creates the controller.
    public init(store: AlertScreenModule.ViewStore) {
        self.store = store
        super.init()
        store.observeState(\.title) { [weak self] in self?.title = $0 }
    }

    /// Builds the message and the buttons.
    public override func viewDidLoad() {
        let message = Label()
        message.bind(\.text, to: store, \.message)
        let buttons = store.state.actions.enumerated().map { index, title in
            let button = Button(title)
            button.bind(to: store, action: .didChoose(index))
            return button as Widget
        }
        view = Stack(spacing: 1, [message, Stack(axis: .horizontal, spacing: 2, buttons)])
        // The last action has the focus, so that Enter never does the first by accident: write
        // the one that changes nothing last ("Delete", "Cancel").
        preferredFocus = buttons.last
    }
}

extension ViewController {
    /// Presents an alert over this controller and calls `onChoice` with the chosen action's index
    /// and title once the user chose one, after dismissing the alert.
    public func presentAlert(
        title: String, message: String, actions: [String] = ["OK"],
        onChoice: @escaping @MainActor (_ index: Int, _ title: String) -> Void = { _, _ in }
    ) {
        let screen = AlertScreenModule.createScreen(with: .init(title: title, message: message, actions: actions))
        screen.observeOutput { [weak controller = screen.controller] output in
            guard case .didChoose(let index, let title) = output else { return }
            controller?.dismiss()
            onChoice(index, title)
        }
        .place(with: presented(on: self))
    }
}
