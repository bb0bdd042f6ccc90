import LassoConfig
import LassoPlugin
import LassoPluginHost

/// How the config commands (`validate`, `inspect`, `run`) load a config and write diagnostics.
enum ConfigCommandOutput {
    /// Loads and validates the config at `path`, loading its plugins into `registry` the way
    /// the shell loads plugins: new or changed ones are examined in a child process first, so
    /// a plugin that crashes is reported instead of taking the shell down. Plugins linked into
    /// the executable (``LinkedPlugins``) are registered from their linked-in definitions.
    @MainActor
    static func load(_ path: String, into registry: ModuleRegistry) -> ConfigValidation {
        // Opened on the first plugin file that is not linked in: a static build never reads
        // the scan cache.
        var examination: PluginExamination?
        defer { examination?.finish() }
        return loader(into: registry) {
            let loader = examination ?? PluginExamination(registry: registry, verbose: false)
            examination = loader
            return loader
        }.load(contentsOf: path)
    }

    /// A config loader that loads plugins into `registry` as the shell does: linked-in ones
    /// from their definitions, files through the examination `examination()` gives.
    @MainActor
    static func loader(into registry: ModuleRegistry, examination: @escaping @MainActor () -> PluginExamination)
        -> ConfigValidator
    {
        ConfigValidator(registry: registry) { library, pin throws(PluginLoadError) in
            if let describe = LinkedPluginLookup.describe(for: library) {
                try PluginOpener(registry: registry).registerLinked(origin: library, describe: describe)
                return
            }
            try examination().admission.load(library, options: PluginLoadOptions(expectedSHA256: pin))
        }
    }

    /// Writes each diagnostic on its own line to standard error.
    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        ShellOutput.standardErrorLine(diagnostics.map(\.description).joined(separator: "\n"))
    }
}
