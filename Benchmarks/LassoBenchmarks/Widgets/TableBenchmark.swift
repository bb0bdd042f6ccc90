import CAllocationCounter
import Lasso
import LassoTerminal

extension BenchmarkSuite {
    /// `lasso-benchmarks table`: a virtualised table of 100,000 rows through the terminal front end.
    static let table = BenchmarkSuite(
        name: "table",
        summary: "Table of 100,000 rows: key-to-frame latency of ↓, Page Down, End/Home; heap at 1,000 vs 100,000 rows",
        run: { try TableBenchmark.run(arguments: $0) }
    )
}

/// The `table` suite: a screen holding one ``Table`` (5 columns of fixed widths, cells made on
/// demand from an array of structs) in a `NavigationController` in a `Window`, driven through
/// `TerminalApp` and `TerminalScreen` into a `MemoryOutput` at 80x24, as the `render` suite drives
/// the login screen. Each repetition (a fresh window) times `--iterations` presses each of ↓,
/// Page Down and End/Home alternating, each from `TerminalApp.handle(_:)` until the frame is
/// written. Then it measures the heap (glibc `mallinfo2`) the screen and its keys take beyond the
/// array, with 1,000 rows and with 100,000.
@MainActor
enum TableBenchmark {
    static let defaultIterations = 1_000
    static let defaultRepetitions = 5
    static let rowCount = 100_000
    static let smallRowCount = 1_000
    static let size = TerminalSize(width: 80, height: 24)

    struct TableFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// One row of the model: an order, as a plugin's state would hold it.
    struct Order: Equatable {
        let id: Int
        let customer: String
        let city: String
        let cents: Int
        let status: Status

        enum Status: CaseIterable {
            case open, paid, shipped, returned

            var title: String {
                switch self {
                case .open: "open"
                case .paid: "paid"
                case .shipped: "shipped"
                case .returned: "returned"
                }
            }
        }

        /// The row's five cells, made when the table asks for the row.
        var cells: [String] {
            ["\(id)", customer, city, "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)", status.title]
        }
    }

    static let cities = [
        "Amsterdam", "Berlin", "Copenhagen", "Dublin", "Edinburgh", "Florence", "Geneva", "Helsinki", "Istanbul",
        "Lisbon",
    ]
    static let customers = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Niklaus"]

    /// `count` orders; names and amounts vary by index.
    static func makeOrders(_ count: Int) -> [Order] {
        (0..<count).map { index in
            Order(
                id: 100_000 + index,
                customer: "\(customers[index % customers.count]) \(index % 997)",
                city: cities[(index / 7) % cities.count],
                cents: (index &* 7_919) % 1_000_000,
                status: Order.Status.allCases[index % Order.Status.allCases.count]
            )
        }
    }

    static let columns = [
        Table.Column("Order", width: .fixed(8)),
        Table.Column("Customer", width: .fixed(16)),
        Table.Column("City", width: .fixed(12)),
        Table.Column("Amount", width: .fixed(10)),
        Table.Column("Status", width: .fixed(9)),
    ]

    /// Counts the rows the table asked for.
    final class RowCounter {
        var rowsMade = 0
    }

    /// The table screen over `orders`, drawn once.
    @MainActor
    struct Harness {
        let keys: WidgetKeyHarness
        let table: Table
        let counter: RowCounter

        init(orders: [Order]) throws {
            let table = Table(columns: TableBenchmark.columns)
            table.identifier = "orders"
            let counter = RowCounter()
            table.setRows(count: orders.count) { index in
                counter.rowsMade += 1
                return orders[index].cells
            }
            self.table = table
            self.counter = counter
            keys = WidgetKeyHarness(
                controller: WidgetBenchmarkScreen(title: "Orders", [table]), size: TableBenchmark.size,
                colorDepth: .trueColor)
            guard keys.app.focusedWidget === table, table.highlightedIndex == 0 else {
                throw TableFailure(description: "the table does not have focus on its first row at start")
            }
        }

        var highlighted: Int { table.highlightedIndex ?? -1 }
    }

    /// What the keys of one case are.
    enum Case: CaseIterable {
        case down, pageDown, endHome

        var name: String {
            switch self {
            case .down: "↓"
            case .pageDown: "Page Down"
            case .endHome: "End / Home alternating"
            }
        }

        func event(_ index: Int) -> InputEvent {
            switch self {
            case .down: .down
            case .pageDown: .pageDown
            case .endHome: index.isMultiple(of: 2) ? .end : .home
            }
        }
    }

    /// One repetition's timings of each case, and the rows the table was asked for per key.
    struct Run {
        var timings: [KeyTimings] = []
        var rowsPerKey: [Double] = []
    }

    /// Presses `count` keys of each case on a fresh window over `orders`, from the first row.
    static func run(orders: [Order], keysPerCase count: Int) throws -> Run {
        let harness = try Harness(orders: orders)
        var run = Run()
        for kind in Case.allCases {
            harness.keys.press(.home)
            guard harness.highlighted == 0 else { throw TableFailure(description: "Home did not go to row 0") }
            var timings = KeyTimings(capacity: count)
            let rowsBefore = harness.counter.rowsMade
            for index in 0..<count {
                harness.keys.time(kind.event(index), into: &timings)
                let expected: Int? =
                    switch kind {
                    case .down: Swift.min(orders.count - 1, index + 1)
                    case .pageDown: nil
                    case .endHome: index.isMultiple(of: 2) ? orders.count - 1 : 0
                    }
                if let expected, harness.highlighted != expected {
                    throw TableFailure(
                        description: "\(kind.name) key \(index + 1): row \(harness.highlighted), expected \(expected)")
                }
            }
            if kind == .pageDown, harness.highlighted < Swift.min(orders.count - 1, count) {
                throw TableFailure(description: "\(count) Page Downs reached only row \(harness.highlighted)")
            }
            run.rowsPerKey.append(Double(harness.counter.rowsMade - rowsBefore) / Double(count))
            run.timings.append(timings)
        }
        return run
    }

    /// Heap in use (bytes) at each step of building and driving a table of `count` rows.
    struct HeapSteps {
        var model = 0
        var screen = 0
        var afterKeys = 0
        var allocationsPerKey = 0.0
    }

    /// Builds `count` orders, the screen over them, and presses `keys` keys of each case,
    /// reading the heap in use after each step (the output's recorded writes are dropped first:
    /// they are the benchmark's, not the app's).
    static func heapSteps(rows count: Int, keysPerCase keys: Int) throws -> HeapSteps {
        guard let start = HeapUsage.bytesInUse() else { throw TableFailure(description: "mallinfo2 is not available") }
        var steps = HeapSteps()
        let orders = makeOrders(count)
        steps.model = (HeapUsage.bytesInUse() ?? 0) - start
        let harness = try Harness(orders: orders)
        harness.keys.output.removeAll()
        steps.screen = (HeapUsage.bytesInUse() ?? 0) - start - steps.model
        let allocationsBefore = lasso_benchmark_thread_allocations()
        for kind in Case.allCases {
            for index in 0..<keys {
                harness.keys.press(kind.event(index))
                harness.keys.output.removeAll()
            }
        }
        steps.allocationsPerKey =
            Double(lasso_benchmark_thread_allocations() - allocationsBefore) / Double(keys * Case.allCases.count)
        steps.afterKeys = (HeapUsage.bytesInUse() ?? 0) - start - steps.model
        withExtendedLifetime(harness) {}
        withExtendedLifetime(orders) {}
        return steps
    }

    static func run(arguments: [String]) throws -> Int32 {
        let options = try BenchmarkOptions(
            parsing: arguments, defaultIterations: defaultIterations, defaultRepetitions: defaultRepetitions
        )
        if options.showHelp {
            print(
                BenchmarkOptions.help(
                    suite: "table", summary: BenchmarkSuite.table.summary,
                    defaultIterations: defaultIterations, defaultRepetitions: defaultRepetitions
                ))
            return 0
        }
        print("Widgets: a virtualised Table (TerminalApp + TerminalScreen into MemoryOutput)")
        print(MachineInfo.summary)
        print(
            "\(Format.grouped(rowCount)) rows x \(columns.count) columns (fixed widths, cells made on demand) at \(size), "
                + "dark theme at 24-bit colour; \(Format.grouped(options.iterations)) keys per case per run, "
                + "repetitions: \(options.repetitions) runs (fresh window each), warm-up: 1 run")
        print("")

        // Heap first, on a quiet heap: the model alone, then the screen and its keys beyond it.
        let heapKeys = Swift.min(options.iterations, 1_000)
        _ = try heapSteps(rows: smallRowCount, keysPerCase: 10)
        let small = try heapSteps(rows: smallRowCount, keysPerCase: heapKeys)
        let large = try heapSteps(rows: rowCount, keysPerCase: heapKeys)

        let orders = makeOrders(rowCount)
        let smallOrders = makeOrders(smallRowCount)
        _ = try run(orders: orders, keysPerCase: Swift.min(options.iterations, 200))
        var runs: [Run] = []
        var smallRuns: [Run] = []
        for repetition in 1...options.repetitions {
            writeToStandardError("  repetition \(repetition)/\(options.repetitions)\r")
            runs.append(try run(orders: orders, keysPerCase: options.iterations))
            smallRuns.append(try run(orders: smallOrders, keysPerCase: options.iterations))
        }
        writeToStandardError("\n")

        var targets: [String] = []
        for (caseIndex, kind) in Case.allCases.enumerated() {
            print("=== \(kind.name), \(Format.grouped(rowCount)) rows ===")
            let result = printKeyTimings(runs.map { $0.timings[caseIndex] }, extraTitle: "rows made/key") {
                Format.fixed(runs[$0].rowsPerKey[caseIndex], 1)
            }
            print("")
            targets.append(
                "\(kind.name): p99 ≤ 1 ms: \(Format.fixed(result.p99 / 1e3, 1)) µs "
                    + "\(result.p99 <= 1e6 ? "met" : "MISSED") (on CPU \(Format.fixed(result.cpuP99 / 1e3, 1)) µs)")
        }
        for (caseIndex, kind) in Case.allCases.enumerated() {
            print("=== \(kind.name), \(Format.grouped(smallRowCount)) rows (for comparison) ===")
            _ = printKeyTimings(smallRuns.map { $0.timings[caseIndex] }, extraTitle: "rows made/key") {
                Format.fixed(smallRuns[$0].rowsPerKey[caseIndex], 1)
            }
            print("")
        }

        print(
            "heap in use (mallinfo2: uordblks + hblkhd), each table built on its own; "
                + "keys: \(Format.grouped(heapKeys)) of each case:")
        var heap = TextTable(
            "rows", "model (the array)", "screen + first frame", "after the keys", "growth over keys",
            "allocations/key", textColumns: 1)
        for (count, steps) in [(smallRowCount, small), (rowCount, large)] {
            heap.append(
                Format.grouped(count), Format.bytes(steps.model), Format.bytes(steps.screen),
                Format.bytes(steps.afterKeys), Format.bytes(steps.afterKeys - steps.screen),
                Format.fixed(steps.allocationsPerKey, 1))
        }
        print(heap.rendered)
        print(
            "beyond the model, after the keys: \(Format.bytes(small.afterKeys)) with \(Format.grouped(smallRowCount)) "
                + "rows, \(Format.bytes(large.afterKeys)) with \(Format.grouped(rowCount)) "
                + "(difference \(Format.bytes(large.afterKeys - small.afterKeys)); "
                + "the models differ by \(Format.bytes(large.model - small.model)))")
        print("")
        print(targets.joined(separator: "\n"))
        return 0
    }
}
