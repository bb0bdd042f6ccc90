#if LASSO_SERVE
    import ArgumentParser
    import Foundation
    import Lasso
    import LassoConfig
    import LassoPostgres
    import LassoPlugin
    import LassoPluginHost
    import LassoTerminal
    import LassoWebServer

    /// `lasso-shell serve app.yaml`: the app in the browser, one session per tab (docs/serving.md).
    struct ServeCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract: "Serve the app a config file describes to web browsers.",
            discussion: """
                Each browser tab gets its own app (its own stores and screens) built from the config; \
                plugins are loaded once and shared. Buttons, fields, lists, tables and dialogs are the \
                browser's own elements. The address printed at start carries an access token; a \
                browser that opened it once keeps a cookie. Sessions are kept for --grace-period when \
                their page goes away, and saved so that they survive a restart of the server.
                """
        )

        @Argument(help: "The app's config file (YAML or JSON).")
        var config: String

        @Option(
            help: "The address to listen on. Beyond loopback, --token-file, --users or --auth-proxy-header is required."
        )
        var host = "127.0.0.1"

        @Option(help: "The port to listen on (0: any free port, printed at start).")
        var port = WebServeSettings.port

        @Option(
            help: ArgumentHelp(
                "A file holding the access token (at least 16 characters, readable by its owner only).",
                discussion:
                    "Without it a random token is made at each start and printed in the address. Several servers behind one proxy share the token file.",
                valueName: "file"))
        var tokenFile: String?

        @Option(
            help: ArgumentHelp(
                "Sign people in with the accounts of this file (written by `users add`) instead of the access token.",
                discussion:
                    "Each person gets their own sessions and their own records. The file must be yours and private (chmod 600); accounts added or removed while the server runs count at once.",
                valueName: "file"))
        var users: String?

        @Flag(
            help: ArgumentHelp(
                "Journal every session in the session folder after each of its events.",
                discussion:
                    "A server that dies (kill -9, a plugin's crash) then loses no event: the next server gives each page its session back as it was after its last event. Without it, sessions are saved every 10 s while they change and when the server stops. It costs each event about a quarter more of the server's CPU (BENCHMARKS.md, \"Journal\"; docs/serving.md)."
            ))
        var journal = false

        @Option(help: "At most this many sessions (browser tabs) at once.")
        var maxSessions = WebServeSettings.maxSessions

        @Option(
            help: ArgumentHelp(
                "At most this many connections at once; one more is closed as it comes.",
                discussion:
                    "By default the limit on open files (raised to its hard limit at start) less 128 for the app's own files: idle sockets cannot take the descriptors the pages need.",
                valueName: "count"))
        var maxConnections: Int?

        @Option(help: ArgumentHelp("Close a session nobody used for this many minutes.", valueName: "minutes"))
        var idleTimeout = WebServeSettings.idleTimeoutMinutes

        @Option(help: ArgumentHelp("Keep a session whose page went away this many seconds.", valueName: "seconds"))
        var gracePeriod = WebServeSettings.gracePeriodSeconds

        @Option(
            help: ArgumentHelp(
                "Where sessions are saved: a folder of yours no other user may write to (default: $XDG_STATE_HOME/lasso/serve/CONFIG-NAME).",
                valueName: "folder"))
        var stateDir: String?

        @Option(
            name: .customLong("allow-origin"),
            help: ArgumentHelp(
                "Another origin whose pages may connect (a reverse proxy's public address, https://apps.example.com); repeat for more.",
                valueName: "origin"))
        var allowedOrigins: [String] = []

        @Option(
            help: ArgumentHelp(
                "This server's name among several behind one reverse proxy, set as the lasso_instance cookie for the proxy to route on (docs/serving.md).",
                valueName: "name"))
        var instance: String?

        @Flag(
            help: ArgumentHelp(
                "Reload plugins and the config in every open session while the app is served, keeping each one's state.",
                discussion:
                    "As `run --watch`: a rebuilt plugin is examined, loaded once and every session moves to it; an edited config rebuilds every session. Each page shows the outcome in its status line."
            ))
        var watch = false

        @Flag(help: WatchSources.help)
        var watchSources = false

        @Option(
            help: ArgumentHelp(
                "When stopping, wait this many seconds for the pages to answer the close of their sockets.",
                discussion:
                    "Ctrl-C, SIGTERM or SIGHUP saves every session, then closes the pages' sockets; a page that has not answered by then (a machine gone to sleep) is cut off. A second one stops at once (by the signal itself when the app is stuck in a plugin's code, without saving).",
                valueName: "seconds"))
        var stopGrace = WebServeSettings.stopGraceSeconds

        @Option(help: "With --watch: warn when old plugin versions keep more than this many megabytes mapped.")
        var retainedLimit = RetainedLimit.defaultMegabytes

        /// A plugin's fault ends the server's process, and the supervisor starts it again on the
        /// same port with the same token: every page reconnects to its session.
        @OptionGroup
        var supervision: SupervisionOption

        @OptionGroup
        var storageOption: StorageOption

        @OptionGroup
        var logOption: LogOption

        @OptionGroup
        var traceOption: TraceOption

        @Option(
            help: ArgumentHelp(
                "Take each user from this header, set by a reverse proxy that signs people in (X-Forwarded-User), instead of the access token.",
                discussion:
                    "Honoured only from the --trusted-proxy addresses; a request from any other address is refused. Each user gets their own sessions and their own records (docs/services.md).",
                valueName: "header"))
        var authProxyHeader: String?

        @Option(
            help: ArgumentHelp(
                "The IP address of a proxy whose --auth-proxy-header is believed (127.0.0.1); repeat for more.",
                valueName: "address"))
        var trustedProxy: [String] = []

        static let minimumTokenLength = 16
        /// A token of fewer different characters (`aaaaaaaaaaaaaaaa`) is refused as guessable.
        static let minimumDistinctTokenCharacters = 8

        func validate() throws {
            guard (0...65535).contains(port) else {
                throw ValidationError("--port must be from 0 to 65535 (got \(port))")
            }
            guard maxSessions > 0 else {
                throw ValidationError("--max-sessions must be at least 1 (got \(maxSessions))")
            }
            if let maxConnections, maxConnections < 1 {
                throw ValidationError("--max-connections must be at least 1 (got \(maxConnections))")
            }
            try Self.check("--idle-timeout", idleTimeout, in: WebServeSettings.idleTimeoutRange, unit: "minutes")
            try Self.check("--grace-period", gracePeriod, in: WebServeSettings.gracePeriodRange, unit: "seconds")
            try Self.check("--stop-grace", stopGrace, in: WebServeSettings.stopGraceRange, unit: "seconds")
            try RetainedLimit.validate(retainedLimit)
            try WatchSources.validate(watchSources: watchSources, watch: watch)
            if let instance,
                instance.isEmpty || !instance.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
            {
                throw ValidationError("--instance must be letters, digits and hyphens (got '\(instance)')")
            }
            if users != nil, authProxyHeader != nil {
                throw ValidationError(
                    "--users and --auth-proxy-header are two ways to sign people in: give one (the proxy's, when it signs them in)"
                )
            }
            if users != nil, tokenFile != nil {
                throw ValidationError(
                    "--users signs people in with their accounts, not the token: leave out --token-file")
            }
            switch (authProxyHeader, trustedProxy.isEmpty) {
            case (nil, false):
                throw ValidationError("--trusted-proxy names the proxies of --auth-proxy-header: give both")
            case (.some, true):
                throw ValidationError(
                    "--auth-proxy-header is believed only from the addresses of --trusted-proxy: give at least one (127.0.0.1 for a proxy on this machine)"
                )
            case (.some(let header), false):
                guard !header.isEmpty, header.utf8.allSatisfy({ $0 > 32 && $0 < 127 && $0 != UInt8(ascii: ":") }) else {
                    throw ValidationError(
                        "--auth-proxy-header must be a header name (X-Forwarded-User), got '\(header)'")
                }
                for address in trustedProxy where !Self.isIPAddress(address) {
                    throw ValidationError("--trusted-proxy must be an IP address (127.0.0.1, ::1), got '\(address)'")
                }
            case (nil, true):
                break
            }
            if !WebServeOptions.isLoopback(host), tokenFile == nil, authProxyHeader == nil, users == nil {
                throw ValidationError(
                    "--host \(host) can be reached from other machines: give --users FILE (accounts), or --token-file FILE (a secret of at least \(Self.minimumTokenLength) characters), so that only people who have it get in (docs/serving.md)"
                )
            }
        }

        /// Whether `text` is an IPv4 or IPv6 address as written in `--trusted-proxy`.
        private static func isIPAddress(_ text: String) -> Bool {
            var v4 = in_addr()
            var v6 = in6_addr()
            return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
        }

        /// Refuses `value` of `option` outside `range` (a time beyond it would overflow a clock).
        private static func check(_ option: String, _ value: Int, in range: ClosedRange<Int>, unit: String) throws {
            guard !range.contains(value) else { return }
            throw ValidationError(
                "\(option) must be from \(range.lowerBound) to \(range.upperBound) \(unit) (got \(value))")
        }

        func run() throws {
            let status = isSupervised ? supervise() : MainActor.assumeIsolated { serve() }
            if status != 0 { throw ExitCode(status) }
        }

        /// Whether this process is to be the server's supervisor (not the server a supervisor
        /// started).
        private var isSupervised: Bool {
            !supervision.noSupervisor && ProcessInfo.processInfo.environment[AppSupervisor.Variable.channel] == nil
        }

        /// Runs the server in a child process, and again after a fault. The random token, when
        /// there is no token file, is made here once, so that every child signs the same pages in.
        private func supervise() -> Int32 {
            var environment = ProcessInfo.processInfo.environment
            if tokenFile == nil { environment[AppSupervisor.Variable.token] = WebServeOptions.randomToken() }
            return AppSupervisor(
                arguments: Array(CommandLine.arguments.dropFirst()), kind: .serve,
                hangTimeout: supervision.hangTimeout, environment: environment
            ).run()
        }

        @MainActor
        private func serve() -> Int32 {
            // First: the supervisor is told when the host ends itself on purpose, even at start.
            // Killed itself, it takes this server with it at once (SIGKILL), as it would have
            // been without a supervisor.
            let supervisor = SupervisorLink.connect(endingSignal: SIGKILL)
            let token: String
            switch readToken(madeBy: supervisor) {
            case .success(let read): token = read
            case .failure(let message):
                return ShellOutput.report(.error(message))
            }
            var accounts: Accounts?
            if let users {
                do throws(AccountsFile.Problem) {
                    accounts = try Accounts(path: users)
                } catch {
                    return ShellOutput.report(.error("the accounts file \(error.description)", hint: error.hint))
                }
            }
            let appConfig: AppConfig
            switch AppLaunch.loadConfig(configPath: config) {
            case .success(let loaded): appConfig = loaded
            case .failure(let status): return status.rawValue
            }
            var options = WebServeOptions(token: token)
            options.host = host
            // A server started again after a fault listens where the first one did.
            options.port = supervisor?.port ?? port
            options.maxSessions = maxSessions
            options.maxConnections = maxConnections
            options.idleTimeout = .seconds(idleTimeout * 60)
            options.gracePeriod = .seconds(gracePeriod)
            options.stopGrace = .seconds(stopGrace)
            options.allowedOrigins = allowedOrigins
            options.instance = instance
            options.authProxy = authProxyHeader.map {
                WebServeOptions.AuthProxy(header: $0, trustedAddresses: trustedProxy)
            }
            options.stateDirectory = stateDir ?? defaultStateDirectory()
            options.journalsSessions = journal
            options.title = URL(fileURLWithPath: config).deletingPathExtension().lastPathComponent
            if let folder = options.stateDirectory {
                // Another user who could write here could forge a session file, or list the
                // session ids (each one a way into its session).
                do throws(PrivateFolder.Problem) {
                    try PrivateFolder.prepare(folder)
                } catch {
                    return ShellOutput.report(
                        .error(
                            "the session folder \(error.description)",
                            hint: "\(error.hint); give it with --state-dir"))
                }
            }
            let storage: StorageService
            switch storageOption.open(config: config, appConfig: appConfig, stateFolder: stateDir) {
            case .success(let opened): storage = opened
            case .failure(let status): return status.rawValue
            }
            let trace: JournalFile?
            switch traceOption.open(config: config, appConfig: appConfig, failed: { ShellOutput.standardErrorLine($0) })
            {
            case .success(let opened): trace = opened
            case .failure(let status): return status.rawValue
            }
            defer { trace?.finish() }
            let group = LiveAppGroup(registry: .shared, config: appConfig)
            let log = logOption.standardErrorSink()
            let hub = WebSessionHub(options: options) { user in
                try group.makeApp(
                    services: SessionServices(user: user, storage: storage, log: log, http: HostNetwork.transport))
            }
            group.apps = { hub.apps }
            hub.trace = trace
            defer { hub.endJournals() }
            // A store several processes share: each session is kept there too, so that another
            // process behind the proxy resumes it if this one dies (docs/serving.md, "Several servers").
            if storage.backend is PostgresStorageBackend { hub.shared = SharedSessions(storage: storage) }
            // Each event is told to the supervisor, so that a fault is blamed on its input; every
            // page that was there before this server started says what faulted (a new one does not).
            let inputs = supervisor.map(ServedInputReporter.init(link:))
            hub.eventObserver = inputs
            defer { withExtendedLifetime(inputs) {} }
            if let supervisor, let text = Self.recoveryLine(supervisor, journaled: journal) {
                hub.restoredStatus = (text, true)
            }
            var reloading: LiveReloadSession?
            if watch {
                do {
                    reloading = try LiveReloadSession(
                        app: group, configPath: config, retainedLimitMegabytes: retainedLimit)
                } catch {
                    return ShellOutput.report(
                        .error(
                            "\(error)",
                            hint:
                                "serve without --watch, or raise the inotify limits: sysctl fs.inotify.max_user_watches"
                        ))
                }
                reloading?.attach(to: hub)
                // A crash in the new version's code cannot be caught: every session is saved first.
                reloading?.willSwapPlugin = { hub.saveAll() }
            }
            let sources = watchSources ? reloading.map { SourceWatchSession(app: group, reloading: $0) } : nil
            sources?.attach(to: hub)
            defer {
                sources?.finish()
                reloading?.finish()
            }
            // A route that cannot be built is the user's error: shown in the page whose event fired
            // it, and on standard error for whoever runs the server.
            RunErrors.handler = { diagnostic in
                _ = hub.showStatusOfCurrentEvent(diagnostic.description, isError: true)
                diagnostic.programMessage.write()
            }
            defer { RunErrors.handler = nil }
            let config = config
            let signingIn =
                if let users {
                    "(sign in with an account of \(users))"
                } else if let authProxyHeader {
                    "(behind the proxy that sets \(authProxyHeader))"
                } else if tokenFile != nil {
                    "(sign in with the token in the token file)"
                } else {
                    ""
                }
            let hostForAddress = host.contains(":") ? "[\(host)]" : host
            let stateFolder = options.stateDirectory
            // Ctrl-C, SIGTERM and SIGHUP (its terminal closed) stop the server, saving every
            // session; a second one stops it without waiting for the pages to answer, and ends
            // the process at once when the first is not even taken (a plugin hangs the app).
            // Started in the background with SIGINT ignored (`serve … &` in a script), Ctrl-C
            // never reaches it, and it keeps SIGINT ignored: say what does stop it.
            let stopHint =
                SignalForwarder.isIgnored(SIGINT)
                ? "kill \(supervisor?.supervisor ?? getpid()) (SIGTERM; Ctrl-C does not reach it)" : "Ctrl-C"
            let (stopRequests, requestStop) = AsyncStream.makeStream(of: Void.self)
            guard
                // Supervised, only what the supervisor passes on counts: a service manager's
                // SIGTERM to every process of the server is one stop, not two.
                let signals = SignalWatch.start(
                    AppSupervisor.serverStopSignals, forcingOnRepeat: true, onlyFrom: supervisor?.supervisor,
                    handler: { _ in requestStop.yield() })
            else {
                return ShellOutput.report(
                    .error(
                        "cannot handle SIGINT, SIGTERM and SIGHUP: no pipe could be made",
                        hint: "the process is out of file descriptors; raise ulimit -n"))
            }
            defer { signals.cancel() }
            return MainLoop.run {
                // The secret account credentials are signed with, shared by the servers that
                // share the store.
                var signingInAccounts: (Accounts, secret: [UInt8])?
                do {
                    if let accounts { signingInAccounts = (accounts, try await CredentialSecret.load(from: storage)) }
                } catch {
                    return ShellOutput.report(
                        .error(
                            "cannot keep the sign-in secret: \(error)",
                            hint: "check the store (--storage) can be written"))
                }
                let server = WebServer(
                    options: options, hub: hub, appTheme: appConfig.theme, accounts: signingInAccounts)
                do {
                    try await server.run(stopRequests: stopRequests) { port in
                        await supervisor?.serving(port: port)
                        let address = "http://\(hostForAddress):\(port)/"
                        let line =
                            signingIn.isEmpty
                            ? "Serving \(config) at \(address)?token=\(token)"
                            : "Serving \(config) at \(address) \(signingIn)"
                        let next =
                            "Open it in a browser; \(stopHint) stops the server\(stateFolder.map { " (sessions are saved in \($0))" } ?? "")."
                        // Unbuffered: a script waiting for the address reads it at once. Standard
                        // output closed (a pipe whose reader went) is no reason to stop serving.
                        try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n" + next + "\n").utf8))
                    } didStop: { step in
                        ShellOutput.standardErrorLine(Self.stopLine(step))
                    }
                    // Stopped as asked: its end is no fault (an early return is one, before the
                    // server listens, and its status is the command's).
                    supervisor?.finish()
                    return 0
                } catch {
                    return ShellOutput.report(
                        .error(
                            "cannot serve on \(hostForAddress):\(port): \(error)",
                            hint: "is the port in use? --port 0 picks a free one"))
                }
            }
        }

        /// What every page says when this server was started again after a fault: who failed on
        /// what, and how the sessions came back; `nil` when it was not.
        @MainActor
        static func recoveryLine(_ supervisor: SupervisorLink, journaled: Bool) -> String? {
            guard let fault = supervisor.fault else {
                return supervisor.faultProblem.map { "The server was started again after a fault, but \($0)" }
            }
            let back =
                journaled
                ? "every session is back as it was before \(fault.input == nil ? "it" : "that input")"
                : "every session is back as last saved (at most \(WebSessionHub.describe(WebSessionHub.saveInterval)) before it; --journal keeps every event)"
            return
                "\(fault.summary). The server started again: \(back) (\(RestartBudget.standing(recentFaults: fault.recentFaults, of: .serve)))"
        }

        /// What the operator reads on standard error as the server stops: that the sessions are
        /// safe, how long the pages may take, and that a second signal does not wait for them.
        static func stopLine(_ step: WebServer.StopStep) -> String {
            switch step {
            case .saved(let sessions, let grace):
                let saved = sessions == 1 ? "1 session saved" : "\(sessions) sessions saved"
                return
                    "Stopping: \(saved); the pages have \(grace.components.seconds) s to close (a second Ctrl-C, SIGTERM or SIGHUP stops at once)."
            case .stoppingAtOnce:
                return "Stopping at once, without waiting for the pages."
            }
        }

        private enum TokenRead {
            case success(String)
            case failure(String)
        }

        /// The token of the token file; else the one the supervisor made for all its servers;
        /// else a random one.
        private func readToken(madeBy supervisor: SupervisorLink?) -> TokenRead {
            guard let tokenFile else { return .success(supervisor?.token ?? WebServeOptions.randomToken()) }
            let data: Data?
            do throws(InputFile.Problem) {
                data = try InputFile.read(tokenFile, maximumSize: 4096)
            } catch {
                return .failure("the token file \(tokenFile) is not read: \(error)")
            }
            guard let data, let text = String(data: data, encoding: .utf8) else {
                return .failure("the token file \(tokenFile) cannot be read (no such file, or not UTF-8 text)")
            }
            var info = stat()
            if stat(tokenFile, &info) == 0, info.st_mode & 0o077 != 0 {
                return .failure(
                    "the token file \(tokenFile) can be read by other users (mode \(String(info.st_mode & 0o777, radix: 8))): make it private with chmod 600 \(tokenFile)"
                )
            }
            if stat(tokenFile, &info) == 0, info.st_uid != geteuid() {
                return .failure(
                    "the token file \(tokenFile) belongs to another user (uid \(info.st_uid)), who could change it: use a file of your own"
                )
            }
            let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard token.count >= Self.minimumTokenLength, !token.contains(where: { $0.isWhitespace || $0.isNewline })
            else {
                return .failure(
                    "the token in \(tokenFile) must be one line of at least \(Self.minimumTokenLength) characters without spaces"
                )
            }
            guard Set(token).count >= Self.minimumDistinctTokenCharacters else {
                return .failure(
                    "the token in \(tokenFile) is too easy to guess (fewer than \(Self.minimumDistinctTokenCharacters) different characters): make one with head -c 24 /dev/urandom | base64"
                )
            }
            return .success(token)
        }

        /// `serve/NAME-DIGEST` in Lasso's state folder (``Lasso/UserFolders``), one folder
        /// per config file (its name and a digest of its real path).
        private func defaultStateDirectory() -> String {
            "\(UserFolders().state)/serve/\(AppStateName.of(config: config))"
        }
    }
#endif
