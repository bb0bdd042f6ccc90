import LassoPlugin
import LassoPluginHost

/// Checks a parsed config against the modules the registry holds, before anything is built.
///
/// It reports every problem it finds, each at its line and column with a hint: unknown screen,
/// flow, plugin and output names (with did-you-mean suggestions), initial state that does not
/// decode, navigation flows placed where there is no navigation stack, routes that can never
/// fire, config flows that contain themselves, and apps too large to build.
@MainActor
package struct Validator {
    /// The modules names are checked against.
    package let registry: ModuleRegistry
    /// Whether a plugin file the config names failed to load (and was reported): a module of an
    /// unknown plugin is then most likely that plugin's, and said so once per plugin.
    package let pluginsFailedToLoad: Bool

    /// Creates a validator checking against `registry`.
    package init(registry: ModuleRegistry = .shared, pluginsFailedToLoad: Bool = false) {
        self.registry = registry
        self.pluginsFailedToLoad = pluginsFailedToLoad
    }

    /// Every problem in `config`, in file order; none means it can be built.
    package func validate(_ config: AppConfig) -> [Diagnostic] {
        let run = ValidationRun(config: config, registry: registry, pluginsFailedToLoad: pluginsFailedToLoad)
        run.validate()
        return run.log.diagnostics.sortedForDisplay
    }
}
