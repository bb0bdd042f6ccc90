import Foundation
import LassoTerminal
import Testing

/// Themes and colour through the real lasso-shell: the Settings plugin's theme switch, a
/// config's theme, `--color` and `NO_COLOR`.
@Suite("Themes and colour, end to end")
struct ThemeTests {
    private static let escape = "\u{1B}["

    /// The demo's environment (a fresh settings folder) for a 24-bit colour terminal, plus `extra`.
    private func environment(_ extra: [String: String] = [:]) throws -> [String: String] {
        var environment = try DemoAppTests.isolatedEnvironment().environment
        environment["COLORTERM"] = "truecolor"
        environment["TERM"] = "xterm-256color"
        environment["NO_COLOR"] = nil
        return environment.merging(extra) { $1 }
    }

    /// A script file holding `steps`.
    private func script(_ steps: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-theme-\(UUID().uuidString).script")
        try steps.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// The frame of snapshot `name` in `output`.
    private func snapshot(_ name: String, in output: String) -> String {
        GoldenScreenTests.snapshots(in: output).first { $0.name == name }?.frame ?? ""
    }

    @Test func theSettingsThemeSwitchRedrawsEveryScreenOfTheAppAtOnce() async throws {
        guard ShellRunner.requireBuild() else { return }
        let steps = try script(
            """
            tap "Got it"
            tab Settings
            snapshot system
            tap Light
            snapshot light
            tab Counter
            snapshot counter-light
            tab Settings
            tap System
            snapshot system-again
            """)
        let result = try await ShellRunner.run(
            ["run", DemoAppTests.demo, "--script", steps, "--color", "always"], environment: environment())
        #expect(result.status == 0, "stdout: \(result.standardOutput)\nstderr: \(result.standardError)")
        let output = result.standardOutput
        // The selected tab in the selection role: the dark theme's colour, then the light one's.
        let darkSelection = Self.escape + "0;1;7;38;2;135;135;215m[F4 Settings]"
        let lightSelection = "38;2;95;95;175m"
        #expect(snapshot("system", in: output).contains(darkSelection))
        #expect(snapshot("light", in: output).contains(lightSelection + "[F4 Settings]"))
        #expect(!snapshot("light", in: output).contains("38;2;135;135;215m"))
        // Another plugin's screen is drawn in the chosen theme too.
        #expect(snapshot("counter-light", in: output).contains(lightSelection + "[F3 Counter]"))
        #expect(snapshot("system-again", in: output).contains(darkSelection))
    }

    @Test func withoutColourTheFramesArePlainTextWhateverTheTheme() async throws {
        guard ShellRunner.requireBuild() else { return }
        let steps = try script("tap \"Got it\"\ntab Settings\ntap Light\nsnapshot light\n")
        for (arguments, extra) in [([], [:]), (["--color", "never"], [:]), (["--color", "auto"], ["NO_COLOR": "1"])]
            as [([String], [String: String])]
        {
            let result = try await ShellRunner.run(
                ["run", DemoAppTests.demo, "--script", steps] + arguments, environment: environment(extra))
            #expect(result.status == 0, "stderr: \(result.standardError)")
            #expect(result.standardOutput.contains("[ Light ]"))
            #expect(!result.standardOutput.contains("\u{1B}"), "escape sequences with \(arguments) \(extra)")
        }
    }

    @Test func aConfigsThemeIsTheAppsAndItsMistakesArePlacedAndExplained() async throws {
        guard ShellRunner.requireBuild() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-theme-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let head = "lasso: 1\nplugins:\n  - dir: \(ShellRunner.buildDirectory.path)\n    only: [libCounterPlugin.so]\n"
        let good = folder.appendingPathComponent("good.yaml")
        try
            (head
            + "theme:\n  base: light\n  title: \"#ff8700\"\nroot:\n  navigation:\n    root: { screen: counter.main }\n")
            .write(to: good, atomically: true, encoding: .utf8)
        let dump = try await ShellRunner.run(
            ["run", good.path, "--dump", "--color", "always"], environment: environment())
        #expect(dump.status == 0, "stderr: \(dump.standardError)")
        #expect(dump.standardOutput.contains("1;38;2;255;135;0mCounter"), "the overridden title colour")
        #expect(dump.standardOutput.contains("38;2;0;95;175m"), "the light theme's accent")

        let bad = folder.appendingPathComponent("bad.yaml")
        try
            (head
            + "theme:\n  base: ligth\n  acent: red\n  error: { foreground: crimson }\nroot: { screen: counter.main }\n")
            .write(to: bad, atomically: true, encoding: .utf8)
        let validate = try await ShellRunner.run(["validate", bad.path])
        #expect(validate.status == 1)
        #expect(
            validate.standardError.split(separator: "\n").map(String.init).prefix(3) == [
                "\(bad.path):6:9: error: unknown theme 'ligth' (hint: did you mean 'light'? built-in themes: dark, light, high-contrast; or write a mapping of 'base' and roles)",
                "\(bad.path):7:3: error: unknown key 'acent' in 'theme' (hint: did you mean 'accent'?)",
                "\(bad.path):8:24: error: 'crimson' is not a colour (in 'foreground' of theme role 'error') (hint: write a colour name (red, bright-blue…), a palette number 0-255, or #rrggbb)",
            ])
    }

    @Test func theHelpOfColorListsEveryChoiceFromItsDefinition() async throws {
        guard ShellRunner.requireBuild() else { return }
        let help = try await ShellRunner.run(["run", "--help"])
        let text = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("--color <color>"))
        for choice in ColorChoice.allCases {
            #expect(text.contains("\(choice.rawValue): \(choice.summary)"), "\(choice) in: \(text)")
        }
    }
}
