import LassoShell

extension BenchmarkSuite {
    /// `lasso-benchmarks static-shell ARGUMENTS…`: the shell itself with the sample features
    /// linked in, the static side of the start-up comparison (time it with hyperfine).
    static let staticShell = BenchmarkSuite(
        name: "static-shell",
        summary:
            "lasso-shell with the sample features linked in statically: runs `lasso-shell ARGUMENTS…` (time it with hyperfine)",
        run: { arguments in runShell(arguments, linking: StaticFeaturePlugins.byLibrary) }
    )
}
