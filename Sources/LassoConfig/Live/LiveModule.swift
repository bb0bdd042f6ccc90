import Lasso
import LassoPlugin
import LassoPluginHost

/// A plugin module the config built, as long as its controller lives: what rebuilding it in
/// place needs (its config node and context, to instantiate it again and wire its routes) and
/// what moving its state needs (its store).
@MainActor
final class LiveModule {
    /// The config node it was built from.
    let node: ModuleNode
    /// Where it was built: its config flow, route payload and config path.
    let context: BuildContext
    /// Screen or flow.
    let kind: RegisteredModule.Kind
    /// Its routes' view of it; replaced when a new version takes over.
    var emitter: EmitterReference
    /// The screen's controller, or the flow's initial one.
    weak var controller: ViewController?
    /// The screen's store; `nil` for flows.
    weak var store: (any IntrospectableStore)?

    init(
        node: ModuleNode, context: BuildContext, emitter: EmitterReference, controller: ViewController,
        store: (any IntrospectableStore)?, kind: RegisteredModule.Kind
    ) {
        self.node = node
        self.context = context
        self.emitter = emitter
        self.controller = controller
        self.store = store
        self.kind = kind
    }

    /// The module's registered name (`counter.main`).
    var name: String { node.name.value }

    /// Whether its controller still exists.
    var isAlive: Bool { controller != nil }

    /// Its controller, when that is shown in `window` (in the hierarchy, visible or not).
    func controller(in window: Window) -> ViewController? {
        guard let controller, controller.window === window else { return nil }
        return controller
    }

    /// The key under which a changed config finds it again: config path and module name.
    var placeKey: String { context.path + " " + name }
}
