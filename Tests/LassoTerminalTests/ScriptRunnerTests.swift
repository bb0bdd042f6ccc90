import Foundation
import Lasso
import Testing

@testable import LassoTerminal

@MainActor
@Suite("Script runner")
struct ScriptRunnerTests {
    @Test("Each line parses to its step; comments and blank lines are skipped")
    func parsing() throws {
        let script = try Script(
            parsing: """
                # a comment

                type alice
                type "  spaced  "
                press tab shift-tab enter
                tap Log in
                select Contact 3
                focus username
                back
                tab 2
                wait idle
                wait idle 500ms
                expect Welcome
                expect no Error
                expect "no items"
                snapshot
                snapshot after login
                resize 100x30
                """, fileName: "demo.script")
        #expect(
            script.lines.map(\.step) == [
                .type("alice"),
                .type("  spaced  "),
                .press([.tab, .backTab, .enter]),
                .tap("Log in"),
                .select("Contact 3"),
                .focus("username"),
                .back,
                .tab("2"),
                .waitIdle(timeout: ScriptStep.defaultIdleTimeout),
                .waitIdle(timeout: .milliseconds(500)),
                .expect("Welcome"),
                .expectNo("Error"),
                .expect("no items"),
                .snapshot(nil),
                .snapshot("after login"),
                .resize(TerminalSize(width: 100, height: 30)),
            ])
        #expect(script.lines.first?.number == 3)
    }

    @Test("A bad line fails with the file, the line number and the frame, before any step runs")
    func syntaxErrors() async {
        let form = FormViewController()
        let runner = ScriptRunner(window: makeWindow(form))
        let result = await runner.run(script: "type bob\n\njump around\n", fileName: "bad.script")
        #expect(!result.succeeded)
        #expect(result.stepsRun == 0)
        #expect(form.username.text.isEmpty, "nothing ran")
        let failure = result.failure
        #expect(failure?.line == 3)
        #expect(failure?.description.hasPrefix("bad.script:3: error: unknown step \"jump\"") == true)
        #expect(failure?.frame?.contains("[Username") == true)
        #expect(result.exitStatus == 1)

        for (line, message) in [
            ("press warp", "unknown key \"warp\""),
            ("press", "`press` needs a key"),
            ("type", "`type` needs the text to type"),
            ("wait forever", "`wait` is written"),
            ("wait idle soon", "bad timeout"),
            ("resize big", "`resize` needs a size"),
            ("back now", "`back` takes no argument"),
            ("expect no", "`expect no` needs"),
            ("expect", "`expect` needs"),
        ] {
            let result = await runner.run(script: line, fileName: "x")
            #expect(
                result.failure?.message.contains(message) == true, "\(line): \(result.failure?.message ?? "passed")")
        }
    }

    @Test("type, press, tap and expect drive a form")
    func form() async {
        let form = FormViewController()
        let runner = ScriptRunner(window: makeWindow(NavigationController(rootViewController: form)))
        let result = await runner.run(
            script: """
                type bob
                press tab
                type wrong
                tap Log in
                expect ! Wrong password
                focus password
                press end backspace backspace backspace backspace backspace
                type secret
                tap log in
                expect no Wrong password
                snapshot signed-in
                """, fileName: "form.script")
        #expect(result.succeeded, "\(result.output)")
        #expect(form.submissions == ["bob:wrong", "bob:secret"])
        #expect(result.snapshots.map(\.name) == ["signed-in"])
        #expect(result.output.hasPrefix("--- snapshot signed-in (80x24) ---\n"))
        #expect(result.output.hasSuffix("--- end snapshot signed-in ---"))
        #expect(result.snapshots.first?.frame.contains("[••••••") == true)
    }

    @Test("click and scroll parse, with their errors")
    func mouseStepsParse() throws {
        let script = try Script(parsing: "click Log in\nclick \" spaced \"\nscroll down\nscroll UP Notes\n")
        #expect(
            script.lines.map(\.step) == [
                .click("Log in"), .click(" spaced "), .scroll(down: true, label: nil),
                .scroll(down: false, label: "Notes"),
            ])
        for (line, message) in [
            ("click", "`click` needs the label"), ("scroll", "`scroll` is written"),
            ("scroll sideways", "`scroll` is written"),
        ] {
            #expect(throws: ScriptSyntaxError.self, "\(line)") { try ScriptStep(parsing: line) }
            do {
                _ = try ScriptStep(parsing: line)
            } catch {
                #expect(error.message.contains(message), "\(line): \(error.message)")
            }
        }
    }

    @Test("click goes through hit testing: it presses buttons, focuses fields, selects rows and tabs, goes back")
    func clickSteps() async {
        let form = FormViewController()
        let navigation = NavigationController(rootViewController: form)
        let contacts = ContactsViewController(count: 3)
        let tabs = TabBarController(viewControllers: [navigation, contacts])
        let runner = ScriptRunner(window: makeWindow(tabs))
        let result = await runner.run(
            script: """
                click password
                type pw
                click Log in
                expect ! Wrong password
                click Contacts
                click Contact 2
                click Sign in
                """, fileName: "click.script")
        #expect(result.succeeded, "\(result.output)")
        #expect(form.submissions == [":pw"])
        #expect(contacts.selections == [1])
        #expect(tabs.selectedIndex == 0)
    }

    @Test(
        "click on a label that is not on screen fails naming the line and what can be clicked; a click under a modal does nothing"
    )
    func clickFailures() async {
        let root = MessageViewController(title: "Home", message: "Hi", buttons: [Button("OK")])
        let runner = ScriptRunner(window: makeWindow(root))
        let result = await runner.run(script: "expect Hi\nclick Cancel\n", fileName: "bad-click.script")
        #expect(result.failure?.line == 2)
        #expect(
            result.failure?.description.hasPrefix(
                "bad-click.script:2: error: click: nothing labelled \"Cancel\" on screen; clickable: \"OK\"") == true,
            "\(result.output)")

        let noScroll = await runner.run(script: "scroll down", fileName: "x")
        #expect(noScroll.failure?.message == "scroll: nothing on screen scrolls")

        root.present(MessageViewController(title: "Modal", message: "On top"), animated: false)
        let under = await runner.run(script: "click OK", fileName: "modal.script")
        #expect(
            under.failure?.message.contains("nothing labelled \"OK\"") == true,
            "what a modal covers cannot be clicked: \(under.output)")
    }

    @Test("scroll turns the wheel over the screen or over what has the label")
    func scrollSteps() async {
        let controller = ViewController()
        controller.view = Stack((1...40).map { Label("Note \($0)") })
        let runner = ScriptRunner(window: makeWindow(controller), size: TerminalSize(width: 40, height: 12))
        let result = await runner.run(
            script: """
                expect Note 1
                scroll down
                scroll down
                expect no Note 6
                expect Note 7
                scroll up
                expect Note 4
                expect no Note 3
                """, fileName: "scroll.script")
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("A failed expectation names the line and prints the frame")
    func failedExpectation() async {
        let runner = ScriptRunner(window: makeWindow(MessageViewController(title: "Home", message: "Hello there")))
        let result = await runner.run(
            script: "expect Hello\n# two\nexpect Goodbye\nexpect Hello", fileName: "home.script")
        #expect(result.stepsRun == 2)
        #expect(result.failure?.line == 3)
        let description = result.failure?.description ?? ""
        #expect(description.contains("home.script:3: error: expect: \"Goodbye\" is not on screen"))
        #expect(description.contains("--- screen at home.script:3 ---\n"))
        #expect(description.contains(" Hello there"))
        #expect(result.output == description)

        let absent = await runner.run(script: "expect no Hello", fileName: "home.script")
        #expect(absent.failure?.message == "expect no: \"Hello\" is on screen (row 4)")
    }

    @Test("Steps that cannot be done fail clearly")
    func impossibleSteps() async {
        let runner = ScriptRunner(
            window: makeWindow(MessageViewController(title: "Home", message: "Hi", buttons: [Button("OK")])))
        let cases: [(String, String)] = [
            ("type x", "type: no text field has focus (focus: Button \"OK\")"),
            ("tap Cancel", "tap: no visible button, toggle or option \"Cancel\"; visible: \"OK\""),
            ("select 1", "select: the screen shows no list"),
            ("back", "back: nowhere to go back to"),
            ("tab 1", "tab: the screen shows no tabs"),
            ("focus nothing", "focus: no focusable widget \"nothing\"; focusable: \"OK\""),
        ]
        for (line, message) in cases {
            let result = await runner.run(script: line)
            #expect(
                result.failure?.message.hasPrefix(message) == true, "\(line): \(result.failure?.message ?? "passed")")
        }
        let disabled = Button("Off")
        disabled.isEnabled = false
        let other = ScriptRunner(
            window: makeWindow(MessageViewController(title: "T", message: "m", buttons: [disabled])))
        #expect(await other.run(script: "tap Off").failure?.message == "tap: the button \"Off\" is disabled")
    }

    @Test("select picks a row by title, unique part of a title, or index")
    func select() async {
        let contacts = ContactsViewController(count: 12)
        let runner = ScriptRunner(window: makeWindow(contacts))
        let result = await runner.run(script: "select Contact 3\nselect 11\nselect contact 12\nexpect >* Contact 12")
        #expect(result.succeeded, "\(result.output)")
        #expect(contacts.selections == [2, 11, 11])
        let ambiguous = await runner.run(script: "select contact 1")
        #expect(ambiguous.failure?.message.hasPrefix("select: \"contact 1\" matches 4 rows") == true)
        let outOfRange = await runner.run(script: "select 12")
        #expect(outOfRange.failure?.message.hasPrefix("select: row index 12 is out of range") == true)
    }

    @Test("back and tab change the hierarchy; Ctrl-C ends the script")
    func navigation() async {
        let welcome = MessageViewController(title: "Welcome", message: "Hello!")
        let navigation = NavigationController(rootViewController: MessageViewController(title: "List", message: "list"))
        navigation.pushViewController(MessageViewController(title: "Detail", message: "detail"))
        let tabs = TabBarController(viewControllers: [welcome, navigation])
        let window = makeWindow(tabs)
        let runner = ScriptRunner(window: window)
        let result = await runner.run(
            script: """
                expect [F1 Welcome]
                tab 2
                expect < Back
                expect Detail
                back
                expect no < Back
                tab welcome
                expect Hello!
                press f2
                expect [F2 List]
                press ctrl-c
                expect this is never checked
                """)
        #expect(result.succeeded, "\(result.output)")
        #expect(result.didQuit)
        #expect(result.stepsRun == 11)
        #expect(navigation.viewControllers.count == 1)
        #expect(tabs.selectedIndex == 1)
        let bad = await runner.run(script: "tab 5\n")
        #expect(bad.failure?.message == "tab: there is no tab 5; tabs are numbered 1…2: \"Welcome\", \"List\"")
        let badName = await runner.run(script: "tab Nope\n")
        #expect(badName.failure?.message == "tab: no tab \"Nope\"; tabs: \"Welcome\", \"List\"")
    }

    // These waits say 180s: the bound only fails a wait that never ends, and this process's
    // main actor is shared with the whole loaded test run (60 s ran out once beside builds).
    @Test("wait idle lets an asynchronous store task finish")
    func waitIdleTask() async {
        let screen = LoaderModule.createScreen()
        let runner = ScriptRunner(window: makeWindow(screen.controller))
        let result = await runner.run(
            script: "tap Load\nexpect Loading…\nwait idle 180s\nexpect no Loading…\nexpect Loaded")
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("wait idle lets an action dispatched from another thread arrive")
    func waitIdleBackground() async {
        let screen = LoaderModule.createScreen()
        let runner = ScriptRunner(window: makeWindow(screen.controller))
        let result = await runner.run(script: "tap Load in background\nwait idle 180s\nexpect Loaded from background")
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("wait idle does not wait for a screen that keeps changing without an activity indicator")
    func waitIdleTicker() async {
        // A clock: it changes the screen every millisecond, forever, and is never busy. A wait
        // for the screen to stay unchanged for a while would time out here.
        let ticks = Label("tick 0")
        let window = makeWindow(MessageViewController(title: "Clock", message: "now"))
        window.rootViewController?.view = Stack([ticks])
        let ticker = Task { @MainActor in
            var count = 0
            while !Task.isCancelled {
                count += 1
                ticks.text = "tick \(count)"
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        defer { ticker.cancel() }
        // The bound only fails a wait that never ends: a main actor shared with a whole loaded
        // test run takes long over each round of the wait.
        let result = await ScriptRunner(window: window).run(script: "expect tick\nwait idle 180s\nexpect tick")
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("wait idle does not wait for a screen that changes on every turn of the main actor")
    func waitIdleBusyTicker() async {
        // What a clock does on a machine too busy to run a round of work within its tick: every
        // round sees a change. Only a bound on rounds, not on time, lets the wait end.
        let ticks = Label("tick 0")
        let window = makeWindow(MessageViewController(title: "Clock", message: "now"))
        window.rootViewController?.view = Stack([ticks])
        let ticker = MainQueueTicker(ticks)
        ticker.tick()
        defer { ticker.stop() }
        let result = await ScriptRunner(window: window).run(script: "expect tick\nwait idle 180s\nexpect tick")
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("wait idle lets main-actor work queued by another thread run before it returns")
    func waitIdleQueuedWork() async {
        let label = Label("before")
        let window = makeWindow(MessageViewController(title: "Queued", message: "now"))
        window.rootViewController?.view = Stack([label])
        let runner = ScriptRunner(window: window)
        // Queued, not yet run, when the script starts; no indicator announces it.
        DispatchQueue.main.async { MainActor.assumeIsolated { label.text = "after" } }
        let result = await runner.run(script: "wait idle 180s\nexpect after")
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("wait idle fails after its timeout while an indicator keeps animating")
    func waitIdleTimeout() async {
        let screen = LoaderModule.createScreen()
        screen.concreteStore.delay = .seconds(60)
        let runner = ScriptRunner(window: makeWindow(screen.controller))
        let result = await runner.run(script: "tap Load\nwait idle 50ms", fileName: "slow.script")
        #expect(result.failure?.line == 2)
        #expect(result.failure?.message.contains("an activity indicator (\"Loading…\") still animates") == true)
    }

    @Test("snapshot and resize render at the given size")
    func snapshotsAndResize() async {
        let runner = ScriptRunner(
            window: makeWindow(MessageViewController(title: "Home", message: "Hi")),
            size: TerminalSize(width: 40, height: 10))
        let result = await runner.run(script: "snapshot small\nresize 30x5\nsnapshot\n")
        #expect(result.snapshots.count == 2)
        #expect(result.snapshots[0].size == TerminalSize(width: 40, height: 10))
        #expect(result.snapshots[0].frame.split(separator: "\n", omittingEmptySubsequences: false).count == 10)
        #expect(result.snapshots[1].name == "line 3")
        #expect(result.snapshots[1].frame.contains("Terminal too small"))
    }

    @Test("Script files are read from disk; a missing file is a clear failure")
    func files() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-terminal-\(UInt32.random(in: 0...UInt32.max)).script"
        ).path
        try "expect Hi\nexpect Nope\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let runner = ScriptRunner(window: makeWindow(MessageViewController(title: "Home", message: "Hi")))
        let result = await runner.run(contentsOf: path)
        #expect(
            result.failure?.description.hasPrefix(
                path + ":2: error: expect: \"Nope\" is not on screen\n    expect Nope\n") == true)
        let missing = await runner.run(contentsOf: "/nonexistent/x.script")
        #expect(
            missing.failure?.description
                == "/nonexistent/x.script: error: cannot read the script file /nonexistent/x.script")
    }

    @Test("dump prints the hierarchy and one frame")
    func dump() {
        let navigation = NavigationController(rootViewController: MessageViewController(title: "Home", message: "Hi"))
        let text = ScriptRunner.dump(makeWindow(navigation), size: TerminalSize(width: 40, height: 10))
        #expect(
            text.hasPrefix(
                "--- hierarchy ---\nroot: NavigationController \"Home\" (visible)\n  stack[0]: MessageViewController \"Home\" (visible)\n--- screen (40x10) ---\n"
            ))
        #expect(text.contains(" Hi\n"))
        #expect(text.hasSuffix("--- end screen ---"))
        #expect(ScriptRunner.dump(Window()).contains("(no root view controller)"))
    }
}

/// Changes a label and queues its next change on the main queue, forever until stopped: there is
/// always one change waiting behind whatever runs on the main actor.
@MainActor
private final class MainQueueTicker {
    private let label: Label
    private var count = 0
    private var isStopped = false

    init(_ label: Label) { self.label = label }

    func tick() {
        guard !isStopped else { return }
        count += 1
        label.text = "tick \(count)"
        DispatchQueue.main.async { MainActor.assumeIsolated { self.tick() } }
    }

    func stop() { isStopped = true }
}
