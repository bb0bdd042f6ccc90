import Lasso
import LassoPluginHost
import LassoTerminal

/// What the shell is called and how its user builds plugins: the one definition from which the
/// shell's own messages and the lower modules' (the plugin host's prefixes and hints, the
/// warning log's file name) take them. Nothing below LassoShell names the shell.
enum ShellProgram {
    /// The command's name, and the prefix of what it writes to standard error.
    static let name = "lasso-shell"

    /// What builds the plugins of this repository's configs, for hints.
    static let buildPluginsCommand = "make plugins"

    /// Hands the name and the hints to the modules below the shell; first thing at start-up.
    static func install() {
        HostProgram.install(HostProgram(name: name, buildPluginsCommand: buildPluginsCommand))
        WarningLog.fileName = "\(name).log"
    }
}
