import Foundation
import Testing

/// Colour in a real terminal (tmux, which keeps each cell's colour as the program set it): the
/// theme the terminal's background asks for, at 24-bit depth, and none under `NO_COLOR`.
@Suite("Colour in a real terminal", .serialized)
struct InteractiveColorTests {
    /// The title role's colour in the dark and the light theme (Theme+BuiltIn.swift), as SGR.
    private static let darkTitle = "38;2;215;175;255"
    private static let lightTitle = "38;2;135;0;135"

    private func titleColor(background: String, extra: [String: String] = [:]) async throws -> String? {
        let environment = ["COLORTERM": "truecolor", "COLORFGBG": background].merging(extra) { _, new in new }
        guard let session = try await TmuxSession.startDemo(environment: environment) else { return nil }
        let screen = try session.screenWithColors()
        try session.send("C-c")
        try await session.waitForScreen("the shell prompt") { !$0.contains("Welcome to the Lasso demo") }
        let titleLine = screen.split(separator: "\n").first { $0.contains("Welcome to the Lasso demo") } ?? ""
        return String(titleLine)
    }

    @Test func aDarkTerminalGetsTheDarkThemeInTrueColour() async throws {
        guard let line = try await titleColor(background: "15;0") else { return }
        #expect(
            line.contains(Self.darkTitle + "m Welcome to the Lasso demo"), "the modal's title: \(line.debugDescription)"
        )
    }

    @Test func aLightTerminalGetsTheLightTheme() async throws {
        guard let line = try await titleColor(background: "0;15") else { return }
        #expect(
            line.contains(Self.lightTitle + "m Welcome to the Lasso demo"),
            "the modal's title: \(line.debugDescription)")
    }

    @Test func noColorLeavesOnlyEmphasis() async throws {
        guard let line = try await titleColor(background: "15;0", extra: ["NO_COLOR": "1"]) else { return }
        #expect(line.contains("Welcome to the Lasso demo"))
        #expect(!line.contains("38;"), "a foreground colour was set: \(line.debugDescription)")
        #expect(line.contains("\u{1B}[1m"), "the title is still bold: \(line.debugDescription)")
    }
}
