import Lasso
import LassoPlugin
import LassoPluginHost
import Testing

@testable import LassoWeb

/// A widget the browser renderer has no code for, as a plugin would define one: stars it draws
/// itself, keys of its own and clicks on a cell.
@MainActor
private final class StarRating: Widget {
    var rating = 2 { didSet { setNeedsDisplay() } }

    override init() {
        super.init()
        identifier = "stars"
    }

    override var primitive: WidgetPrimitive {
        .canvas(
            CanvasContent(width: 5, height: 1) { [rating] canvas in
                for star in 0..<5 {
                    canvas.put(star < rating ? "*" : ".", x: star, y: 0, role: star < rating ? .accent : .border)
                }
            })
    }

    override var accessibilityLabel: String? { "\(rating) of 5 stars" }

    override var keyCommands: [WidgetKeyCommand] {
        [WidgetKeyCommand([.character("+")], "rate higher") { [weak self] in self?.rating += 1 }]
    }

    override func didClick(atColumn column: Int, row: Int) { rating = column + 1 }
}

@MainActor
private final class ScreenOf: ViewController {
    init(title: String = "Screen", _ widgets: [Widget]) {
        super.init()
        self.title = title
        view = Stack(spacing: 1, widgets)
    }
}

@MainActor
@Suite("Browser renderer: widgets as DOM elements, patches between frames, events as widget actions")
struct WebRendererTests {
    private func window(_ widgets: [Widget], title: String = "Screen") -> Window {
        let window = Window()
        window.rootViewController = ScreenOf(title: title, widgets)
        return window
    }

    private func keyOf(_ widget: Widget, in document: WebDocument) -> String {
        document.renderer.key(for: widget)
    }

    @Test("Every primitive becomes the element a browser user expects, with its ARIA role and label")
    func elementsPerPrimitive() {
        let field = TextField(placeholder: "Name")
        let secret = TextField(placeholder: "Password", isSecure: true)
        let notes = TextView(text: "first\nsecond")
        let table = Table(columns: [.init("City"), .init("Total")])
        table.setRows(count: 3) { ["City \($0)", "\($0 * 10)"] }
        let widgets: [Widget] = [
            Label("Hello"), Button("Save"), Toggle("Dark mode", isOn: true), field, secret, notes, table,
            ProgressBar(value: 0.5, label: "Upload"), StarRating(),
        ]
        let html = WebDocument(window: window(widgets)).firstPaint()
        #expect(html.contains(">Hello</p>"))
        #expect(html.contains("<button") && html.contains(">Save</button>"))
        #expect(html.contains("type=\"checkbox\"") && html.contains("checked"))
        #expect(
            html.contains("<input") && html.contains("placeholder=\"Name\"") && html.contains("aria-label=\"Name\""))
        #expect(html.contains("type=\"password\""))
        #expect(html.contains("<textarea") && html.contains(">first\nsecond</textarea>"))
        #expect(html.contains("<table") && html.contains("role=\"grid\"") && html.contains(">City</button></th>"))
        #expect(html.contains("<progress") && html.contains("max=\"100\" value=\"50\""))
        #expect(html.contains("<pre") && html.contains("aria-label=\"2 of 5 stars\""))
        #expect(html.contains("data-keys=\"+\"") && html.contains("data-key-help=\"+\trate higher\""))
        #expect(html.contains("<h1") && html.contains(">Screen</h1>"))
    }

    @Test("A widget's identifier is for scripts and never what a screen reader reads: its words are")
    func identifiersAreNeverAccessibleNames() {
        let field = TextField(placeholder: "Display name")
        field.identifier = "displayName"
        let table = Table(columns: [.init("City")])
        table.identifier = "cities"
        table.setRows(count: 1) { _ in ["Oslo"] }
        let html = WebDocument(window: window([field, table])).firstPaint()
        #expect(html.contains("aria-label=\"Display name\""))
        #expect(!html.contains("aria-label=\"displayName\"") && !html.contains("aria-label=\"cities\""))
        #expect(html.contains("data-name=\"displayName\""), "scripts and tests still find it by its identifier")
        #expect(field.scriptName == "displayName" && table.scriptName == "cities")
    }

    @Test("A C screen's table and chart (plugin ABI 1.3) reach the page as a Swift screen's do")
    func cScreenTableAndChart() {
        let definition = CScreenDefinition(
            pluginName: "c", name: "lists", title: "Lists",
            fields: [
                .init(name: "cells", initial: .strings(["Paris", "3", "Lyon", "5"])),
                .init(name: "values", initial: .doubles([1, 4, 2])),
            ],
            widgets: [
                .init(widget: .table(identifier: "cities", columns: ["City", "Orders"], field: "cells", action: nil)),
                .init(widget: .chart(identifier: "trend", title: "Trend", bars: false, field: "values")),
            ],
            actions: [], outputs: [])
        let window = Window()
        window.rootViewController = CScreenViewController(store: CScreenStore(definition: definition))
        let html = WebDocument(window: window).firstPaint()
        #expect(
            html.contains("<table") && html.contains(">City</button></th>") && html.contains(">Orders</button></th>"))
        #expect(html.contains(">Lyon<") && html.contains(">5<"))
        #expect(html.contains("Trend"))
    }

    @Test("Text from a state or a plugin reaches the page as text, never as markup")
    func textIsEscaped() {
        let name = "<img src=x onerror=alert(1)> & \"quotes\""
        let html = WebDocument(window: window([Label(name), Button(name)], title: name)).firstPaint()
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;"))
    }

    @Test("A screen's preferred focus is named to the page, which focuses it when the screen comes up")
    func preferredFocusIsNamed() throws {
        let window = window([Label("History")])
        let document = WebDocument(window: window)
        _ = document.firstPaint()
        try #require(window.rootViewController).presentAlert(
            title: "Clear history?", message: "", actions: ["Clear", "Cancel"])
        let html = document.firstPaint()
        let alert = try #require(window.rootViewController?.presentedViewController)
        let cancel = try #require(alert.view.visibleWidgets.compactMap { $0 as? Button }.last)
        #expect(html.contains("data-focus-first=\"\(keyOf(cancel, in: document))\""))
    }

    @Test("Changing one label sends one text patch of under 200 bytes")
    func oneLabelOnePatch() {
        let count = Label("Count: 1")
        let document = WebDocument(window: window([Label("Counter"), count, Button("+1"), Button("-1")]))
        _ = document.firstPaint()
        count.text = "Count: 2"
        let message = document.patchMessage()?.json
        #expect(message == "{\"p\":[[\"t\",\"\(keyOf(count, in: document))\",0,\"Count: 2\"]]}")
        #expect((message?.utf8.count ?? 0) < 200)
        #expect(document.patchMessage() == nil)
    }

    @Test("A secure field's text never reaches the page: not in the first paint, not in a patch; emptying it is said")
    func secureTextStaysOnTheServer() {
        let password = TextField(text: "hunter2", placeholder: "Password", isSecure: true)
        let document = WebDocument(window: window([password]))
        let page = document.firstPaint()
        #expect(!page.contains("hunter2"))
        #expect(page.contains("type=\"password\""))
        let key = keyOf(password, in: document)
        let typed = document.handle(WebEvent(.input, key: key, value: "s3cret!", sequence: 1)).json
        #expect(password.text == "s3cret!")
        #expect(!typed.contains("s3cret!"))
        password.text = ""
        let emptied = document.patchMessage()?.json ?? ""
        #expect(emptied.contains("data-empty"), "\(emptied)")
        #expect(!document.firstPaint().contains("s3cret!"))
    }

    @Test("A click on a button runs its handler; the answer carries the event's number and the patches")
    func activateRunsTheHandler() {
        let count = Label("0")
        let button = Button("Add")
        button.onTap { count.text = String(Int(count.text)! + 1) }
        let document = WebDocument(window: window([count, button]))
        _ = document.firstPaint()
        let answer = document.handle(WebEvent(.activate, key: keyOf(button, in: document), sequence: 4)).json
        #expect(count.text == "1")
        #expect(answer.hasPrefix("{\"a\":4,\"p\":[[\"t\""))
    }

    @Test("An event renders the window once: the flush its change scheduled finds nothing new and renders nothing")
    func oneRenderPerEvent() {
        let count = Label("0")
        let button = Button("Add")
        button.onTap { count.text = String(Int(count.text)! + 1) }
        let document = WebDocument(window: window([count, button]))
        _ = document.firstPaint()
        let before = document.renderer.frames
        _ = document.handle(WebEvent(.activate, key: keyOf(button, in: document), sequence: 1))
        #expect(document.renderer.frames == before + 1)
        #expect(document.patchMessage() == nil)
        #expect(document.renderer.frames == before + 1)
        count.text = "9"
        #expect(document.patchMessage()?.json.contains("\"9\"") == true)
    }

    @Test("A label with a tap recognizer is a button to the page, and a click on it taps it; a plain label is not")
    func tappableLabel() {
        var taps = 0
        let phone = Label("Phone: 555")
        let tap = TapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        phone.addGestureRecognizer(tap)
        let plain = Label("E-mail")
        let document = WebDocument(window: window([phone, plain]))
        let page = document.firstPaint()
        #expect(page.contains("role=\"button\" tabindex=\"0\" data-ev=\"activate\""), "\(page)")
        _ = document.handle(WebEvent(.activate, key: keyOf(phone, in: document))).json
        #expect(taps == 1)
        #expect(document.handle(WebEvent(.activate, key: keyOf(plain, in: document))).json.contains("\"e\""))
        tap.isEnabled = false
        _ = document.firstPaint()
        #expect(document.handle(WebEvent(.activate, key: keyOf(phone, in: document))).json.contains("\"e\""))
        #expect(taps == 1, "a disabled recognizer is not tapped")
    }

    @Test("A page cannot press what is not on its screen: hidden, disabled, under a modal or unknown")
    func eventsOnlyReachWhatIsShown() {
        var taps = 0
        let hidden = Button("Hidden")
        hidden.isHidden = true
        let disabled = Button("Disabled")
        disabled.isEnabled = false
        let below = Button("Below")
        for button in [hidden, disabled, below] { button.onTap { taps += 1 } }
        let screen = ScreenOf([hidden, disabled, below])
        let window = Window()
        window.rootViewController = screen
        let document = WebDocument(window: window)
        _ = document.firstPaint()
        let belowKey = keyOf(below, in: document)
        let hiddenKey = document.renderer.identity.key(for: hidden, prefix: "w")
        #expect(document.handle(WebEvent(.activate, key: hiddenKey)).json.contains("\"e\""))
        #expect(document.handle(WebEvent(.activate, key: keyOf(disabled, in: document))).json.contains("is disabled"))
        #expect(document.handle(WebEvent(.activate, key: "w999")).json.contains("\"e\""))
        screen.present(ScreenOf(title: "Modal", [Label("On top")]), animated: false)
        _ = document.patchMessage()?.json
        #expect(document.handle(WebEvent(.activate, key: belowKey)).json.contains("\"e\""))
        #expect(taps == 0)
    }

    @Test("Typing in a field edits its text as the user's edit: handlers hear it and it can be undone")
    func inputEditsTheText() {
        let field = TextField(text: "Ada", placeholder: "Name")
        var heard: [String] = []
        field.onTextChange { heard.append($0) }
        let document = WebDocument(window: window([field]))
        _ = document.firstPaint()
        _ = document.handle(WebEvent(.input, key: keyOf(field, in: document), value: "Ada L")).json
        #expect(field.text == "Ada L")
        #expect(heard == ["Ada L"])
        field.editor.undo()
        #expect(field.text == "Ada")
    }

    @Test("A plugin's own widget draws in theme roles, takes its own keys, and hears which cell was clicked")
    func customWidget() {
        let stars = StarRating()
        let document = WebDocument(window: window([stars]))
        let html = document.firstPaint()
        #expect(html.contains("class=\"role-accent\">**</span>") && html.contains("class=\"role-border\">...</span>"))
        let key = keyOf(stars, in: document)
        _ = document.handle(WebEvent(.key, key: key, value: "+")).json
        #expect(stars.rating == 3)
        _ = document.handle(WebEvent(.click, key: key, x: 4, y: 0)).json
        #expect(stars.rating == 5)
        #expect(document.handle(WebEvent(.click, key: key, x: 9, y: 0)).json.contains("outside"))
    }

    @Test("A table of ten thousand rows puts one page on the page, follows the highlight, and sorts by a header click")
    func tablesArePaged() {
        let table = Table(columns: [.init("Order"), .init("Total")])
        table.setRows(count: 10_000) { ["#\($0)", "\($0)"] }
        var sorts: [RowSort] = []
        table.onSort { sorts.append($0) }
        let document = WebDocument(window: window([table]))
        let html = document.firstPaint()
        #expect(html.components(separatedBy: "<tr data-k").count - 1 == WebRenderer.rowPageSize + 1)
        #expect(html.contains("Rows 1–50 of 10000"))
        let key = keyOf(table, in: document)
        _ = document.handle(WebEvent(.key, key: key, value: "End")).json
        #expect(table.highlightedIndex == 9_999)
        let frame = document.renderer.render()
        #expect(frame.element(keyed: key)?.textContent.contains("Rows 9951–10000 of 10000") == true)
        _ = document.handle(WebEvent(.header, key: key, index: 1)).json
        #expect(sorts == [RowSort(column: 1)])
        _ = document.handle(WebEvent(.select, key: key, index: 42)).json
        #expect(table.selectedIndex == 42)
    }

    @Test("Back pops the navigation stack, a presented screen is a modal dialog, and a tab event switches tabs")
    func navigationModalsAndTabs() {
        let first = ScreenOf(title: "First", [Label("one")])
        let second = ScreenOf(title: "Second", [Label("two")])
        let navigation = NavigationController(rootViewController: first)
        let tabs = TabBarController()
        let other = ScreenOf(title: "Other", [Label("other")])
        other.tabTitle = "Other"
        navigation.tabTitle = "Main"
        tabs.setViewControllers([navigation, other])
        let window = Window()
        window.rootViewController = tabs
        let document = WebDocument(window: window)
        _ = document.firstPaint()
        navigation.pushViewController(second, animated: false)
        let pushed = document.patchMessage()?.json ?? ""
        #expect(pushed.contains("Second") && pushed.contains("\"d\":\"Second\""))
        #expect(document.renderer.render().textContent.contains("‹ Back"))
        _ = document.handle(WebEvent(.back)).json
        #expect(navigation.viewControllers.count == 1)
        _ = document.handle(WebEvent(.tab, index: 1)).json
        #expect(tabs.selectedIndex == 1)
        other.present(ScreenOf(title: "Confirm", [Button("OK")]), animated: false)
        let html = HTMLWriter.html(document.renderer.render())
        #expect(html.contains("<dialog") && html.contains("aria-modal=\"true\"") && html.contains("inert"))
        _ = document.handle(WebEvent(.back)).json
        #expect(other.presentedViewController == nil)
    }

    @Test("Children that change order are moved by key, and the kept ones are patched in place")
    func childrenReorderByKey() {
        let a = Label("a")
        let b = Label("b")
        let stack = Stack([a, b])
        let screen = ViewController()
        screen.view = stack
        let window = Window()
        window.rootViewController = screen
        let document = WebDocument(window: window)
        _ = document.firstPaint()
        let keyA = keyOf(a, in: document)
        let keyB = keyOf(b, in: document)
        a.removeFromSuperview()
        stack.addArrangedWidget(a)
        b.text = "B"
        let message = document.patchMessage()?.json ?? ""
        #expect(message.contains("[\"c\","))
        #expect(message.contains("[\"\(keyB)\",\"\(keyA)\"]"))
        #expect(message.contains("[\"t\",\"\(keyB)\",0,\"B\"]"))
    }

    @Test("The theme follows the config's theme, a screen's choice, or the browser's colour scheme")
    func themes() {
        let window = window([Label("x")])
        let document = WebDocument(window: window)
        #expect(document.firstPaint().contains("theme-auto"))
        window.requestedTheme = .highContrast
        #expect(HTMLWriter.html(document.renderer.render()).contains("theme-high-contrast"))
        let css = ThemeStyleSheet.css(appTheme: nil)
        #expect(css.contains(".theme-dark, body:has(> .theme-dark) {") && css.contains("prefers-color-scheme: dark"))
        #expect(WebAssets.styleSheet.contains(".role-accent {"))
    }
}
