import Lasso
import LassoTerminal

/// A screen of the given widgets one under the other, as a plugin's controller builds it.
@MainActor
final class WidgetBenchmarkScreen: ViewController {
    init(title: String, _ widgets: [Widget]) {
        super.init()
        self.title = title
        view = Stack(widgets)
    }
}

/// A controller in a `NavigationController` in a `Window`, driven by a `TerminalApp` that draws
/// through a `TerminalScreen` into a `MemoryOutput`: the `render` suite's set-up, for any screen.
@MainActor
struct WidgetKeyHarness {
    let window: Window
    let app: TerminalApp
    let screen: TerminalScreen
    let output: MemoryOutput

    init(controller: ViewController, size: TerminalSize, colorDepth: ColorDepth) {
        window = Window()
        window.rootViewController = NavigationController(rootViewController: controller)
        app = TerminalApp(window: window, size: size)
        app.colorDepth = colorDepth
        output = MemoryOutput()
        screen = TerminalScreen(output: output)
        screen.enter()
        screen.present(app.render().grid)
    }

    /// Handles `event` and presents the frame, untimed (to set a case up).
    func press(_ event: InputEvent) {
        app.handle(event)
        screen.present(app.render().grid)
    }

    /// Handles `event` and presents the frame; appends the key's wall-clock and CPU time (ns)
    /// from `TerminalApp.handle(_:)` until the frame is written, and the frame's stats.
    func time(_ event: InputEvent, into timings: inout KeyTimings) {
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = threadCPUNanoseconds()
        app.handle(event)
        let stats = screen.present(app.render().grid)
        let cpuElapsed = threadCPUNanoseconds() - cpuStart
        let elapsed = start.duration(to: clock.now)
        timings.wall.append(RenderBenchmark.nanoseconds(elapsed))
        timings.cpu.append(cpuElapsed)
        timings.bytes.append(stats.bytesWritten)
        if stats.isFullRedraw { timings.fullRedraws += 1 }
    }
}

/// The per-key times (ns) and frame sizes of one run of keys.
@MainActor
struct KeyTimings {
    var wall: [Double] = []
    var cpu: [Double] = []
    var bytes: [Int] = []
    var fullRedraws = 0

    init(capacity: Int) {
        wall.reserveCapacity(capacity)
        cpu.reserveCapacity(capacity)
        bytes.reserveCapacity(capacity)
    }

    var p50: Double { RenderBenchmark.percentile(wall.sorted(), 0.50) }
    var p99: Double { RenderBenchmark.percentile(wall.sorted(), 0.99) }
    var max: Double { wall.max() ?? .nan }
    var cpuP50: Double { RenderBenchmark.percentile(cpu.sorted(), 0.50) }
    var cpuP99: Double { RenderBenchmark.percentile(cpu.sorted(), 0.99) }
    var cpuMax: Double { cpu.max() ?? .nan }
    var meanBytes: Double { Double(bytes.reduce(0, +)) / Double(Swift.max(1, bytes.count)) }
}

/// Prints one table of runs (a row per run, then the medians over runs) and returns the median
/// p50, p99 and max (wall clock) and the median on-CPU p99, in ns.
@MainActor
func printKeyTimings(
    _ runs: [KeyTimings], extraTitle: String? = nil, extra: (Int) -> String = { _ in "" }
) -> (p50: Double, p99: Double, max: Double, cpuP99: Double) {
    var headers = [
        "run", "p50 µs", "p99 µs", "max µs", "p50 on CPU µs", "p99 on CPU µs", "max on CPU µs", "bytes/key",
        "full redraws",
    ]
    if let extraTitle { headers.append(extraTitle) }
    var table = TextTable(header: headers, textColumns: 1)
    func us(_ value: Double) -> String { Format.fixed(value / 1e3, 1) }
    for (index, run) in runs.enumerated() {
        var cells = [
            "\(index + 1)", us(run.p50), us(run.p99), us(run.max), us(run.cpuP50), us(run.cpuP99), us(run.cpuMax),
            Format.fixed(run.meanBytes, 1), "\(run.fullRedraws)",
        ]
        if extraTitle != nil { cells.append(extra(index)) }
        table.append(row: cells)
    }
    let p50 = RenderBenchmark.median(runs.map(\.p50))
    let p99 = RenderBenchmark.median(runs.map(\.p99))
    let max = RenderBenchmark.median(runs.map(\.max))
    let cpuP99 = RenderBenchmark.median(runs.map(\.cpuP99))
    var medians = [
        "median", us(p50), us(p99), us(max), us(RenderBenchmark.median(runs.map(\.cpuP50))), us(cpuP99),
        us(RenderBenchmark.median(runs.map(\.cpuMax))), Format.fixed(RenderBenchmark.median(runs.map(\.meanBytes)), 1),
        "",
    ]
    if extraTitle != nil { medians.append("") }
    table.append(row: medians)
    print(table.rendered)
    return (p50, p99, max, cpuP99)
}
