/// What one output of a screen or flow does: `didSelect: { push: NODE }`.
package struct Route: Sendable {
    /// The output's case name.
    package let output: Located<String>
    /// What happens when it is emitted.
    package let action: RouteAction
    /// Where the action is written.
    package let location: SourcePosition

    /// Creates a route.
    package init(output: Located<String>, action: RouteAction, location: SourcePosition) {
        self.output = output
        self.action = action
        self.location = location
    }
}

/// The actions a route can take. Nodes built by a route may use the output's payload fields in
/// their state as `"$payload.FIELD"`.
package enum RouteAction: Sendable {
    /// Push the node onto the emitting controller's navigation stack.
    case push(ConfigNode)
    /// Present the node modally over the emitter's topmost presented controller, optionally
    /// embedded in a (dismissible) navigation controller.
    case present(ConfigNode, navigation: Bool, dismissible: Bool)
    /// Make the node the window's root, replacing everything.
    case replaceRoot(ConfigNode)
    /// Pop the emitting controller (and anything above it) off its navigation stack.
    case pop
    /// Dismiss the modal presentation the emitting controller is in.
    case dismiss
    /// Select a tab of the enclosing tab bar, by index (from 0) or title.
    case switchTab(Located<TabReference>)
    /// Emit an output of the enclosing config flow, with the same payload.
    case emit(Located<String>)

    /// The route's key in the file (`push`, `switchTab`).
    package var keyword: String { kind.rawValue }

    /// Which action it is.
    package var kind: RouteActionKind {
        switch self {
        case .push: .push
        case .present: .present
        case .replaceRoot: .replaceRoot
        case .pop: .pop
        case .dismiss: .dismiss
        case .switchTab: .switchTab
        case .emit: .emit
        }
    }

    /// The node the route builds, if it builds one.
    package var target: ConfigNode? {
        switch self {
        case .push(let node), .present(let node, _, _), .replaceRoot(let node): node
        case .pop, .dismiss, .switchTab, .emit: nil
        }
    }
}

/// A tab named by its index (from 0) or its title.
package enum TabReference: Sendable, Equatable, CustomStringConvertible {
    /// The tab at this index, counting from 0.
    case index(Int)
    /// The tab with this title.
    case title(String)

    /// `2` or `"Settings"`.
    package var description: String {
        switch self {
        case .index(let index): "\(index)"
        case .title(let title): "'\(title)'"
        }
    }
}
