/// One placement in the app's tree: a screen, a flow, a navigation stack, tabs, or a modal
/// over another node.
package indirect enum ConfigNode: Sendable {
    /// `screen: plugin.module`: a registered screen.
    case screen(ModuleNode)
    /// `flow: plugin.flow` or `flow: configFlowName`.
    case flow(ModuleNode)
    /// `navigation: { root: NODE, pushed: [NODE] }`.
    case navigation(NavigationNode)
    /// `tabs: [ { title: T, NODE… } ]`.
    case tabs(TabsNode)
    /// `modal: NODE, over: NODE`.
    case modal(ModalNode)

    /// Where the node starts.
    package var location: SourcePosition {
        switch self {
        case .screen(let node), .flow(let node): node.location
        case .navigation(let node): node.location
        case .tabs(let node): node.location
        case .modal(let node): node.location
        }
    }

    /// What the node is, for messages: `screen 'counter.main'`, `a navigation stack`.
    package var summary: String {
        switch self {
        case .screen(let node): "screen '\(node.name.value)'"
        case .flow(let node): "flow '\(node.name.value)'"
        case .navigation: "a navigation stack"
        case .tabs: "tabs"
        case .modal(let node): node.over.summary
        }
    }
}

/// A screen or flow node: which module, its initial state or parameters, and its routes.
package struct ModuleNode: Sendable {
    /// The registered name (`counter.main`) or, for flows, a config flow name.
    package let name: Located<String>
    /// `state:` (screens) or `parameters:` (flows), laid over the module's defaults.
    package let parameters: ConfigValue?
    /// `title:`: the controller's title once built.
    package let title: Located<String>?
    /// `on:`: what each output does.
    package let routes: [Route]
    /// Where the node starts.
    package let location: SourcePosition

    /// Creates a module node.
    package init(
        name: Located<String>, parameters: ConfigValue?, title: Located<String>?, routes: [Route],
        location: SourcePosition
    ) {
        self.name = name
        self.parameters = parameters
        self.title = title
        self.routes = routes
        self.location = location
    }

    /// Whether `name` refers to a config flow (config flow names have no dot).
    package var isConfigFlowReference: Bool { !name.value.contains(".") }
}

/// A navigation stack: its root and the nodes pushed on it at start.
package struct NavigationNode: Sendable {
    /// The bottom of the stack.
    package let root: ConfigNode
    /// Pushed above the root, bottom first.
    package let pushed: [ConfigNode]
    /// Whether the user may dismiss the stack from its root (`dismissible: true`).
    package let dismissible: Bool
    /// Where the node starts.
    package let location: SourcePosition

    /// Creates a navigation node.
    package init(root: ConfigNode, pushed: [ConfigNode], dismissible: Bool, location: SourcePosition) {
        self.root = root
        self.pushed = pushed
        self.dismissible = dismissible
        self.location = location
    }
}

/// A tab bar and its tabs.
package struct TabsNode: Sendable {
    /// One tab: its title and what it shows.
    package struct Tab: Sendable {
        /// The tab's title.
        package let title: Located<String>
        /// What the tab shows.
        package let node: ConfigNode

        /// Creates a tab.
        package init(title: Located<String>, node: ConfigNode) {
            self.title = title
            self.node = node
        }
    }

    /// The tabs, in order.
    package let tabs: [Tab]
    /// Where the node starts.
    package let location: SourcePosition

    /// Creates a tabs node.
    package init(tabs: [Tab], location: SourcePosition) {
        self.tabs = tabs
        self.location = location
    }
}

/// A node presented modally over another once that one is built.
package struct ModalNode: Sendable {
    /// What is presented.
    package let modal: ConfigNode
    /// What it is presented over; placed where the modal node is.
    package let over: ConfigNode
    /// Where the node starts.
    package let location: SourcePosition

    /// Creates a modal node.
    package init(modal: ConfigNode, over: ConfigNode, location: SourcePosition) {
        self.modal = modal
        self.over = over
        self.location = location
    }
}
