import AuthFeature
import Lasso
import LassoTerminal

extension BenchmarkSuite {
    /// `lasso-benchmarks render`: the login screen through the terminal front end.
    static let render = BenchmarkSuite(
        name: "render",
        summary: "terminal front end: keystroke-to-frame latency, bytes and cells per frame, full redraw",
        run: { try RenderBenchmark.run(arguments: $0) }
    )
}

/// The `render` suite: the login screen (`LoginScreenModule.createScreen()` as the root of a
/// `NavigationController` in a `Window`) driven through `TerminalApp` and `TerminalScreen` into
/// a `MemoryOutput`. Each repetition types `--iterations` characters into the focused username
/// field at 80x24, timing each from `TerminalApp.handle(_:)` until the frame is encoded into the
/// output; then it times full redraws at 200x60. Everything is measured twice in the same run,
/// the repetitions alternating: without colour (emphasis only, as before themes) and in the dark
/// theme at 24-bit colour (``modes``).
@MainActor
enum RenderBenchmark {
    static let defaultIterations = 1_000
    static let defaultRepetitions = 5
    static let typingSize = TerminalSize(width: 80, height: 24)
    static let redrawSize = TerminalSize(width: 200, height: 60)
    static let redrawsPerRepetition = 20
    /// What each measurement is repeated at: no colour, then the most bytes a theme can cost.
    static let modes: [(name: String, depth: ColorDepth)] = [
        ("colour off", .none), ("colour on (dark theme, 24-bit)", .trueColor),
    ]

    struct RenderFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// The login screen in a window, driven by an app that draws into memory.
    @MainActor
    struct Harness {
        let window: Window
        let app: TerminalApp
        let screen: TerminalScreen
        let output: MemoryOutput

        init(size: TerminalSize, colorDepth: ColorDepth) throws {
            window = Window()
            _ = LoginScreenModule.createScreen().place(with: root(of: window).withNavigationEmbedding())
            guard window.rootViewController is NavigationController else {
                throw RenderFailure(description: "the login screen was not placed in a navigation controller")
            }
            app = TerminalApp(window: window, size: size)
            app.colorDepth = colorDepth
            output = MemoryOutput()
            screen = TerminalScreen(output: output)
            screen.enter()
            screen.present(app.render().grid)
            guard let field = app.focusedWidget as? TextField, field.identifier == "username" else {
                throw RenderFailure(description: "the username field does not have focus at start")
            }
        }

        var outputBytes: Int { output.writes.reduce(0) { $0 + $1.count } }

        var usernameText: String? { (app.focusedWidget as? TextField)?.text }
    }

    /// One typing run: per-key latency (ns), wall clock and on the CPU, and the stats of each frame.
    struct TypingRun {
        var latencies: [Double] = []
        var cpuTimes: [Double] = []
        var frames: [FrameStats] = []
        var bytes = 0
    }

    static func type(characters count: Int, colorDepth: ColorDepth) throws -> TypingRun {
        let harness = try Harness(size: typingSize, colorDepth: colorDepth)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        let events = (0..<count).map { InputEvent.text(String(alphabet[$0 % alphabet.count])) }
        var run = TypingRun()
        run.latencies.reserveCapacity(count)
        run.cpuTimes.reserveCapacity(count)
        run.frames.reserveCapacity(count)
        let bytesBefore = harness.outputBytes
        let clock = ContinuousClock()
        for event in events {
            let start = clock.now
            let cpuStart = threadCPUNanoseconds()
            harness.app.handle(event)
            let stats = harness.screen.present(harness.app.render().grid)
            let cpuElapsed = threadCPUNanoseconds() - cpuStart
            let elapsed = start.duration(to: clock.now)
            run.latencies.append(nanoseconds(elapsed))
            run.cpuTimes.append(cpuElapsed)
            run.frames.append(stats)
        }
        run.bytes = harness.outputBytes - bytesBefore
        guard harness.usernameText?.count == count else {
            throw RenderFailure(
                description:
                    "the username field holds \(harness.usernameText?.count ?? -1) characters, expected \(count)")
        }
        return run
    }

    /// Full redraws at `redrawSize`: time (ns) and bytes of each.
    static func fullRedraws(count: Int, colorDepth: ColorDepth) throws -> Redraws {
        let harness = try Harness(size: redrawSize, colorDepth: colorDepth)
        let clock = ContinuousClock()
        var redraws = Redraws()
        for _ in 0..<count {
            let before = harness.outputBytes
            let start = clock.now
            harness.screen.invalidate()
            let frameStats = harness.screen.present(harness.app.render().grid)
            redraws.times.append(nanoseconds(start.duration(to: clock.now)))
            redraws.bytes.append(harness.outputBytes - before)
            redraws.stats.append(frameStats)
        }
        return redraws
    }

    /// Full redraws: time (ns), bytes and stats of each.
    struct Redraws {
        var times: [Double] = []
        var bytes: [Int] = []
        var stats: [FrameStats] = []

        static func += (lhs: inout Redraws, rhs: Redraws) {
            lhs.times += rhs.times
            lhs.bytes += rhs.bytes
            lhs.stats += rhs.stats
        }
    }

    static func run(arguments: [String]) throws -> Int32 {
        let options = try BenchmarkOptions(
            parsing: arguments, defaultIterations: defaultIterations, defaultRepetitions: defaultRepetitions
        )
        if options.showHelp {
            print(
                BenchmarkOptions.help(
                    suite: "render", summary: BenchmarkSuite.render.summary,
                    defaultIterations: defaultIterations, defaultRepetitions: defaultRepetitions
                ))
            return 0
        }
        print("Terminal: keystroke to frame (login screen, TerminalApp + TerminalScreen into MemoryOutput)")
        print(MachineInfo.summary)
        print(
            "iterations: \(Format.grouped(options.iterations)) typed characters per run at \(typingSize), "
                + "repetitions: \(options.repetitions) runs (fresh window each), warm-up: 1 run; "
                + "full redraw: \(redrawsPerRepetition) per repetition at \(redrawSize)")
        print("")

        for mode in modes {
            _ = try type(characters: options.iterations, colorDepth: mode.depth)
            _ = try fullRedraws(count: 2, colorDepth: mode.depth)
        }
        var runs: [[TypingRun]] = modes.map { _ in [] }
        var redraws: [Redraws] = modes.map { _ in Redraws() }
        for repetition in 1...options.repetitions {
            writeToStandardError("  repetition \(repetition)/\(options.repetitions)\r")
            for (index, mode) in modes.enumerated() {
                runs[index].append(try type(characters: options.iterations, colorDepth: mode.depth))
                redraws[index] += try fullRedraws(count: redrawsPerRepetition, colorDepth: mode.depth)
            }
        }
        writeToStandardError("\n")

        var targets: [String] = []
        for (index, mode) in modes.enumerated() {
            print("=== \(mode.name) ===")
            print("")
            targets.append("\(mode.name): " + report(runs[index], redraws[index], iterations: options.iterations))
        }
        print(targets.joined(separator: "\n"))
        return 0
    }

    /// Prints the tables of one mode's runs and redraws; returns its line of targets.
    static func report(_ runs: [TypingRun], _ redraws: Redraws, iterations: Int) -> String {
        // Latency per run, then the median over runs.
        var table = TextTable(
            "run", "p50 µs", "p99 µs", "max µs", "mean µs", "p99 on CPU µs", "bytes/char", "full redraws",
            textColumns: 1
        )
        var p50s: [Double] = []
        var p99s: [Double] = []
        var maxes: [Double] = []
        var means: [Double] = []
        var cpuP99s: [Double] = []
        var bytesPerChar: [Double] = []
        for (index, run) in runs.enumerated() {
            let sorted = run.latencies.sorted()
            let p50 = percentile(sorted, 0.50)
            let p99 = percentile(sorted, 0.99)
            let max = sorted.last ?? .nan
            let mean = sorted.reduce(0, +) / Double(sorted.count)
            let cpuP99 = percentile(run.cpuTimes.sorted(), 0.99)
            let perChar = Double(run.bytes) / Double(iterations)
            p50s.append(p50)
            p99s.append(p99)
            maxes.append(max)
            means.append(mean)
            cpuP99s.append(cpuP99)
            bytesPerChar.append(perChar)
            table.append(
                "\(index + 1)", Format.fixed(p50 / 1e3, 1), Format.fixed(p99 / 1e3, 1), Format.fixed(max / 1e3, 1),
                Format.fixed(mean / 1e3, 1), Format.fixed(cpuP99 / 1e3, 1), Format.fixed(perChar, 1),
                "\(run.frames.filter(\.isFullRedraw).count)"
            )
        }
        table.append(
            "median", Format.fixed(median(p50s) / 1e3, 1), Format.fixed(median(p99s) / 1e3, 1),
            Format.fixed(median(maxes) / 1e3, 1), Format.fixed(median(means) / 1e3, 1),
            Format.fixed(median(cpuP99s) / 1e3, 1), Format.fixed(median(bytesPerChar), 1), ""
        )
        print(
            "keystroke to frame (handle + render + encode + write), \(Format.grouped(iterations)) characters per run;")
        print(
            "wall clock, and on CPU (the thread's CPU time: what a key costs without the time other processes held the core):"
        )
        print(table.rendered)
        print("")

        // Cells and bytes per frame, over all runs' frames.
        let frames = runs.flatMap(\.frames)
        let cellCount = typingSize.width * typingSize.height
        var cells = TextTable("per typed-character frame", "min", "median", "mean", "max", textColumns: 1)
        func row(_ name: String, _ values: [Double], _ digits: Int) {
            let sorted = values.sorted()
            cells.append(
                name, Format.fixed(sorted.first ?? .nan, digits), Format.fixed(percentile(sorted, 0.5), digits),
                Format.fixed(sorted.reduce(0, +) / Double(sorted.count), digits),
                Format.fixed(sorted.last ?? .nan, digits)
            )
        }
        row("cells emitted", frames.map { Double($0.cellsEmitted) }, 0)
        row("cells skipped", frames.map { Double($0.cellsSkipped) }, 0)
        row("bytes written", frames.map { Double($0.bytesWritten) }, 0)
        print(cells.rendered)
        // The field shows 29 characters and the cursor: once it is full, its text scrolls and
        // every visible character changes per key. Split each run's frames at that point (the first
        // character, which replaces the placeholder, is left out of the first group).
        let filling = runs.flatMap { $0.frames.dropFirst().prefix { $0.cellsEmitted <= 4 } }
        let scrollStart = runs.first.flatMap { run in
            run.frames.indices.dropFirst().first { run.frames[$0].cellsEmitted > 4 }
        }
        let scrolling = runs.flatMap { run in scrollStart.map { Array(run.frames[$0...]) } ?? [] }
        print("")
        var split = TextTable("frames", "count", "mean cells emitted", "mean bytes", "max bytes", textColumns: 1)
        func splitRow(_ name: String, _ group: [FrameStats]) {
            guard !group.isEmpty else { return }
            let n = Double(group.count)
            split.append(
                name, Format.grouped(group.count),
                Format.fixed(Double(group.map(\.cellsEmitted).reduce(0, +)) / n, 2),
                Format.fixed(Double(group.map(\.bytesWritten).reduce(0, +)) / n, 1),
                "\(group.map(\.bytesWritten).max() ?? 0)"
            )
        }
        splitRow("1st character (placeholder replaced)", runs.compactMap(\.frames.first))
        splitRow("field filling (characters 2…\((scrollStart ?? 1)))", filling)
        splitRow("field scrolling (characters \((scrollStart ?? 0) + 1)…)", scrolling)
        print(split.rendered)
        print(
            "cells per frame at \(typingSize): \(Format.grouped(cellCount)); full redraws among typed-character frames: "
                + "\(frames.filter(\.isFullRedraw).count) of \(Format.grouped(frames.count))")
        print("")

        // Full redraw at 200x60.
        let sortedTimes = redraws.times.sorted()
        let sortedBytes = redraws.bytes.sorted()
        print("full redraw at \(redrawSize) (invalidate + render + encode + write), \(redraws.times.count) frames:")
        var redraw = TextTable(
            "median µs", "min µs", "max µs", "bytes", "cells emitted", "cells skipped", "full redraw", textColumns: 0)
        redraw.append(
            Format.fixed(percentile(sortedTimes, 0.5) / 1e3, 1), Format.fixed((sortedTimes.first ?? .nan) / 1e3, 1),
            Format.fixed((sortedTimes.last ?? .nan) / 1e3, 1), Format.grouped(sortedBytes[sortedBytes.count / 2]),
            Format.grouped(redraws.stats.first?.cellsEmitted ?? 0),
            Format.grouped(redraws.stats.first?.cellsSkipped ?? 0),
            redraws.stats.allSatisfy(\.isFullRedraw) ? "yes" : "NO"
        )
        print(redraw.rendered)
        print("")

        let p99 = median(p99s)
        let cpuP99 = median(cpuP99s)
        let perChar = median(bytesPerChar)
        let fullRedraws = frames.filter(\.isFullRedraw).count
        return "p99 < 1 ms: \(Format.fixed(p99 / 1e3, 1)) µs \(p99 < 1e6 ? "met" : "MISSED") "
            + "(on CPU \(Format.fixed(cpuP99 / 1e3, 1)) µs \(cpuP99 < 1e6 ? "met" : "MISSED")); "
            + "< 64 bytes per typed character: \(Format.fixed(perChar, 1)) \(perChar < 64 ? "met" : "MISSED"); "
            + "no full redraw for a small change: \(fullRedraws) full redraws \(fullRedraws == 0 ? "met" : "MISSED")"
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    /// The `fraction` percentile of ascending `sorted` values (nearest rank).
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }

    static func median(_ values: [Double]) -> Double {
        percentile(values.sorted(), 0.5)
    }
}
