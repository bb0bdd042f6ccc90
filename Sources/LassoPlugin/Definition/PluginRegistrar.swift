internal import CLassoPluginABI
internal import Foundation
import Lasso

/// What a Swift plugin registers its modules with, inside ``LassoPluginDefinition/register(in:)``.
///
/// Names are namespaced by plugin: registering `"login"` in plugin `auth` registers `auth.login`.
/// Registration goes through the host's C table, so the host checks every name.
@MainActor
public final class PluginRegistrar {
    private let host: UnsafePointer<lasso_host_api>
    private let registrar: OpaquePointer

    init(host: UnsafePointer<lasso_host_api>, registrar: OpaquePointer) {
        self.host = host
        self.registrar = registrar
    }

    /// Registers a screen module under `name`. Its state is the initial state a config can set
    /// (fields not given keep `ScreenModule.defaultInitialState`'s values). The outputs it can
    /// emit, which carry their payloads to the host as JSON, are the cases of its `Output` enum:
    /// leave `outputs` out. Naming them (as plugins built against 1.0 do) still works, and a name
    /// that is not an output is refused here instead of giving a route that never fires.
    ///
    /// `configure` sees each new store before its screen is built: inject services there.
    public func registerScreen<Module: ScreenModule>(
        _ module: Module.Type,
        as name: String,
        outputs: [String] = [],
        configure: (@MainActor (Module.ConcreteStore) -> Void)? = nil
    ) throws where Module.State: Codable, Module.Output: Encodable {
        try registerScreen(module, as: name, outputs: outputs) { store, _ in configure?(store) }
    }

    /// Registers a screen module under `name`, as the `registerScreen` without services
    /// does, and hands each new store the host's services for this plugin and the session it
    /// is made in (its user, its storage) before its screen is built:
    ///
    /// ```swift
    /// try registrar.registerScreen(SettingsScreenModule.self, as: "form") { store, services in
    ///     store.storage = services.storage.user
    /// }
    /// ```
    public func registerScreen<Module: ScreenModule>(
        _ module: Module.Type,
        as name: String,
        outputs: [String] = [],
        configure: @escaping @MainActor (Module.ConcreteStore, HostServices) -> Void
    ) throws where Module.State: Codable, Module.Output: Encodable {
        try submit(Self.screenRecord(module, as: name, outputs: outputs, configure: configure))
    }

    /// The record of screen module `module` registered as `name`, by plugin `pluginName` (empty
    /// until the host namespaces it): what ``registerScreen(_:as:outputs:configure:)`` submits,
    /// and how the host records its own screens (`lasso.settings`).
    package static func screenRecord<Module: ScreenModule>(
        _ module: Module.Type, as name: String, pluginName: String = "", outputs: [String] = [],
        configure: @escaping @MainActor (Module.ConcreteStore, HostServices) -> Void
    ) throws -> RegisteredModule where Module.State: Codable, Module.Output: Encodable {
        let defaults = try JSONEncoder().encode(Module.defaultInitialState)
        let qualified = String(reflecting: module)
        let described = try OutputNames.describe(Module.Output.self, declared: outputs, module: name)
        return RegisteredModule(
            name: name,
            pluginName: pluginName,
            kind: .screen,
            moduleType: module,
            requiredContext: .any,
            outputs: described.names,
            defaultParameters: defaults,
            validateParameters: { parameters in
                _ = try decodeMerged(
                    Module.State.self, defaults: defaults, overrides: parameters, module: qualified)
            },
            instantiate: { parameters, services in
                let state = try decodeMerged(
                    Module.State.self, defaults: defaults, overrides: parameters, module: qualified)
                let screen = Module.createScreen(with: state) { configure($0, services) }
                return ModuleInstance(
                    place: { placement in
                        switch placement {
                        case .controller(let placer): placer.place(screen.controller)
                        case .navigation(let placer): placer.place(screen.controller)
                        }
                    },
                    observeOutput: { handler in
                        screen.store.observeOutput { handler(encodeOutput($0)) }
                    },
                    store: screen.storeObject,
                    controller: { screen.controller }
                )
            },
            parameterShape: ShapeRecorder.shape(of: Module.State.self),
            outputPayloads: described.payloads
        )
    }

    /// Registers a flow under `name`, built by `makeFlow`. The flow's `RequiredContext` decides
    /// where it can be placed: a `NavigationFlowModule` only into a navigation context. Its
    /// outputs are the cases of its `Output` enum, as for `registerScreen`.
    public func registerFlow<Module: FlowModule>(
        _ module: Module.Type,
        as name: String,
        outputs: [String] = [],
        makeFlow: @escaping @MainActor () -> Flow<Module>
    ) throws where Module.Output: Encodable {
        try registerFlow(module, as: name, outputs: outputs, parameters: EmptyState()) { (_: EmptyState, _) in
            makeFlow()
        }
    }

    /// Registers a flow under `name`, built by `makeFlow` with the host's services for this
    /// plugin and session, to hand on to the stores it makes.
    public func registerFlow<Module: FlowModule>(
        _ module: Module.Type,
        as name: String,
        outputs: [String] = [],
        makeFlow: @escaping @MainActor (HostServices) -> Flow<Module>
    ) throws where Module.Output: Encodable {
        try registerFlow(module, as: name, outputs: outputs, parameters: EmptyState()) { (_: EmptyState, services) in
            makeFlow(services)
        }
    }

    /// Registers a flow that takes `Parameters` (decoded from config, fields not given keep the
    /// values of `defaults`).
    public func registerFlow<Module: FlowModule, Parameters: Codable>(
        _ module: Module.Type,
        as name: String,
        outputs: [String] = [],
        parameters defaults: Parameters,
        makeFlow: @escaping @MainActor (Parameters) -> Flow<Module>
    ) throws where Module.Output: Encodable {
        try registerFlow(module, as: name, outputs: outputs, parameters: defaults) { (parameters: Parameters, _) in
            makeFlow(parameters)
        }
    }

    /// Registers a flow that takes `Parameters`, built by `makeFlow` with them and the host's
    /// services for this plugin and session.
    public func registerFlow<Module: FlowModule, Parameters: Codable>(
        _ module: Module.Type,
        as name: String,
        outputs: [String] = [],
        parameters defaults: Parameters,
        makeFlow: @escaping @MainActor (Parameters, HostServices) -> Flow<Module>
    ) throws where Module.Output: Encodable {
        let context: RegisteredModule.RequiredContext
        if Module.RequiredContext.self == NavigationController.self {
            context = .navigation
        } else if Module.RequiredContext.self == ViewController.self {
            context = .any
        } else {
            throw PluginRegistrationError(
                "flow \(name) requires a \(Module.RequiredContext.self) context; plugins can register flows requiring ViewController or NavigationController"
            )
        }
        let defaultData = try JSONEncoder().encode(defaults)
        let qualified = String(reflecting: module)
        let described = try OutputNames.describe(Module.Output.self, declared: outputs, module: name)
        try submit(
            RegisteredModule(
                name: name,
                pluginName: "",
                kind: .flow,
                moduleType: module,
                requiredContext: context,
                outputs: described.names,
                defaultParameters: defaultData,
                validateParameters: { parameterData in
                    _ = try decodeMerged(
                        Parameters.self, defaults: defaultData, overrides: parameterData, module: qualified)
                },
                instantiate: { parameterData, services in
                    let parameters = try decodeMerged(
                        Parameters.self, defaults: defaultData, overrides: parameterData, module: qualified)
                    let flow = makeFlow(parameters, services)
                    return ModuleInstance(
                        place: { placement in try start(flow, with: placement, module: qualified) },
                        observeOutput: { handler in flow.observeOutput { handler(encodeOutput($0)) } },
                        store: nil,
                        controller: { [weak flow] in flow?.initialController },
                        flow: flow
                    )
                },
                parameterShape: ShapeRecorder.shape(of: Parameters.self),
                outputPayloads: described.payloads
            ))
    }

    /// Declares one of the plugin's settings: the host checks it, lists it on the settings
    /// screen it draws (`screen: lasso.settings`), checks a config's `settings:` against it,
    /// and keeps each user's value. Stores read it through `services.settings`:
    ///
    /// ```swift
    /// try registrar.declare(UnitsSettings.precision)
    /// ```
    ///
    /// Throws when the host refuses it (a bad name, a default out of its range, a name declared
    /// twice) or is older than settings (runtime 1.1).
    public func declare<Value>(_ setting: PluginSetting<Value>) throws {
        guard let field = MemoryLayout<lasso_host_api>.offset(of: \lasso_host_api.declare_setting),
            Int(host.pointee.struct_size) >= field + MemoryLayout<UnsafeRawPointer>.size,
            let declare = host.pointee.declare_setting
        else {
            throw PluginRegistrationError(
                "setting '\(setting.name)': this host is older than plugin settings (plugin ABI 1.5); run the plugin on a newer runtime"
            )
        }
        let text = String(decoding: try JSONEncoder().encode(setting.declaration), as: UTF8.self)
        guard declare(registrar, text) == LASSO_STATUS_OK else {
            throw PluginRegistrationError(reportedByHost: "the host refused setting '\(setting.name)'")
        }
    }

    private func submit(_ module: RegisteredModule) throws {
        let registration = SwiftModuleRegistration(module)
        let status = withExtendedLifetime(registration) {
            host.pointee.register_swift_module?(registrar, Unmanaged.passUnretained(registration).toOpaque())
                ?? LASSO_STATUS_ERROR
        }
        if status != LASSO_STATUS_OK {
            throw PluginRegistrationError(registration.refusal ?? "the host refused to register \(module.name)")
        }
    }
}

/// A registration refused by the host or by the plugin itself.
public struct PluginRegistrationError: Error, CustomStringConvertible {
    /// Why.
    public let description: String
    /// Whether the host already recorded why (it refused a declaration and said so), so that
    /// the registration's failure does not say it twice.
    let isReportedByHost: Bool

    /// Creates an error with `message`.
    public init(_ message: String) {
        description = message
        isReportedByHost = false
    }

    init(reportedByHost message: String) {
        description = message
        isReportedByHost = true
    }
}

/// The Swift object a plugin passes to the host's `register_swift_module`: the one thing the
/// plugin API hands the host, which reads it back from the opaque pointer.
@MainActor
package final class SwiftModuleRegistration {
    package let module: RegisteredModule
    /// Set by the host when it refuses the registration.
    package var refusal: String?

    init(_ module: RegisteredModule) { self.module = module }
}

@MainActor
private func start<Module: FlowModule>(_ flow: Flow<Module>, with placement: ModulePlacement, module: String) throws {
    switch placement {
    case .navigation(let placer):
        if let placer = placer as? ScreenPlacer<Module.RequiredContext> {
            flow.start(with: placer)
        } else if let placer = placer.erasingContext() as? ScreenPlacer<Module.RequiredContext> {
            flow.start(with: placer)
        }
    case .controller(let placer):
        guard let placer = placer as? ScreenPlacer<Module.RequiredContext> else {
            throw PluginModuleError.needsNavigationContext(module)
        }
        flow.start(with: placer)
    }
}

/// Decodes `Value` from `defaults` with the top-level fields of `overrides` laid over them.
func decodeMerged<Value: Decodable>(_ type: Value.Type, defaults: Data, overrides: Data?, module: String) throws
    -> Value
{
    var merged = defaults
    if let overrides {
        guard let combined = JSONObjectMerge.merge(defaults, overrides) else {
            throw PluginModuleError.invalidParameters(
                module: module, reason: "the initial state must be a mapping of field names to values")
        }
        merged = combined
    }
    do {
        return try JSONDecoder().decode(Value.self, from: merged)
    } catch {
        throw PluginModuleError.invalidParameters(module: module, reason: describeDecodingError(error))
    }
}

/// Splits an encoded output into its case name and payload: a synthesized `Encodable` enum
/// writes a case without values as its name, and one with values as `{"name": {payload}}`.
package func encodeOutput<Output: Encodable>(_ output: Output) -> ModuleOutput {
    let empty = Data("{}".utf8)
    guard let data = try? JSONEncoder().encode(output), let json = try? JSONValue(json: data) else {
        return ModuleOutput(name: String(describing: output), payload: empty)
    }
    switch json {
    case .string(let name):
        return ModuleOutput(name: name, payload: empty)
    case .object(let fields) where fields.count == 1:
        let (name, payload) = fields.first!
        return ModuleOutput(name: name, payload: payload.jsonData())
    default:
        return ModuleOutput(name: String(describing: output), payload: data)
    }
}
