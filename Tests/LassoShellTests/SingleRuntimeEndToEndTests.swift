import Foundation
import LassoPlugin
import LassoPluginHost
import TestServers
import Testing

/// The packaging promise: lasso-shell and every plugin share ONE copy of the runtime, so a
/// plugin's registrations land in the host's registry and the host's `is`/`as?` checks against
/// runtime protocols succeed on the plugin's types.
@Suite("Single runtime, end to end")
struct SingleRuntimeEndToEndTests {
    @Test func shellPrintsItsVersion() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput
                == "lasso-shell \(RuntimeRelease.version) (plugin ABI \(PluginABI.major).\(PluginABI.minor), runtime \(RuntimeRelease.stamp))\n"
        )
        #expect(result.standardOutput.contains("plugin ABI 1.5"))
    }

    @Test func shellHelpListsThePluginsCommand() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("plugins"))
    }

    @Test func pluginRegistrationIsSeenByTheHostRegistryAndItsCasts() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["plugins", "inspect", ShellRunner.plugin("Counter")])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let output = result.standardOutput
        #expect(output.contains("plugin counter 1.0.0"))
        #expect(output.contains("counter.main: screen CounterFeature.CounterScreenModule"))
        #expect(output.contains("parameters: count, keptAs, limit, title"))
        #expect(output.contains("outputs: didReachLimit"))
        // Both checks fail when the plugin carries its own copy of the runtime.
        #expect(output.contains("host sees: ScreenModule=true, store is IntrospectableStore=true, state Codable=true"))
    }

    @Test func pluginLinksTheSharedRuntimeLibraryInsteadOfACopy() async throws {
        guard ShellRunner.requireBuild() else { return }
        let plugin = ShellRunner.plugin("Counter")
        let ldd = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/ldd"), [plugin], timeout: Patience.seconds)
        #expect(ldd.standardOutput.contains("libLassoRuntime.so"))
    }

    @Test func missingPluginFileIsAClearErrorWithItsOwnExitStatus() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["plugins", "inspect", "/no/such/libMissingPlugin.so"])
        #expect(result.status == 10)
        #expect(result.standardError.contains("/no/such/libMissingPlugin.so: error: no such plugin file"))
        #expect(result.standardError.contains("hint:"))
    }
}
