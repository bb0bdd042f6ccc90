internal import CLassoPluginABI
internal import Foundation
import Lasso
import LassoPlugin

/// The host's `register_c_screen`: reads and checks a plugin's C screen description and
/// registers it like a Swift screen (kind `.screen`, its outputs, its state fields as
/// parameters), placed with the same ``ModulePlacement``.
enum CScreenRegistration {
    /// The `register_c_screen` entry of the host table.
    static let register: @convention(c) (OpaquePointer?, UnsafePointer<lasso_c_screen>?) -> lasso_status = {
        registrarPointer, screen in
        guard let registrarPointer, isOnMainQueue() else {
            HostRegistrar.refuseCallOffRegistration()
            return LASSO_STATUS_ERROR
        }
        // Plugins register on the main thread, inside the host's call to register_plugin.
        nonisolated(unsafe) let registrar = registrarPointer
        nonisolated(unsafe) let screenPointer = screen
        return MainActor.assumeIsolated {
            guard let host = HostRegistrar.from(registrar) else {
                HostRegistrar.refuseCallOffRegistration()
                return LASSO_STATUS_ERROR
            }
            if let refusal = register(screenPointer, with: host) {
                host.reportError(refusal)
                return LASSO_STATUS_ERROR
            }
            return LASSO_STATUS_OK
        }
    }

    /// Registers the screen described at `screen` with `host`; the refusal message, if any.
    @MainActor
    static func register(_ screen: UnsafePointer<lasso_c_screen>?, with host: HostRegistrar) -> String? {
        let definition: CScreenDefinition
        do {
            definition = try CScreenDescriptionReader(pluginName: host.pluginName).read(screen)
        } catch {
            // The loader's message names the plugin already.
            let prefix = "plugin '\(host.pluginName)': "
            let text = error.description
            return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
        }
        return host.accept(module(for: definition))
    }

    /// The registry entry of `definition`.
    @MainActor
    static func module(for definition: CScreenDefinition) -> RegisteredModule {
        let defaults = (try? makeCValueEncoder().encode(definition.defaultState)) ?? Data("{}".utf8)
        return RegisteredModule(
            name: definition.name,
            pluginName: "",
            kind: .screen,
            moduleType: CScreenModule.self,
            requiredContext: .any,
            outputs: definition.outputs.map(\.name),
            defaultParameters: defaults,
            validateParameters: { parameters in
                _ = try definition.initialState(parameters: parameters)
            },
            instantiate: { parameters, services in
                let state = try definition.initialState(parameters: parameters)
                let store = CScreenStore(definition: definition, initialState: state, services: services)
                let screen = CScreenModule.createScreen(with: store)
                return ModuleInstance(
                    place: { placement in
                        switch placement {
                        case .controller(let placer): placer.place(screen.controller)
                        case .navigation(let placer): placer.place(screen.controller)
                        }
                    },
                    observeOutput: { handler in store.observeOutput(handler) },
                    store: store,
                    controller: { screen.controller }
                )
            }
        )
    }
}
