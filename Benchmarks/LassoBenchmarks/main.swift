// `lasso-benchmarks <suite> [options]`: runs one benchmark suite. Build in release:
//
//     swift build -c release --scratch-path .build-bench --product lasso-benchmarks
//     .build-bench/release/lasso-benchmarks store
//
// Suites are listed in `BenchmarkSuite.all`; add a new one there.
#if canImport(Glibc)
import Glibc
#endif

exit(BenchmarkSuite.main(arguments: Array(CommandLine.arguments.dropFirst())))
