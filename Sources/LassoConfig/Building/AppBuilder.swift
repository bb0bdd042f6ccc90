import Lasso
import LassoPlugin

/// Builds a validated config into a window with the runtime's own placers: the root node with
/// `root(of:)`, navigation stacks with navigation embeddings and `pushed(in:)`, tabs with
/// `tabBarEmbedding`, modals with `presented(on:)`, and screens and flows through their
/// registered modules. Routes are wired to the modules' outputs and build their nodes the same
/// way when they fire.
@MainActor
public struct AppBuilder {
    /// The registry the config's modules come from.
    public let registry: ModuleRegistry

    /// Creates a builder using `registry`.
    public init(registry: ModuleRegistry = .shared) {
        self.registry = registry
    }

    /// Builds `config` (which the ``Validator`` accepted) as the root of `window`.
    ///
    /// Throws ``ConfigBuildError`` with what could not be built; what later routes cannot
    /// build is reported to `LassoDiagnostics` instead.
    public func build(_ config: AppConfig, in window: Window) throws(ConfigBuildError) {
        let session = BuildSession(config: config, registry: registry, window: window)
        session.build(config.root, into: .controller(root(of: window)), context: BuildContext())
        let failures = session.finishInitialBuild()
        if !failures.isEmpty { throw ConfigBuildError(diagnostics: failures) }
    }
}

/// What could not be built from a config.
public struct ConfigBuildError: Error, CustomStringConvertible {
    /// One diagnostic per failure.
    public let diagnostics: [Diagnostic]

    /// The diagnostics, one per line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

/// What a node is built within: its config flow (for `emit`) and the payload of the output
/// whose route builds it (for `$payload.*` values).
@MainActor
struct BuildContext {
    weak var flow: ConfigFlow?
    var payload: Any?
}

/// The controller a live module's outputs come from, known once the module is placed.
@MainActor
final class EmitterReference {
    weak var controller: ViewController?
}
