import Yams

extension ConfigReader {
    /// Hints for keys written on the wrong kind of node.
    private static let misplacedKeyHints: [ConfigNodeKind: [String: String]] = [
        .screen: ["parameters": "screens take 'state:'; 'parameters:' is for flows"],
        .flow: ["state": "flows take 'parameters:'; 'state:' is for screens"],
        .navigation: [
            "root": "put 'root' inside 'navigation: { root: … }'",
            "pushed": "put 'pushed' inside 'navigation: { … }'",
            "dismissible": "put 'dismissible' inside 'navigation: { … }'",
        ],
    ]

    /// Reads a node; `nil` (after diagnostics) when it cannot be read.
    func readNode(_ node: Node, in what: String) -> ConfigNode? {
        readNode(node, in: what, isTab: false)?.node
    }

    /// Reads a node; for a tab entry (`isTab`), `title:` is the tab's title and is returned
    /// separately.
    private func readNode(_ node: Node, in what: String, isTab: Bool) -> (
        node: ConfigNode?, title: Located<String>?, fields: Fields
    )? {
        nested(at: node) {
            guard case .mapping(let mapping) = node else {
                log.error(
                    "\(what) must be a node (a mapping with \(ConfigNodeKind.list)), not \(describe(node))",
                    at: SourcePosition(of: node),
                    hint: "for example { screen: counter.main }"
                )
                return nil
            }
            var kinds: [(ConfigNodeKind, SourcePosition)] = []
            for key in mapping.keys {
                guard case .scalar(let scalar) = key, let kind = ConfigNodeKind(rawValue: scalar.string),
                    !kinds.contains(where: { $0.0 == kind })
                else { continue }
                kinds.append((kind, SourcePosition(of: key)))
            }
            guard let (kind, _) = kinds.first else {
                let errorsBefore = log.diagnostics.count
                // The kinds first, then every other key a node takes.
                let allKeys =
                    ConfigNodeKind.allCases.map(\.rawValue)
                    + ConfigNodeKind.allCases.flatMap { $0.keys.dropFirst() }.reduce(into: [String]()) { keys, key in
                        if !keys.contains(key) { keys.append(key) }
                    }
                let fields = fields(of: node, allowed: allKeys, in: what)
                if log.diagnostics.count == errorsBefore, let fields {
                    log.error(
                        "\(what) does not say what it is: it needs one of \(ConfigNodeKind.list)", at: fields.location,
                        hint: "for example { screen: counter.main }")
                }
                return nil
            }
            if kinds.count > 1 {
                log.error(
                    "a node is exactly one of \(ConfigNodeKind.list); \(what) has both '\(kind.rawValue)' and '\(kinds[1].0.rawValue)'",
                    at: kinds[1].1,
                    hint: "split it into two nodes, e.g. with 'modal:'/'over:' or tabs"
                )
                return nil
            }
            var allowed = kind.keys
            if isTab, !allowed.contains("title") { allowed.append("title") }
            let hints = Self.misplacedKeyHints[kind] ?? [:]
            guard let fields = fields(of: node, allowed: allowed, in: "\(what) (\(kind.rawValue))", hints: hints) else {
                return nil
            }
            let title = isTab ? fields["title"].flatMap { text($0, what: "a tab's 'title'") } : nil
            let built: ConfigNode?
            switch kind {
            case .screen: built = readModule(fields, kind: kind.rawValue, isTab: isTab).map(ConfigNode.screen)
            case .flow: built = readModule(fields, kind: kind.rawValue, isTab: isTab).map(ConfigNode.flow)
            case .navigation: built = readNavigation(fields).map(ConfigNode.navigation)
            case .tabs: built = readTabs(fields).map(ConfigNode.tabs)
            case .modal: built = readModal(fields).map(ConfigNode.modal)
            }
            return (built, title, fields)
        }
    }

    // MARK: - Screens and flows

    private func readModule(_ fields: Fields, kind: String, isTab: Bool) -> ModuleNode? {
        let name = fields[kind].flatMap { text($0, what: "'\(kind)'") }
        if let name { checkModuleName(name, kind: kind) }
        let parametersKey = kind == "screen" ? "state" : "parameters"
        let parameters = fields[parametersKey].flatMap { readObject($0, what: "'\(parametersKey)'") }
        let title = isTab ? nil : fields["title"].flatMap { text($0, what: "'title'") }
        let routes = fields["on"].map(readRoutes) ?? []
        guard let name else { return nil }
        return ModuleNode(name: name, parameters: parameters, title: title, routes: routes, location: fields.location)
    }

    /// Checks the shape of a module name: `plugin.module`, or for flows a config flow name.
    private func checkModuleName(_ name: Located<String>, kind: String) {
        let parts = name.value.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 2, parts.allSatisfy({ !$0.isEmpty }) { return }
        if kind == "flow", parts.count == 1 { return }
        let example = kind == "screen" ? "counter.main" : "onboarding.tutorial, or the name of a flow under 'flows:'"
        log.error(
            "'\(name.value)' is not a \(kind) name", at: name.location,
            hint: "\(kind)s are named plugin.module, e.g. \(example)")
    }

    // MARK: - Containers

    private func readNavigation(_ fields: Fields) -> NavigationNode? {
        guard let value = fields["navigation"],
            let navigation = self.fields(of: value, allowed: ["root", "pushed", "dismissible"], in: "'navigation'")
        else { return nil }
        let root = navigation["root"].flatMap { readNode($0, in: "the navigation root") }
        if navigation["root"] == nil {
            missing(
                "root", in: navigation, what: "'navigation'",
                hint: "add 'root:' with the node at the bottom of the stack")
        }
        // Pushed nodes that could not be read are left out; their errors are reported.
        let pushed =
            navigation["pushed"].flatMap { list($0, what: "'pushed'") }?.enumerated().compactMap { index, entry in
                readNode(entry, in: "pushed node \(index + 1)")
            } ?? []
        let dismissible = navigation["dismissible"].flatMap { boolean($0, what: "'dismissible'") }?.value ?? false
        guard let root else { return nil }
        return NavigationNode(root: root, pushed: pushed, dismissible: dismissible, location: fields.location)
    }

    private func readTabs(_ fields: Fields) -> TabsNode? {
        guard let value = fields["tabs"], let entries = list(value, what: "'tabs'") else { return nil }
        guard !entries.isEmpty else {
            log.error(
                "'tabs' has no tabs", at: SourcePosition(of: value),
                hint: "add at least one '- { title: T, screen: … }' entry")
            return nil
        }
        var tabs: [TabsNode.Tab] = []
        var complete = true
        for (index, entry) in entries.enumerated() {
            let what = "tab \(index + 1)"
            guard let (node, title, tabFields) = readNode(entry, in: what, isTab: true) else {
                complete = false
                continue
            }
            if tabFields["title"] == nil {
                missing("title", in: tabFields, what: what, hint: "add 'title:' with the text of the tab")
            }
            if let node {
                // A missing title is reported; a stand-in keeps the rest of the tree checked.
                tabs.append(
                    TabsNode.Tab(title: title ?? Located("Tab \(index + 1)", at: tabFields.location), node: node))
            } else {
                complete = false
            }
        }
        guard complete else { return nil }
        return TabsNode(tabs: tabs, location: fields.location)
    }

    private func readModal(_ fields: Fields) -> ModalNode? {
        let modal = fields["modal"].flatMap { readNode($0, in: "the modal node") }
        let over = fields["over"].flatMap { readNode($0, in: "the node under the modal ('over')") }
        if fields["over"] == nil {
            missing(
                "over", in: fields, what: "a modal node", hint: "add 'over:' with the node the modal is presented over")
        }
        guard let modal, let over else { return nil }
        return ModalNode(modal: modal, over: over, location: fields.location)
    }
}
