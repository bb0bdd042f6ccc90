import Lasso
import LassoPlugin

/// The screens the host itself offers a config, under the name `lasso` (``HostSettings/plugin``),
/// which no plugin may take.
@MainActor
enum HostModules {
    /// `lasso.settings`: the settings every plugin declares (and the host's own), for the user
    /// of the session.
    static let settings = "\(HostSettings.plugin).settings"

    /// Every host module.
    static var all: [RegisteredModule] {
        do {
            return [
                try PluginRegistrar.screenRecord(
                    SettingsFormScreenModule.self, as: settings, pluginName: HostSettings.plugin
                ) { store, services in store.services = services }
            ]
        } catch {
            // Invariant: the host's own modules have Codable states and outputs named by their
            // enums, so recording them cannot fail.
            preconditionFailure("the host's module \(settings) could not be recorded: \(error)")
        }
    }
}
