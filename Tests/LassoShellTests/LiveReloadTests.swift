import Foundation
import LassoPlugin
import LassoPluginHost
import TestServers
import Testing

/// `lasso-shell run --watch`, end to end: plugin files replaced under the running app (by the
/// script's `sh` steps, the way builds and users replace them), the config edited, the reload
/// keys, all through the real binary, headless.
@Suite("Live reload")
struct LiveReloadTests {
    /// A sandbox running the sample counter plugin, with `app.yaml` next to it.
    private func counterApp(config: String = LiveReloadTests.counterConfig) throws -> PluginSandbox? {
        guard ShellRunner.requireBuild() else { return nil }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.plugin("Counter"))
        try sandbox.write("app.yaml", config)
        return sandbox
    }

    static let counterConfig = """
        lasso: 1
        plugins:
          - dir: .
        root:
          screen: counter.main
          state: { title: Count to five, limit: 5 }
        """

    /// Runs `script` against `app.yaml` with `--watch`, in the sandbox directory.
    private func run(
        _ sandbox: PluginSandbox, _ script: String, arguments: [String] = [], environment: [String: String] = [:]
    ) async throws -> ShellRunner.Result {
        let scriptPath = try sandbox.write("steps.script", script)
        return try await sandbox.run(
            ["run", "app.yaml", "--watch", "--script", scriptPath, "--size", "160x14"] + arguments, inSandbox: true,
            environment: environment)
    }

    /// `sh` copying `fixture`'s library over the running counter plugin, in place.
    private func replaceCounter(with fixture: String, how command: String = "cp") -> String {
        "sh \(command) \(ShellRunner.fixture(fixture)) libCounterPlugin.so"
    }

    private func expectSuccess(_ result: ShellRunner.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            result.status == 0, "stdout:\n\(result.standardOutput)\nstderr:\n\(result.standardError)",
            sourceLocation: sourceLocation)
    }

    @Test func aRebuiltPluginReplacesTheScreenKeepingTheCountAndDefaultingTheNewField() async throws {
        guard let sandbox = try counterApp() else { return }
        let result = try await run(
            sandbox,
            """
            tap +
            tap +
            tap +
            expect Count: 3
            \(replaceCounter(with: "CounterNext"))
            wait reload
            expect Reloaded counter 1.1.0 (1 screen, state kept) in
            expect Total: 3
            expect Step: 1
            expect Count to five
            tap +
            expect Total: 4
            """)
        expectSuccess(result)
    }

    @Test(arguments: [
        ("cp", "written in place"),
        ("cp --remove-destination", "deleted and written anew, as gold and install do"),
        ("sh -c 'cp \"$0\" .new.so && mv .new.so libCounterPlugin.so'", "renamed over, as lld and editors do"),
    ])
    func everyWayOfReplacingTheFileIsReloadedWhenItIsComplete(command: String, how: String) async throws {
        guard let sandbox = try counterApp() else { return }
        let replace =
            command.hasPrefix("sh -c")
            ? "sh \(command) \(ShellRunner.fixture("CounterNext"))"
            : replaceCounter(with: "CounterNext", how: command)
        let result = try await run(
            sandbox,
            """
            tap +
            \(replace)
            wait reload
            expect Reloaded counter 1.1.0
            expect Total: 1
            """)
        #expect(result.status == 0, "\(how): \(result.standardOutput)\n\(result.standardError)")
    }

    @Test func aFieldThatChangedTypeIsResetAndNamedInTheStatusLine() async throws {
        guard let sandbox = try counterApp() else { return }
        let result = try await run(
            sandbox,
            """
            tap +
            tap +
            \(replaceCounter(with: "CounterRetyped"))
            wait reload
            expect Reloaded counter 2.0.0 (1 screen, counter.main: state kept but count (reset: type changed)
            expect Tally: none yet
            """)
        expectSuccess(result)
    }

    @Test func aModuleMigratesItsRenamedFieldWithItsOwnHook() async throws {
        guard let sandbox = try counterApp() else { return }
        let result = try await run(
            sandbox,
            """
            tap +
            tap +
            tap +
            \(replaceCounter(with: "CounterMigrating"))
            wait reload
            expect Reloaded counter 3.0.0 (1 screen, state migrated)
            expect Clicks: 3
            """)
        expectSuccess(result)
    }

    @Test(arguments: [
        ("CrashingRegistration", "crashed with SIGSEGV"),
        ("HangingRegistration", "did not finish registering within 5 s"),
        ("ExitingRegistration", "plugin 'quitter' exited during registration with status 0"),
        ("AtExitHanging", "registered, then its process did not end within 5 s and was killed: code that runs at exit"),
        ("NotAPlugin", "not a Lasso plugin"),
        (
            "StaleSwift",
            "Restart needed for counter, the running version stays: incompatible plugin: built against Lasso runtime 0.9.0"
        ),
        ("Twin", "the file now holds plugin 'twin', not 'counter'"),
    ])
    func aBrokenNewFileIsRefusedAndTheRunningVersionKeepsItsState(fixture: String, status: String) async throws {
        guard let sandbox = try counterApp() else { return }
        let result = try await run(
            sandbox,
            """
            tap +
            tap +
            \(replaceCounter(with: fixture))
            wait reload
            expect the running version stays
            expect \(status)
            expect Count: 2
            tap +
            expect Count: 3
            """, environment: ["LASSO_PLUGIN_SCAN_TIMEOUT": "5"])
        expectSuccess(result)
    }

    @Test func aRebuiltCPluginKeepsItsListFields() async throws {
        // The units plugin (C, ABI 1.3): its history table and results chart are list fields the
        // host owns, carried across the swap like every other field.
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.plugin("Units"))
        try sandbox.write("app.yaml", "lasso: 1\nplugins:\n  - dir: .\nroot:\n  screen: units.main\n")
        let result = try await run(
            sandbox,
            """
            tap Convert
            tap ×10
            tap Convert
            expect Conversions: 2
            expect Results ▁█
            sh cp libUnitsPlugin.so next.so && printf x >> next.so && mv next.so libUnitsPlugin.so
            wait reload
            expect Reloaded units
            expect state kept
            expect Conversions: 2
            expect 6.21
            expect Results ▁█
            tap Convert
            expect Conversions: 3
            """, arguments: ["--size", "80x32"])
        expectSuccess(result)
    }

    @Test func aFailedReloadIsFollowedByAGoodOne() async throws {
        guard let sandbox = try counterApp() else { return }
        let result = try await run(
            sandbox,
            """
            tap +
            \(replaceCounter(with: "NotAPlugin"))
            wait reload
            expect Reload of counter failed
            \(replaceCounter(with: "CounterNext"))
            wait reload
            expect Reloaded counter 1.1.0
            expect Total: 1
            """)
        expectSuccess(result)
    }

    @Test func fiftySwapsInARowKeepTheStateAndReportTheMemoryOldVersionsHold() async throws {
        guard
            let sandbox = try counterApp(
                config: Self.counterConfig.replacingOccurrences(of: "limit: 5", with: "limit: 100"))
        else { return }
        var steps: [String] = []
        for round in 1...50 {
            steps.append("tap +")
            steps.append(
                round % 2 == 1
                    ? replaceCounter(with: "CounterNext") : "sh cp \(ShellRunner.plugin("Counter")) libCounterPlugin.so"
            )
            steps.append("wait reload")
            steps.append("expect Reloaded counter")
        }
        steps.append("expect Count: 50")
        steps.append("expect old plugin versions hold")
        steps.append("press ctrl-r")
        steps.append("wait reload")
        steps.append("expect Nothing to reload: no plugin file and not the config changed (50 old plugin versions hold")
        let result = try await run(sandbox, steps.joined(separator: "\n"), arguments: ["--retained-limit", "1"])
        expectSuccess(result)
    }

    @Test func anAsynchronousLoginInFlightDuringTheSwapFinishesInTheNewVersion() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.plugin("Auth"))
        try sandbox.add(ShellRunner.plugin("Onboarding"))
        try sandbox.write(
            "app.yaml",
            """
            lasso: 1
            plugins:
              - dir: .
            root:
              navigation:
                root:
                  screen: auth.login
                  on:
                    userDidLogin:
                      push:
                        screen: onboarding.page
                        state: { title: Signed in, body: $payload.username }
            """)
        let result = try await run(
            sandbox,
            """
            type lasso
            press tab
            type swift
            tap Log In
            expect Logging in
            sh cp libAuthPlugin.so .auth.so && mv .auth.so libAuthPlugin.so
            wait reload
            expect Reloaded auth 1.0.0 (1 screen, state kept)
            wait idle 20s
            expect Signed in
            """)
        expectSuccess(result)
    }

    @Test func aFlowOfTheReloadedPluginKeepsItsPlaceInItsStack() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.plugin("Onboarding"))
        try sandbox.write(
            "app.yaml",
            "lasso: 1\nplugins:\n  - dir: .\nroot:\n  navigation:\n    root: { flow: onboarding.tutorial }\n")
        let result = try await run(
            sandbox,
            """
            tap Next
            expect That was fun!
            sh cp libOnboardingPlugin.so .next.so && mv .next.so libOnboardingPlugin.so
            wait reload
            expect Reloaded onboarding 1.0.0 (1 flow) in
            expect That was fun!
            back
            expect Welcome to Lasso!
            """)
        expectSuccess(result)
    }

    @Test func aConfigEditThatAddsATabKeepsTheStateOfTheOtherTabs() async throws {
        guard let sandbox = try counterApp(config: Self.tabsConfig(["Counter"])) else { return }
        try sandbox.write("next.yaml", Self.tabsConfig(["Counter", "Again"]))
        let result = try await run(
            sandbox,
            """
            tap +
            tap +
            sh cp next.yaml app.yaml
            wait reload
            expect Reloaded the config (1 screen kept state, 1 new)
            expect F2 Again
            expect Count: 2
            tab Again
            expect Count: 0
            """)
        expectSuccess(result)
    }

    @Test func aConfigEditWithAnErrorIsShownAndTheAppKeepsRunning() async throws {
        guard let sandbox = try counterApp() else { return }
        let result = try await run(
            sandbox,
            """
            tap +
            sh sed -i 's/counter.main/counter.mian/' app.yaml
            wait reload
            expect Config not reloaded, the app runs on: app.yaml:5:11: error:
            expect Count: 1
            tap +
            expect Count: 2
            """)
        expectSuccess(result)
    }

    @Test func theReloadKeysReloadOnDemandAndRestartFromTheConfig() async throws {
        guard let sandbox = try counterApp() else { return }
        let result = try await run(
            sandbox,
            """
            expect Ctrl-R reload
            tap +
            press ctrl-r
            wait reload
            expect Nothing to reload
            press alt-r
            wait reload
            expect Restarted from the config (state dropped)
            expect Count: 0
            """)
        expectSuccess(result)
    }

    @Test func overwritingALoadedPluginInPlaceDoesNotReachTheRunningApp() async throws {
        // Without --watch: the app keeps the copy it loaded (it used to crash at the next key).
        guard let sandbox = try counterApp() else { return }
        let script = try sandbox.write(
            "steps.script",
            """
            tap +
            \(replaceCounter(with: "CounterRetyped"))
            tap +
            tap +
            expect Count: 3
            """)
        let result = try await sandbox.run(["run", "app.yaml", "--script", script], inSandbox: true)
        expectSuccess(result)
    }

    @Test func aSessionSavedOnQuitIsRestoredAtTheNextStart() async throws {
        guard let sandbox = try counterApp(config: Self.tabsConfig(["One", "Two"])) else { return }
        let session = sandbox.path + "/saved.session"
        let first = try sandbox.write("first.script", "tab Two\ntap +\ntap +\ntap +\n")
        expectSuccess(
            try await sandbox.run(["run", "app.yaml", "--script", first, "--save-session", session], inSandbox: true))
        let second = try sandbox.write(
            "second.script",
            """
            expect Restored the session of
            expect (2 of 2 screens)
            expect [F2 Two]
            expect Count: 3
            tab One
            expect Count: 0
            """)
        expectSuccess(
            try await sandbox.run(
                ["run", "app.yaml", "--script", second, "--restore", session, "--size", "120x14"], inSandbox: true))
    }

    @Test func aDamagedSessionFileIsRefusedAndTheAppStartsFresh() async throws {
        guard let sandbox = try counterApp() else { return }
        let session = try sandbox.write("saved.session", #"{"format": "lasso-session", "version": 1, "screens": 3}"#)
        let script = try sandbox.write(
            "steps.script", "expect Starting fresh: the session file \(session) is damaged\nexpect Count: 0\n")
        expectSuccess(
            try await sandbox.run(
                ["run", "app.yaml", "--script", script, "--restore", session, "--size", "200x14"], inSandbox: true))
    }

    @Test func afterACrashTheNextStartOffersTheSessionAsItWasAfterTheLastStepAcrossTheSwap() async throws {
        guard let sandbox = try counterApp() else { return }
        let state = ["XDG_STATE_HOME": sandbox.path + "/state"]
        // The new version is swapped in, then the process dies (as a crash in its code would).
        let crashed = try await run(
            sandbox,
            """
            tap +
            tap +
            \(replaceCounter(with: "CounterNext"))
            wait reload
            tap +
            sh kill -9 $PPID
            """, environment: state)
        #expect(crashed.status == 128 + 9 || crashed.status == 9, "stderr: \(crashed.standardError)")
        let restored = try await run(
            sandbox,
            """
            expect The last run of this app ended without quitting
            expect Ctrl-O restore session
            press ctrl-o
            expect Restored the session of
            expect Total: 3
            """, environment: state)
        expectSuccess(restored)
        // The journal has the tap made on the new version too; a clean quit removes it: the
        // next start offers nothing.
        let clean = try await run(sandbox, "expect no ended without quitting\n", environment: state)
        expectSuccess(clean)
    }

    @Test(arguments: [
        ("exit", "plugin 'counter' exited during registration with status 0"),
        ("hang", "plugin 'counter' did not finish registering within 5 s in this process, which was ended"),
    ])
    func aNewVersionThatMisbehavesOnlyInTheAppEndsItAndTheNextRunOffersTheSessionBack(
        behaviour: String, error: String
    ) async throws {
        guard let sandbox = try counterApp() else { return }
        let state = ["XDG_STATE_HOME": sandbox.path + "/state"]
        // The new version registers fine in the scanner's child, then exits or hangs in the app:
        // the app ends (a hang after the scan time-out) and says why.
        let ended = try await run(
            sandbox,
            """
            tap +
            tap +
            \(replaceCounter(with: "HostOnlyFailing"))
            wait reload
            expect never reached
            """,
            environment: state.merging(["LASSO_FIXTURE_IN_HOST": behaviour, "LASSO_PLUGIN_SCAN_TIMEOUT": "5"]) { $1 })
        expectRefusal(
            ended, file: sandbox.path + "/libCounterPlugin.so",
            status: PluginLoadError.Kind.registrationCrashed.exitStatus, saying: error)
        // With the plugin fixed, the next run offers the state saved before the new version ran.
        try FileManager.default.removeItem(atPath: sandbox.path + "/libCounterPlugin.so")
        try sandbox.add(ShellRunner.plugin("Counter"))
        let restored = try await run(
            sandbox,
            """
            expect The last run of this app ended without quitting
            press ctrl-o
            expect Restored the session of
            expect Count: 2
            """, environment: state)
        expectSuccess(restored)
    }

    @Test func aNewVersionIsNeverRunUnexaminedWhenTheScannerCannotStart() async throws {
        guard let sandbox = try counterApp() else { return }
        // A shell of its own (the launcher and the runtime beside it), removed while the app runs:
        // the scanner's child, this very binary, can no longer be started.
        let shell = sandbox.path + "/bin/lasso-shell"
        try FileManager.default.createDirectory(
            atPath: sandbox.path + "/bin", withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        for file in ["lasso-shell", "libLassoRuntime.so"] {
            try FileManager.default.copyItem(
                atPath: ShellRunner.buildDirectory.appendingPathComponent(file).path,
                toPath: sandbox.path + "/bin/" + file)
        }
        let script = try sandbox.write(
            "steps.script",
            """
            tap +
            sh rm \(shell)
            \(replaceCounter(with: "CounterNext"))
            wait reload
            expect Reloaded counter 1.1.0
            \(replaceCounter(with: "CounterMigrating"))
            wait reload
            expect Reload of counter failed, the running version stays: the new version was not examined: cannot run the plugin scanner
            expect Total: 1
            """)
        // The first reload takes the child started ahead of time; the second needs a new one.
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: shell), ["run", "app.yaml", "--watch", "--script", script, "--size", "200x14"],
            environment: ["LASSO_PLUGIN_CACHE": sandbox.path + "/scan.cache"],
            directory: URL(fileURLWithPath: sandbox.path),
            timeout: Patience.seconds)
        #expect(
            result.status == 0 && !result.timedOut,
            "stdout:\n\(result.standardOutput)\nstderr:\n\(result.standardError)")
    }

    @Test func aSavedSourceFileRebuildsThePluginAndACompileErrorKeepsTheRunningVersion() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        // A package whose `swift` is a stand-in: its build "compiles" View.swift (a BROKEN
        // line is an error, else it links the next version of the counter).
        let swift = try sandbox.sourcePackage(
            buildSteps: """
                  echo "[1/2] Compiling CounterPlugin View.swift"
                  if grep -q BROKEN "$root/Sources/CounterPlugin/View.swift"; then
                    echo "$root/Sources/CounterPlugin/View.swift:2:1: error: cannot find 'BROKEN' in scope"
                    echo "$root/Sources/CounterPlugin/View.swift:3:1: error: second problem"
                    exit 1
                  fi
                  echo "[2/2] Linking libCounterPlugin.so"
                  cp "$NEXT_BUILD" "$root/.build/debug/libCounterPlugin.so"
                """)
        let script = try sandbox.write(
            "steps.script",
            """
            wait reload
            expect Watching the sources of 1 plugin (1 folder)
            tap +
            sh echo '// an edit' >> pkg/Sources/CounterPlugin/View.swift
            wait reload
            expect Rebuilt and reloaded counter 1.1.0 (1 screen, state kept) in
            expect Total: 1
            sh echo BROKEN >> pkg/Sources/CounterPlugin/View.swift
            wait reload
            expect Build of CounterPlugin failed, the running version stays (Ctrl-G shows the 2 errors whole): Sources/CounterPlugin/View.swift:2:1: error: cannot find 'BROKEN' in scope
            press ctrl-g
            expect Build of CounterPlugin failed: 2 errors
            expect Sources/CounterPlugin/View.swift:3:1: error: second problem
            press escape
            expect no second problem
            tap +
            expect Total: 2
            """)
        let result = try await sandbox.run(
            ["run", "pkg/app.yaml", "--watch", "--watch-sources", "--script", script, "--size", "220x14"],
            inSandbox: true, environment: ["SWIFT": swift, "NEXT_BUILD": ShellRunner.fixture("CounterNext")]
        )
        expectSuccess(result)
    }

    /// Three saves while a build runs: the status line follows each build to its end and ends
    /// on the last build's outcome, never on a progress line or an older build's result. The
    /// first build holds until the script writes into a FIFO (no sleeps: every step waits on
    /// what it needs: the build's start, each reload event).
    @Test func savesDuringABuildEndOnTheLastBuildsOutcome() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let swift = try sandbox.sourcePackage(
            buildSteps: """
                  source="$root/Sources/CounterPlugin/View.swift"
                  cp "$source" "$root/compiled.swift"
                  echo "[1/2] Compiling CounterPlugin View.swift"
                  if [ ! -e "$root/held" ]; then
                    touch "$root/held"
                    echo started > "$root/started"
                    read go < "$root/gate"
                  fi
                  if grep -q BROKEN "$root/compiled.swift"; then
                    echo "$source:4:1: error: cannot find 'BROKEN' in scope"
                    exit 1
                  fi
                  echo "[2/2] Linking libCounterPlugin.so"
                  cp "$NEXT_BUILD" "$root/.build/debug/libCounterPlugin.so"
                """)
        // The first build says it started into one FIFO and holds until the script writes into the other.
        try #require(mkfifo(sandbox.path + "/pkg/started", 0o600) == 0)
        try #require(mkfifo(sandbox.path + "/pkg/gate", 0o600) == 0)
        let script = try sandbox.write(
            "steps.script",
            """
            wait reload
            expect Watching the sources of 1 plugin (1 folder)
            sh echo '// save 1' >> pkg/Sources/CounterPlugin/View.swift
            sh read started < pkg/started
            sh echo '// save 2' >> pkg/Sources/CounterPlugin/View.swift
            sh echo '// save 3' >> pkg/Sources/CounterPlugin/View.swift
            sh echo BROKEN >> pkg/Sources/CounterPlugin/View.swift
            sh echo go > pkg/gate
            wait reload
            expect Total: 0
            wait reload
            wait idle
            snapshot end
            """)
        let result = try await sandbox.run(
            ["run", "pkg/app.yaml", "--watch", "--watch-sources", "--script", script, "--size", "220x14"],
            inSandbox: true, environment: ["SWIFT": swift, "NEXT_BUILD": ShellRunner.fixture("CounterNext")]
        )
        expectSuccess(result)
        let rule = result.standardOutput.split(separator: "\n").last { $0.hasPrefix("─") }.map(String.init) ?? ""
        #expect(
            rule.hasPrefix(
                "─ Build of CounterPlugin failed, the running version stays (Ctrl-G shows the error whole): Sources/CounterPlugin/View.swift:4:1: error: cannot find 'BROKEN' in scope "
            ), "the status line: \(rule)")
    }

    static func tabsConfig(_ titles: [String]) -> String {
        """
        lasso: 1
        plugins:
          - dir: .
        root:
          tabs:
        \(titles.map { "    - { title: \($0), screen: counter.main }" }.joined(separator: "\n"))
        """
    }
}

/// `run --watch` in a real terminal: real key presses before and after a plugin file is
/// replaced from outside the app.
@Suite("Live reload in a real terminal", .serialized)
struct LiveReloadTerminalTests {
    @Test func aPluginReplacedFromOutsideTakesOverWithTheFocusAndCountKept() async throws {
        guard ShellRunner.requireBuild() else { return }
        try #require(TmuxSession.isAvailable, "tmux is missing: apt-get install tmux (.ci/run does)")
        let sandbox = try PluginSandbox()
        let plugin = try sandbox.add(ShellRunner.plugin("Counter"))
        try sandbox.write("app.yaml", LiveReloadTests.counterConfig)
        let session = try TmuxSession(
            width: 100, height: 20, directory: URL(fileURLWithPath: sandbox.path),
            environment: ["LASSO_PLUGIN_CACHE": sandbox.cache])
        try session.type("\(ShellRunner.buildDirectory.path)/lasso-shell run app.yaml --watch")
        try session.send("Enter")
        try await session.waitForScreen("the counter") { $0.contains("Count: 0") && $0.contains("Ctrl-R reload") }
        try session.send("Tab")
        try session.send("Enter")
        try await session.waitForScreen("the count after Enter on +") { $0.contains("Count: 1") }

        let next = try Data(contentsOf: URL(fileURLWithPath: ShellRunner.fixture("CounterNext")))
        try next.write(to: URL(fileURLWithPath: plugin))
        // The report may be on screen only for a moment (on a loaded machine a late event of the
        // same write can replace it): seen once is enough, with the new version showing.
        var sawReport = false
        try await session.waitForScreen(timeout: Patience.seconds, "the new version") { screen in
            sawReport = sawReport || screen.contains("Reloaded counter 1.1.0 (1 screen, state kept)")
            return sawReport && screen.contains("Total: 1")
        }
        try session.send("Enter")
        try await session.waitForScreen("the new version counting, focus still on +") { $0.contains("Total: 2") }

        try session.send("C-r")
        try await session.waitForScreen("the answer to Ctrl-R") { $0.contains("Nothing to reload") }
        try session.send("C-c")
        try await session.waitForScreen("the shell prompt") { !$0.contains("Ctrl-R reload") }
    }

    @Test func aNewVersionHangingOnlyInTheAppEndsItWithTheTerminalRestoredAndTheCountOfferedBack() async throws {
        guard ShellRunner.requireBuild() else { return }
        try #require(TmuxSession.isAvailable, "tmux is missing: apt-get install tmux (.ci/run does)")
        let sandbox = try PluginSandbox()
        let plugin = try sandbox.add(ShellRunner.plugin("Counter"))
        try sandbox.write("app.yaml", LiveReloadTests.counterConfig)
        let session = try TmuxSession(
            width: 100, height: 20, directory: URL(fileURLWithPath: sandbox.path),
            environment: [
                "LASSO_PLUGIN_CACHE": sandbox.cache, "XDG_STATE_HOME": sandbox.path + "/state",
                "LASSO_FIXTURE_IN_HOST": "hang", "LASSO_PLUGIN_SCAN_TIMEOUT": "5",
            ])
        let shell = "\(ShellRunner.buildDirectory.path)/lasso-shell run app.yaml --watch"
        try session.type(shell + "; echo STATUS-$?")
        try session.send("Enter")
        try await session.waitForScreen("the counter") { $0.contains("Count: 0") && $0.contains("Ctrl-R reload") }
        try session.send("Tab")
        try session.send("Enter")
        try await session.waitForScreen("the count after Enter on +") { $0.contains("Count: 1") }

        // Fine in the scanner's child, it hangs registering in the app: after the scan time-out the
        // app ends on a terminal given back, saying why.
        let next = try Data(contentsOf: URL(fileURLWithPath: ShellRunner.fixture("HostOnlyFailing")))
        try next.write(to: URL(fileURLWithPath: plugin))
        try await session.waitForScreen("the app ended") { $0.contains("STATUS-20") }
        let screen = try session.screen(joiningWrappedLines: true)
        #expect(screen.contains("did not finish registering within 5 s in this process, which was ended"), "\(screen)")
        #expect(!screen.contains("Ctrl-R reload"), "the app's screen is still shown: \(screen)")

        try session.type("stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo)$' | tr '\\n' ' '; echo STTY-$((40+2))")
        try session.send("Enter")
        try await session.waitForScreen("stty's answer") { $0.contains("STTY-42") }
        let answer = try session.screen().split(separator: "\n").first { $0.contains("STTY-42") }.map(String.init) ?? ""
        #expect(answer.hasPrefix("icanon echo STTY-42"), "raw mode was not undone: \(answer)")

        // Fixed, the next run offers the count back.
        try FileManager.default.removeItem(atPath: plugin)
        try sandbox.add(ShellRunner.plugin("Counter"))
        try session.send("C-l")
        try session.type(shell)
        try session.send("Enter")
        try await session.waitForScreen("the offer") { $0.contains("The last run of this app ended without quitting") }
        try session.send("C-o")
        try await session.waitForScreen("the count restored") { $0.contains("Count: 1") }
        try session.send("C-c")
        try await session.waitForScreen("the shell prompt") { !$0.contains("Ctrl-R reload") }
    }
}
