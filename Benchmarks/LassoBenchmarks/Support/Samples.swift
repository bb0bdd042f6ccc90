#if canImport(Glibc)
    import Glibc
#endif

/// One timed sample: nanoseconds per operation, by the monotonic wall clock and by the CPU time
/// of the measuring thread (which excludes time the thread spent descheduled on a busy machine).
struct Sample {
    let wallNanoseconds: Double
    let cpuNanoseconds: Double
}

/// The timed samples of one case.
struct Samples {
    private(set) var samples: [Sample] = []

    mutating func append(_ sample: Sample) {
        samples.append(sample)
    }

    var medianWall: Double { Self.median(samples.map(\.wallNanoseconds)) }
    var minimumWall: Double { samples.map(\.wallNanoseconds).min() ?? .nan }
    var medianCPU: Double { Self.median(samples.map(\.cpuNanoseconds)) }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

/// Runs `body(operations)` once and returns the elapsed time per operation.
@inline(never)
func measure(operations: Int, _ body: (Int) -> Void) -> Sample {
    let clock = ContinuousClock()
    let cpuStart = threadCPUNanoseconds()
    let start = clock.now
    body(operations)
    let elapsed = start.duration(to: clock.now)
    let cpu = threadCPUNanoseconds() - cpuStart
    let wall = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return Sample(wallNanoseconds: wall / Double(operations), cpuNanoseconds: cpu / Double(operations))
}

/// CPU time consumed by the calling thread (CLOCK_THREAD_CPUTIME_ID), in nanoseconds.
func threadCPUNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}
