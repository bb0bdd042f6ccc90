import Yams

extension ConfigReader {
    /// Reads `on:`: output name → action.
    func readRoutes(_ node: Node) -> [Route] {
        guard let fields = fields(of: node, allowed: nil, in: "'on'") else { return [] }
        return fields.all.compactMap { entry in
            let output = Located(entry.key, at: entry.keyLocation)
            return readAction(entry.value, output: output).map {
                Route(output: output, action: $0, location: SourcePosition(of: entry.value))
            }
        }
    }

    private func readAction(_ node: Node, output: Located<String>) -> RouteAction? {
        let what = "the route of '\(output.value)'"
        guard case .mapping = node else {
            log.error(
                "\(what) must be a mapping with one action, not \(describe(node))",
                at: SourcePosition(of: node),
                hint:
                    "for example { push: { screen: counter.main } } or { pop: true }; actions: \(RouteActionKind.list)"
            )
            return nil
        }
        let errorsBefore = log.diagnostics.count
        let actionKeys = RouteActionKind.allCases.map(\.rawValue)
        guard let fields = fields(of: node, allowed: actionKeys + RouteActionKind.presentOptions, in: what) else {
            return nil
        }
        let actions = fields.keys.compactMap(RouteActionKind.init(rawValue:))
        guard let action = actions.first else {
            if log.diagnostics.count == errorsBefore {
                log.error(
                    "\(what) has no action", at: fields.location,
                    hint: "add one of \(RouteActionKind.list)")
            }
            return nil
        }
        if actions.count > 1, let second = fields.keyLocation(of: actions[1].rawValue) {
            log.error(
                "\(what) has two actions, '\(action.rawValue)' and '\(actions[1].rawValue)'; a route does one thing",
                at: second,
                hint: "keep one; to do more, route to a config flow")
            return nil
        }
        if action != .present {
            for option in RouteActionKind.presentOptions {
                if let location = fields.keyLocation(of: option) {
                    log.error(
                        "'\(option)' only applies to 'present', not '\(action.rawValue)'", at: location,
                        hint: "remove it")
                }
            }
        }
        guard let value = fields[action.rawValue] else { return nil }
        switch action {
        case .push:
            return readNode(value, in: "the node to push").map(RouteAction.push)
        case .replaceRoot:
            return readNode(value, in: "the new root").map(RouteAction.replaceRoot)
        case .present:
            let node = readNode(value, in: "the node to present")
            let navigation = fields["navigation"].flatMap { boolean($0, what: "'navigation'") }
            let dismissible = fields["dismissible"].flatMap { boolean($0, what: "'dismissible'") }
            if let dismissible, dismissible.value, navigation?.value != true {
                log.error(
                    "'dismissible' applies to the navigation controller that 'navigation: true' adds",
                    at: dismissible.location, hint: "add 'navigation: true', or remove 'dismissible'")
            }
            return node.map {
                RouteAction.present(
                    $0, navigation: navigation?.value ?? false, dismissible: dismissible?.value ?? false)
            }
        case .pop, .dismiss:
            guard let flag = boolean(value, what: "'\(action.rawValue)'") else { return nil }
            guard flag.value else {
                log.error(
                    "'\(action.rawValue): false' does nothing", at: flag.location,
                    hint: "write '\(action.rawValue): true', or remove the route")
                return nil
            }
            return action == .pop ? .pop : .dismiss
        case .switchTab:
            return readTabReference(value).map(RouteAction.switchTab)
        case .emit:
            return text(value, what: "'emit'").map(RouteAction.emit)
        }
    }

    private func readTabReference(_ node: Node) -> Located<TabReference>? {
        guard spend(on: node) else { return nil }
        let location = SourcePosition(of: node)
        guard case .scalar(let scalar) = node else {
            log.error("'switchTab' takes a tab index (from 0) or title, not \(describe(node))", at: location)
            return nil
        }
        switch ScalarResolution.resolve(scalar) {
        case .int(let index):
            guard index >= 0 else {
                log.error("tab index \(index) is negative; tabs count from 0", at: location)
                return nil
            }
            return Located(.index(index), at: location)
        case .null:
            log.error("'switchTab' takes a tab index (from 0) or title, not an empty value", at: location)
            return nil
        default:
            return Located(.title(scalar.string), at: location)
        }
    }
}
