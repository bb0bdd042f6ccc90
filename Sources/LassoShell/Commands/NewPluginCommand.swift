import ArgumentParser
import Foundation

/// `lasso-shell plugins new NAME`: writes an out-of-tree plugin package that builds against the
/// installed Lasso SDK.
struct NewPluginCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract:
            "Create a plugin package: a screen, a flow, store tests and a config that runs them (--c: a C screen).",
        discussion: """
            The package builds against an installed Lasso SDK (`make install PREFIX=DIR` in the Lasso \
            checkout) without building the runtime: by default the SDK this lasso-shell belongs to. Its \
            README has the commands to build, test and run it.
            """
    )

    @Argument(help: "The plugin's name, its modules' namespace in configs: lowercase letters, digits, '-' and '_'.")
    var name: String

    @Option(help: "The package's folder (default: ./NAME). It must not exist or be empty.")
    var path: String?

    @Option(help: "The installed Lasso SDK to build against (default: the one this lasso-shell belongs to).")
    var sdk: String?

    @Flag(
        name: .customLong("c"), help: "Write the plugin in C, against lasso_plugin.h: one C screen and a scripted test."
    )
    var inC = false

    func run() throws {
        if let problem = PluginScaffold.problem(withName: name) {
            throw ValidationError("invalid plugin name '\(name)': \(problem)")
        }
        let prefix: String
        if let sdk {
            let absolute = URL(fileURLWithPath: sdk).standardizedFileURL.path
            guard PluginScaffold.isSDK(absolute) else {
                // Not a usage error: the arguments are right, the machine lacks the SDK.
                throw ExitCode(
                    ShellOutput.report(
                        .error(
                            "\(absolute) holds no Lasso SDK (no lib/libLassoRuntime.so with lib/swift/lasso beside it)",
                            hint: "install one with `make install PREFIX=\(absolute)` in the Lasso checkout")))
            }
            prefix = absolute
        } else if let installed = PluginScaffold.installedSDK {
            prefix = installed
        } else {
            throw ExitCode(
                ShellOutput.report(
                    .error(
                        "this lasso-shell runs from a build folder, not an installed SDK, which a plugin builds against",
                        hint:
                            "run `make install PREFIX=DIR` in the Lasso checkout and use DIR/bin/lasso-shell, or pass --sdk DIR"
                    )))
        }
        let folder = URL(fileURLWithPath: path ?? name).standardizedFileURL
        let scaffold = PluginScaffold(name: name, sdk: prefix, language: inC ? .c : .swift)
        do {
            try scaffold.write(to: folder)
        } catch let error as ScaffoldError {
            throw ExitCode(ShellOutput.report(.error("\(error)")))
        } catch {
            throw ExitCode(ShellOutput.report(.error("cannot write \(folder.path): \(error.localizedDescription)")))
        }
        let test = inC ? "\(prefix)/bin/lasso-shell run \(name).yaml --script Tests/\(name).script" : "swift test"
        print(
            """
            Created the \(name) plugin\(inC ? " (C)" : "") in \(folder.path) (against the Lasso SDK in \(prefix)):
              cd \(folder.path)
              swift build
              \(test)
              \(prefix)/bin/lasso-shell run \(name).yaml
            """)
    }
}
