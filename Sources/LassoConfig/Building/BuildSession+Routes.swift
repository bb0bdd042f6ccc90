import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost

extension BuildSession {
    /// Observes a live module's outputs and performs the route of each.
    func wire(
        _ routes: [Route],
        of name: String,
        to observe: (@escaping @MainActor (ModuleOutput) -> Void) -> Void,
        emitter: EmitterReference,
        context: BuildContext
    ) {
        guard !routes.isEmpty else { return }
        var table: [String: Route] = [:]
        for route in routes where table[route.output.value] == nil { table[route.output.value] = route }
        observe { [self] output in
            guard !emitter.isRetired, let route = table[output.name] else { return }
            guard let controller = emitter.controller else {
                return fail("'\(output.name)' of '\(name)' arrived after its controller was gone", at: route.location)
            }
            journal?.recordOutput(output, of: name, from: controller, route: route)
            perform(route, for: output, from: controller, of: name, context: context)
        }
    }

    /// Performs `route` for `output`, emitted by the module showing `controller`.
    func perform(
        _ route: Route, for output: ModuleOutput, from controller: ViewController, of name: String,
        context: BuildContext
    ) {
        let payload = (try? JSONValue(json: output.payload)) ?? .object([:])
        var targetContext = context.below("on.\(output.name)")
        targetContext.payload = payload
        let what = "'\(route.action.keyword)' on '\(output.name)' of '\(name)'"
        switch route.action {
        case .push(let node):
            guard let navigation = controller.navigationController ?? (controller as? NavigationController) else {
                return fail("\(what): the controller is not in a navigation stack", at: route.location)
            }
            build(node, into: .navigation(pushed(in: navigation), navigation), context: targetContext)
        case .present(let node, let embedInNavigation, let dismissible):
            let target = BuildTarget.controller(presented(on: controller.topmostPresentedViewController))
            build(
                node,
                into: embedInNavigation
                    ? target.embeddingNavigation(NavigationController(), dismissible: dismissible) : target,
                context: targetContext)
        case .replaceRoot(let node):
            guard let window else { return fail("\(what): the window is gone", at: route.location) }
            targetContext.flow = nil
            build(node, into: .controller(root(of: window)), context: targetContext)
        case .pop:
            guard let navigation = controller.navigationController,
                let index = navigation.viewControllers.firstIndex(where: { $0 === controller }), index > 0
            else {
                return fail("\(what): the controller is not above another in a navigation stack", at: route.location)
            }
            navigation.popToViewController(navigation.viewControllers[index - 1])
        case .dismiss:
            dismiss(from: controller, what: what, at: route.location)
        case .switchTab(let reference):
            switchTab(reference.value, from: controller, what: what, at: route.location)
        case .emit(let flowOutput):
            guard let flow = context.flow else {
                return fail("\(what): its config flow is gone", at: route.location)
            }
            flow.dispatchOutput(ModuleOutput(name: flowOutput.value, payload: output.payload))
        }
    }

    /// Dismisses the modal presentation `controller` is in (or, failing that, what it presents).
    private func dismiss(from controller: ViewController, what: String, at location: SourcePosition) {
        var current: ViewController? = controller
        while let candidate = current {
            if let presenter = candidate.presentingViewController {
                presenter.dismiss()
                return
            }
            current = candidate.parent
        }
        if controller.presentedViewController != nil {
            controller.dismiss()
        } else {
            fail("\(what): the controller is not presented", at: location)
        }
    }

    private func switchTab(
        _ reference: TabReference, from controller: ViewController, what: String, at location: SourcePosition
    ) {
        guard let tabBar = controller.tabBarController else {
            return fail("\(what): the controller is not inside tabs", at: location)
        }
        let index: Int? =
            switch reference {
            case .index(let index): tabBar.viewControllers.indices.contains(index) ? index : nil
            case .title(let title): tabBar.tabTitles.firstIndex(of: title)
            }
        guard let index else {
            return fail("\(what): there is no tab \(reference)", at: location)
        }
        tabBar.selectedIndex = index
    }
}
