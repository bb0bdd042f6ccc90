import Lasso
import Testing

@testable import LassoTerminal

/// Themes reach the terminal: every role's colour as SGR sequences at each colour depth, and
/// only emphasis without colour.
@MainActor
@Suite("Theme colours in terminal output")
struct ThemeColorOutputTests {
    /// A screen with a title, an error and a focused button, in a window using `theme`.
    private func window(theme: Theme? = nil) -> Window {
        let controller = ViewController()
        controller.view = Stack(
            spacing: 1, [Label("Account", style: .title), Label("Wrong password", style: .error), Button("Retry")])
        let window = makeWindow(controller)
        window.requestedTheme = theme
        return window
    }

    /// The bytes the first frame of `window` writes at `depth`.
    private func output(_ window: Window, depth: ColorDepth) -> String {
        let app = TerminalApp(window: window, size: TerminalSize(width: 40, height: 10))
        app.colorDepth = depth
        app.handle(.tab)
        let screen = TerminalScreen(output: MemoryOutput())
        screen.present(app.render().grid)
        return (screen.output as! MemoryOutput).text
    }

    private static let escape = "\u{1B}["

    @Test("The dark theme at true colour: each role's exact 24-bit colour, with its emphasis")
    func darkThemeInTrueColor() {
        let text = output(window(theme: .dark), depth: .trueColor)
        #expect(text.contains(Self.escape + "0;1;38;2;215;175;255mAccount"))
        #expect(text.contains(Self.escape + "0;1;38;2;255;95;95m! Wrong password"))
        #expect(text.contains(Self.escape + "0;1;7;38;2;95;175;255m[ Retry ]"))
        #expect(text.contains(Self.escape + "0;2;38;2;108;108;108m─"))
    }

    @Test("The dark theme at 256 colours: the palette entries of the same colours")
    func darkThemeIn256Colors() {
        let text = output(window(theme: .dark), depth: .palette256)
        #expect(text.contains(Self.escape + "0;1;38;5;183mAccount"))
        #expect(text.contains(Self.escape + "0;1;38;5;203m! Wrong password"))
        #expect(text.contains(Self.escape + "0;1;7;38;5;75m[ Retry ]"))
        #expect(text.contains(Self.escape + "0;2;38;5;242m─"))
        #expect(!text.contains("38;2;"))
    }

    @Test("The dark theme at 16 colours: the nearest standard colours")
    func darkThemeIn16Colors() {
        let text = output(window(theme: .dark), depth: .standard16)
        #expect(text.contains(Self.escape + "0;1;37mAccount"))
        #expect(text.contains(Self.escape + "0;1;91m! Wrong password"))
        #expect(text.contains(Self.escape + "0;1;7;94m[ Retry ]"))
        #expect(text.contains(Self.escape + "0;2;90m─"))
        #expect(!text.contains("38;"))
    }

    @Test("Without colour only emphasis is written, and the frame is the one drawn before themes")
    func noColorWritesEmphasisOnly() {
        let text = output(window(theme: .dark), depth: .none)
        #expect(text.contains(Self.escape + "0;1mAccount"))
        #expect(text.contains("! Wrong password"))
        #expect(text.contains(Self.escape + "0;1;7m[ Retry ]"))
        let colorCodes = Self.sgrParameters(in: text).filter { (30...49).contains($0) || (90...107).contains($0) }
        #expect(colorCodes.isEmpty, "colour parameters written without colour: \(colorCodes)")
        let light = TerminalApp(window: window(theme: .light), size: .standard).render().grid
        let dark = TerminalApp(window: window(theme: .dark), size: .standard).render().grid
        #expect(light == dark)
    }

    /// Every parameter of every SGR sequence (`ESC [ … m`) in `text`.
    private static func sgrParameters(in text: String) -> [Int] {
        var parameters: [Int] = []
        var rest = Substring(text)
        while let start = rest.range(of: escape) {
            rest = rest[start.upperBound...]
            let body = rest.prefix { $0.isNumber || $0 == ";" }
            rest = rest[body.endIndex...]
            if rest.first == "m" { parameters += body.split(separator: ";").compactMap { Int($0) } }
        }
        return parameters
    }

    @Test("Requesting a theme redraws the window in it, and nil goes back to the app's theme")
    func requestedThemeRedrawsTheWindow() {
        let window = window()
        let app = TerminalApp(window: window, size: TerminalSize(width: 40, height: 10))
        app.colorDepth = .trueColor
        let before = app.render().grid.styledText
        let generation = window.displayGeneration
        window.requestedTheme = .light
        #expect(window.displayGeneration != generation)
        let light = app.render().grid.styledText
        #expect(light != before)
        #expect(light.contains("38;2;135;0;135mAccount"))
        window.requestedTheme = nil
        #expect(app.render().grid.styledText == before)
    }

    @Test(
        "A label's style picks its role",
        arguments: [
            (Label.Style.success, "38;2;95;215;135m"), (.warning, "1;38;2;255;215;95m"),
            (.accent, "1;38;2;95;175;255m"), (.caption, "2;38;2;168;168;168m"),
        ])
    func labelStylesUseTheirRoles(style: Label.Style, code: String) {
        let controller = ViewController()
        controller.view = Label("Saved", style: style)
        let app = TerminalApp(window: makeWindow(controller), size: TerminalSize(width: 40, height: 10))
        app.colorDepth = .trueColor
        #expect(app.render().grid.styledText.contains(code + "Saved"))
    }
}

/// Colour depths: conversion to the nearest colour, detection, and `--color`.
@Suite("Colour depth")
struct ColorDepthTests {
    @Test("24-bit colours become the nearest palette entry (cube or grey) and standard colour")
    func conversion() {
        let orange = ThemeColor.rgb(red: 0xFF, green: 0x87, blue: 0x00)
        #expect(ColorDepth.trueColor.show(orange) == .rgb(red: 0xFF, green: 0x87, blue: 0x00))
        #expect(ColorDepth.palette256.show(orange) == .palette(208))
        #expect(ColorDepth.palette256.show(.rgb(red: 0x80, green: 0x80, blue: 0x80)) == .palette(244))
        #expect(ColorDepth.standard16.show(.rgb(red: 0xF0, green: 0x10, blue: 0x10)) == .standard(9))
        #expect(ColorDepth.standard16.show(.palette(4)) == .standard(4))
        #expect(ColorDepth.standard16.show(.palette(46)) == .standard(10))
        #expect(ColorDepth.none.show(.standard(1)) == nil)
        #expect(ColorDepth.palette256.show(.standard(3)) == .standard(3))
        // A "standard" index past 15 is the palette's colour: never SGR 38;5;N on 16 colours.
        #expect(ColorDepth.standard16.show(.standard(46)) == .standard(10))
        #expect(ColorDepth.palette256.show(.standard(200)) == .palette(200))
    }

    @Test("The terminal's depth is read from COLORTERM and TERM")
    func detection() {
        #expect(ColorDepth.detected(environment: ["COLORTERM": "truecolor", "TERM": "xterm"]) == .trueColor)
        #expect(ColorDepth.detected(environment: ["TERM": "tmux-256color"]) == .palette256)
        #expect(ColorDepth.detected(environment: ["TERM": "xterm-direct"]) == .trueColor)
        #expect(ColorDepth.detected(environment: ["TERM": "xterm"]) == .standard16)
        #expect(ColorDepth.detected(environment: ["TERM": "dumb"]) == .none)
        #expect(ColorDepth.detected(environment: [:]) == .none)
    }

    @Test("--color: never is never colour; auto needs a terminal and no NO_COLOR; always is at least 16 colours")
    func choices() {
        let terminal = ["TERM": "xterm-256color"]
        #expect(ColorChoice.never.depth(environment: terminal, isTerminal: true) == .none)
        #expect(ColorChoice.auto.depth(environment: terminal, isTerminal: true) == .palette256)
        #expect(ColorChoice.auto.depth(environment: terminal, isTerminal: false) == .none)
        #expect(
            ColorChoice.auto.depth(environment: terminal.merging(["NO_COLOR": "1"]) { $1 }, isTerminal: true) == .none)
        #expect(
            ColorChoice.auto.depth(environment: terminal.merging(["NO_COLOR": ""]) { $1 }, isTerminal: true)
                == .palette256)
        #expect(
            ColorChoice.always.depth(environment: terminal.merging(["NO_COLOR": "1"]) { $1 }, isTerminal: false)
                == .palette256)
        #expect(ColorChoice.always.depth(environment: ["TERM": "dumb"], isTerminal: false) == .standard16)
    }

    @Test("Without a theme from the config, a light terminal background (COLORFGBG) gets the light theme")
    func defaultThemeFollowsTheBackground() {
        #expect(TerminalBackground.defaultTheme(environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(TerminalBackground.defaultTheme(environment: ["COLORFGBG": "0;default;7"]) == .light)
        #expect(TerminalBackground.defaultTheme(environment: ["COLORFGBG": "15;0"]) == .dark)
        #expect(TerminalBackground.defaultTheme(environment: ["COLORFGBG": "7;8"]) == .dark)
        #expect(TerminalBackground.defaultTheme(environment: [:]) == .dark)
    }

    @Test("Colours are read as names, palette numbers and #rrggbb, and written back the same way")
    func parsing() {
        #expect(ThemeColor(parsing: "bright-blue") == .standard(12))
        #expect(ThemeColor(parsing: "Red") == .standard(1))
        #expect(ThemeColor(parsing: "214") == .palette(214))
        #expect(ThemeColor(parsing: "#1E90ff") == .rgb(red: 0x1E, green: 0x90, blue: 0xFF))
        for bad in ["256", "#12345", "#gg0000", "blurple", "", "-1", "+12", "#+fffff", "#-fffff", "１２"] {
            #expect(ThemeColor(parsing: bad) == nil, "\(bad)")
        }
        for color in [ThemeColor.standard(12), .palette(214), .rgb(red: 0x0A, green: 0xB0, blue: 0xFF)] {
            #expect(ThemeColor(parsing: color.description) == color)
        }
        #expect(Theme.named("High contrast") == .highContrast)
        #expect(Theme.named("System") == nil)
    }
}
