import Foundation
import LassoPlugin
import LassoPluginHost
import TestServers
import Testing

/// The C plugin path end to end: the real `lasso-shell` loads plugins written in C, shows their
/// typed screens like Swift ones, runs them next to Swift screens in one app, and refuses a
/// malformed or unsupported signature at load, naming the plugin and the offending text.
@Suite("C plugins, end to end")
struct CPluginTests {
    /// A library the Plugins package built: `library("UnitsPlugin")` → `libUnitsPlugin.so`.
    private static func library(_ name: String) -> String {
        ShellRunner.buildDirectory.appendingPathComponent("lib\(name).so").path
    }

    @Test func inspectShowsTheUnitsScreenWithItsParametersAndOutputs() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["plugins", "inspect", Self.library("UnitsPlugin")])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let output = result.standardOutput
        #expect(output.contains("plugin units 1.0.0"))
        #expect(output.contains("summary: A unit converter (length, mass, temperature) written in C"))
        #expect(output.contains("abi: 1.5"))
        #expect(output.contains("units.main: screen LassoPluginHost.CScreenModule"))
        #expect(output.contains("context: any"))
        #expect(
            output.contains(
                "parameters: amount, amount_text, conversions, error, from_label, from_unit, history, picked, precise, result, result_text, results, to_label, to_unit"
            )
        )
        #expect(output.contains("outputs: converted, milestone, invalid_input"))
        #expect(output.contains("host sees: ScreenModule=true, store is IntrospectableStore=true, state Codable=true"))
    }

    @Test func inspectShowsTheEchoFixtureWithEveryOutput() async throws {
        guard ShellRunner.requireBuild() else { return }
        let result = try await ShellRunner.run(["plugins", "inspect", Self.library("CEchoFixture")])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput.contains("cecho.echo: screen LassoPluginHost.CScreenModule"))
        #expect(result.standardOutput.contains("parameters: calls, f64, flag, i32, i64, text"))
        #expect(
            result.standardOutput.contains(
                "outputs: got_i32, got_i64, got_f64, got_bool, got_str, all, pair, many, pong, misuse, calls"))
    }

    @Test func aCPluginNeedsNoCopyOfTheSwiftRuntimeLibrary() async throws {
        guard ShellRunner.requireBuild() else { return }
        let ldd = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/ldd"), [Self.library("UnitsPlugin")], timeout: Patience.seconds)
        #expect(ldd.status == 0)
        #expect(
            !ldd.standardOutput.contains("libLassoRuntime.so"), "a C plugin talks to the host through the C tables only"
        )
    }

    @Test func malformedSignatureIsRefusedAtLoadNamingThePluginAndTheText() async throws {
        guard ShellRunner.requireBuild() else { return }
        let path = Self.library("CBadSignatureFixture")
        let result = try await ShellRunner.run(["plugins", "inspect", path])
        #expect(result.status == PluginLoadError.Kind.registrationFailed.exitStatus)
        #expect(result.status != 0)
        #expect(result.standardError.contains(path))
        #expect(
            result.standardError.contains(
                "plugin 'cbadsig' failed to register: screen 'main': action 'apply': signature \"f64,,str\": parameter 2 is empty"
            ))
        #expect(!result.standardError.contains("Program crashed"))
    }

    @Test func unsupportedTypeIsRefusedAtLoadNamingThePluginAndTheText() async throws {
        guard ShellRunner.requireBuild() else { return }
        let path = Self.library("CUnsupportedTypeFixture")
        let result = try await ShellRunner.run(["plugins", "inspect", path])
        #expect(result.status == PluginLoadError.Kind.registrationFailed.exitStatus)
        #expect(result.standardError.contains(path))
        #expect(
            result.standardError.contains(
                "plugin 'cbadtype' failed to register: screen 'main': output 'measured': signature \"count:i32,ratio:float\": parameter 2 has the unsupported type 'float'"
            ))
    }

    /// The sample C plugin placed next to a Swift screen in one app: a tab with the Swift counter,
    /// a tab with a navigation stack rooted at the C unit converter (state from the config), whose
    /// `converted` output pushes a Swift counter. The script drives the C screen's buttons (typed
    /// constant arguments), its text field (a string action) and its output.
    @Test func unitsScreenRunsNextToSwiftScreensInOneApp() async throws {
        guard ShellRunner.requireBuild() else { return }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("lasso-c-plugin-tests-\(UUID().uuidString)").resolvingSymlinksInPath()
        let plugins = directory.appendingPathComponent("plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for path in [directory.path, plugins.path] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        for name in ["UnitsPlugin", "CounterPlugin"] {
            let copy = plugins.appendingPathComponent("lib\(name).so").path
            try FileManager.default.copyItem(atPath: Self.library(name), toPath: copy)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy)
        }
        let config = directory.appendingPathComponent("app.yaml")
        try Data(
            """
            lasso: 1
            plugins:
              - dir: plugins
            root:
              tabs:
                - title: Counter
                  screen: counter.main
                  state: { title: Count, limit: 3 }
                - title: Units
                  navigation:
                    root:
                      screen: units.main
                      state: { amount_text: "5", amount: 5 }
                      on:
                        converted:
                          push:
                            screen: counter.main
                            state: { title: Converted }

            """.utf8
        ).write(to: config)
        let script = directory.appendingPathComponent("script.txt")
        try Data(
            """
            expect Count: 0
            tab Units
            expect "5.00 km = 3.11 mi"
            tap "kg → lb"
            expect "5.00 kg = 11.02 lb"
            focus Amount
            press backspace
            type 2.5
            expect "2.50 kg = 5.51 lb"
            tap "6 decimals"
            expect "2.500000 kg = 5.511557 lb"
            tap "°C → °F"
            expect "2.500000 °C = 36.500000 °F"
            expect "From: °C"
            expect "To: °F"
            focus Amount
            type x
            expect "not a number"
            tap Convert
            expect "Converted"
            snapshot

            """.utf8
        ).write(to: script)
        let result = try await ShellRunner.run(["run", config.path, "--script", script.path, "--size", "80x30"])
        #expect(result.status == 0, "stdout: \(result.standardOutput)\nstderr: \(result.standardError)")
        #expect(result.standardOutput.contains("Converted"))
    }
}
