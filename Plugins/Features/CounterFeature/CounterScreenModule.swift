import Lasso

/// A counter with increment, decrement and reset, which tells its owner when it reaches its limit.
public enum CounterScreenModule: ScreenModule {
    /// What the counter screen sends.
    public enum Action: Sendable, Equatable {
        /// The user tapped "+".
        case didTapIncrement
        /// The user tapped "-".
        case didTapDecrement
        /// The user tapped "Reset".
        case didTapReset
    }

    /// The count and its limit.
    public struct State: Equatable, Codable, Sendable {
        /// The current count.
        public var count: Int
        /// The count at which ``Output/didReachLimit(count:)`` is emitted.
        public var limit: Int
        /// The screen title.
        public var title: String

        /// Creates a state.
        public init(count: Int = 0, limit: Int = 10, title: String = "Counter") {
            self.count = count
            self.limit = limit
            self.title = title
        }
    }

    /// What the counter tells its owner.
    public enum Output: Equatable, Codable, Sendable {
        /// The count reached the limit.
        case didReachLimit(count: Int)
    }

    /// A count of zero with a limit of ten.
    public static var defaultInitialState: State { State() }

    /// Builds the counter screen.
    public static func createScreen(with store: CounterStore) -> Screen {
        Screen(store, CounterViewController(store: store.asViewStore()))
    }
}
