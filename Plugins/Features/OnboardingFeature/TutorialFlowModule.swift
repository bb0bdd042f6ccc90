import Lasso

/// The types of ``TutorialFlow``: it pushes its pages onto a navigation controller and tells
/// its owner how the tutorial ended.
public enum TutorialFlowModule: NavigationFlowModule {
    /// How the tutorial ended.
    public enum Output: Equatable, Codable, Sendable {
        /// The user went through every page and pressed "OK" on the last one.
        case didFinish
        /// The user pressed "Skip" on the welcome page.
        case didPressSkip
    }

    /// The tutorial pushes its pages, so it needs a navigation controller.
    public typealias RequiredContext = NavigationController
}
