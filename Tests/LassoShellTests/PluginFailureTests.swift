import Foundation
import LassoDigest
import LassoPlugin
import LassoPluginHost
import Testing

/// Every way a plugin can fail to load, end to end through the real `lasso-shell`: one clear line
/// naming the file and the fix, a distinct exit status, and never a crash of the host.
@Suite("Plugin failures, end to end")
struct PluginFailureTests {
    func status(_ kind: PluginLoadError.Kind) -> Int32 { kind.exitStatus }

    @Test(arguments: [["validate"], ["inspect"], ["run", "--dump"]])
    func aPluginThatFailsToLoadStopsAConfigCommandWithItsOwnStatus(command: [String]) async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.fixture("StaleSwift"), as: "libCounterPlugin.so")
        let config = try sandbox.write("app.yaml", "lasso: 1\nplugins:\n  - dir: .\nroot: { screen: counter.main }\n")
        let result = try await sandbox.run([command[0], config] + command.dropFirst())
        #expect(result.status == 15, "stderr: \(result.standardError)")
        #expect(result.standardError.contains("incompatible plugin: built against Lasso runtime 0.9.0"))
    }

    @Test func killingTheHostWhileAScanRunsEndsTheScanToo() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = try sandbox.add(ShellRunner.fixture("HangingRegistration"))
        let host = Process()
        host.executableURL = ShellRunner.buildDirectory.appendingPathComponent("lasso-shell")
        host.arguments = ["plugins", "verify", library]
        host.environment = ProcessInfo.processInfo.environment.merging([
            "LASSO_PLUGIN_SCAN_TIMEOUT": "120", "LASSO_PLUGIN_CACHE": sandbox.cache,
        ]) { _, new in new }
        host.standardOutput = FileHandle.nullDevice
        host.standardError = FileHandle.nullDevice
        try host.run()
        defer { if host.isRunning { kill(host.processIdentifier, SIGKILL) } }
        let child = try #require(
            await waitFor("the scan child of \(host.processIdentifier)") {
                Self.children(of: host.processIdentifier).first
            })
        kill(host.processIdentifier, SIGKILL)
        #expect(await waitFor("the scan child \(child) to end") { Self.isRunning(child) ? nil : true } == true)
    }

    /// Polls `value` until it is not nil, for up to ``Patience/seconds`` (a process starting or
    /// ending, which nothing here can be told of), sleeping as a task between looks so no thread
    /// is held.
    private func waitFor<T>(_ what: String, _ value: () -> T?) async -> T? {
        let deadline = Date().addingTimeInterval(Patience.seconds)
        while Date() < deadline {
            if let found = value() { return found }
            try? await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("timed out waiting for \(what)")
        return nil
    }

    /// The processes whose parent is `parent`.
    private static func children(of parent: Int32) -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry -> Int32? in
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && Int32(fields[1]) == parent ? pid : nil
        }
    }

    /// Whether `pid` is a live process (not gone, not a zombie).
    private static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    @Test func aPluginThatCallsExitWhileRegisteringIsAFailureNamedAsSuchNotASuccess() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = try sandbox.add(ShellRunner.fixture("ExitingRegistration"))
        let result = try await sandbox.run(["plugins", "verify", library])
        expectRefusal(
            result, file: library, status: status(.registrationCrashed),
            saying: "plugin 'quitter' exited during registration with status 0"
        )
    }

    @Test func aPluginWhoseExitHandlerHangsIsSaidToHaveRegisteredAndThenNotEnded() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = try sandbox.add(ShellRunner.fixture("AtExitHanging"))
        let result = try await sandbox.run(
            ["plugins", "verify", library], environment: ["LASSO_PLUGIN_SCAN_TIMEOUT": "5"])
        expectRefusal(
            result, file: library, status: status(.registrationCrashed),
            saying:
                "registered, then its process did not end within 5 s and was killed: code that runs at exit (in an atexit handler or a library destructor the plugin left behind) did not return; the plugin was skipped"
        )
        #expect(!result.standardError.contains("did not finish registering"))
    }

    @Test func aProcessAPluginStartsWhileRegisteringEndsWithTheScan() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = try sandbox.add(ShellRunner.fixture("ForkingRegistration"))
        let pidFile = sandbox.path + "/helper.pid"
        let result = try await sandbox.run(
            ["plugins", "verify", library], environment: ["LASSO_FIXTURE_PID_FILE": pidFile])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let helper = try #require(
            Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(helper, SIGKILL) }
        // SIGKILL is delivered at once, but the process ends a moment later: wait for that event.
        #expect(
            await waitFor("the plugin's helper process \(helper) to end") { Self.isRunning(helper) ? nil : true }
                == true)
    }

    @Test(arguments: [("return", 0), ("crash", 20), ("hang", 20)])
    func aProcessAPluginDetachesIntoASessionOfItsOwnWhileRegisteringEndsWithTheScan(then: String, status: Int32)
        async throws
    {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = try sandbox.add(ShellRunner.fixture("DetachingRegistration"))
        let pidFile = sandbox.path + "/daemon.pid"
        let result = try await sandbox.run(
            ["plugins", "verify", library],
            environment: ["LASSO_FIXTURE_PID_FILE": pidFile, "LASSO_FIXTURE_THEN": then].merging(
                then == "hang" ? ["LASSO_PLUGIN_SCAN_TIMEOUT": "5"] : [:]
            ) { own, _ in own })
        #expect(result.status == status, "stderr: \(result.standardError)")
        let daemon = try #require(
            Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        defer { kill(daemon, SIGKILL) }
        // Ended and reaped by the scan child before it reported: gone once verify has printed.
        #expect(!Self.isRunning(daemon), "the plugin's detached process \(daemon) outlived the scan")
    }

    @Test func aLibraryForAnotherMachineIsRefusedNamingItsArchitecture() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ShellRunner.plugin("Counter"))))
        (bytes[18], bytes[19]) = (183, 0)  // e_machine: aarch64
        let library = sandbox.path + "/libArm.so"
        try Data(bytes).write(to: URL(fileURLWithPath: library))
        let result = try await sandbox.run(["plugins", "inspect", library])
        expectRefusal(result, file: library, status: 11, saying: "built for aarch64, not for this machine (x86_64)")
    }

    @Test func aSymlinkLoopIsRefusedAsALoop() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        try FileManager.default.createSymbolicLink(atPath: sandbox.path + "/libA.so", withDestinationPath: "libB.so")
        try FileManager.default.createSymbolicLink(atPath: sandbox.path + "/libB.so", withDestinationPath: "libA.so")
        let result = try await sandbox.run(["plugins", "inspect", sandbox.path + "/libA.so"])
        expectRefusal(result, file: sandbox.path + "/libA.so", status: 10, saying: "the symlink is a loop")
    }

    @Test func fileMissing() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let ghost = sandbox.path + "/libGhostPlugin.so"
        expectRefusal(
            try await sandbox.run(["plugins", "verify", ghost]), file: ghost, status: 10, saying: "no such plugin file")
        expectRefusal(
            try await sandbox.run(["plugins", "inspect", ghost]), file: ghost, status: status(.fileMissing),
            saying: "no such plugin file")
    }

    @Test func notASharedObject() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let text = try sandbox.write("libTextPlugin.so", "just some text\n")
        expectRefusal(
            try await sandbox.run(["plugins", "verify", text]), file: text, status: 11, saying: "not a shared object")
        expectRefusal(
            try await sandbox.run(["plugins", "inspect", text]), file: text, status: 11, saying: "not a shared object")
    }

    @Test func notALassoPlugin() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = ShellRunner.fixture("NotAPlugin")
        let result = try await sandbox.run(["plugins", "verify", library])
        expectRefusal(
            result, file: library, status: 12,
            saying: "not a Lasso plugin: it exports no lasso_plugin_describe function")
        #expect(result.standardError.contains("@_cdecl(\"lasso_plugin_describe\")"))
    }

    @Test func badMagic() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = ShellRunner.fixture("BadMagic")
        expectRefusal(
            try await sandbox.run(["plugins", "verify", library]), file: library, status: 13,
            saying: "bad descriptor magic 0x12345678 (expected 0x4C53534F)")
    }

    @Test func abiMajorMismatchShowsBothVersions() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = ShellRunner.fixture("AbiMajor")
        let result = try await sandbox.run(["plugins", "verify", library])
        expectRefusal(
            result, file: library, status: 14,
            saying:
                "plugin ABI \(PluginABI.major + 1).\(PluginABI.minor) does not match host ABI \(PluginABI.major).\(PluginABI.minor)"
        )
        #expect(result.standardError.contains("rebuild the plugin"))
    }

    @Test func aCPluginRecordingNoReleaseIsRefusedSayingToRebuildIt() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = ShellRunner.fixture("StaleRuntime")
        let result = try await sandbox.run(["plugins", "verify", library])
        expectRefusal(
            result, file: library, status: 15,
            saying:
                "incompatible plugin: it records runtime 'lasso-runtime-stale', not a Lasso runtime release this host can check (this host runs \(RuntimeRelease.version))"
        )
        #expect(result.standardError.contains("(hint: rebuild the plugin against runtime \(RuntimeRelease.version))"))
    }

    /// The StaleSwift fixture records what `LASSO_FIXTURE_STAMP` says, posing as plugins built
    /// elsewhere; each is refused with status 15, naming what does not fit.
    @Test(arguments: [
        (
            "lasso-runtime-0.9.0+swift-\(RuntimeRelease.compiler)",
            "built against Lasso runtime 0.9.0, this host runs \(RuntimeRelease.version); a plugin loads only into a runtime of its own major version"
        ),
        (
            "lasso-runtime-\(RuntimeRelease.version.major).\(RuntimeRelease.version.minor + 1).0+swift-\(RuntimeRelease.compiler)",
            "built against Lasso runtime \(RuntimeRelease.version.major).\(RuntimeRelease.version.minor + 1).0, newer than this host's \(RuntimeRelease.version)"
        ),
        (
            "\(RuntimeRelease.cHeader)+swift-5.10.1",
            "built with Swift 5.10.1, this host with Swift \(RuntimeRelease.compiler); Swift's standard library is not ABI-stable on Linux"
        ),
        (
            "\(RuntimeRelease.stamp).fragile",
            "was built with library evolution, while the plugin was built against a runtime without it"
        ),
    ])
    func aSwiftPluginBuiltAgainstAnIncompatibleRuntimeIsRefusedNamingBoth(stamp: String, saying: String) async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = ShellRunner.fixture("StaleSwift")
        let result = try await sandbox.run(["plugins", "verify", library], environment: ["LASSO_FIXTURE_STAMP": stamp])
        expectRefusal(result, file: library, status: 15, saying: "incompatible plugin: ")
        #expect(result.standardError.contains(saying), "\(result.standardError)")
    }

    @Test func swiftModulesFromAPluginRecordingOnlyTheCHeaderAreRefused() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = ShellRunner.fixture("CHeaderSwift")
        let result = try await sandbox.run(["plugins", "verify", library])
        expectRefusal(
            result, file: library, status: 15,
            saying:
                "plugin 'c-header-swift' failed to register: Swift module 'blank' was refused: the plugin records only the C header's release '\(RuntimeRelease.cHeader)'"
        )
    }

    @Test func samplePluginsRecordTheHostsRuntimeAndCompiler() async throws {
        guard ShellRunner.requireBuild() else { return }
        let version = try await ShellRunner.run(["--version"])
        #expect(version.standardOutput.contains("runtime \(RuntimeRelease.stamp))"))
        for name in ["Auth", "Onboarding", "Contacts", "Counter", "Settings"] {
            let inspected = try await ShellRunner.run(["plugins", "inspect", ShellRunner.plugin(name)])
            #expect(inspected.status == 0, "\(name): \(inspected.standardError)")
            #expect(inspected.standardOutput.contains("  runtime: \(RuntimeRelease.stamp)\n"), "\(name)")
        }
        let units = try await ShellRunner.run(["plugins", "inspect", ShellRunner.plugin("Units")])
        #expect(units.standardOutput.contains("  runtime: \(RuntimeRelease.cHeader)\n"))
    }

    @Test func invalidDescriptorName() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = ShellRunner.fixture("BadName")
        expectRefusal(
            try await sandbox.run(["plugins", "verify", library]), file: library, status: 16,
            saying: "invalid plugin name 'Bad Name!'")
    }

    @Test func invalidDescriptorVersion() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = ShellRunner.fixture("BadVersion")
        expectRefusal(
            try await sandbox.run(["plugins", "verify", library]), file: library, status: 16,
            saying: "has version 'one.two', which is not MAJOR.MINOR.PATCH")
    }

    @Test func duplicatePluginName() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let first = ShellRunner.fixture("Twin")
        let second = ShellRunner.fixture("TwinAgain")
        #expect(try await sandbox.run(["plugins", "verify", second]).status == 0)
        let result = try await sandbox.run(["plugins", "inspect", first, second])
        expectRefusal(result, file: second, status: 17, saying: "plugin 'twin' is already provided by \(first)")
        #expect(result.standardOutput.contains("plugin twin 1.0.0"))
    }

    @Test func duplicateModuleName() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = ShellRunner.fixture("DuplicateModule")
        expectRefusal(
            try await sandbox.run(["plugins", "verify", library]), file: library, status: 18,
            saying: "module 'duplicates.same' is registered twice")
        expectRefusal(
            try await sandbox.run(["plugins", "inspect", library]), file: library, status: 18,
            saying: "module 'duplicates.same' is registered twice")
    }

    @Test func registrationReturningFailure() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = ShellRunner.fixture("FailingRegistration")
        expectRefusal(
            try await sandbox.run(["plugins", "verify", library]), file: library, status: 19,
            saying: "plugin 'failing' failed to register: the fixture database is not reachable")
    }

    @Test func registrationCrashingWithSIGSEGVIsReportedAndSkipped() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = ShellRunner.fixture("CrashingRegistration")
        let crash = "crashed with SIGSEGV while registering; the plugin was skipped"
        let verify = try await sandbox.run(["plugins", "verify", library])
        expectRefusal(verify, file: library, status: 20, saying: crash)
        // The hint reruns the shell's own scan command on the plugin the user named.
        #expect(verify.standardError.contains("to debug: gdb --args /"), "\(verify.standardError)")
        #expect(verify.standardError.contains("lasso-shell plugins __scan \(library))"), "\(verify.standardError)")
        // inspect would load it into the host: it is examined in a child first, so the host survives.
        expectRefusal(try await sandbox.run(["plugins", "inspect", library]), file: library, status: 20, saying: crash)
    }

    @Test func registrationThatHangsIsKilledAfterTheScanTimeoutAndSkipped() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = try sandbox.add(ShellRunner.fixture("HangingRegistration"))
        let counter = try sandbox.add(ShellRunner.plugin("Counter"))
        let hang = "did not finish registering within 5 s and was killed; the plugin was skipped"
        // Long enough for the child to reach registration on a busy machine or a sanitizer build
        // (where it takes over 1 s): the time-out then always strikes while registering.
        let quickly = ["LASSO_PLUGIN_SCAN_TIMEOUT": "5"]
        expectRefusal(
            try await sandbox.run(["plugins", "verify", library], environment: quickly), file: library, status: 20,
            saying: hang)
        // The verdict is cached, so the next start does not wait on the plugin again, and the
        // host lists the plugins next to it as usual.
        let list = try await sandbox.run(["plugins", "list", "--verbose", sandbox.path], environment: quickly)
        #expect(list.status == 0, "stderr: \(list.standardError)")
        #expect(list.standardError.contains("note: cached \(library)"))
        #expect(list.standardOutput.contains("\(library): sleeper 1.0.0: crashed: \(hang)"))
        #expect(list.standardOutput.contains("\(counter): counter 1.0.0, 1 module: ok"))
    }

    @Test func aTimedOutPluginIsExaminedAgainUnderALongerScanTimeout() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = try sandbox.add(ShellRunner.fixture("HangingRegistration"))
        // Both long enough for the child to reach registration on a busy machine.
        let quickly = ["LASSO_PLUGIN_SCAN_TIMEOUT": "5"]
        let patiently = ["LASSO_PLUGIN_SCAN_TIMEOUT": "8"]
        expectRefusal(
            try await sandbox.run(["plugins", "verify", library], environment: quickly), file: library, status: 20,
            saying: "within 5 s and was killed")
        // A user who raises the time-out for a slow plugin gets it examined again, not the verdict
        // it got under the shorter one.
        let longer = try await sandbox.run(["plugins", "list", "--verbose", sandbox.path], environment: patiently)
        #expect(longer.status == 0, "stderr: \(longer.standardError)")
        #expect(longer.standardError.contains("note: scanned \(library)"))
        #expect(!longer.standardError.contains("note: cached \(library)"))
        #expect(
            longer.standardOutput.contains(
                "\(library): sleeper 1.0.0: crashed: did not finish registering within 8 s and was killed"))
        // That new verdict replaced the old one: the same time-out again reuses it.
        let again = try await sandbox.run(["plugins", "list", "--verbose", sandbox.path], environment: patiently)
        #expect(again.standardError.contains("note: cached \(library)"))
        #expect(again.standardOutput.contains("within 8 s and was killed"))
    }

    @Test(arguments: ["soon", "1e308", "0x10", "inf", "nan", "-1", "0", "601", "0.01", " 5", "5s"])
    func aScanTimeoutThatIsNotPlainDecimalSecondsInItsRangeIsRefusedWithAWarning(value: String) async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let counter = try sandbox.add(ShellRunner.plugin("Counter"))
        let result = try await sandbox.run(
            ["plugins", "verify", counter], environment: ["LASSO_PLUGIN_SCAN_TIMEOUT": value])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(
            result.standardError.contains(
                "warning: LASSO_PLUGIN_SCAN_TIMEOUT is '\(value)', not plain decimal seconds from 0.1 to 600 seconds; using 30"
            ), "stderr: \(result.standardError)")
    }

    @Test func swiftRegistrationThatTrapsIsReportedAndSkipped() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let library = ShellRunner.fixture("TrappingRegistration")
        let result = try await sandbox.run(["plugins", "inspect", library])
        expectRefusal(result, file: library, status: 20, saying: "while registering; the plugin was skipped")
        #expect(
            result.standardError.contains("crashed with SIGILL")
                || result.standardError.contains("crashed with SIGTRAP"))
    }

    @Test func fileWritableByOthersIsUntrusted() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let plugin = try sandbox.add(ShellRunner.plugin("Counter"))
        try sandbox.chmod(plugin, 0o775)
        let result = try await sandbox.run(["plugins", "verify", plugin])
        expectRefusal(
            result, file: plugin, status: 21, saying: "the plugin file is writable by group or others (mode 0775)")
        #expect(result.standardError.contains("(hint: chmod go-w \(plugin))"))
        expectRefusal(
            try await sandbox.run(["plugins", "inspect", plugin]), file: plugin, status: 21,
            saying: "writable by group or others")
    }

    @Test func directoryWritableByOthersIsUntrusted() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let plugin = try sandbox.add(ShellRunner.plugin("Counter"))
        try sandbox.chmod(sandbox.path, 0o777)
        let result = try await sandbox.run(["plugins", "verify", plugin])
        expectRefusal(
            result, file: plugin, status: 21,
            saying: "its directory \(sandbox.path) is writable by group or others (mode 0777)")
        #expect(result.standardError.contains("chmod go-w \(sandbox.path)"))
    }

    @Test func symlinkOutOfThePluginDirectoryIsUntrusted() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let link = sandbox.path + "/libCounterPlugin.so"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: ShellRunner.plugin("Counter"))
        expectRefusal(
            try await sandbox.run(["plugins", "verify", link]), file: link, status: 21,
            saying: "the symlink leads out of its directory \(sandbox.path)")
    }

    @Test func pinnedDigestMismatchShowsBothDigests() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let plugin = ShellRunner.plugin("Counter")
        let actual = try SHA256.hexDigest(ofFileAt: plugin)
        let pinned = String(repeating: "0", count: 64)
        let result = try await sandbox.run(["plugins", "verify", "--sha256", pinned, plugin])
        expectRefusal(
            result, file: plugin, status: 22, saying: "SHA-256 digest mismatch: pinned \(pinned), file has \(actual)")
        #expect(try await sandbox.run(["plugins", "verify", "--sha256", actual, plugin]).status == 0)
    }

    /// A folder for `LD_LIBRARY_PATH` in which both names the host opens libcrypto by lead to a
    /// library without libcrypto's functions (the C library, which every process has mapped).
    private func folderWithoutLibcrypto(in sandbox: PluginSandbox) throws -> String {
        // Read to the end: /proc files report a size of 0.
        let mapsData = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd() ?? Data()
        let maps = String(decoding: mapsData, as: UTF8.self)
        let mappedFiles = maps.split(separator: "\n").compactMap { $0.split(separator: " ").last }
        let libc = try #require(mappedFiles.first { $0.hasSuffix("/libc.so.6") })
        let folder = (sandbox.path as NSString).deletingLastPathComponent + "/no-crypto"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in ["libcrypto.so.3", "libcrypto.so"] {
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: String(libc))
        }
        return folder
    }

    /// Without libcrypto the shell crashed (status 132) where it hashed a plugin.
    @Test func aPinThatCannotBeCheckedWithoutLibcryptoIsRefusedSayingWhatToInstall() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let plugin = ShellRunner.plugin("Counter")
        let result = try await sandbox.run(
            ["plugins", "verify", "--sha256", String(repeating: "0", count: 64), plugin],
            environment: ["LD_LIBRARY_PATH": try folderWithoutLibcrypto(in: sandbox)])
        expectRefusal(
            result, file: plugin, status: 22,
            saying: "cannot hash the plugin: SHA-256 needs libcrypto (libcrypto.so.3), which cannot be loaded (hint: ")
        #expect(result.standardError.contains("apt-get install libssl3"), "stderr: \(result.standardError)")
    }

    @Test func withoutLibcryptoTheAppRunsAndSaysOnceThatTheScanCacheKeepsNoVerdicts() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.plugin("Counter"))
        try sandbox.add(ShellRunner.plugin("Contacts"))
        try sandbox.write("app.yaml", "lasso: 1\nplugins:\n  - dir: .\nroot: { screen: counter.main }\n")
        let script = try sandbox.write("steps.script", "wait idle\n")
        let result = try await sandbox.run(
            ["run", "app.yaml", "--script", script], inSandbox: true,
            environment: ["LD_LIBRARY_PATH": try folderWithoutLibcrypto(in: sandbox)])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let warning =
            "warning: the plugin scan cache keeps no verdicts: cannot hash the plugin: SHA-256 needs libcrypto"
        #expect(result.standardError.components(separatedBy: warning).count == 2, "once: \(result.standardError)")
    }
}
