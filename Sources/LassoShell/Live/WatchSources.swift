import ArgumentParser

/// `--watch-sources` of `run --watch` and `serve --watch` (``SourceWatchSession``): its help and
/// its rule, once.
enum WatchSources {
    static let help = ArgumentHelp(
        "With --watch: rebuild a plugin when one of its Swift package's source files is saved.",
        discussion:
            "Plugins loaded from a package's build folder (.build/debug) are rebuilt with `swift build --product` (set SWIFT to use another swift); a compile error is shown in the status line and the running version stays (in the terminal, \(RunKeys.report.label) shows the errors whole)."
    )

    /// Refuses `--watch-sources` without `--watch`.
    static func validate(watchSources: Bool, watch: Bool) throws {
        guard watchSources, !watch else { return }
        throw ValidationError("--watch-sources goes with --watch (the rebuilt plugin is reloaded by it)")
    }
}
