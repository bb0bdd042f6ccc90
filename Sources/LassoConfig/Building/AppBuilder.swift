import Lasso
import LassoPlugin
import LassoPluginHost

/// Builds a validated config into a window with the runtime's own placers: the root node with
/// `root(of:)`, navigation stacks with navigation embeddings and `pushed(in:)`, tabs with
/// `tabBarEmbedding`, modals with `presented(on:)`, and screens and flows through their
/// registered modules. Routes are wired to the modules' outputs and build their nodes the same
/// way when they fire.
@MainActor
package struct AppBuilder {
    /// The registry the config's modules come from.
    package let registry: ModuleRegistry

    /// Creates a builder using `registry`.
    package init(registry: ModuleRegistry = .shared) {
        self.registry = registry
    }

    /// Builds `config` (which the ``Validator`` accepted) as the root of `window`, and returns
    /// the running app, through which plugins and the config can be swapped while it runs.
    /// Its modules get the services of `services`' user and storage; by default, an in-memory
    /// storage of its own (a trial build, a test).
    ///
    /// Throws ``ConfigBuildError`` with what could not be built; what later routes cannot
    /// build is reported to ``RunErrors`` instead.
    @discardableResult
    package func build(_ config: AppConfig, in window: Window, services: SessionServices = .inMemory())
        throws(ConfigBuildError) -> LiveApp
    {
        window.backgroundWork = [services.storage, services.httpActivity]
        let session = try BuildSession.build(config, registry: registry, services: services, in: window)
        return LiveApp(window: window, registry: registry, buildSession: session)
    }
}

/// What could not be built from a config.
package struct ConfigBuildError: Error, CustomStringConvertible {
    /// One diagnostic per failure.
    package let diagnostics: [Diagnostic]

    /// The diagnostics, one per line.
    package var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

/// What a node is built within: its config flow (for `emit`) and the payload of the output
/// whose route builds it (for `$payload.*` values).
@MainActor
struct BuildContext {
    weak var flow: ConfigFlow?
    var payload: JSONValue?
    /// Where in the config the node is (`root/tabs[Counter]`): a module at the same place and
    /// of the same name in a changed config is the same screen, and keeps its state.
    var path = "root"

    /// The context of a node below this one, at `step`.
    func below(_ step: String) -> BuildContext {
        var context = self
        context.path += "/" + step
        return context
    }
}

/// The controller a live module's outputs come from, known once the module is placed.
@MainActor
final class EmitterReference {
    weak var controller: ViewController?
    /// Set when a new version of the module replaced this one: its outputs are ignored.
    var isRetired = false
}
