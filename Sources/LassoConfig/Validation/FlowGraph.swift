/// How the config flows use each other when the app is built: which flows a flow places
/// directly (not through routes, which build later), the cycles among them, how many nodes the
/// start of the app builds, and which flows need a navigation context.
struct FlowGraph {
    private let flows: [String: ConfigFlowDefinition]

    init(flows: [ConfigFlowDefinition]) {
        var byName: [String: ConfigFlowDefinition] = [:]
        for flow in flows where byName[flow.name.value] == nil { byName[flow.name.value] = flow }
        self.flows = byName
    }

    /// The config flow references built together with `node` (route targets excluded).
    static func directReferences(in node: ConfigNode) -> [Located<String>] {
        switch node {
        case .screen: return []
        case .flow(let module): return module.isConfigFlowReference ? [module.name] : []
        case .navigation(let navigation): return ([navigation.root] + navigation.pushed).flatMap(directReferences)
        case .tabs(let tabs): return tabs.tabs.map(\.node).flatMap(directReferences)
        case .modal(let modal): return directReferences(in: modal.over) + directReferences(in: modal.modal)
        }
    }

    /// Every config flow reference anywhere in `node`, route targets included.
    static func allReferences(in node: ConfigNode) -> [String] {
        let children: [ConfigNode]
        var names: [String] = []
        switch node {
        case .screen(let module), .flow(let module):
            if case .flow = node, module.isConfigFlowReference { names.append(module.name.value) }
            children = module.routes.compactMap(\.action.target)
        case .navigation(let navigation): children = [navigation.root] + navigation.pushed
        case .tabs(let tabs): children = tabs.tabs.map(\.node)
        case .modal(let modal): children = [modal.over, modal.modal]
        }
        return names + children.flatMap(allReferences)
    }

    /// One cycle: the flows in order, and the reference that closes it.
    struct Cycle {
        let names: [String]
        let closingReference: Located<String>
    }

    /// The cycles among the flows, each once.
    func cycles() -> [Cycle] {
        var state: [String: Bool] = [:]  // false: on the stack, true: done
        var stack: [String] = []
        var found: [Cycle] = []
        var seenMembers: Set<Set<String>> = []
        func visit(_ name: String) {
            guard let flow = flows[name] else { return }
            state[name] = false
            stack.append(name)
            for reference in Self.directReferences(in: flow.root) {
                let next = reference.value
                switch state[next] {
                case false?:
                    let start = stack.lastIndex(of: next) ?? 0
                    let members = Array(stack[start...])
                    if seenMembers.insert(Set(members)).inserted {
                        found.append(Cycle(names: members + [next], closingReference: reference))
                    }
                case true?:
                    break
                case nil:
                    visit(next)
                }
            }
            stack.removeLast()
            state[name] = true
        }
        for name in flows.keys.sorted() where state[name] == nil {
            visit(name)
        }
        return found
    }

    /// The number of nodes building `node` creates at once (route targets excluded), counting
    /// what config flows build; stops counting past `limit`.
    func buildSize(of node: ConfigNode, limit: Int) -> Int {
        var memo: [String: Int] = [:]
        var visiting: Set<String> = []
        func size(_ node: ConfigNode) -> Int {
            switch node {
            case .screen: return 1
            case .flow(let module):
                guard module.isConfigFlowReference, let flow = flows[module.name.value] else { return 1 }
                let name = flow.name.value
                if let known = memo[name] { return known }
                guard visiting.insert(name).inserted else { return 1 }
                let result = min(1 + size(flow.root), limit + 1)
                visiting.remove(name)
                memo[name] = result
                return result
            case .navigation(let navigation):
                return min(([navigation.root] + navigation.pushed).reduce(1) { $0 + size($1) }, limit + 1)
            case .tabs(let tabs):
                return min(tabs.tabs.reduce(1) { $0 + size($1.node) }, limit + 1)
            case .modal(let modal):
                return min(size(modal.over) + size(modal.modal), limit + 1)
            }
        }
        return size(node)
    }

    /// How many config flows deep the build of `flow` goes (1 for a flow that places no other);
    /// cycles count as the flows on them.
    func nestingDepth(of flow: ConfigFlowDefinition) -> Int {
        var memo: [String: Int] = [:]
        var visiting: Set<String> = []
        func depth(_ name: String) -> Int {
            if let known = memo[name] { return known }
            guard let flow = flows[name], visiting.insert(name).inserted else { return 0 }
            let result = 1 + (Self.directReferences(in: flow.root).map { depth($0.value) }.max() ?? 0)
            visiting.remove(name)
            memo[name] = result
            return result
        }
        return depth(flow.name.value)
    }

    /// Whether `node` must be placed into a navigation stack: a navigation flow, or a config
    /// flow or modal whose placed part is one. `flowNeedsNavigation` answers for plugin flows.
    func needsNavigation(_ node: ConfigNode, flowNeedsNavigation: (String) -> Bool) -> Bool {
        var visiting: Set<String> = []
        func needs(_ node: ConfigNode) -> Bool {
            switch node {
            case .screen, .navigation, .tabs: return false
            case .modal(let modal): return needs(modal.over)
            case .flow(let module):
                guard module.isConfigFlowReference else { return flowNeedsNavigation(module.name.value) }
                guard let flow = flows[module.name.value], visiting.insert(module.name.value).inserted else {
                    return false
                }
                defer { visiting.remove(module.name.value) }
                return needs(flow.root)
            }
        }
        return needs(node)
    }
}
