/// Turns the `store` suite's samples into tables and a verdict per target.
struct StoreBenchmarkReport {
    /// Targets from the project requirements: the first store's, then the architecture issue's
    /// (one observer, each further observer, and no heap allocation on the action path).
    static let targetNanosecondsPerAction = 200.0
    static let targetNanosecondsPerFurtherObserver = 50.0
    static let tightTargetNanosecondsPerAction = 60.0
    static let tightTargetNanosecondsPerFurtherObserver = 20.0

    let options: BenchmarkOptions
    let cases: [StoreBenchmarkCase]
    let samples: [Samples]
    /// Heap allocations per action, per case.
    let allocations: [Double]
    let copyResults: [StateCopyCheck.Result]

    private func samples(_ shape: StoreBenchmarkCase.StateShape, _ reducer: StoreBenchmarkCase.Reducer, observers: Int)
        -> Samples?
    {
        cases.firstIndex { $0.shape == shape && $0.reducer == reducer && $0.observers == observers }.map { samples[$0] }
    }

    var resultsTable: String {
        var table = TextTable(
            "state", "reducer", "observers", "actions/sample",
            "median ns/action", "min ns/action", "median actions/s", "median CPU ns/action",
            "allocations/action",
            textColumns: 2
        )
        for ((benchmarkCase, sample), allocations) in zip(zip(cases, samples), allocations) {
            table.append(
                benchmarkCase.stateDescription,
                benchmarkCase.reducer.rawValue,
                "\(benchmarkCase.observers)",
                Format.grouped(benchmarkCase.iterations(base: options.iterations)),
                Format.fixed(sample.medianWall, 1),
                Format.fixed(sample.minimumWall, 1),
                Format.rate(nanosecondsPerOperation: sample.medianWall),
                Format.fixed(sample.medianCPU, 1),
                Format.fixed(allocations, 2)
            )
        }
        return """
            Results (ns per action = dispatchAction + handleAction + update + notifying every observer;
            wall clock = ContinuousClock; CPU = this thread's CPU time, which excludes time spent descheduled;
            allocations = heap allocations by this thread over 1,000 actions after the timed samples)
            """ + "\n" + table.rendered
    }

    /// (t100 - t1) / 99 for each state shape and reducer.
    var furtherObserverTable: String {
        var table = TextTable("state", "ns per further observer (medians)", "(mins)", "(CPU medians)")
        for (shape, reducer) in [
            (StoreBenchmarkCase.StateShape.small, StoreBenchmarkCase.Reducer.trivial), (.large, .trivial),
            (.large, .touchesPayload),
        ] {
            guard let one = samples(shape, reducer, observers: 1), let hundred = samples(shape, reducer, observers: 100)
            else { continue }
            let description = cases.first { $0.shape == shape && $0.reducer == reducer }!.stateDescription
            table.append(
                description,
                Format.fixed((hundred.medianWall - one.medianWall) / 99, 1),
                Format.fixed((hundred.minimumWall - one.minimumWall) / 99, 1),
                Format.fixed((hundred.medianCPU - one.medianCPU) / 99, 1)
            )
        }
        return "Derived: cost of each further key-path observer = (t100 - t1) / 99\n" + table.rendered
    }

    var copyTable: String {
        var table = TextTable(
            "payload", "observers", "actions", "payload copies", "copies/action", "max extra heap during notification",
            textColumns: 2)
        for result in copyResults {
            table.append(
                result.reducer == .trivial ? "untouched" : "mutated",
                result.observers,
                Format.grouped(result.actions),
                Format.grouped(result.payloadCopies),
                Format.fixed(result.copiesPerAction, 3),
                result.extraHeapBytesDuringNotification.map { ($0 >= 0 ? "+" : "") + Format.bytes($0) } ?? "-"
            )
        }
        var text =
            "State copies (100 KiB state; a copy = the payload's storage moved during an update)\n" + table.rendered
        if let small = samples(.small, .trivial, observers: 1),
            let untouched = samples(.large, .trivial, observers: 1),
            let mutated = samples(.large, .touchesPayload, observers: 1)
        {
            text +=
                "\ntiming cross-check, 1 observer: 100 KiB untouched - small = "
                + signedNanoseconds(untouched.medianWall - small.medianWall) + " (median), "
                + signedNanoseconds(untouched.medianCPU - small.medianCPU) + " (CPU median); "
                + "mutated - untouched = " + signedNanoseconds(mutated.medianWall - untouched.medianWall)
                + " (median): what one copy of the 100 KiB payload costs"
        }
        return text
    }

    private func signedNanoseconds(_ value: Double) -> String {
        (value >= 0 ? "+" : "") + Format.fixed(value, 1) + " ns"
    }

    var targets: String {
        var lines = ["Targets"]
        if let one = samples(.small, .trivial, observers: 1) {
            let met = one.medianWall <= Self.targetNanosecondsPerAction
            lines.append(
                "  trivial reducer, 1 key-path observer: >= 5 M actions/s (<= 200 ns/action): "
                    + "\(Format.fixed(one.medianWall, 1)) ns median (\(Format.rate(nanosecondsPerOperation: one.medianWall))), "
                    + "min \(Format.fixed(one.minimumWall, 1)) ns, CPU median \(Format.fixed(one.medianCPU, 1)) ns -> \(met ? "MET" : "MISSED")"
            )
        }
        if let one = samples(.small, .trivial, observers: 1), let hundred = samples(.small, .trivial, observers: 100) {
            let perObserver = (hundred.medianWall - one.medianWall) / 99
            let perObserverCPU = (hundred.medianCPU - one.medianCPU) / 99
            let met = perObserver < Self.targetNanosecondsPerFurtherObserver
            lines.append(
                "  < 50 ns per further observer: \(Format.fixed(perObserver, 1)) ns (small state, medians; "
                    + "CPU \(Format.fixed(perObserverCPU, 1)) ns) -> \(met ? "MET" : "MISSED")")
        }
        if let one = samples(.small, .trivial, observers: 1), let hundred = samples(.small, .trivial, observers: 100) {
            let perObserver = (hundred.medianWall - one.medianWall) / 99
            let met =
                one.medianWall <= Self.tightTargetNanosecondsPerAction
                && perObserver <= Self.tightTargetNanosecondsPerFurtherObserver
            lines.append(
                "  <= 60 ns with 1 observer and <= 20 ns per further observer: "
                    + "\(Format.fixed(one.medianWall, 1)) ns and \(Format.fixed(perObserver, 1)) ns (small state, medians) -> \(met ? "MET" : "MISSED")"
            )
        }
        // With observers, a reducer that writes the payload copies it once (the old state is kept
        // for the observers): that allocation is the state's, not the action path's.
        let pathAllocations =
            zip(cases, allocations)
            .map { benchmarkCase, allocations in
                benchmarkCase.reducer == .touchesPayload && benchmarkCase.observers > 0 ? allocations - 1 : allocations
            }
            .max() ?? .nan
        lines.append(
            "  no heap allocation on the action path: at most \(Format.fixed(pathAllocations, 2)) per action in any case "
                + "(not counting the one copy of a mutated payload that observers need) -> "
                + (pathAllocations == 0 ? "MET" : "MISSED"))
        let worstCopies = copyResults.map(\.copiesPerAction).max() ?? .nan
        let untouchedCopies = copyResults.filter { $0.reducer == .trivial }.map(\.payloadCopies).reduce(0, +)
        let met = worstCopies <= 1 && untouchedCopies == 0
        lines.append(
            "  an update copies the state at most once: at most \(Format.fixed(worstCopies, 3)) payload copies per update, "
                + "\(untouchedCopies) when the payload is untouched -> \(met ? "MET" : "MISSED")")
        return lines.joined(separator: "\n")
    }
}
