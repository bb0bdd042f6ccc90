import Lasso
import Testing

@testable import LassoTerminal

@MainActor
@Suite("Terminal app driver")
struct TerminalAppTests {
    @Test("Typing, cursor movement, Backspace, Delete, Home and End edit the focused text field")
    func editing() {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(form))
        app.handle(.text("helo"))
        app.handle(.left)
        app.handle(.text("l"))
        #expect(form.username.text == "hello")
        #expect(form.username.cursorOffset == 4)
        app.handle(.home)
        app.handle(.delete)
        #expect(form.username.text == "ello")
        app.handle(.end)
        app.handle(.backspace)
        #expect(form.username.text == "ell")
        app.handle(.right)
        #expect(form.username.cursorOffset == 3)
        app.handle(.text("日本"))
        #expect(form.username.text == "ell日本")
    }

    @Test("Paste goes into text fields only, as one line")
    func paste() {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(form))
        #expect(app.handle(.paste("line one\nline two\n")) == .handled)
        #expect(form.username.text == "line one line two")
        app.handle(.tab)
        app.handle(.tab)
        #expect(app.focusedWidget === form.logIn)
        #expect(app.handle(.paste("x")) == .ignored)
        #expect(form.submissions.isEmpty, "pasting never activates a button")
    }

    @Test("Enter moves on from a text field and activates the focused button")
    func enter() {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(form))
        app.handle(.text("bob"))
        app.handle(.enter)
        #expect(app.focusedWidget === form.password)
        app.handle(.text("secret"))
        app.handle(.enter)
        #expect(app.focusedWidget === form.logIn)
        app.handle(.enter)
        #expect(form.submissions == ["bob:secret"])
    }

    @Test("Arrows move the list highlight; Enter selects the highlighted row")
    func lists() {
        let contacts = ContactsViewController(count: 30)
        let app = TerminalApp(window: makeWindow(contacts))
        #expect(app.focusedWidget === contacts.list)
        app.handle(.down)
        app.handle(.down)
        app.handle(.up)
        #expect(contacts.list.highlightedIndex == 1)
        app.handle(.enter)
        #expect(contacts.selections == [1])
        app.handle(.end)
        #expect(contacts.list.highlightedIndex == 29)
        app.handle(.pageUp)
        #expect(contacts.list.highlightedIndex! < 29)
        app.handle(.home)
        #expect(contacts.list.highlightedIndex == 0)
        #expect(app.handle(.text("x")) == .ignored, "text never goes into a list")
    }

    @Test("Esc pops the navigation stack when deeper than one, then does nothing")
    func escapePops() {
        let navigation = NavigationController(rootViewController: MessageViewController(title: "Home", message: "home"))
        let detail = MessageViewController(title: "Detail", message: "detail")
        navigation.pushViewController(detail)
        let window = makeWindow(navigation)
        let app = TerminalApp(window: window)
        #expect(window.topViewController === detail)
        #expect(app.backAction == .pop)
        #expect(app.handle(.escape) == .handled)
        #expect(navigation.viewControllers.count == 1)
        #expect(app.backAction == nil)
        #expect(app.handle(.escape) == .ignored)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("Esc dismisses a presented dismissible navigation stack, or a presented screen")
    func escapeDismisses() {
        let home = MessageViewController(title: "Home", message: "home")
        let window = makeWindow(home)
        let app = TerminalApp(window: window)

        let modal = NavigationController(rootViewController: MessageViewController(title: "Modal", message: "m"))
        modal.isDismissible = true
        home.present(modal)
        #expect(app.backAction == .dismiss)
        app.handle(.escape)
        #expect(home.presentedViewController == nil)
        #expect(window.topViewController === home)

        home.present(MessageViewController(title: "Alert", message: "a"))
        app.handle(.escape)
        #expect(home.presentedViewController == nil)

        let locked = NavigationController(rootViewController: MessageViewController(title: "Locked", message: "l"))
        home.present(locked)
        #expect(app.backAction == nil, "a presented stack that is not dismissible stays")
        #expect(app.handle(.escape) == .ignored)
        #expect(home.presentedViewController === locked)
    }

    @Test("Esc in a presented stack pops first, then closes")
    func escapeInPresentedStack() {
        let home = MessageViewController(title: "Home", message: "home")
        let window = makeWindow(home)
        let app = TerminalApp(window: window)
        let modal = NavigationController(rootViewController: MessageViewController(title: "One", message: "1"))
        modal.isDismissible = true
        home.present(modal)
        modal.pushViewController(MessageViewController(title: "Two", message: "2"))
        app.handle(.escape)
        #expect(modal.viewControllers.count == 1)
        #expect(home.presentedViewController === modal)
        app.handle(.escape)
        #expect(home.presentedViewController == nil)
    }

    @Test("F-keys and Alt-digits switch tabs")
    func tabs() {
        let first = MessageViewController(title: "Welcome", message: "1")
        let second = NavigationController(rootViewController: MessageViewController(title: "Counter", message: "2"))
        let third = MessageViewController(title: "Settings", message: "3")
        let tabs = TabBarController(viewControllers: [first, second, third])
        let window = makeWindow(tabs)
        let app = TerminalApp(window: window)
        #expect(app.handle(.function(2)) == .handled)
        #expect(tabs.selectedIndex == 1)
        #expect(window.topViewController === second.topViewController)
        app.handle(.alt("3"))
        #expect(tabs.selectedIndex == 2)
        #expect(app.handle(.function(9)) == .ignored)
        #expect(tabs.selectedIndex == 2)
        app.handle(.function(1))
        #expect(window.topViewController === first)
    }

    @Test("Ctrl-C quits; Ctrl-L asks for a redraw; unknown keys are ignored")
    func quitAndOthers() {
        let app = TerminalApp(window: makeWindow(MessageViewController(title: "T", message: "m")))
        #expect(app.handle(.control("l")) == .redraw)
        #expect(app.handle(.function(7)) == .ignored)
        #expect(app.handle(.control("x")) == .ignored)
        #expect(app.handle(.text("zzz")) == .ignored)
        #expect(!app.hasQuit)
        #expect(app.handle(.interrupt) == .quit)
        #expect(app.hasQuit)
    }

    @Test("An empty window draws and ignores keys")
    func emptyWindow() {
        let app = TerminalApp(window: Window())
        #expect(app.render().text.contains("(no screen)"))
        #expect(app.handle(.escape) == .ignored)
        #expect(app.handle(.tab) == .ignored)
        #expect(app.handle(.enter) == .ignored)
    }

    @Test("Keys decoded from bytes drive the window end to end")
    func bytesToWindow() {
        let form = FormViewController()
        let app = TerminalApp(window: makeWindow(form))
        var decoder = KeyDecoder()
        for event in decoder.feed(Array("bob\t\u{1B}[200~secret\u{1B}[201~\u{1B}[Z\t".utf8)) {
            app.handle(event)
        }
        #expect(form.username.text == "bob")
        #expect(form.password.text == "secret")
        #expect(app.focusedWidget === form.password)
        #expect(form.submissions.isEmpty)
        for event in decoder.feed(Array("\u{1B}[12;1R\t\r".utf8)) { app.handle(event) }
        #expect(form.submissions == ["bob:secret"])
        #expect(form.password.text == "secret", "the cursor report was not typed")
    }
}
