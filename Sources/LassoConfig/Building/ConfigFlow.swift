import Lasso
import LassoPlugin
import LassoPluginHost

/// The module of a config flow: its outputs are the plugin-neutral ``LassoPlugin/ModuleOutput``
/// events its routes `emit`, and it can be placed into any controller.
package enum ConfigFlowModule: FlowModule {
    /// What `emit` sends: the declared output's name and the triggering output's payload.
    package typealias Output = ModuleOutput
}

/// A flow declared in the config file under `flows:`: building it builds its root node; its
/// routes' `emit` actions become its outputs.
@MainActor
package final class ConfigFlow: Flow<ConfigFlowModule> {
    /// The flow's name in the config.
    package let name: String
    /// Released once used: it may hold placers that hold the window.
    private var makeInitialController: (@MainActor (ConfigFlow) -> ViewController)?

    /// Creates a flow named `name` whose initial controller is made by `makeInitialController`.
    package init(name: String, makeInitialController: @escaping @MainActor (ConfigFlow) -> ViewController) {
        self.name = name
        self.makeInitialController = makeInitialController
        super.init()
    }

    /// Builds the flow's root node.
    package override func createInitialController() -> ViewController {
        let make = makeInitialController
        makeInitialController = nil
        return make?(self) ?? ViewController()
    }
}
