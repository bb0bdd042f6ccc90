import Lasso

/// The contacts browser: the list, and a contact's details pushed on selection.
public enum ContactsFlowModule: NavigationFlowModule {
    /// What the browser tells its owner.
    public enum Output: Equatable, Codable, Sendable {
        /// The user asked to call `phone` from a detail screen.
        case didRequestCall(phone: String)
    }

    /// The browser pushes detail screens.
    public typealias RequiredContext = NavigationController
}
