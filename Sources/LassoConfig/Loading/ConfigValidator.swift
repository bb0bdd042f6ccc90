import LassoPlugin
import LassoPluginHost

/// What loading a config file produced: the config and every problem found while parsing it,
/// loading its plugins and validating it against them.
package struct ConfigValidation: Sendable {
    /// The config, when its structure could be read.
    package let config: AppConfig?
    /// Every problem, in file order.
    package let diagnostics: [Diagnostic]

    /// The config, when it has no errors and can be built.
    package var validConfig: AppConfig? {
        diagnostics.containsErrors ? nil : config
    }
}

/// Parses a config file, loads the plugins it names and validates it: what the shell's
/// `validate`, `inspect` and `run` do before anything is built.
@MainActor
package struct ConfigValidator {
    /// The registry plugins register into and names are checked against.
    package let registry: ModuleRegistry
    private let loadLibrary: ConfigPluginResolver.LoadLibrary?

    /// Creates a loader using `registry`; `loadLibrary` loads each plugin library (see
    /// ``ConfigPluginResolver/init(registry:loadLibrary:)``).
    package init(registry: ModuleRegistry = .shared, loadLibrary: ConfigPluginResolver.LoadLibrary? = nil) {
        self.registry = registry
        self.loadLibrary = loadLibrary
    }

    /// Parses the file at `path`, loads its plugins and validates it.
    package func load(contentsOf path: String) -> ConfigValidation {
        finish(ConfigParser.parse(contentsOf: path))
    }

    /// Parses `text` (named `file` in diagnostics, with relative plugin paths starting at
    /// `directory`), loads its plugins and validates it.
    package func load(_ text: String, file: String, directory: String) -> ConfigValidation {
        finish(ConfigParser.parse(text, file: file, directory: directory))
    }

    private func finish(_ parsed: ConfigParseResult) -> ConfigValidation {
        guard let config = parsed.config else {
            return ConfigValidation(config: nil, diagnostics: parsed.diagnostics)
        }
        let pluginProblems = ConfigPluginResolver(registry: registry, loadLibrary: loadLibrary).load(config)
        let validation = Validator(registry: registry, pluginsFailedToLoad: pluginProblems.containsErrors).validate(
            config)
        return ConfigValidation(
            config: config, diagnostics: (parsed.diagnostics + pluginProblems + validation).sortedForDisplay)
    }
}
