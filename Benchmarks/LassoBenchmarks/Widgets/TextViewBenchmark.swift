import CAllocationCounter
import Lasso
import LassoTerminal

extension BenchmarkSuite {
    /// `lasso-benchmarks textview`: typing into the middle of a long text view.
    static let textView = BenchmarkSuite(
        name: "textview",
        summary: "TextView of 2,000 lines: key-to-frame latency typing in the middle, heap growth per key",
        run: { try TextViewBenchmark.run(arguments: $0) }
    )
}

/// The `textview` suite: a screen holding one focused ``TextView`` with 2,000 lines of 40
/// characters, in a `NavigationController` in a `Window`, driven through `TerminalApp` and
/// `TerminalScreen` into a `MemoryOutput` at 80x24 as the `render` suite drives the login screen.
/// The cursor is put in the middle of the middle line; each repetition (a fresh window) types
/// `--iterations` characters there (`InputEvent.text`, `a`…`z0`…`9` repeating), timing each from
/// `TerminalApp.handle(_:)` until the frame is written.
@MainActor
enum TextViewBenchmark {
    static let defaultIterations = 1_000
    static let defaultRepetitions = 5
    static let lineCount = 2_000
    nonisolated static let lineLength = 40
    static let visibleLines = 16
    static let size = TerminalSize(width: 80, height: 24)

    struct TextViewFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Line `number` (from 1), exactly `lineLength` characters.
    nonisolated static func line(_ number: Int) -> String {
        let digits = String(number)
        let head = "line " + String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits + ": "
        let filler = "the quick brown fox jumps over the lazy dog, again and again"
        return head + filler.prefix(lineLength - head.count)
    }

    /// The 2,000 lines, joined by line breaks.
    static let text = (1...lineCount).map(line).joined(separator: "\n")

    /// Where typing starts: the middle of the middle line.
    static let middle = (lineCount / 2 - 1) * (lineLength + 1) + lineLength / 2

    /// The text view screen, drawn once with the cursor in the middle.
    @MainActor
    struct Harness {
        let keys: WidgetKeyHarness
        let textView: TextView

        init() throws {
            let textView = TextView(text: TextViewBenchmark.text, placeholder: "Notes", visibleLines: visibleLines)
            textView.identifier = "notes"
            textView.editor.cursorOffset = middle
            self.textView = textView
            keys = WidgetKeyHarness(
                controller: WidgetBenchmarkScreen(title: "Notes", [textView]), size: TextViewBenchmark.size,
                colorDepth: .trueColor)
            guard keys.app.focusedWidget === textView, textView.editor.cursorOffset == middle else {
                throw TextViewFailure(description: "the text view does not have focus with the cursor in the middle")
            }
        }
    }

    static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789").map { String($0) }

    /// Types `count` characters into a fresh text view; checks where they went.
    static func type(characters count: Int) throws -> (timings: KeyTimings, heapGrowth: Int, allocations: Double) {
        let harness = try Harness()
        let events = (0..<count).map { InputEvent.text(alphabet[$0 % alphabet.count]) }
        var timings = KeyTimings(capacity: count)
        harness.keys.output.removeAll()
        let heapBefore = HeapUsage.bytesInUse() ?? 0
        let allocationsBefore = lasso_benchmark_thread_allocations()
        for event in events {
            harness.keys.time(event, into: &timings)
        }
        let allocations = Double(lasso_benchmark_thread_allocations() - allocationsBefore) / Double(count)
        // The output's recorded writes are the benchmark's, not the app's: dropped before the heap
        // is read again (as the table suite does).
        harness.keys.output.removeAll()
        let heapGrowth = (HeapUsage.bytesInUse() ?? 0) - heapBefore
        let editor = harness.textView.editor
        let typed = events.map { if case .text(let text) = $0 { text } else { "" } }.joined()
        let edited = Array(editor.text)
        guard edited.count == text.count + count, editor.cursorOffset == middle + count,
            String(edited[middle..<(middle + count)]) == typed
        else {
            throw TextViewFailure(
                description: "after typing, the text holds \(edited.count) characters and the cursor is at "
                    + "\(editor.cursorOffset); expected \(text.count + count) and \(middle + count)")
        }
        return (timings, heapGrowth, allocations)
    }

    static func run(arguments: [String]) throws -> Int32 {
        let options = try BenchmarkOptions(
            parsing: arguments, defaultIterations: defaultIterations, defaultRepetitions: defaultRepetitions
        )
        if options.showHelp {
            print(
                BenchmarkOptions.help(
                    suite: "textview", summary: BenchmarkSuite.textView.summary,
                    defaultIterations: defaultIterations, defaultRepetitions: defaultRepetitions
                ))
            return 0
        }
        print("Widgets: typing into a TextView (TerminalApp + TerminalScreen into MemoryOutput)")
        print(MachineInfo.summary)
        print(
            "\(Format.grouped(lineCount)) lines of \(lineLength) characters (\(Format.grouped(text.count)) characters), "
                + "\(visibleLines) rows shown at \(size), dark theme at 24-bit colour; "
                + "\(Format.grouped(options.iterations)) characters typed at offset \(Format.grouped(middle)) per run, "
                + "repetitions: \(options.repetitions) runs (fresh window each), warm-up: 1 run of 100 characters")
        print("")

        _ = try type(characters: Swift.min(options.iterations, 100))
        var runs: [KeyTimings] = []
        var heapGrowths: [Int] = []
        var allocations: [Double] = []
        for repetition in 1...options.repetitions {
            writeToStandardError("  repetition \(repetition)/\(options.repetitions)\r")
            let result = try type(characters: options.iterations)
            runs.append(result.timings)
            heapGrowths.append(result.heapGrowth)
            allocations.append(result.allocations)
        }
        writeToStandardError("\n")

        print(
            "key to frame (handle + render + encode + write), \(Format.grouped(options.iterations)) characters per run:"
        )
        let result = printKeyTimings(runs, extraTitle: "heap growth") { Format.bytes(heapGrowths[$0]) }
        print("")
        // Along the run: the first and last 100 keys.
        let firstKeys = runs.map { RenderBenchmark.percentile(Array($0.cpu.prefix(100)).sorted(), 0.5) }
        let lastKeys = runs.map { RenderBenchmark.percentile(Array($0.cpu.suffix(100)).sorted(), 0.5) }
        print(
            "on CPU, median of runs: keys 1…100 p50 \(Format.fixed(RenderBenchmark.median(firstKeys) / 1e3, 1)) µs, "
                + "last 100 keys p50 \(Format.fixed(RenderBenchmark.median(lastKeys) / 1e3, 1)) µs; "
                + "allocations per key \(Format.fixed(RenderBenchmark.median(allocations), 1)); "
                + "heap growth over a run \(Format.bytes(heapGrowths.sorted()[heapGrowths.count / 2])) (median)")
        print("")
        print(
            "p99 ≤ 1 ms: \(Format.fixed(result.p99 / 1e3, 1)) µs \(result.p99 <= 1e6 ? "met" : "MISSED") "
                + "(on CPU \(Format.fixed(result.cpuP99 / 1e3, 1)) µs \(result.cpuP99 <= 1e6 ? "met" : "MISSED"))")
        return 0
    }
}
