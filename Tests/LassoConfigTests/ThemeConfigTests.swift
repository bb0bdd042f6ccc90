import Lasso
import Testing

@testable import LassoConfig

/// `theme:` in a config file: a built-in theme, or roles overridden over one, and every mistake
/// reported at its place with what to write instead.
@MainActor
@Suite("Config themes")
struct ThemeConfigTests {
    private static let root = "lasso: 1\nroot:\n  screen: test.list\n"

    private func theme(_ yaml: String) throws -> Theme? {
        let parsed = ConfigParser.parse(Self.root + yaml, file: "app.yaml", directory: "/nonexistent")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.description))")
        return try #require(parsed.config).theme
    }

    @Test func withoutAThemeTheConfigLeavesItToTheApp() throws {
        #expect(try theme("") == nil)
    }

    @Test func aBuiltInThemeIsChosenByName() throws {
        #expect(try theme("theme: light\n") == .light)
        #expect(try theme("theme: High contrast\n") == .highContrast)
    }

    @Test func rolesAreOverriddenOverTheBaseTheme() throws {
        let chosen = try #require(
            try theme(
                """
                theme:
                  base: light
                  accent: "#d75f00"
                  title: { foreground: magenta, background: 236, underline: true, bold: false }
                """))
        var expected = Theme.light
        expected[.accent].foreground = .rgb(red: 0xD7, green: 0x5F, blue: 0x00)
        expected[.title] = ThemeStyle(foreground: .standard(5), background: .palette(236), bold: false, underline: true)
        #expect(chosen == expected)
        #expect(try theme("theme:\n  error: bright-red\n")?[.error].foreground == .standard(9))
        #expect(try theme("theme:\n  error: bright-red\n")?[.title] == Theme.dark[.title])
    }

    @Test func theBuiltWindowIsDrawnInTheConfigsTheme() throws {
        #expect(try build(Self.root + "theme: light\n").window.theme == .light)
        #expect(try build(Self.root).window.theme == .dark)
    }

    @Test func anUnknownThemeNameSuggestsTheBuiltInOne() throws {
        #expect(
            try diagnostics(Self.root + "theme: drak\n").map(\.description) == [
                "app.yaml:4:8: error: unknown theme 'drak' (hint: did you mean 'dark'? built-in themes: dark, light, high-contrast; or write a mapping of 'base' and roles)"
            ])
        #expect(try problems(Self.root + "theme:\n  base: sepia\n") == ["5:9: unknown theme 'sepia'"])
    }

    @Test func anUnknownRoleSuggestsTheNearestRole() throws {
        let found = try diagnostics(Self.root + "theme:\n  acent: red\n  headline: blue\n")
        #expect(
            found.map(\.description) == [
                "app.yaml:5:3: error: unknown key 'acent' in 'theme' (hint: did you mean 'accent'?)",
                "app.yaml:6:3: error: unknown key 'headline' in 'theme' (hint: allowed here: base, text, secondary, accent, focus, selection, error, warning, success, border, title, disabled)",
            ])
    }

    @Test func aBadColourSaysWhatAColourIs() throws {
        let found = try diagnostics(
            Self.root + "theme:\n  error: rde\n  title: { foreground: \"#12345\", bold: maybe, blink: true }\n")
        #expect(
            found.map(\.description) == [
                "app.yaml:5:10: error: 'rde' is not a colour (in theme role 'error') (hint: did you mean 'red'? write a colour name (red, bright-blue…), a palette number 0-255, or #rrggbb)",
                "app.yaml:6:24: error: '#12345' is not a colour (in 'foreground' of theme role 'title') (hint: write a colour name (red, bright-blue…), a palette number 0-255, or #rrggbb)",
                "app.yaml:6:40: error: 'bold' of theme role 'title' must be true or false, not the text 'maybe'",
                "app.yaml:6:47: error: unknown key 'blink' in theme role 'title' (hint: allowed here: foreground, background, bold, dim, underline, reverse)",
            ])
    }
}
