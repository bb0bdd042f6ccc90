/// The tables of the `config` suite.
struct ConfigBenchmarkReport {
    let sizes: [Int]
    let documentBytes: [Int]
    let controllers: [Int]
    let samples: [[ConfigBenchmark.PhaseSample]]
    let memory: [ConfigBenchmark.MemoryResult?]

    /// What each document holds.
    var shapeTable: String {
        var table = TextTable(
            "nodes", "tabs", "screens", "routes", "route target nodes", "document", "controllers built", textColumns: 0)
        for (index, nodes) in sizes.enumerated() {
            let shape = ConfigDocument.shape(nodes: nodes)
            table.append(
                Format.grouped(shape.nodes), Format.grouped(shape.tabs), Format.grouped(shape.screens),
                Format.grouped(shape.routes), Format.grouped(shape.routeTargets),
                Format.bytes(documentBytes[index]), Format.grouped(controllers[index])
            )
        }
        return table.rendered
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    private func medianMilliseconds(_ index: Int, _ phase: (ConfigBenchmark.PhaseSample) -> Sample) -> Double {
        median(samples[index].map { phase($0).wallNanoseconds }) / 1e6
    }

    /// Median total wall time in ms for size `index`.
    func totalMilliseconds(_ index: Int) -> Double { medianMilliseconds(index) { $0.total } }

    /// Times per phase (medians of wall clock), total, and per node.
    var timeTable: String {
        var table = TextTable(
            "nodes", "parse ms", "validate ms", "build ms", "total ms", "min total ms", "CPU total ms", "µs/node",
            "x previous size",
            textColumns: 0
        )
        for (index, nodes) in sizes.enumerated() {
            let total = totalMilliseconds(index)
            let minimum = (samples[index].map(\.total.wallNanoseconds).min() ?? .nan) / 1e6
            let cpu = median(samples[index].map(\.total.cpuNanoseconds)) / 1e6
            let growth =
                index == 0
                ? ""
                : Format.fixed(total / totalMilliseconds(index - 1), 1) + "x (nodes "
                    + Format.fixed(Double(nodes) / Double(sizes[index - 1]), 0) + "x)"
            table.append(
                Format.grouped(nodes),
                Format.fixed(medianMilliseconds(index) { $0.parse }, 2),
                Format.fixed(medianMilliseconds(index) { $0.validate }, 2),
                Format.fixed(medianMilliseconds(index) { $0.build }, 2),
                Format.fixed(total, 2), Format.fixed(minimum, 2), Format.fixed(cpu, 2),
                Format.fixed(total * 1000 / Double(nodes), 1),
                growth
            )
        }
        return table.rendered
    }

    /// Memory per size, from the child processes.
    var memoryTable: String {
        var table = TextTable(
            "nodes", "peak RSS growth", "heap after parse", "heap after validate", "heap after build",
            "heap/node after build",
            textColumns: 0
        )
        for (index, nodes) in sizes.enumerated() {
            guard let memory = memory[index] else {
                table.append(Format.grouped(nodes), "n/a", "n/a", "n/a", "n/a", "n/a")
                continue
            }
            table.append(
                Format.grouped(nodes),
                Format.bytes(memory.peakResidentGrowth),
                Format.bytes(memory.heapAfterParse),
                Format.bytes(memory.heapAfterValidate),
                Format.bytes(memory.heapAfterBuild),
                Format.bytes(memory.heapAfterBuild / nodes)
            )
        }
        return "memory (one parse + validate + build per size in a fresh child process; heap = malloc bytes in use "
            + "above those before parsing, with everything still alive):\n" + table.rendered
    }

    var targets: String {
        var lines = ["targets:"]
        if let index = sizes.firstIndex(of: 1_000) {
            let total = totalMilliseconds(index)
            lines.append(
                "  < 100 ms for 1,000 nodes: \(Format.fixed(total, 2)) ms median: \(total < 100 ? "met" : "NOT met")")
        }
        if sizes.count >= 2 {
            let perNode = sizes.indices.map { totalMilliseconds($0) * 1000 / Double(sizes[$0]) }
            let last = perNode[perNode.count - 1]
            let previous = perNode[perNode.count - 2]
            lines.append(
                "  linear growth: µs/node \(perNode.map { Format.fixed($0, 1) }.joined(separator: " -> ")); "
                    + "largest size / the one before: \(Format.fixed(last / previous, 2))x per node "
                    + "(\(last / previous <= 1.5 ? "linear within noise" : "worse than linear"))")
        }
        return lines.joined(separator: "\n")
    }
}
