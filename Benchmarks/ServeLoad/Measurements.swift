import Foundation

/// The run's measurements, one method a part, each printing its lines as it ends (the format
/// BENCHMARKS.md quotes).
struct Measurements {
    let server: ServerProcess
    /// The server's memory before any session, in KiB.
    let startKiB: Int
    /// The page of the one-session run, loaded by ``pageLoad()``.
    private var page: LoadedPage?
    /// The server's memory with the one-session run's session only, in KiB.
    private var oneSessionKiB = 0

    init(server: ServerProcess) {
        self.server = server
        startKiB = server.residentKiB()
        print("server memory at start (VmRSS): \(startKiB.grouped) KiB, \(server.threads()) threads")
    }

    /// The machine and the time, and the load of the machine, which other people's builds share.
    static func printHeader() {
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3)
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }?.split(separator: ":").last
        print(
            "lasso-serve-load: \(Date().formatted(.iso8601)), \(ProcessInfo.processInfo.activeProcessorCount) CPUs"
                + " (\(model.map { $0.trimmingCharacters(in: .whitespaces) } ?? "?")), load average "
                + (load?.joined(separator: " ") ?? "?"))
    }

    /// First page load: the page (with its server-drawn frame), the script and the style sheets.
    mutating func pageLoad() async throws {
        let page = try await PageClient.loadPage(from: server.address)
        self.page = page
        var parts = [("page", page.html.utf8.count)]
        for asset in ["lasso.js", "lasso.css", "theme.css"] {
            let reply = try await PageClient.get("/" + asset, from: server.address, cookie: page.cookie)
            guard reply.status == 200 else { throw LoadError("GET /\(asset) answered \(reply.status)") }
            parts.append((asset, reply.body.readableBytes))
        }
        let total = parts.reduce(0) { $0 + $1.1 }
        let drawn = PageKeys.control("Got it", event: "activate", in: [page.html]) != nil
        print(
            "first page load: " + parts.map { "\($0.0) \($0.1.grouped) B" }.joined(separator: " + ")
                + " = \(total.grouped) B (\(String(format: "%.1f", Double(total) / 1024)) KiB, uncompressed bodies);"
                + " first frame in the page's HTML: \(drawn ? "yes" : "NO")")
    }

    /// One session clicking "+" and "-" in turn: click → answer, and the answers' sizes.
    mutating func oneSession(clicks: Int, interval: Duration) async throws {
        guard let page else { throw LoadError("no page loaded") }
        let result = await ClickRun(clicks: clicks, interval: interval).run(at: server.address, page: page)
        if let failure = result.failure { throw LoadError("one session: \(failure)") }
        let times = Percentiles(result.latencies)
        print(
            "one session, \(times.count) clicks (\"+\", \"-\" in turn, one every \(interval)): click → answer "
                + times.summary)
        let plus = Percentiles(result.plusAnswerBytes.map(Int64.init))
        let minus = Percentiles(result.minusAnswerBytes.map(Int64.init))
        print("answer to \"+\": \(plus.bytes) B, to \"-\": \(minus.bytes) B; the first: \(result.example)")
        oneSessionKiB = server.residentKiB()
        print("server memory with that session (disconnected, kept for its grace period): \(oneSessionKiB.grouped) KiB")
    }

    /// `count` sessions at once: set up, idle (memory), then clicking at `rate` for `duration`.
    func manySessions(_ count: Int, rate: Double, duration: Duration, setupConcurrency: Int) async {
        let gate = StartGate()
        let permits = SetupPermits(setupConcurrency)
        let (readiness, ready) = AsyncStream<Bool>.makeStream()
        let user = LoadUser(address: server.address, rate: rate, duration: duration, drain: .seconds(5))
        let setupStart = ContinuousClock.now
        let reports = await withTaskGroup(of: LoadUser.Report.self) { group in
            for _ in 0..<count {
                group.addTask { await user.run(permits: permits, gate: gate, ready: ready) }
            }
            var (readyCount, failed) = (0, 0)
            for await ok in readiness {
                if ok { readyCount += 1 } else { failed += 1 }
                if readyCount + failed == count { break }
            }
            let setupTime = ContinuousClock.now - setupStart
            try? await Task.sleep(for: .seconds(3))  // the server settles
            let idleKiB = server.residentKiB()
            let perSession = Double(idleKiB - oneSessionKiB) / Double(max(1, readyCount))
            print(
                "\(readyCount) sessions set up in \(String(format: "%.1f", setupTime.seconds)) s (\(failed) failed);"
                    + " server memory with them idle: \(idleKiB.grouped) KiB, \(server.threads()) threads;"
                    + " per idle session: \(String(format: "%.1f", perSession)) KiB"
                    + " ((\(idleKiB.grouped) − \(oneSessionKiB.grouped)) / \(readyCount))")
            let (serverCPU, clientCPU) = (server.cpuSeconds(), ownCPUSeconds())
            let supervisorCPU = server.supervisorCPUSeconds()
            let start = ContinuousClock.now + .milliseconds(500)
            await gate.open(at: start)
            var reports: [LoadUser.Report] = []
            for await report in group { reports.append(report) }
            let wall = (ContinuousClock.now - start).seconds
            print(
                "CPU during the load (\(String(format: "%.1f", wall)) s, drain and close included):"
                    + " server \(percent(server.cpuSeconds() - serverCPU, of: wall))"
                    + " (its supervisor \(percent(server.supervisorCPUSeconds() - supervisorCPU, of: wall))),"
                    + " this client \(percent(ownCPUSeconds() - clientCPU, of: wall)) (of one core; 2 cores in all);"
                    + " server memory after: \(server.residentKiB().grouped) KiB")
            Self.printWorstSeconds(reports, start: start)
            return reports
        }
        Self.printLoad(reports, rate: rate, duration: duration)
    }

    /// The seconds of the load whose events waited longest, by when they were sent: a pause of
    /// the server shows as one or a few bad seconds.
    private static func printWorstSeconds(_ reports: [LoadUser.Report], start: ContinuousClock.Instant) {
        var bySecond: [Int: [Int64]] = [:]
        for report in reports {
            for (latency, sentAt) in zip(report.latencies, report.sentAt) {
                bySecond[Int((sentAt - start).seconds), default: []].append(latency)
            }
        }
        let worst = bySecond.map { ($0.key, Percentiles($0.value)) }.sorted { $0.1.value(100) > $1.1.value(100) }
        print(
            "worst seconds of the load (from its start): "
                + worst.prefix(5).map {
                    "\($0.0) s: max \(String(format: "%.1f", Double($0.1.value(100)) / 1e6)) ms"
                        + " (p50 \(String(format: "%.1f", Double($0.1.value(50)) / 1e6)) ms)"
                }.joined(separator: ", "))
    }

    private static func printLoad(_ reports: [LoadUser.Report], rate: Double, duration: Duration) {
        let times = Percentiles(reports.flatMap(\.latencies))
        let sent = reports.reduce(0) { $0 + $1.sent }
        let unanswered = reports.reduce(0) { $0 + $1.unanswered }
        let refused = reports.reduce(0) { $0 + $1.refused }
        let lost = reports.filter(\.isLost)
        print(
            "\(reports.count) sessions × \(rate) events/s × \(duration): \(sent.grouped) events sent,"
                + " \(times.count.grouped) answered (\(refused) with an error), \(unanswered) unanswered;"
                + " event → answer \(times.summary)")
        var reasons: [String: Int] = [:]
        for report in lost {
            let reason =
                report.failure ?? (report.closedEarly ? "socket closed by the server" : "events unanswered")
            reasons[String(reason.prefix(160)), default: 0] += 1
        }
        print(
            "sessions lost: \(lost.count) of \(reports.count)"
                + reasons.sorted { $0.value > $1.value }.prefix(3).map { "; \($0.value)× \($0.key)" }.joined())
    }

    private func percent(_ cpu: Double, of wall: Double) -> String {
        String(format: "%.0f %%", 100 * cpu / max(wall, 0.001))
    }
}

/// Nearest-rank percentiles of samples.
struct Percentiles {
    let sorted: [Int64]

    init(_ samples: [Int64]) {
        sorted = samples.sorted()
    }

    var count: Int { sorted.count }

    /// The `p`-th percentile (0...100).
    func value(_ p: Double) -> Int64 {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }

    /// p50, p90, p99, p99.9 and the maximum, of nanoseconds, in milliseconds.
    var summary: String {
        let ms = { (ns: Int64) in String(format: "%.2f", Double(ns) / 1e6) }
        return "p50 \(ms(value(50))) ms, p90 \(ms(value(90))) ms, p99 \(ms(value(99))) ms,"
            + " p99.9 \(ms(value(99.9))) ms, max \(ms(sorted.last ?? 0)) ms"
    }

    /// The median, and the range when it varies, of byte counts.
    var bytes: String {
        guard let first = sorted.first, let last = sorted.last else { return "?" }
        return first == last ? "\(first)" : "\(value(50)) (\(first)–\(last))"
    }
}

extension Int {
    /// With thousands separated by commas.
    fileprivate var grouped: String { formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US"))) }
}

extension Duration {
    /// In seconds.
    fileprivate var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
