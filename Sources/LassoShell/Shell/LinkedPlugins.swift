import LassoPlugin
import LassoPluginHost

/// Feature plugins compiled into the executable that runs the shell, instead of shipped as
/// shared libraries: a static build of an app, keyed by the file name the plugin has as a
/// shared library (`libAuthPlugin.so`).
///
/// When a config names a plugin file whose name is a key here, the shell registers the linked-in
/// definition with ``PluginOpener/registerLinked(origin:describe:)`` (the same descriptor checks
/// and registration, but no `dlopen`, no examination in a child process and no SHA-256 pin
/// check, since the file is not what runs); every other plugin file loads as usual.
///
/// ```swift
/// import AuthFeature
/// import LassoPlugin
/// import LassoShell
///
/// exit(runShell(Array(CommandLine.arguments.dropFirst()), linking: [
///     "libAuthPlugin.so": { describePlugin(AuthPlugin.self) },
/// ]))
/// ```
public typealias LinkedPlugins = [String: @Sendable () -> UnsafeRawPointer]

/// The linked plugins of this process, set once by ``runShell(_:linking:)``.
@MainActor
enum LinkedPluginLookup {
    static var current: LinkedPlugins = [:]

    /// The linked-in describe function standing in for the plugin file at `path`, if any.
    static func describe(for path: String) -> (@Sendable () -> UnsafeRawPointer)? {
        guard !current.isEmpty else { return nil }
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        return current[name]
    }
}
