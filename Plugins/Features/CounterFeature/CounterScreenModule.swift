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
        /// The name the count is kept under in the user's records, so that it is theirs in
        /// every session and the next run (two counters of an app with two names keep two
        /// counts); `nil`: the count is this screen's alone, in its state.
        public var keptAs: String?
        /// Why the count could not be kept, if it could not: shown, not saved.
        public var problem: String? = nil

        private enum CodingKeys: String, CodingKey { case count, limit, title, keptAs }

        /// Creates a state.
        public init(count: Int = 0, limit: Int = 10, title: String = "Counter", keptAs: String? = nil) {
            self.count = count
            self.limit = limit
            self.title = title
            self.keptAs = keptAs
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
