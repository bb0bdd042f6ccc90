import Lasso
import Testing

@testable import LassoTerminal

/// Frames compared with their reference files in `__Snapshots__/GoldenFrameTests`.
@MainActor
@Suite("Golden frames")
struct GoldenFrameTests {
    @Test("Counter screen in a navigation stack")
    func counter() {
        let screen = TestCounterModule.createScreen()
        let navigation = NavigationController(rootViewController: screen.controller)
        let app = TerminalApp(window: makeWindow(navigation))
        screen.concreteStore.dispatchAction(.increment)
        screen.concreteStore.dispatchAction(.increment)
        let frame = app.render()
        expectFrame(frame.grid, named: "counter", attributes: true)
        #expect(frame.keyHelp == ["Tab focus", "Enter activate", "? help", "Ctrl-C quit"])
        #expect(!frame.isAnimating)
    }

    @Test("Counter screen after pressing + twice with the keyboard")
    func counterDriven() {
        let screen = TestCounterModule.createScreen()
        let app = TerminalApp(window: makeWindow(NavigationController(rootViewController: screen.controller)))
        app.handle(.tab)
        app.handle(.enter)
        app.handle(.enter)
        #expect(screen.concreteStore.state.count == 2)
        expectFrame(app.render().grid, named: "counter")
    }

    @Test("Form with focus on the password field and its cursor")
    func form() {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(NavigationController(rootViewController: form)))
        app.handle(.text("alice"))
        app.handle(.tab)
        app.handle(.text("abc"))
        app.handle(.left)
        let frame = app.render()
        expectFrame(frame.grid, named: "form", attributes: true)
        #expect(frame.cursor == CellPosition(x: 4, y: 5))
    }

    @Test("Form with an error after a wrong password, focus on the button")
    func formError() {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(NavigationController(rootViewController: form)))
        app.handle(.tab)
        app.handle(.text("wrong"))
        app.handle(.tab)
        app.handle(.enter)
        let frame = app.render()
        expectFrame(frame.grid, named: "formError", attributes: true)
        #expect(frame.cursor == nil)
    }

    @Test("Long list scrolled to keep the highlight visible")
    func list() {
        let contacts = ContactsViewController(count: 40)
        let app = TerminalApp(window: makeWindow(NavigationController(rootViewController: contacts)))
        for _ in 0..<20 { app.handle(.down) }
        app.handle(.enter)
        app.handle(.down)
        expectFrame(app.render().grid, named: "list", attributes: true)
        for _ in 0..<3 { app.handle(.up) }
        expectFrame(app.render().grid, named: "listScrolledBack")
    }

    @Test("Tabs and a navigation bar with the back affordance")
    func tabsAndNavigation() {
        let (tabs, _) = makeTabs()
        let app = TerminalApp(window: makeWindow(tabs))
        tabs.selectedIndex = 1
        expectFrame(app.render().grid, named: "tabs", attributes: true)
    }

    @Test("The same tabs at 120x30")
    func tabsLarge() {
        let (tabs, _) = makeTabs()
        let app = TerminalApp(window: makeWindow(tabs), size: TerminalSize(width: 120, height: 30))
        tabs.selectedIndex = 1
        expectFrame(app.render().grid, named: "tabsLarge")
    }

    @Test("A dismissible modal over its presenter, which shows around it")
    func modal() {
        let home = MessageViewController(
            title: "Home",
            message:
                "This text belongs to the presenting screen and runs long enough to show on both sides of the modal box."
        )
        let window = makeWindow(NavigationController(rootViewController: home))
        let form = FormViewController()
        let modal = NavigationController(rootViewController: form)
        modal.isDismissible = true
        home.present(modal)
        let app = TerminalApp(window: window)
        let frame = app.render()
        expectFrame(frame.grid, named: "modal", attributes: true)
        #expect(frame.keyHelp.contains("Esc close"))
    }

    @Test("A presented screen without a navigation stack has its title in the border")
    func alert() {
        let home = MessageViewController(title: "Home", message: "Behind")
        let window = makeWindow(home)
        home.present(
            MessageViewController(
                title: "Delete contact?", message: "This cannot be undone.",
                buttons: [Button("Delete"), Button("Cancel")]))
        let app = TerminalApp(window: window, size: TerminalSize(width: 60, height: 16))
        expectFrame(app.render().grid, named: "alert")
    }

    @Test("An activity indicator shows while it animates, and only then")
    func activityIndicator() async {
        let screen = LoaderModule.createScreen()
        screen.concreteStore.delay = .seconds(30)
        let app = TerminalApp(window: makeWindow(screen.controller), size: TerminalSize(width: 40, height: 12))
        expectFrame(app.render().grid, named: "loaderIdle")
        app.handle(.enter)
        let busy = app.render()
        #expect(busy.isAnimating)
        expectFrame(busy.grid, named: "loaderBusy")
        app.animationStep = 3
        #expect(app.render().grid.lines[7].hasPrefix(" ⠸ Loading…"))
        screen.concreteStore.dispatchAction(.didFinish("Loaded"))
        let done = app.render()
        #expect(!done.isAnimating)
        expectFrame(done.grid, named: "loaderDone")
    }

    @Test("Wide and combining characters keep their columns")
    func unicode() {
        let field = TextField(text: "héllo wörld 日本")
        let controller = MessageViewController(title: "Unicode 日本語", message: "")
        controller.view = Stack(
            spacing: 1,
            [
                Label("Wide: 日本語テキスト | emoji: 😀👍🏽 | end"),
                Label("Combining: e\u{301}a\u{308}o\u{302} | end"),
                field,
                List(rows: [List.Row("東京", detail: "Tokyo"), List.Row("Zürich", detail: "🇨🇭")]),
            ])
        let app = TerminalApp(window: makeWindow(controller), size: TerminalSize(width: 50, height: 14))
        expectFrame(app.render().grid, named: "unicode")
    }

    @Test("Below 40x10 the frame says the terminal is too small")
    func tooSmall() {
        let window = makeWindow(FormViewController())
        let small = TerminalApp(window: window, size: TerminalSize(width: 39, height: 10)).render()
        #expect(small.isTooSmall)
        expectFrame(small.grid, named: "tooSmallNarrow")
        let short = TerminalApp(window: window, size: TerminalSize(width: 60, height: 9)).render()
        expectFrame(short.grid, named: "tooSmallShort")
        let tiny = TerminalApp(window: window, size: TerminalSize(width: 3, height: 1)).render()
        #expect(tiny.isTooSmall)
        #expect(!TerminalApp(window: window, size: .minimum).render().isTooSmall)
    }

    @Test("The minimum size still draws the whole app")
    func minimum() {
        let (tabs, _) = makeTabs()
        let app = TerminalApp(window: makeWindow(tabs), size: .minimum)
        expectFrame(app.render().grid, named: "minimum")
    }

    /// Three tabs; the second is a navigation stack two deep.
    private func makeTabs() -> (TabBarController, NavigationController) {
        let welcome = MessageViewController(title: "Welcome", message: "Hello!")
        let counter = TestCounterModule.createScreen().controller
        let navigation = NavigationController(rootViewController: counter)
        navigation.tabTitle = "Counter"
        navigation.pushViewController(
            MessageViewController(
                title: "Counter details", message: "The count is kept per tab.", buttons: [Button("Done")]))
        let settings = MessageViewController(title: "Settings", message: "Nothing to set.")
        return (TabBarController(viewControllers: [welcome, navigation, settings]), navigation)
    }
}
