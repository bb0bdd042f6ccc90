/// One placement in the app's tree: a screen, a flow, a navigation stack, tabs, or a modal
/// over another node.
public indirect enum ConfigNode: Sendable {
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
    public var location: SourcePosition {
        switch self {
        case let .screen(node), let .flow(node): node.location
        case let .navigation(node): node.location
        case let .tabs(node): node.location
        case let .modal(node): node.location
        }
    }

    /// What the node is, for messages: `screen 'counter.main'`, `a navigation stack`.
    public var summary: String {
        switch self {
        case let .screen(node): "screen '\(node.name.value)'"
        case let .flow(node): "flow '\(node.name.value)'"
        case .navigation: "a navigation stack"
        case .tabs: "tabs"
        case let .modal(node): node.over.summary
        }
    }
}

/// A screen or flow node: which module, its initial state or parameters, and its routes.
public struct ModuleNode: Sendable {
    /// The registered name (`counter.main`) or, for flows, a config flow name.
    public let name: Located<String>
    /// `state:` (screens) or `parameters:` (flows), laid over the module's defaults.
    public let parameters: ConfigValue?
    /// `title:`: the controller's title once built.
    public let title: Located<String>?
    /// `on:`: what each output does.
    public let routes: [Route]
    /// Where the node starts.
    public let location: SourcePosition

    /// Creates a module node.
    public init(name: Located<String>, parameters: ConfigValue?, title: Located<String>?, routes: [Route], location: SourcePosition) {
        self.name = name
        self.parameters = parameters
        self.title = title
        self.routes = routes
        self.location = location
    }

    /// Whether `name` refers to a config flow (config flow names have no dot).
    public var isConfigFlowReference: Bool { !name.value.contains(".") }
}

/// A navigation stack: its root and the nodes pushed on it at start.
public struct NavigationNode: Sendable {
    /// The bottom of the stack.
    public let root: ConfigNode
    /// Pushed above the root, bottom first.
    public let pushed: [ConfigNode]
    /// Whether the user may dismiss the stack from its root (`dismissible: true`).
    public let dismissible: Bool
    /// Where the node starts.
    public let location: SourcePosition

    /// Creates a navigation node.
    public init(root: ConfigNode, pushed: [ConfigNode], dismissible: Bool, location: SourcePosition) {
        self.root = root
        self.pushed = pushed
        self.dismissible = dismissible
        self.location = location
    }
}

/// A tab bar and its tabs.
public struct TabsNode: Sendable {
    /// One tab: its title and what it shows.
    public struct Tab: Sendable {
        /// The tab's title.
        public let title: Located<String>
        /// What the tab shows.
        public let node: ConfigNode

        /// Creates a tab.
        public init(title: Located<String>, node: ConfigNode) {
            self.title = title
            self.node = node
        }
    }

    /// The tabs, in order.
    public let tabs: [Tab]
    /// Where the node starts.
    public let location: SourcePosition

    /// Creates a tabs node.
    public init(tabs: [Tab], location: SourcePosition) {
        self.tabs = tabs
        self.location = location
    }
}

/// A node presented modally over another once that one is built.
public struct ModalNode: Sendable {
    /// What is presented.
    public let modal: ConfigNode
    /// What it is presented over; placed where the modal node is.
    public let over: ConfigNode
    /// Where the node starts.
    public let location: SourcePosition

    /// Creates a modal node.
    public init(modal: ConfigNode, over: ConfigNode, location: SourcePosition) {
        self.modal = modal
        self.over = over
        self.location = location
    }
}
