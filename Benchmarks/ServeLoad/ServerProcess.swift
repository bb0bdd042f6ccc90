import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where the served app listens and the token that lets a browser in, as `lasso-shell serve`
/// prints them on its first line: `Serving CONFIG at http://127.0.0.1:PORT/?token=TOKEN`.
struct ServerAddress: Sendable {
    let host: String
    let port: Int
    let token: String

    /// The address in `line`, or `nil` when it has none.
    init?(line: String) {
        guard let range = line.range(of: " at "),
            let components = URLComponents(string: String(line[range.upperBound...])),
            let host = components.host, let port = components.port,
            let token = components.queryItems?.first(where: { $0.name == "token" })?.value
        else { return nil }
        self.host = host
        self.port = port
        self.token = token
    }
}

/// A failure of the load run, with what to do about it.
struct LoadError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// `lasso-shell serve` as a child process: started with `--port 0`, its address read from its
/// first line of output, its memory and CPU time read from `/proc`, stopped with SIGTERM.
///
/// Used from one task only (the run's).
final class ServerProcess {
    let process = Process()
    let address: ServerAddress

    /// Starts `shell serve config` with `arguments` after the config, and waits (without holding
    /// a thread of the cooperative pool) for the address it prints.
    init(shell: String, config: String, arguments: [String]) async throws {
        guard FileManager.default.isExecutableFile(atPath: shell) else {
            throw LoadError(
                "\(shell) is not built: run `swift build -c release --package-path Plugins` (BENCHMARKS.md)")
        }
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["serve", config] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = try await Self.firstLine(of: output.fileHandleForReading)
        guard let address = ServerAddress(line: line) else {
            process.terminate()
            throw LoadError("lasso-shell serve printed no address: \(line)")
        }
        self.address = address
    }

    /// The id of the process that serves: the app's, which `serve`'s supervisor (the process
    /// started) runs as its child; the process started itself under `--no-supervisor`. What is
    /// measured is the server's own memory and CPU, not the supervisor's.
    var pid: Int32 {
        let started = process.processIdentifier
        let children = try? String(contentsOfFile: "/proc/\(started)/task/\(started)/children", encoding: .utf8)
        return children?.split(separator: " ").first.flatMap { Int32($0) } ?? started
    }

    /// The first line `handle` gives. A thread of its own reads it, and keeps reading (so that
    /// the server never blocks on a full pipe) until the server closes its output.
    private static func firstLine(of handle: FileHandle) async throws -> String {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, any Error>) in
            let reader = Thread {
                var pending = Data()
                var resumed = false
                while true {
                    let chunk = handle.availableData  // empty at the end of the output
                    if chunk.isEmpty { break }
                    guard !resumed else { continue }
                    pending.append(chunk)
                    if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        resumed = true
                        continuation.resume(returning: String(decoding: pending[..<newline], as: UTF8.self))
                    }
                }
                if !resumed {
                    continuation.resume(throwing: LoadError("lasso-shell serve stopped before printing its address"))
                }
            }
            reader.start()
        }
    }

    /// The server's resident memory (`VmRSS` in /proc/PID/status), in KiB.
    func residentKiB() -> Int {
        Self.statusField("VmRSS", pid: pid)
    }

    /// The server's threads (`Threads` in /proc/PID/status).
    func threads() -> Int {
        Self.statusField("Threads", pid: pid)
    }

    /// The CPU time the server used so far, user and system, in seconds (/proc/PID/stat): the
    /// serving process's and, when it runs under `serve`'s supervisor, the supervisor's (which
    /// reads a message before and after each event).
    func cpuSeconds() -> Double {
        let started = process.processIdentifier
        let serving = pid
        return Self.cpuSeconds(of: serving) + (serving == started ? 0 : Self.cpuSeconds(of: started))
    }

    /// The supervisor's share of ``cpuSeconds()``: 0 under `--no-supervisor`.
    func supervisorCPUSeconds() -> Double {
        let started = process.processIdentifier
        return pid == started ? 0 : Self.cpuSeconds(of: started)
    }

    private static func cpuSeconds(of pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return 0 }
        // After the command's name: field 3 (state) onwards; utime and stime are fields 14 and 15.
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private static func statusField(_ name: String, pid: Int32) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            return Int(line.dropFirst(name.count + 1).split(whereSeparator: \.isWhitespace).first ?? "") ?? 0
        }
        return 0
    }

    /// Stops the server (SIGTERM, which saves its sessions), polling for its exit for at most
    /// `patience`, then SIGKILL.
    func stop(patience: Duration = .seconds(20)) async {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = ContinuousClock.now + patience
        while process.isRunning, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(50))
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

/// The CPU time this process used so far, user and system, in seconds.
func ownCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
}
