import Lasso

/// The kinds of node a config's structure is made of, each named by the key that says what a
/// node is (`screen:`, `tabs:`): the one list the reader, its messages and its hints use.
package enum ConfigNodeKind: String, CaseIterable, Sendable {
    case screen, flow, navigation, tabs, modal

    /// The keys a node of this kind takes (its own key first).
    package var keys: [String] {
        switch self {
        case .screen: [rawValue, "state", "title", "on"]
        case .flow: [rawValue, "parameters", "title", "on"]
        case .navigation, .tabs: [rawValue]
        case .modal: [rawValue, "over"]
        }
    }

    /// Every kind, as a message lists them: `screen, flow, navigation, tabs or modal`.
    package static var list: String { spokenList(allCases.map(\.rawValue), joinedBy: "or") }
}

/// The actions a route takes, each named by its key (`push:`, `switchTab:`): the one list the
/// reader, its messages and ``RouteAction/keyword`` use.
package enum RouteActionKind: String, CaseIterable, Sendable {
    case push, present, replaceRoot, pop, dismiss, switchTab, emit

    /// Every action, as a hint lists them: `push, present, …, emit`.
    package static var list: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The options that go with `present:` and no other action.
    package static let presentOptions = ["navigation", "dismissible"]
}
