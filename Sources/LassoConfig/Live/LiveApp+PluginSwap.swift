import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost

extension LiveApp {
    /// Moves the app to the new version of a plugin: makes it the registered one and rebuilds
    /// every live screen and flow of the old version in its place (window root, navigation
    /// stack entry, tab, presentation), with its config routes wired to the new stores.
    ///
    /// Each screen's new store takes over the old state (``IntrospectableStore/adoptState(from:previousVersion:)``:
    /// the module's own migration, else fields matched by name and type at every level, with
    /// the new version's defaults for the rest); the report names what did not move. A flow
    /// starts again at its first screen, which keeps its state; the screens the flow had pushed
    /// above it are closed, unless the new flow adopts ``FlowStackRestoring`` and pushes them
    /// again (a flow's stack is its own code's doing). Outputs the old stores emit afterwards (the results of
    /// their asynchronous work, say) are dropped: the old version is detached, never written to
    /// by the app again.
    ///
    /// All or nothing: every new screen is built and has taken over its state before anything
    /// is replaced. When one cannot (the new version no longer registers a module on screen, a
    /// state is not `Codable`, a module's migration throws), nothing changes, the upgrade is not
    /// committed and the old version keeps running.
    package func swap(_ upgrade: PluginUpgrade) throws(PluginSwapError) -> PluginSwapReport {
        try Self.swap(upgrade, in: [self], registry: registry)[0]
    }

    /// Moves every app of `apps` (sessions sharing `registry`: the browser's tabs) to the new
    /// version of a plugin, as ``swap(_:)`` does for one: all or nothing across them all, the
    /// upgrade committed to `registry` once (also when there is no app). Returns each app's
    /// report, in order.
    package static func swap(_ upgrade: PluginUpgrade, in apps: [LiveApp], registry: ModuleRegistry)
        throws(PluginSwapError) -> [PluginSwapReport]
    {
        let name = upgrade.previous.name
        var prepared: [[PreparedSwap]] = []
        for app in apps {
            let affected = app.liveModules.filter { app.registry.module(named: $0.name)?.pluginName == name }
            var swaps: [PreparedSwap] = []
            for module in affected {
                swaps.append(try app.prepareSwap(of: module, to: upgrade))
            }
            prepared.append(swaps)
        }
        do {
            try registry.commit(upgrade)
        } catch {
            throw PluginSwapError(plugin: name, error.message)
        }
        return zip(apps, prepared).map { app, swaps in
            let report = app.apply(swaps, of: upgrade)
            app.journal?.recordSwap(report)
            return report
        }
    }

    /// Puts the prepared new screens and flows in place of the old ones.
    private func apply(_ prepared: [PreparedSwap], of upgrade: PluginUpgrade) -> PluginSwapReport {
        let name = upgrade.previous.name
        var screens: [PluginSwapReport.Screen] = []
        var flows: [PluginSwapReport.Flow] = []
        for swap in prepared {
            guard let old = swap.module.controller(in: window) else { continue }
            swap.module.emitter.isRetired = true
            let emitter = EmitterReference()
            buildSession.wire(
                swap.module.node.routes, of: swap.module.name, to: swap.instance.observeOutput, emitter: emitter,
                context: swap.module.context)
            var pushed: [ViewController] = []
            if let navigation = old.navigationController, swap.module.kind == .flow,
                let index = navigation.viewControllers.firstIndex(where: { $0 === old })
            {
                // The flow starts again: what it pushed above its first screen goes, and comes
                // back if the new version restores its stack.
                pushed = Array(navigation.viewControllers[(index + 1)...])
                navigation.setViewControllers(Array(navigation.viewControllers[...index]))
            }
            old.replaceInHierarchy(with: swap.controller)
            var restored = 0
            if !pushed.isEmpty, let restoring = swap.instance.flow as? any FlowStackRestoring {
                restored = restoreStack(
                    pushed, into: restoring, above: swap.controller, previousVersion: upgrade.previous.version)
            }
            emitter.controller = swap.controller
            buildSession.apply(swap.module.node.title, to: swap.controller)
            swap.module.emitter = emitter
            swap.module.controller = swap.controller
            swap.module.store = swap.instance.store
            if let adoption = swap.adoption {
                screens.append(PluginSwapReport.Screen(module: swap.module.name, state: adoption))
            } else {
                flows.append(
                    PluginSwapReport.Flow(module: swap.module.name, closedScreens: max(0, pushed.count - restored)))
            }
        }
        return PluginSwapReport(
            plugin: name, previousVersion: upgrade.previous.version, version: upgrade.plugin.version, screens: screens,
            flows: flows)
    }

    /// Has the new version of a flow push again the screens `pushed` (the old version's, above
    /// its first screen); each screen it pushes at the same place with the same module takes
    /// over the old one's state. Returns how many screens the new version pushed.
    private func restoreStack(
        _ pushed: [ViewController], into flow: any FlowStackRestoring, above first: ViewController,
        previousVersion: String
    ) -> Int {
        let entries = pushed.map { controller in
            FlowStackEntry(
                moduleName: controller.screenStore?.moduleName ?? String(reflecting: type(of: controller)),
                state: (try? controller.screenStore?.stateCoding?.encodedState(keepingSecrets: true)).flatMap {
                    try? JSONValue(json: $0)
                },
                title: controller.title
            )
        }
        flow.restoreStack(entries)
        guard let navigation = first.navigationController,
            let index = navigation.viewControllers.firstIndex(where: { $0 === first })
        else { return 0 }
        let restored = navigation.viewControllers[(index + 1)...]
        for (entry, controller) in zip(entries, restored) {
            guard let store = controller.screenStore?.stateCoding, store.moduleName == entry.moduleName,
                let state = entry.state?.jsonData()
            else { continue }
            _ = try? store.adoptState(from: state, previousVersion: previousVersion, keepingSecrets: true)
        }
        return restored.count
    }

    /// A new version of one live module, built and holding the old state, not yet placed.
    private struct PreparedSwap {
        let module: LiveModule
        let instance: ModuleInstance
        let controller: ViewController
        /// How the screen's state moved; `nil` for a flow.
        let adoption: StateAdoption?
    }

    private func prepareSwap(of module: LiveModule, to upgrade: PluginUpgrade) throws(PluginSwapError) -> PreparedSwap {
        let plugin = upgrade.previous.name
        guard let registered = upgrade.module(named: module.name) else {
            throw PluginSwapError(
                plugin: plugin,
                "the new version no longer registers '\(module.name)', which the app shows; the old version keeps running"
            )
        }
        guard registered.kind == module.kind else {
            throw PluginSwapError(
                plugin: plugin,
                "'\(module.name)' is a \(registered.kind.rawValue) in the new version and a \(module.kind.rawValue) in the running one; restart the app to use it"
            )
        }
        let instance: ModuleInstance
        do {
            instance = try registered.instantiate(
                buildSession.parameters(of: module.node, context: module.context),
                buildSession.services.services(
                    for: registered.pluginName, settings: registry.settings, module: registered.name))
        } catch {
            throw PluginSwapError(plugin: plugin, "the new version cannot build '\(module.name)': \(error)")
        }
        switch module.kind {
        case .screen:
            guard let oldStore = module.store?.stateCoding, let newStore = instance.store?.stateCoding,
                let controller = instance.controller()
            else {
                throw PluginSwapError(
                    plugin: plugin, "the new version's '\(module.name)' has no store to move the state into")
            }
            let adoption: StateAdoption
            do {
                // In memory, old version to new: secrets move too (``Lasso/Secret``).
                adoption = try newStore.adoptState(
                    from: try oldStore.encodedState(keepingSecrets: true), previousVersion: upgrade.previous.version,
                    keepingSecrets: true)
            } catch {
                throw PluginSwapError(
                    plugin: plugin, "the state of '\(module.name)' cannot move to the new version: \(error)")
            }
            return PreparedSwap(module: module, instance: instance, controller: controller, adoption: adoption)
        case .flow:
            guard let old = module.controller(in: window) else {
                throw PluginSwapError(plugin: plugin, "'\(module.name)' left the screen during the reload")
            }
            // Start the new flow with a placer that captures its first controller instead of
            // placing it, answering with the context the old one had.
            var captured: ViewController?
            let target: BuildTarget =
                if let navigation = old.navigationController {
                    BuildTarget.navigation(pushed(in: navigation), navigation).capturing { captured = $0 }
                } else {
                    BuildTarget.controller(makePlacer { $0 }).capturing { captured = $0 }
                }
            do {
                try instance.place(target.placement)
            } catch {
                throw PluginSwapError(plugin: plugin, "the new version cannot start '\(module.name)': \(error)")
            }
            guard let controller = captured ?? instance.controller() else {
                throw PluginSwapError(plugin: plugin, "the new version of '\(module.name)' made no first screen")
            }
            // The first screen is the same module in both versions: it keeps its state.
            if let oldStore = old.screenStore?.stateCoding, let newStore = controller.screenStore?.stateCoding,
                oldStore.moduleName == newStore.moduleName,
                let previous = try? oldStore.encodedState(keepingSecrets: true)
            {
                _ = try? newStore.adoptState(
                    from: previous, previousVersion: upgrade.previous.version, keepingSecrets: true)
            }
            return PreparedSwap(module: module, instance: instance, controller: controller, adoption: nil)
        }
    }
}
