import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost

/// Builds nodes of one config, at start and whenever a route fires. Routes keep it alive; it
/// holds the window weakly, so it never keeps the app's controllers alive.
@MainActor
final class BuildSession {
    let config: AppConfig
    let registry: ModuleRegistry
    weak var window: Window?
    /// The user and storage of the session this builds: each module gets its plugin's services.
    let services: SessionServices
    private let flows: [String: ConfigFlowDefinition]
    /// Failures of the initial build; `nil` afterwards, when failures go to ``RunErrors``.
    private var initialFailures: [Diagnostic]? = []
    /// Config flows being built, innermost last.
    private var flowStack: [String] = []
    /// Every plugin module this session built, while its controller lives.
    var liveModules: [LiveModule] = []
    /// The app's journal, told of each output a route takes.
    weak var journal: SessionJournal?

    init(config: AppConfig, registry: ModuleRegistry, services: SessionServices, window: Window) {
        self.config = config
        self.registry = registry
        self.services = services
        self.window = window
        var flows: [String: ConfigFlowDefinition] = [:]
        for flow in config.flows where flows[flow.name.value] == nil { flows[flow.name.value] = flow }
        self.flows = flows
    }

    /// Builds `config` as the root of `window`; throws what could not be built.
    static func build(_ config: AppConfig, registry: ModuleRegistry, services: SessionServices, in window: Window)
        throws(ConfigBuildError) -> BuildSession
    {
        try build(config, registry: registry, services: services, window: window, placingRootIn: window)
    }

    /// Builds `config` for `window`, placing its root in `rootWindow` (a scratch window, when
    /// the root is to be moved into `window` only if the whole build succeeds).
    static func build(
        _ config: AppConfig, registry: ModuleRegistry, services: SessionServices, window: Window,
        placingRootIn rootWindow: Window
    ) throws(ConfigBuildError) -> BuildSession {
        // The config's setting values before anything is built, so that a store reads them from
        // its start; the earlier ones back if the build fails.
        let earlierOverrides = registry.settings.overrides
        registry.settings.overrides = config.settings.byPlugin
        let session = BuildSession(config: config, registry: registry, services: services, window: window)
        session.build(config.root, into: .controller(root(of: rootWindow)), context: BuildContext())
        let failures = session.finishInitialBuild()
        if !failures.isEmpty {
            registry.settings.overrides = earlierOverrides
            throw ConfigBuildError(diagnostics: failures)
        }
        window.appTheme = config.theme
        return session
    }

    /// Ends the initial build and returns its failures.
    func finishInitialBuild() -> [Diagnostic] {
        defer { initialFailures = nil }
        return initialFailures ?? []
    }

    /// Records that something could not be built.
    func fail(_ message: String, at location: SourcePosition) {
        let diagnostic = Diagnostic(file: config.file, at: location, message: message)
        if initialFailures != nil {
            initialFailures?.append(diagnostic)
        } else {
            RunErrors.report(diagnostic)
        }
    }

    // MARK: - Nodes

    /// Builds `node` into `target`; returns the controller standing for it (the screen's, the
    /// flow's initial one, the navigation or tab bar controller), or `nil` when it failed.
    @discardableResult
    func build(_ node: ConfigNode, into target: BuildTarget, context: BuildContext) -> ViewController? {
        switch node {
        case .screen(let module):
            return buildModule(module, into: target, context: context)
        case .flow(let module):
            return module.isConfigFlowReference
                ? buildConfigFlow(module, into: target, context: context)
                : buildModule(module, into: target, context: context)
        case .navigation(let navigation):
            let controller = NavigationController()
            guard
                build(
                    navigation.root, into: target.embeddingNavigation(controller, dismissible: navigation.dismissible),
                    context: context.below("navigation")) != nil
            else {
                return nil
            }
            for (index, pushedNode) in navigation.pushed.enumerated() {
                build(
                    pushedNode, into: .navigation(pushed(in: controller), controller),
                    context: context.below("navigation.pushed[\(index)]"))
            }
            return controller
        case .tabs(let tabs):
            let controller = TabBarController()
            let targets = target.tabs(of: controller, count: tabs.tabs.count)
            for (tab, tabTarget) in zip(tabs.tabs, targets) {
                build(tab.node, into: tabTarget, context: context.below("tabs[\(tab.title.value)]"))
            }
            guard controller.viewControllers.count == tabs.tabs.count else {
                fail("the tabs could not be built: not every tab placed a controller", at: tabs.location)
                return nil
            }
            for (tab, tabController) in zip(tabs.tabs, controller.viewControllers) {
                tabController.tabTitle = tab.title.value
            }
            return controller
        case .modal(let modal):
            guard let over = build(modal.over, into: target, context: context.below("over")) else { return nil }
            build(
                modal.modal, into: .controller(presented(on: over.topmostPresentedViewController)),
                context: context.below("modal"))
            return over
        }
    }

    func buildModule(_ module: ModuleNode, into target: BuildTarget, context: BuildContext) -> ViewController? {
        guard let registered = registry.module(named: module.name.value) else {
            fail("'\(module.name.value)' is not registered", at: module.name.location)
            return nil
        }
        let instance: ModuleInstance
        do {
            instance = try registered.instantiate(
                parameters(of: module, context: context),
                services.services(for: registered.pluginName, settings: registry.settings, module: registered.name))
        } catch let PluginModuleError.invalidParameters(_, reason) {
            // Said as `validate` says it: the module by its config name, not its Swift type.
            let key = registered.kind == .flow ? "parameters" : "state"
            fail("cannot build '\(module.name.value)': its \(key) does not decode: \(reason)", at: module.location)
            return nil
        } catch {
            fail("cannot build '\(module.name.value)': \(error)", at: module.location)
            return nil
        }
        let emitter = EmitterReference()
        wire(module.routes, of: module.name.value, to: instance.observeOutput, emitter: emitter, context: context)
        do {
            try instance.place(target.placement)
        } catch {
            fail("cannot place '\(module.name.value)': \(error)", at: module.location)
            return nil
        }
        guard let controller = instance.controller() else {
            fail("'\(module.name.value)' placed no controller", at: module.location)
            return nil
        }
        emitter.controller = controller
        apply(module.title, to: controller)
        liveModules.removeAll { !$0.isAlive }
        liveModules.append(
            LiveModule(
                node: module, context: context, emitter: emitter, controller: controller, store: instance.store,
                kind: registered.kind))
        return controller
    }

    private func buildConfigFlow(_ module: ModuleNode, into target: BuildTarget, context: BuildContext)
        -> ViewController?
    {
        guard let definition = flows[module.name.value] else {
            fail("there is no config flow '\(module.name.value)'", at: module.name.location)
            return nil
        }
        guard !flowStack.contains(definition.name.value) else {
            fail("config flow '\(definition.name.value)' contains itself", at: module.name.location)
            return nil
        }
        let flow = ConfigFlow(name: definition.name.value) { [self] flow in
            var initial: ViewController?
            flowStack.append(definition.name.value)
            build(
                definition.root, into: target.capturing { initial = $0 },
                context: BuildContext(flow: flow, payload: nil, path: context.path + "/flow[\(definition.name.value)]"))
            flowStack.removeLast()
            if let initial { return initial }
            fail("config flow '\(definition.name.value)' built no controller", at: definition.location)
            return ViewController()
        }
        let emitter = EmitterReference()
        wire(
            module.routes, of: module.name.value, to: { handler in flow.observeOutput(handler) }, emitter: emitter,
            context: context)
        target.start(flow)
        guard let controller = flow.initialController else { return nil }
        emitter.controller = controller
        apply(module.title, to: controller)
        return controller
    }

    /// Sets a node's `title:` once the controller's view (which may set a title of its own) is loaded.
    func apply(_ title: Located<String>?, to controller: ViewController) {
        guard let title else { return }
        controller.loadViewIfNeeded()
        controller.title = title.value
    }

    /// The JSON of a node's state / parameters, with payload placeholders filled in.
    func parameters(of module: ModuleNode, context: BuildContext) -> Data? {
        guard let value = module.parameters else { return nil }
        guard !value.placeholders.isEmpty else { return value.jsonData }
        guard let payload = context.payload else { return value.removingPlaceholders.jsonData }
        let (substituted, missing) = value.substitutingPayload(payload)
        for placeholder in missing {
            fail(
                "the output's payload has no field for '\(placeholder.value)'; '\(module.name.value)' keeps its default there",
                at: placeholder.location)
        }
        return substituted.jsonData()
    }
}
