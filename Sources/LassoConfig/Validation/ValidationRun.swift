import LassoPlugin
import LassoPluginHost

/// One run of the ``Validator`` over a config: walks every node with the scope it is placed in.
@MainActor
final class ValidationRun {
    /// The most nodes the app may build at start.
    static let maximumBuildSize = 100_000
    /// The most config flows a file may declare.
    static let maximumFlowCount = 500
    /// The deepest config flows may place each other.
    static let maximumFlowNesting = 32

    let config: AppConfig
    let registry: ModuleRegistry
    let log: DiagnosticLog
    let graph: FlowGraph
    private(set) var flowsByName: [String: ConfigFlowDefinition] = [:]
    /// Config flows whose root was checked in a scope, so each is checked once per scope.
    private var checkedFlowScopes: Set<FlowScope> = []
    /// Config flows being checked, innermost last (cycles are reported by the graph).
    private var flowStack: [String] = []

    private struct FlowScope: Hashable {
        let name: String
        let scope: PlacementScope
    }

    /// See ``Validator/pluginsFailedToLoad``.
    let pluginsFailedToLoad: Bool
    /// Unknown plugins already reported as possibly failed to load.
    var reportedMissingPlugins: Set<String> = []

    init(config: AppConfig, registry: ModuleRegistry, pluginsFailedToLoad: Bool = false) {
        self.config = config
        self.registry = registry
        self.pluginsFailedToLoad = pluginsFailedToLoad
        self.log = DiagnosticLog(file: config.file)
        self.graph = FlowGraph(flows: config.flows)
    }

    func validate() {
        if config.flows.count > Self.maximumFlowCount {
            log.error(
                "the file declares \(config.flows.count) config flows; at most \(Self.maximumFlowCount) are supported",
                at: config.flows[Self.maximumFlowCount].name.location,
                hint: "merge flows, or split the app into several config files"
            )
            return
        }
        checkFlowDefinitions()
        checkSettings()
        if let deep = config.flows.first(where: { graph.nestingDepth(of: $0) > Self.maximumFlowNesting }) {
            log.error(
                "config flow '\(deep.name.value)' places config flows more than \(Self.maximumFlowNesting) levels deep",
                at: deep.name.location,
                hint: "flatten the flows, or reach the inner ones through routes"
            )
        }
        for cycle in graph.cycles() {
            log.error(
                "config flow '\(cycle.names[0])' contains itself (\(cycle.names.joined(separator: " → "))), so building it would never end",
                at: cycle.closingReference.location,
                hint: "break the cycle: reach the flow through a route (push, present) instead of placing it directly"
            )
        }
        let size = graph.buildSize(of: config.root, limit: Self.maximumBuildSize)
        if size > Self.maximumBuildSize {
            log.error(
                "the app builds more than \(Self.maximumBuildSize) nodes at start",
                at: config.root.location,
                hint: "build parts later through routes, or check config flows that are placed many times"
            )
        }
        check(config.root, in: .windowRoot)
        let referenced = Set(([config.root] + config.flows.map(\.root)).flatMap(FlowGraph.allReferences))
        for flow in config.flows where !referenced.contains(flow.name.value) {
            log.warning(
                "config flow '\(flow.name.value)' is never used", at: flow.name.location,
                hint: "use it as { flow: \(flow.name.value) }, or remove it")
            let scope = PlacementScope.windowRoot.placed(.pushedByRoute)
            checkFlowRoot(flow, in: scope)
        }
    }

    private func checkFlowDefinitions() {
        for flow in config.flows {
            if let first = flowsByName[flow.name.value] {
                log.error(
                    "config flow '\(flow.name.value)' is defined twice (first at \(first.location))",
                    at: flow.name.location, hint: "rename one of them")
            } else {
                flowsByName[flow.name.value] = flow
            }
        }
    }

    // MARK: - Nodes

    /// Checks `node` placed in `scope`, and everything in it.
    func check(_ node: ConfigNode, in scope: PlacementScope) {
        switch node {
        case .screen(let module):
            checkScreen(module, in: scope)
        case .flow(let module):
            if module.isConfigFlowReference {
                checkConfigFlowUse(module, in: scope)
            } else {
                checkPluginFlow(module, in: scope)
            }
        case .navigation(let navigation):
            if scope.inNavigation {
                log.error(
                    "a navigation stack cannot be \(scope.placementDescription): it would be a stack inside a stack",
                    at: navigation.location,
                    hint: scope.slot == .presentedInNavigation
                        ? "remove 'navigation: true' from the route; this node brings its own stack"
                        : "push its screens directly instead"
                )
            }
            check(navigation.root, in: scope.placed(.navigationRoot))
            for pushed in navigation.pushed {
                check(pushed, in: scope.placed(.navigationPushed))
            }
        case .tabs(let tabs):
            if scope.inNavigation {
                log.error(
                    "tabs cannot be \(scope.placementDescription)", at: tabs.location,
                    hint: "make the tabs the window's root or present them; put navigation stacks inside the tabs")
            } else if scope.slot == .tab {
                log.error(
                    "tabs cannot be placed inside tabs", at: tabs.location,
                    hint: "add the inner tabs to the outer tab bar instead")
            }
            let titles = tabs.tabs.map(\.title.value)
            var seenTitles: Set<String> = []
            for tab in tabs.tabs {
                // A set, not a search of the titles per tab: validating stays linear in the tabs.
                if !seenTitles.insert(tab.title.value).inserted {
                    log.warning(
                        "two tabs are titled '\(tab.title.value)'", at: tab.title.location,
                        hint: "give each tab its own title; 'switchTab' by title picks the first")
                }
                var tabScope = scope.placed(.tab)
                tabScope.tabTitles = titles
                check(tab.node, in: tabScope)
            }
        case .modal(let modal):
            check(modal.over, in: scope)
            check(modal.modal, in: scope.placed(.modal))
        }
    }

    private func checkScreen(_ module: ModuleNode, in scope: PlacementScope) {
        let registered = lookUp(module, kind: .screen)
        checkParameters(module, registered: registered, in: scope)
        checkRoutes(module, emitter: .screen(registered), in: scope)
    }

    private func checkPluginFlow(_ module: ModuleNode, in scope: PlacementScope) {
        let registered = lookUp(module, kind: .flow)
        if let registered, registered.requiredContext == .navigation, !scope.inNavigation {
            log.error(
                "flow '\(module.name.value)' needs a navigation context, but it is \(scope.placementDescription)",
                at: module.name.location,
                hint: scope.navigationHint
            )
        }
        checkParameters(module, registered: registered, in: scope)
        checkRoutes(module, emitter: .pluginFlow(registered), in: scope)
    }

    private func checkConfigFlowUse(_ module: ModuleNode, in scope: PlacementScope) {
        guard let flow = flowsByName[module.name.value] else {
            let candidates =
                config.flows.map(\.name.value)
                + registry.moduleNames.filter { registry.module(named: $0)?.kind == .flow }
            log.error(
                "unknown flow '\(module.name.value)'",
                at: module.name.location,
                hint: Suggestion.didYouMean(module.name.value, among: candidates)
                    ?? "declare it under 'flows:', or name a plugin flow as plugin.flow"
            )
            checkRoutes(module, emitter: .unknown, in: scope)
            return
        }
        if let parameters = module.parameters {
            log.error(
                "config flow '\(flow.name.value)' takes no parameters", at: parameters.location,
                hint: "set the state of its screens inside the flow's root instead")
        }
        var flowScope = scope
        if graph.needsNavigation(.flow(module), flowNeedsNavigation: pluginFlowNeedsNavigation), !scope.inNavigation {
            log.error(
                "config flow '\(flow.name.value)' needs a navigation context (its root, \(flow.root.summary), does), but it is \(scope.placementDescription)",
                at: module.name.location,
                hint: scope.navigationHint
            )
            flowScope.inNavigation = true
        }
        checkRoutes(module, emitter: .configFlow(flow), in: scope)
        flowScope.flow = flow.name.value
        flowScope.hasPayload = false
        checkFlowRoot(flow, in: flowScope)
    }

    /// Checks a config flow's root placed in `scope`, once per distinct scope.
    private func checkFlowRoot(_ flow: ConfigFlowDefinition, in scope: PlacementScope) {
        var scope = scope
        scope.flow = flow.name.value
        scope.hasPayload = false
        let key = FlowScope(name: flow.name.value, scope: scope)
        guard !flowStack.contains(flow.name.value), checkedFlowScopes.insert(key).inserted else { return }
        flowStack.append(flow.name.value)
        check(flow.root, in: scope)
        flowStack.removeLast()
    }

    func pluginFlowNeedsNavigation(_ name: String) -> Bool {
        registry.module(named: name)?.requiredContext == .navigation
    }
}
