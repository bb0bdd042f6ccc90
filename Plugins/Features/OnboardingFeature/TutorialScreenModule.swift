import Lasso

/// One page of a tutorial: a title, a body text and a row of buttons. The screen has no logic
/// of its own: each button press is emitted as ``Output/didPressButton(index:)`` and the owner
/// (``TutorialFlow``) decides what it means. The same module shows every page; the pages differ
/// only in their ``State`` (see ``State/welcome`` and ``State/finish``).
public enum TutorialScreenModule: PassthroughScreenModule {
    /// What the tutorial screen tells its owner; the view sends the same messages.
    public enum Output: Equatable, Codable, Sendable {
        /// The user pressed the button at `index` in ``State/buttonTitles``.
        case didPressButton(index: Int)
    }

    /// A passthrough screen's actions are its outputs.
    public typealias Action = Output

    /// The page shown.
    public struct State: Equatable, Codable, Sendable {
        /// The heading.
        public var title: String
        /// The text below the heading.
        public var body: String
        /// One button per title, in order; a press reports the title's index.
        public var buttonTitles: [String]

        /// Creates a page.
        public init(title: String, body: String, buttonTitles: [String]) {
            self.title = title
            self.body = body
            self.buttonTitles = buttonTitles
        }
    }

    /// The store forwarding button presses as outputs.
    public typealias ConcreteStore = PassthroughStore<TutorialScreenModule>

    /// The ``State/welcome`` page.
    public static var defaultInitialState: State { .welcome }

    /// Builds a tutorial page: a ``TutorialViewController`` over `store`.
    public static func createScreen(with store: PassthroughStore<TutorialScreenModule>) -> Screen {
        Screen(store, TutorialViewController(store: store.asViewStore()))
    }
}
