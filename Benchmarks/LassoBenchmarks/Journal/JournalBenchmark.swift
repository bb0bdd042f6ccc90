import Foundation
import Lasso
import LassoConfig
import LassoPluginHost

extension BenchmarkSuite {
    /// `lasso-benchmarks journal`: one input (an action and its batch) with the session journal
    /// off, on into a sink that drops its lines, and on into a journal file with checkpoints.
    static let journal = BenchmarkSuite(
        name: "journal",
        summary: "an input (action, update, batch) with the session journal off, on, and written to a file",
        run: { try JournalBenchmark.run(arguments: $0) }
    )
}

/// The `journal` suite (issues 37 and 38: dispatch with the journal on ≤ 2× without it). Each
/// operation is what one key does to the app: an action dispatched to a screen's store, which
/// updates its state and emits an output, then the front end's "input handled", which writes the
/// journal's batch (the state encoded, diffed against the last one, the window looked at once).
@MainActor
enum JournalBenchmark {
    static let defaultIterations = 20_000
    static let defaultRepetitions = 7

    /// A sink that drops what it is given: the journal's own work, without a file's.
    private final class DiscardingSink: JournalSink {
        func write(_ lines: [String]) { blackHole(lines.count) }
    }

    /// One measured configuration.
    private struct Case {
        let name: String
        let app: LiveApp
        let store: BenchScreenStore
    }

    static func run(arguments: [String]) throws -> Int32 {
        let options = try BenchmarkOptions(
            parsing: arguments, defaultIterations: defaultIterations, defaultRepetitions: defaultRepetitions)
        if options.showHelp {
            print(
                BenchmarkOptions.help(
                    suite: "journal", summary: BenchmarkSuite.journal.summary, defaultIterations: defaultIterations,
                    defaultRepetitions: defaultRepetitions))
            return 0
        }
        print("Journal: one input (action -> update -> output -> batch), main thread")
        print(MachineInfo.summary)
        print(
            "iterations: \(Format.grouped(options.iterations)) inputs per sample, repetitions: \(options.repetitions), "
                + "warm-up: 1 sample of 1/10 per case; cases interleaved")
        print("")

        let registry = try BenchConfigPlugins.makeRegistry()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-journal-bench-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try JournalFile(
            path: folder.appendingPathComponent("bench.jsonl").path, format: .journal, failed: { printError($0) })
        defer { file.finish() }

        let cases = [
            try makeCase("off", registry: registry) { _ in },
            try makeCase("on, lines dropped", registry: registry) { app in
                app.startJournal(session: "bench", sink: DiscardingSink())
            },
            try makeCase("on, journal file, checkpoint every 1,000", registry: registry) { app in
                app.startJournal(session: "bench", sink: file, checkpointEvery: 1_000)
            },
        ]
        for benchmarkCase in cases { input(benchmarkCase, max(1, options.iterations / 10)) }
        var samples = [Samples](repeating: Samples(), count: cases.count)
        for repetition in 1...options.repetitions {
            writeToStandardError("  repetition \(repetition)/\(options.repetitions)\r")
            for index in cases.indices {
                samples[index].append(measure(operations: options.iterations) { input(cases[index], $0) })
            }
        }
        writeToStandardError("\n")

        var table = TextTable("case", "median ns/input", "min ns/input", "median CPU ns", "× off", textColumns: 1)
        let off = samples[0].medianWall
        for (benchmarkCase, sample) in zip(cases, samples) {
            table.append(row: [
                benchmarkCase.name, Format.fixed(sample.medianWall, 0), Format.fixed(sample.minimumWall, 0),
                Format.fixed(sample.medianCPU, 0), Format.fixed(sample.medianWall / off, 2),
            ])
        }
        print(table.rendered)
        print("")
        print("Target (issues 37, 38): an input with the journal on ≤ 2× without it.")
        return 0
    }

    /// `count` inputs to the case's screen.
    private static func input(_ benchmarkCase: Case, _ count: Int) {
        for _ in 0..<count {
            benchmarkCase.store.dispatchAction(.next)
            benchmarkCase.app.window.inputHandled()
        }
        blackHole(benchmarkCase.store.state.count)
    }

    /// An app of four screens in tabs and a navigation stack, as a small app has, with `start`
    /// done to it; the measured screen is the selected tab's.
    private static func makeCase(_ name: String, registry: ModuleRegistry, start: (LiveApp) -> Void) throws -> Case {
        let yaml = """
            lasso: 1
            root:
              tabs:
                - { title: One, screen: plugin00.main, state: { title: Measured } }
                - title: Two
                  navigation:
                    root: { screen: plugin01.main }
                    pushed: [{ screen: plugin02.main }]
                - { title: Three, screen: plugin03.main }
            """
        guard let config = ConfigParser.parse(yaml, file: "journal-bench.yaml", directory: "/nonexistent").config
        else { throw BenchmarkFailure("the journal benchmark's config does not parse") }
        let app = try AppBuilder(registry: registry).build(config, in: Window())
        start(app)
        guard let store = app.window.hierarchy()?.allNodes.compactMap({ $0.store as? BenchScreenStore }).first else {
            throw BenchmarkFailure("the journal benchmark's app has no screen")
        }
        return Case(name: name, app: app, store: store)
    }
}

/// Why a benchmark could not run.
private struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
