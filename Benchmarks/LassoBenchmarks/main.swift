// `lasso-benchmarks <suite> [options]`: runs one benchmark suite. Build in release, from the
// repository root (the benchmarks are a package of their own, Benchmarks/Package.swift):
//
//     swift build -c release --package-path Benchmarks --scratch-path .build-bench
//     .build-bench/release/lasso-benchmarks store
//
// Suites are listed in `BenchmarkSuite.all`; add a new one there.
#if canImport(Glibc)
    import Glibc
#endif

exit(await BenchmarkSuite.main(arguments: Array(CommandLine.arguments.dropFirst())))
