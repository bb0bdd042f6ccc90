import Lasso

extension LiveApp {
    /// The screen the user is on (the window's top controller's), as the config names its
    /// module (`orders.detail`), and its plugin (`nil` for a module of the host's, named by its
    /// Swift type): what a supervisor names when an input there faults.
    package var screenOnTop: (module: String, plugin: String?)? {
        guard let store = window.topViewController?.screenStore else { return nil }
        guard let module = registry.pluginModule(ofType: store.moduleType) else { return (store.moduleName, nil) }
        return (module.name, module.pluginName)
    }
}
