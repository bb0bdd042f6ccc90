// `lasso-serve-load`: the load benchmark of `lasso-shell serve` (BENCHMARKS.md, "Serve: clicks,
// sessions, patches"). Build both in release, from the repository root:
//
//     swift build -c release --package-path Plugins --product lasso-shell   # and the plugins
//     swift build -c release --package-path Benchmarks --scratch-path .build-bench --product lasso-serve-load
//     .build-bench/release/lasso-serve-load
//
// or `make benchmark-serve`. It starts the server itself, on loopback, and stops it; every loop
// is bounded, and the whole run stops by itself after --time-limit.
import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

@main
struct ServeLoad: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lasso-serve-load",
        abstract: "Simulated browser users of `lasso-shell serve` on loopback: click latency, many sessions, sizes.",
        discussion: """
            Starts `SHELL serve CONFIG --port 0` with a fresh state folder, then measures: the first \
            page load's bytes; one session clicking the counter's "+" and "-" (click → answer); \
            --sessions sessions at once, idle (server memory) and then each clicking --rate times a \
            second for --duration seconds. Run from the repository root, release builds only.
            """
    )

    @Option(help: "The lasso-shell to serve with (a release build).")
    var shell = "Plugins/.build/release/lasso-shell"

    @Option(help: "The app: the demo, with the release build's plugins.")
    var config = "Benchmarks/config/demo-serve.yaml"

    @Option(help: "Clicks of the one-session run.")
    var clicks = 1000

    @Option(help: ArgumentHelp("Time between the one-session run's clicks.", valueName: "milliseconds"))
    var clickInterval = 25

    @Option(help: "Sessions of the load run, open at once (0: no load run).")
    var sessions = 1000

    @Option(help: "Events a second each session of the load run sends.")
    var rate = 2.0

    @Option(help: ArgumentHelp("How long the load run's sessions click.", valueName: "seconds"))
    var duration = 30

    @Option(help: "Sessions that set up (page, socket, counter tab) at once.")
    var setupConcurrency = 16

    @Option(help: ArgumentHelp("The whole run stops by itself after this long.", valueName: "seconds"))
    var timeLimit = 900

    @Flag(help: "Serve with --no-supervisor: the server alone, as before serve had a supervisor.")
    var noSupervisor = false

    func validate() throws {
        guard (1...100_000).contains(clicks) else { throw ValidationError("--clicks must be from 1 to 100000") }
        guard clickInterval >= 20 else {
            throw ValidationError("--click-interval must be at least 20 ms: the server allows 50 events a second")
        }
        guard (0...5000).contains(sessions) else { throw ValidationError("--sessions must be from 0 to 5000") }
        guard rate > 0, rate <= 40 else { throw ValidationError("--rate must be above 0 and at most 40") }
        guard (1...600).contains(duration) else { throw ValidationError("--duration must be from 1 to 600") }
        guard (1...256).contains(setupConcurrency) else {
            throw ValidationError("--setup-concurrency must be from 1 to 256")
        }
        guard (10...3600).contains(timeLimit) else { throw ValidationError("--time-limit must be from 10 to 3600") }
    }

    func run() async throws {
        Measurements.printHeader()
        let stateFolder = FileManager.default.temporaryDirectory.path + "/lasso-serve-load-\(getpid())"
        try FileManager.default.createDirectory(
            atPath: stateFolder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: stateFolder) }
        // The client's socket has no say in its Origin header: swift-websocket sends
        // `ws://HOST` (without the port) and adds ours after it, which the server rightly refuses.
        // The server accepts that origin through its own option, as it would a reverse proxy's.
        let server = try await ServerProcess(
            shell: shell, config: config,
            arguments: [
                "--port", "0", "--state-dir", stateFolder, "--max-sessions", String(sessions + 10),
                "--allow-origin", "ws://127.0.0.1",
            ] + (noSupervisor ? ["--no-supervisor"] : []))
        print(
            "server: \(shell) serve \(config)\(noSupervisor ? " --no-supervisor" : ""), pid \(server.pid), \(server.address.host):\(server.address.port)"
        )
        // The process started: a supervisor killed takes its server with it.
        let pid = server.process.processIdentifier
        let timeLimit = timeLimit
        let watchdog = Task {
            try await Task.sleep(for: .seconds(timeLimit))
            print("lasso-serve-load: stopped after --time-limit \(timeLimit) s")
            kill(pid, SIGKILL)
            Glibc.exit(3)
        }
        var measurements = Measurements(server: server)
        do {
            try await measurements.pageLoad()
            try await measurements.oneSession(clicks: clicks, interval: .milliseconds(clickInterval))
            if sessions > 0 {
                await measurements.manySessions(
                    sessions, rate: rate, duration: .seconds(duration), setupConcurrency: setupConcurrency)
            }
        } catch {
            watchdog.cancel()
            await server.stop()
            throw error
        }
        watchdog.cancel()
        await server.stop()
    }
}
