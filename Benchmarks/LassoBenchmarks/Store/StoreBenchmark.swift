extension BenchmarkSuite {
    /// `lasso-benchmarks store`: action → handleAction → update → key-path observers.
    static let store = BenchmarkSuite(
        name: "store",
        summary: "action -> handleAction -> update -> key-path observers, on the main thread",
        run: { try StoreBenchmark.run(arguments: $0) }
    )
}

/// The `store` suite: times `dispatchAction` on the main thread (synchronous there) for every
/// ``StoreBenchmarkCase``, then checks how often an update copies the state.
@MainActor
enum StoreBenchmark {
    static let defaultIterations = 1_000_000
    static let defaultRepetitions = 7

    static func run(arguments: [String]) throws -> Int32 {
        let options = try BenchmarkOptions(
            parsing: arguments, defaultIterations: defaultIterations, defaultRepetitions: defaultRepetitions
        )
        if options.showHelp {
            print(
                BenchmarkOptions.help(
                    suite: "store",
                    summary: BenchmarkSuite.store.summary,
                    defaultIterations: defaultIterations,
                    defaultRepetitions: defaultRepetitions
                ))
            return 0
        }

        print("Store: action -> handleAction -> update -> key-path observers (main thread)")
        print(MachineInfo.summary)
        print(
            "iterations: \(Format.grouped(options.iterations)) per sample (fewer for costly cases, see table), "
                + "repetitions: \(options.repetitions), warm-up: 1 sample of 1/10 per case; cases interleaved")
        print("")

        let cases = StoreBenchmarkCase.all
        let runners = cases.map { $0.makeRunner() }
        for (benchmarkCase, runner) in zip(cases, runners) {
            runner.dispatch(max(1, benchmarkCase.iterations(base: options.iterations) / 10))
        }
        var samples = [Samples](repeating: Samples(), count: cases.count)
        for repetition in 1...options.repetitions {
            writeToStandardError("  repetition \(repetition)/\(options.repetitions)\r")
            for index in cases.indices {
                let runner = runners[index]
                samples[index].append(
                    measure(operations: cases[index].iterations(base: options.iterations)) {
                        runner.dispatch($0)
                    })
            }
        }
        writeToStandardError("\n")

        let allocations = runners.map { $0.allocationsPerAction(1_000) }
        for (benchmarkCase, runner) in zip(cases, runners) {
            runner.markInstructions(
                1_000, label: "\(benchmarkCase.stateDescription) | \(benchmarkCase.observers) observers")
        }
        let allNotified = runners.allSatisfy(\.everyObserverNotified)
        blackHole(runners.map(\.sink.checksum))
        let copyResults = StateCopyCheck.run()

        let report = StoreBenchmarkReport(
            options: options, cases: cases, samples: samples, allocations: allocations, copyResults: copyResults)
        print(report.resultsTable)
        print("")
        print(report.furtherObserverTable)
        print("")
        print(report.copyTable)
        print("")
        print(report.targets)
        if !allNotified {
            printError("some observers were not notified once per action: the measurement is invalid")
            return 1
        }
        return 0
    }
}
