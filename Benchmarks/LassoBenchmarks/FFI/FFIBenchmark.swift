import LassoPlugin

extension BenchmarkSuite {
    /// `lasso-benchmarks ffi`: a C plugin's action through libffi against direct calls.
    static let ffi = BenchmarkSuite(
        name: "ffi",
        summary: "C plugin action path: ffi_call into a C handler vs a direct C call vs a Swift call",
        run: { try FFIBenchmark.run(arguments: $0) }
    )
}

/// The `ffi` suite: ns per action for the paths of ``CActionCallBenchmark`` (all run the same
/// C-ABI handler `void add(lasso_c_instance *, int32_t)` or the same addition in Swift), cases
/// interleaved within each repetition.
@MainActor
enum FFIBenchmark {
    static let defaultIterations = 10_000_000
    static let defaultRepetitions = 7

    /// One timed path: its name, the share of the base iterations it runs, and the call.
    struct Path {
        let name: String
        let detail: String
        let divisor: Int
        let call: @MainActor (CActionCallBenchmark, Int) -> Int64
    }

    static let paths: [Path] = [
        Path(name: "Swift call", detail: "a Swift closure doing the same addition", divisor: 1) {
            $0.callSwift(1, times: $1)
        },
        Path(
            name: "direct C call", detail: "the C handler through its C function pointer, static signature", divisor: 1
        ) { $0.callDirectly(1, times: $1) },
        Path(name: "libffi call", detail: "ffi_call with the arguments built at run time from \"i32\"", divisor: 1) {
            $0.callThroughFFI(1, times: $1)
        },
        Path(
            name: "C screen store", detail: "dispatchAction(.invoke(\"add\", [.int32(1)])) on a C screen's store",
            divisor: 10
        ) { $0.dispatchThroughStore(1, times: $1) },
    ]

    static func run(arguments: [String]) throws -> Int32 {
        let options = try BenchmarkOptions(
            parsing: arguments, defaultIterations: defaultIterations, defaultRepetitions: defaultRepetitions
        )
        if options.showHelp {
            print(
                BenchmarkOptions.help(
                    suite: "ffi", summary: BenchmarkSuite.ffi.summary,
                    defaultIterations: defaultIterations, defaultRepetitions: defaultRepetitions
                ))
            return 0
        }
        print("C plugins: libffi action path (main thread)")
        print(MachineInfo.summary)
        print(
            "iterations: \(Format.grouped(options.iterations)) calls per sample (store path: 1/10), "
                + "repetitions: \(options.repetitions), warm-up: 1 sample of 1/10 per case; cases interleaved")
        print("")

        let benchmark = try CActionCallBenchmark()
        var expected: Int64 = 0
        for path in paths {
            let calls = max(1, options.iterations / path.divisor / 10)
            _ = path.call(benchmark, calls)
            expected += Int64(calls)
        }
        var samples = [Samples](repeating: Samples(), count: paths.count)
        for repetition in 1...options.repetitions {
            writeToStandardError("  repetition \(repetition)/\(options.repetitions)\r")
            for (index, path) in paths.enumerated() {
                let calls = max(1, options.iterations / path.divisor)
                samples[index].append(measure(operations: calls) { blackHole(path.call(benchmark, $0)) })
                expected += Int64(calls)
            }
        }
        writeToStandardError("\n")

        var table = TextTable(
            "path", "calls/sample", "median ns", "min ns", "median CPU ns", "vs Swift call", textColumns: 1)
        let swift = samples[0].medianWall
        for (path, sample) in zip(paths, samples) {
            table.append(
                path.name,
                Format.grouped(max(1, options.iterations / path.divisor)),
                Format.fixed(sample.medianWall, 2),
                Format.fixed(sample.minimumWall, 2),
                Format.fixed(sample.medianCPU, 2),
                Format.fixed(sample.medianWall / swift, 1) + "x"
            )
        }
        print(table.rendered)
        print("")
        for path in paths { print("  \(path.name): \(path.detail)") }
        print("")
        let ffi = samples[2].medianWall
        let direct = samples[1].medianWall
        print(
            "libffi overhead per action: \(Format.fixed(ffi - direct, 2)) ns over a direct C call, "
                + "\(Format.fixed(ffi - swift, 2)) ns over a Swift call (medians)")
        guard benchmark.currentTotal == expected else {
            printError("the handler's total is \(benchmark.currentTotal), expected \(expected): some calls did not run")
            return 1
        }
        return 0
    }
}
