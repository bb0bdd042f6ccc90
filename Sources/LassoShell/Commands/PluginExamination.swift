import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost

/// The shell's plugin loading: the scanner runs this very binary as its child, the cache lives
/// where ``PluginScanCache/defaultLocation(environment:)`` says, and notes and warnings go to
/// standard error.
@MainActor
final class PluginExamination {
    /// How commands admit plugins: trust checks, examination in a child, then opening.
    let admission: PluginAdmission
    private var finished = false

    /// Sets up loading into `registry`; with `verbose`, says where each verdict came from.
    /// Warnings go to `warn` (standard error by default).
    init(
        registry: ModuleRegistry, verbose: Bool,
        warn: @escaping @MainActor (ProgramMessage) -> Void = { ShellOutput.report($0) }
    ) {
        let environment = ProcessInfo.processInfo.environment
        let cache = PluginScanCache(
            location: PluginScanCache.defaultLocation(environment: environment),
            host: RuntimeLibrary.hostIdentity
        )
        for warning in cache.warnings { ShellOutput.report(.warning(warning)) }
        let timeout = Self.scanTimeout(environment)
        let scanner = ScanPluginCommand.scannerCommand().map { PluginScanner(command: $0, timeout: timeout) }
        var pluginLoader = PluginOpener(registry: registry)
        // A registration the scan saw finish in time gets as long here (RegistrationExitGuard).
        if scanner != nil { pluginLoader.registrationTimeLimit = timeout }
        admission = PluginAdmission(
            opener: pluginLoader,
            scanner: scanner,
            cache: cache,
            note: { path, source in
                if verbose { ShellOutput.report(.note("\(source.rawValue) \(path)")) }
            },
            warn: warn
        )
    }

    /// `$LASSO_PLUGIN_SCAN_TIMEOUT` seconds, else the default; a value that is not a time-out
    /// (``ScanTimeoutSetting``) is refused with a warning, not a failure.
    private static func scanTimeout(_ environment: [String: String]) -> Double {
        guard let text = environment[ScanTimeoutSetting.variable] else { return ScanTimeoutSetting.default }
        switch ScanTimeoutSetting.seconds(parsing: text) {
        case .success(let seconds):
            return seconds
        case .failure(let refused):
            ShellOutput.report(.warning("\(refused)"))
            return ScanTimeoutSetting.default
        }
    }

    /// Saves the cache (once); a cache that cannot be written is only a warning.
    func finish() {
        guard !finished else { return }
        finished = true
        if let warning = admission.cache.save() { ShellOutput.report(.warning(warning)) }
    }
}
