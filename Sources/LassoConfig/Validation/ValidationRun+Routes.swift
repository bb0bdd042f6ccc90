import LassoPlugin
import LassoPluginHost

extension ValidationRun {
    /// What emits a node's outputs, for route checks.
    enum Emitter {
        case screen(RegisteredModule?)
        case pluginFlow(RegisteredModule?)
        case configFlow(ConfigFlowDefinition)
        case unknown
    }

    /// Checks the routes of `module`, placed in `scope`, and the nodes they build.
    func checkRoutes(_ module: ModuleNode, emitter: Emitter, in scope: PlacementScope) {
        let name = module.name.value
        for route in module.routes {
            checkOutput(route.output, of: name, emitter: emitter)
            checkAction(route, of: name, emitter: emitter, in: scope)
        }
    }

    private func checkOutput(_ output: Located<String>, of name: String, emitter: Emitter) {
        let outputs: [String]
        let owner: String
        switch emitter {
        case .screen(let module?), .pluginFlow(let module?):
            outputs = module.outputs
            owner = "'\(name)'"
        case .configFlow(let flow):
            outputs = flow.outputNames
            owner = "config flow '\(name)'"
        case .screen(nil), .pluginFlow(nil), .unknown:
            return  // the name is already reported
        }
        guard !outputs.contains(output.value) else { return }
        let hint: String
        if let suggestion = Suggestion.didYouMean(output.value, among: outputs) {
            hint = suggestion
        } else if case .configFlow = emitter {
            hint =
                "declare it in the flow's 'outputs:'"
                + (outputs.isEmpty ? "" : " (now: \(outputs.joined(separator: ", ")))")
        } else {
            hint =
                outputs.isEmpty
                ? "it emits no outputs, so this route can never fire"
                : "its outputs: \(outputs.joined(separator: ", "))"
        }
        log.error(
            "\(owner) has no output '\(output.value)'; this route can never fire", at: output.location, hint: hint)
    }

    private func checkAction(_ route: Route, of name: String, emitter: Emitter, in scope: PlacementScope) {
        let what = "'\(route.output.value)' of '\(name)'"
        let payload = payloadShape(of: route.output.value, emitter: emitter)
        switch route.action {
        case .push(let node):
            if !scope.inNavigation {
                log.error(
                    "'push' on \(what) can never happen: '\(name)' is not in a navigation stack (it is \(scope.placementDescription))",
                    at: route.location,
                    hint: "place '\(name)' in a navigation stack, or use 'present' with 'navigation: true'"
                )
            }
            check(node, in: scope.placed(.pushedByRoute).withPayload(payload, of: what))
        case .present(let node, let navigation, _):
            check(
                node,
                in: scope.placed(navigation ? .presentedInNavigation : .presentedByRoute).withPayload(payload, of: what)
            )
        case .replaceRoot(let node):
            check(node, in: scope.placed(.newWindowRoot).withPayload(payload, of: what))
        case .pop:
            if !scope.inNavigation {
                log.error(
                    "'pop' on \(what) can never happen: '\(name)' is not in a navigation stack (it is \(scope.placementDescription))",
                    at: route.location,
                    hint: "use 'dismiss' for presented screens, or place '\(name)' in a navigation stack"
                )
            } else if scope.slot == .navigationRoot, case .screen = emitter {
                log.error(
                    "'pop' on \(what) can never happen: '\(name)' is the root of its navigation stack, which is never popped",
                    at: route.location,
                    hint: scope.isPresented
                        ? "use 'dismiss: true' to close the presented stack"
                        : "push '\(name)' above another screen, or use another action"
                )
            }
        case .dismiss:
            if !scope.isPresented, !isPluginFlow(emitter) {
                log.error(
                    "'dismiss' on \(what) can never happen: '\(name)' is not presented (it is \(scope.placementDescription))",
                    at: route.location,
                    hint: "present it first ('modal:' or a 'present' route), or use 'pop' / 'replaceRoot'"
                )
            }
        case .switchTab(let reference):
            checkSwitchTab(reference, what: what, name: name, in: scope)
        case .emit(let output):
            checkEmit(output, what: what, in: scope)
        }
    }

    /// The payload shape `output` of `emitter` carries, as its module's `Output` type says;
    /// ``ValueShape/unknown`` for a config flow's outputs (each `emit` passes on another's).
    private func payloadShape(of output: String, emitter: Emitter) -> ValueShape {
        switch emitter {
        case .screen(let module?), .pluginFlow(let module?): module.outputPayloads[output] ?? .unknown
        case .screen(nil), .pluginFlow(nil), .configFlow, .unknown: .unknown
        }
    }

    private func isPluginFlow(_ emitter: Emitter) -> Bool {
        if case .pluginFlow = emitter { return true }
        return false
    }

    private func checkSwitchTab(
        _ reference: Located<TabReference>, what: String, name: String, in scope: PlacementScope
    ) {
        guard let titles = scope.tabTitles else {
            log.error(
                "'switchTab' on \(what) can never happen: '\(name)' is not inside tabs", at: reference.location,
                hint: "place '\(name)' in a tab of a 'tabs:' node")
            return
        }
        switch reference.value {
        case .index(let index) where index >= titles.count:
            log.error(
                "there is no tab \(index): the tabs are numbered 0 to \(titles.count - 1)",
                at: reference.location,
                hint: "tabs: " + titles.enumerated().map { "\($0) \($1)" }.joined(separator: ", ")
            )
        case .title(let title) where !titles.contains(title):
            log.error(
                "there is no tab titled '\(title)'",
                at: reference.location,
                hint: Suggestion.didYouMean(title, among: titles) ?? "tabs: \(titles.joined(separator: ", "))"
            )
        default:
            break
        }
    }

    private func checkEmit(_ output: Located<String>, what: String, in scope: PlacementScope) {
        guard let flowName = scope.flow, let flow = flowsByName[flowName] else {
            log.error(
                "'emit' on \(what) can never happen: it is not inside a config flow", at: output.location,
                hint:
                    "emit sends an output of the config flow around it; declare one under 'flows:' and use this node in it"
            )
            return
        }
        guard flow.outputNames.contains(output.value) else {
            log.error(
                "config flow '\(flowName)' has no output '\(output.value)'",
                at: output.location,
                hint: Suggestion.didYouMean(output.value, among: flow.outputNames)
                    ?? "declare it in the flow's 'outputs:'"
            )
            return
        }
    }
}

extension PlacementScope {
    /// This scope for a node a route builds: the payload of `source` (an output), of `shape`, is available.
    func withPayload(_ shape: ValueShape, of source: String) -> PlacementScope {
        var scope = self
        scope.hasPayload = true
        scope.payload = shape
        scope.payloadSource = source
        return scope
    }
}
