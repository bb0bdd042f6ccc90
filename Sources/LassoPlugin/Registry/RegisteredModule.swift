package import Foundation
import Lasso

/// A screen or flow a plugin registered, as the host sees it: enough to list it, check a config
/// against it, and build it.
@MainActor
package struct RegisteredModule {
    /// Whether the module is a single screen or a flow of screens.
    package enum Kind: String, Sendable, Codable {
        /// A `ScreenModule` (Lasso).
        case screen
        /// A `Flow` (Lasso).
        case flow
    }

    /// The controller a module must be placed into.
    package enum RequiredContext: String, Sendable, Codable {
        /// Any controller: the module can be pushed, presented, made a root or a tab.
        case any
        /// A navigation controller: the module pushes screens.
        case navigation
    }

    /// The namespaced name: `plugin.module` (`auth.login`).
    package var name: String
    /// The name of the plugin that registered it.
    package var pluginName: String
    /// Screen or flow.
    package let kind: Kind
    /// The Swift module type (a `ScreenModule` or `FlowModule`).
    package let moduleType: Any.Type
    /// What the module must be placed into.
    package let requiredContext: RequiredContext
    /// The names of the outputs the module can emit.
    package let outputs: [String]
    /// The default initial state (screens) or parameters (flows) as JSON, when it has one.
    package let defaultParameters: Data?
    /// Checks that initial state / parameters (JSON, merged over the defaults) decode, without
    /// building anything. Throws ``PluginModuleError/invalidParameters(module:reason:)`` naming
    /// the field.
    package let validateParameters: @MainActor (_ parameters: Data?) throws -> Void
    /// Builds a live instance, with initial state / parameters decoded from JSON merged over
    /// the defaults, and the session's services for the module's plugin.
    package let instantiate: @MainActor (_ parameters: Data?, _ services: HostServices) throws -> ModuleInstance
    /// The shape of the initial state (screens) or parameters (flows), recorded from the Swift
    /// type; ``ValueShape/unknown`` when it could not be.
    package var parameterShape: ValueShape = .unknown
    /// The payload shape of each output, recorded from the module's `Output` type when it is
    /// `Decodable`; an output not in it carries a payload of unknown shape.
    package var outputPayloads: [String: ValueShape] = [:]

    /// The fully qualified Swift name of the module type.
    package var typeName: String { String(reflecting: moduleType) }

    /// Creates the record of a module (the registrar's and the host's C screens' registrations).
    package init(
        name: String,
        pluginName: String,
        kind: Kind,
        moduleType: Any.Type,
        requiredContext: RequiredContext,
        outputs: [String],
        defaultParameters: Data?,
        validateParameters: @escaping @MainActor (_ parameters: Data?) throws -> Void,
        instantiate: @escaping @MainActor (_ parameters: Data?, _ services: HostServices) throws -> ModuleInstance,
        parameterShape: ValueShape = .unknown,
        outputPayloads: [String: ValueShape] = [:]
    ) {
        self.name = name
        self.pluginName = pluginName
        self.kind = kind
        self.moduleType = moduleType
        self.requiredContext = requiredContext
        self.outputs = outputs
        self.defaultParameters = defaultParameters
        self.validateParameters = validateParameters
        self.instantiate = instantiate
        self.parameterShape = parameterShape
        self.outputPayloads = outputPayloads
    }

    /// The names of the fields of the default state / parameters, sorted. Read by the scanner
    /// that merges a config's state over the defaults (``JSONObjectMerge``), not by decoding the
    /// values: validation asks for them at every node (BENCHMARKS.md, "Config: parse, validate,
    /// build").
    ///
    /// With the fields its decoding reads (``parameterShape``): an optional field whose default
    /// is `nil` is left out of the encoded defaults, yet a config may set it.
    package var parameterNames: [String] {
        guard let defaultParameters, let members = JSONObjectMerge.members(of: Array(defaultParameters)) else {
            return []
        }
        var names = Set(members.map(\.name))
        if case .object(let fields) = parameterShape.unwrapped { names.formUnion(fields.map(\.name)) }
        return names.sorted()
    }
}

/// One output emitted by a live module: its case name and its payload as JSON.
package struct ModuleOutput: Sendable, Equatable {
    /// The output's case name (`userDidLogin`).
    package let name: String
    /// The payload fields as a JSON object (`{"username":"ann"}`); `{}` without payload.
    package let payload: Data

    /// Creates an output event.
    package init(name: String, payload: Data) {
        self.name = name
        self.payload = payload
    }
}

/// Where a module instance is placed, with the context type the runtime's placers give.
@MainActor
package enum ModulePlacement {
    /// A placer whose context is a plain controller (`presented(on:)`, `root(of:)`, a tab).
    case controller(ScreenPlacer<ViewController>)
    /// A placer whose context is a navigation controller (`pushed(in:)`, an embedding).
    case navigation(ScreenPlacer<NavigationController>)
}

/// A built screen or flow, not yet placed.
@MainActor
package struct ModuleInstance {
    /// Places the instance. Throws ``PluginModuleError/needsNavigationContext(_:)`` when a
    /// navigation flow is given a plain-controller placement.
    package let place: @MainActor (ModulePlacement) throws -> Void
    /// Registers a handler for every output.
    package let observeOutput: @MainActor (@escaping @MainActor (ModuleOutput) -> Void) -> Void
    /// The store of a screen instance; `nil` for flows.
    package let store: (any IntrospectableStore)?
    /// The screen's controller, or the flow's initial controller once the flow was placed.
    package let controller: @MainActor () -> ViewController?
    /// The flow, for flows (a `Flow` subclass); `nil` for screens.
    package var flow: AnyObject? = nil

    /// Creates an instance from its parts.
    package init(
        place: @escaping @MainActor (ModulePlacement) throws -> Void,
        observeOutput: @escaping @MainActor (@escaping @MainActor (ModuleOutput) -> Void) -> Void,
        store: (any IntrospectableStore)?,
        controller: @escaping @MainActor () -> ViewController?,
        flow: AnyObject? = nil
    ) {
        self.place = place
        self.observeOutput = observeOutput
        self.store = store
        self.controller = controller
        self.flow = flow
    }
}

/// Why a registered module could not be built or placed.
package enum PluginModuleError: Error, Equatable, CustomStringConvertible {
    /// The initial state / parameters did not decode.
    case invalidParameters(module: String, reason: String)
    /// A navigation flow was placed where there is no navigation controller.
    case needsNavigationContext(String)

    package var description: String {
        switch self {
        case .invalidParameters(let module, let reason):
            "the initial state of \(module) does not decode: \(reason)"
        case .needsNavigationContext(let module):
            "\(module) needs a navigation context: place it in a navigation stack or with a navigation embedding"
        }
    }
}
