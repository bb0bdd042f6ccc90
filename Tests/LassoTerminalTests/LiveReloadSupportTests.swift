import Foundation
import Lasso
import Testing

@testable import LassoTerminal

/// What the terminal front end gives live reload: the reload steps of scripts, the reload log
/// they wait on, app commands in the key-help line, and the status message.
@MainActor
@Suite("Live reload support")
struct LiveReloadSupportTests {
    private func window() -> Window {
        let window = Window()
        let controller = ViewController()
        controller.view = Stack([Button("OK")])
        window.rootViewController = controller
        return window
    }

    @Test func reloadAndShellStepsParse() throws {
        let script = try Script(parsing: "wait reload\nwait reload 5s\nsh cp a b", fileName: "s")
        #expect(
            script.lines.map(\.step) == [
                .waitReload(timeout: ScriptStep.defaultReloadTimeout),
                .waitReload(timeout: .seconds(5)),
                .shell("cp a b"),
            ])
        #expect(throws: ScriptSyntaxError.self) { try ScriptStep(parsing: "sh") }
        #expect(throws: ScriptSyntaxError.self) { try ScriptStep(parsing: "wait reload soon") }
    }

    @Test func waitingForAReloadTakesOneThatAlreadyCameAndThenWaitsForTheNext() async {
        let log = ReloadLog()
        log.record(.init(summary: "first", succeeded: true))
        #expect(await log.next(timeout: .seconds(5))?.summary == "first")
        Task { @MainActor in log.record(.init(summary: "second", succeeded: false)) }
        #expect(await log.next(timeout: .seconds(120))?.summary == "second")
        #expect(await log.next(timeout: .milliseconds(10)) == nil)
    }

    @Test func aWaitReloadStepFailsWhenNoReloadComes() async {
        let runner = ScriptRunner(window: window())
        let result = await runner.run(script: "wait reload 10ms")
        #expect(result.failure?.message.contains("no reload within") == true)
    }

    @Test func aShellStepRunsTheCommandAndFailsOnItsStatus() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-sh-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let runner = ScriptRunner(window: window())
        #expect(await runner.run(script: "sh mkdir \(folder)").failure == nil)
        #expect(FileManager.default.fileExists(atPath: folder))
        let failed = await runner.run(script: "sh exit 3")
        #expect(failed.failure?.message == "sh: `exit 3` exited with status 3")
    }

    @Test func appCommandsAnswerTheirKeyAndJoinTheKeyHelpLine() {
        let app = TerminalApp(window: window())
        var reloads = 0
        app.commands = [AppCommand(key: .control("r"), action: "reload") { reloads += 1 }]
        #expect(app.handle(.control("r")) == .handled)
        #expect(reloads == 1)
        #expect(app.render().keyHelp.contains("Ctrl-R reload"))
    }

    @Test func theStatusMessageIsShownInTheRuleAboveTheKeys() {
        let app = TerminalApp(window: window(), size: TerminalSize(width: 40, height: 10))
        app.status = StatusMessage("Reloaded counter 1.1.0 (1 screen, state kept) in 18 ms")
        let lines = app.render().grid.lines
        #expect(lines[8] == "─ Reloaded counter 1.1.0 (1 screen, s… ─")
        app.status = StatusMessage("bad\u{1B}[2Jname", isError: true)
        // The escape character is dropped: nothing a plugin names can drive the terminal.
        #expect(app.render().grid.lines[8].hasPrefix("─ bad[2Jname ─"))
    }

    @Test func theFocusKeepsItsPlaceWhenTheScreenIsRebuilt() {
        let window = Window()
        func screen() -> ViewController {
            let controller = ViewController()
            controller.view = Stack([Button("A"), Button("B"), Button("C")])
            return controller
        }
        window.rootViewController = screen()
        let app = TerminalApp(window: window)
        app.handle(.tab)
        let place = app.focusedIndex
        #expect(place == 1)
        window.rootViewController = screen()
        app.focusedIndex = place
        #expect((app.focusedWidget as? Button)?.title == "B")
    }
}

/// Sizes are capped: nothing a script or a terminal says may take memory beyond the maximum.
@Suite("Terminal size limits")
struct TerminalSizeLimitTests {
    @Test func sizesAboveTheMaximumAreRefusedSayingTheLimit() {
        #expect(TerminalSize(parsing: "1000x1000") == TerminalSize.maximum)
        #expect(TerminalSize(parsing: "1001x10") == nil)
        #expect(TerminalSize(parsing: "10000x10000") == nil)
        #expect(
            throws: ScriptSyntaxError(
                "`resize` needs a size written WIDTHxHEIGHT (for example 80x24), at most 1000x1000; got \"10000x10000\""
            )
        ) {
            try ScriptStep(parsing: "resize 10000x10000")
        }
        #expect(TerminalSize(width: 5000, height: 20).clampedToMaximum == TerminalSize(width: 1000, height: 20))
    }
}

/// The key table both dispatch and the key-help line come from.
@MainActor
@Suite("Key bindings")
struct KeyBindingTableTests {
    @Test func noKeyIsBoundTwiceInOneScope() {
        for binding in KeyBindings.all {
            for key in binding.keys {
                #expect(
                    KeyBindings.binding(for: key, in: binding.scope)?.command == binding.command,
                    "\(key) in \(binding.scope)")
            }
        }
    }

    @Test func aScreenOfButtonsShowsAndAnswersTheKeysOfItsTableEntries() {
        let window = Window()
        let controller = ViewController()
        controller.view = Stack([Button("A"), Button("B")])
        window.rootViewController = controller
        let app = TerminalApp(window: window)
        let shown = app.render().keyHelp
        #expect(shown == ["Tab focus", "Enter activate", "? help", "Ctrl-C quit"])
        #expect(app.handle(.text(" ")) == .handled, "Space activates a button too")
        #expect(app.handle(.tab) == .handled)
    }
}

/// `?` shows every key from the table; `q` quits where nothing is typed.
@MainActor
@Suite("Help overlay and q")
struct HelpOverlayTests {
    private func app(_ widgets: [Widget]) -> TerminalApp {
        let window = Window()
        let controller = ViewController()
        controller.view = Stack(widgets)
        window.rootViewController = controller
        return TerminalApp(window: window, size: TerminalSize(width: 80, height: 40))
    }

    @Test func questionMarkShowsTheKeysOfTheScreensWidgetsAndAnyKeyClosesIt() {
        let app = app([Button("OK"), List(rows: [List.Row("One")])])
        #expect(app.handle(.text("?")) == .handled)
        let text = app.render().text
        #expect(text.contains("Keys (any key or click closes)"))
        #expect(text.contains("Shift-Tab") && text.contains("move focus to the previous control"))
        #expect(text.contains("On a button") && text.contains("In a list"))
        #expect(!text.contains("In a text field"), "only the kinds of widget the screen has")
        #expect(app.handle(.text("x")) == .handled)
        #expect(!app.render().text.contains("Keys (any key or click closes)"))
    }

    @Test func qQuitsUnlessATextFieldHasFocusThenItIsTyped() {
        let buttons = app([Button("OK")])
        #expect(buttons.handle(.text("q")) == .quit)
        let field = TextField(placeholder: "Name")
        let form = app([field])
        #expect(form.handle(.text("q")) == .handled)
        #expect(form.handle(.text("?")) == .handled)
        #expect(field.text == "q?")
    }
}
