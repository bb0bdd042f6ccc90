import ArgumentParser

/// `lasso-shell`: the host of Lasso apps built from a config file and feature plugins.
struct LassoShellCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: ShellProgram.name,
        abstract: "Run Lasso apps composed from feature plugins.",
        discussion: """
            Feature plugins are shared libraries that register screens and flows; a config file \
            says how they are composed. Use `lasso-shell plugins inspect PLUGIN` to see what a \
            plugin provides.
            """,
        version: ShellVersion.description,
        subcommands: [RunCommand.self] + servingCommands + [
            ValidateCommand.self, InspectConfigCommand.self, PluginsCommand.self,
        ]
    )
}

/// `serve`, in a runtime built with it (see Package.swift, `LASSO_SERVE`).
#if LASSO_SERVE
    private let servingCommands: [any ParsableCommand.Type] = [ServeCommand.self, UsersCommand.self]
#else
    private let servingCommands: [any ParsableCommand.Type] = []
#endif
