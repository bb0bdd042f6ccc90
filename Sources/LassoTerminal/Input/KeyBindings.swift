import Lasso

/// Every key the terminal front end answers, written once: what it does (``TerminalApp`` looks
/// the pressed key up here) and how the key-help line names it (``KeyHelpLine`` lists the
/// bindings of the current screen from here), so the two cannot disagree.
///
/// A binding belongs to a scope: the app (any screen), or the kind of primitive the focused
/// widget is drawn as (``Lasso/WidgetPrimitive``), whatever its type. The app's bindings are
/// looked up first, then the focused widget's own key commands
/// (``Lasso/Widget/keyCommands``). Typed text and pasted text are not bindings: they go to the
/// focused text input.
enum KeyBindings {
    /// Where a binding applies.
    enum Scope: Sendable, Hashable {
        /// On every screen.
        case app
        /// On every screen where no text field has focus (so the key is not typed).
        case browsing
        /// When a text input (a text field, a text view) has focus.
        case textField
        /// When a text input of many lines (a text view) has focus: looked up before
        /// ``textField``, whose keys work there too.
        case textView
        /// When rows (a list) have focus.
        case list
        /// When a control (a button, a toggle, an option of a choice) has focus.
        case button
        /// When a scroll view has focus (its content does not fit and has nothing focusable).
        case scrollView
        /// When the screen is taller than the window and the focused widget (if any) does not
        /// take the key: the screen scrolls.
        case screen
        /// While a ``TextPanel`` is shown over the app: its keys alone (and Ctrl-C, and the
        /// app's commands) work.
        case panel
    }

    /// What a key does.
    enum Command: Sendable, Equatable {
        case quit, redraw, suspend, showHelp
        /// The next or previous control (the arrows).
        case focusNext, focusPrevious
        /// The next or previous Tab stop: a choice's options are one (Tab, Shift-Tab).
        case nextStop, previousStop
        case goBack
        /// Selects the tab of the F-key or Alt-digit pressed.
        case selectTab
        /// Activates the focused control (``Lasso/Widget/activate()``).
        case activate
        /// Submits the focused text input when it takes Enter, else moves focus on.
        case submitOrNext
        case edit(EditCommand)
        /// What a key means on the focused rows (``Lasso/UserIntent/rowKeys``).
        case rows(UserIntent)
        case scroll(ScrollStep)
        /// Scrolls the screen (one taller than the window).
        case scrollScreen(ScrollStep)
        /// Scrolls the ``TextPanel`` shown, or closes it.
        case scrollPanel(ScrollStep)
        case closePanel
    }

    /// What an editing key does to the focused text input's ``Lasso/TextEditor``.
    enum EditCommand: Sendable, Equatable {
        case move(TextEditor.Motion)
        /// Moves the cursor as the shifted key says, extending the selection.
        case select
        case deleteBackward, deleteForward, deleteWordBackward, deleteToStart, deleteToEnd
        case undo, redo
        /// Inserts a line break (many lines only).
        case newline
        /// Moves to the line above or below, or on to the previous or next control from the
        /// first or last line.
        case line(up: Bool)
        /// Moves a page of lines (the rows the text view shows) up or down.
        case page(up: Bool)
    }

    /// How far a scroll view key scrolls its content.
    enum ScrollStep: Sendable, Equatable {
        case up, down, left, right, pageUp, pageDown, top, bottom
    }

    /// What the help line knows about the screen, to say whether and how a binding shows.
    struct HelpContext {
        /// The top layer of the screen.
        let layer: ScreenLayer?
        /// How many widgets can take focus on it.
        let focusableCount: Int
        /// Whether the screen is taller than its area (it scrolls).
        var screenScrolls = false
    }

    /// One binding.
    struct Binding {
        let scope: Scope
        let keys: [InputEvent]
        let command: Command
        /// The keys as the help overlay names them (`Enter, Space`): their labels
        /// (``InputEvent/label``), unless a range says it shorter (`F1…F12, Alt-1…9`).
        let keyNames: String
        /// What it does, for the help overlay.
        let summary: String
        /// The help line's key label and action, when it shows the binding on this screen.
        let help: @MainActor (HelpContext) -> (key: String, action: String)?
        /// Higher stays longer when the help line is too narrow.
        let priority: Int

        /// A binding the key-help line shows on every screen where it works: its first key, doing
        /// `action`.
        init(
            _ scope: Scope, _ keys: [InputEvent], _ command: Command, _ summary: String, priority: Int,
            shows action: String
        ) {
            let key = keys.first.map { InputEvent.label(of: [$0], compact: true) } ?? ""
            self.init(scope, keys, command, summary, priority: priority) { _ in (key, action) }
        }

        /// Whether the binding scrolls (a scroll view or the screen).
        var scrolls: Bool {
            switch command {
            case .scroll, .scrollScreen: true
            default: false
            }
        }

        init(
            _ scope: Scope, _ keys: [InputEvent], _ command: Command, _ summary: String, keyNames: String? = nil,
            priority: Int = 0, help: @escaping @MainActor (HelpContext) -> (key: String, action: String)? = { _ in nil }
        ) {
            self.scope = scope
            self.keys = keys
            self.command = command
            self.keyNames = keyNames ?? InputEvent.label(of: keys)
            self.summary = summary
            self.priority = priority
            self.help = help
        }
    }

    /// The key-help line's item for `keys` doing `action`, its keys named compactly (`↑↓`,
    /// `PgUp/PgDn`).
    static func shown(_ keys: [InputEvent], _ action: String) -> (key: String, action: String) {
        (InputEvent.label(of: keys, compact: true), action)
    }

    /// The F-keys and Alt-digits that select tabs, with the zero-based tab each selects.
    static func tabIndex(of key: InputEvent) -> Int? {
        switch key {
        case .function(let number) where (1...12).contains(number): number - 1
        case .alt(let character): character.wholeNumberValue.flatMap { $0 > 0 ? $0 - 1 : nil }
        default: nil
        }
    }

    static let tabKeys: [InputEvent] =
        (1...12).map { InputEvent.function($0) } + (1...9).map { InputEvent.alt(Character(String($0))) }

    /// Every binding, in the order the help line and the help overlay list them.
    @MainActor static let all: [Binding] =
        [
            Binding(.app, [.tab], .nextStop, "move focus to the next control", priority: 5) {
                $0.focusableCount > 1 ? shown([.tab], "focus") : nil
            },
            Binding(.app, [.backTab], .previousStop, "move focus to the previous control"),
            Binding(
                .button, [.enter, .text(" ")], .activate, "press, check or choose it", priority: 4, shows: "activate"),
            Binding(.button, [.left, .up], .focusPrevious, "previous control"),
            Binding(.button, [.right, .down], .focusNext, "next control"),
        ] + rowBindings + [
            Binding(.list, [.left], .focusPrevious, "previous control"),
            Binding(.list, [.right], .focusNext, "next control"),
            Binding(.scrollView, [.up], .scroll(.up), "scroll up a row", priority: 2) { _ in
                shown([.up, .down], "scroll")
            },
            Binding(.scrollView, [.down], .scroll(.down), "scroll down a row"),
            Binding(.scrollView, [.left], .scroll(.left), "scroll left a column"),
            Binding(.scrollView, [.right], .scroll(.right), "scroll right a column"),
            Binding(.scrollView, [.pageUp], .scroll(.pageUp), "scroll up a page"),
            Binding(.scrollView, [.pageDown], .scroll(.pageDown), "scroll down a page"),
            Binding(.scrollView, [.home], .scroll(.top), "scroll to the top"),
            Binding(.scrollView, [.end], .scroll(.bottom), "scroll to the bottom"),
            Binding(.screen, [.up], .scrollScreen(.up), "scroll the screen up a row", priority: 2) { context in
                context.focusableCount == 0 ? shown([.up, .down], "scroll") : nil
            },
            Binding(.screen, [.down], .scrollScreen(.down), "scroll the screen down a row"),
            Binding(.screen, [.pageUp], .scrollScreen(.pageUp), "scroll the screen up a page") { _ in
                shown([.pageUp, .pageDown], "scroll")
            },
            Binding(.screen, [.pageDown], .scrollScreen(.pageDown), "scroll the screen down a page"),
            Binding(.screen, [.home], .scrollScreen(.top), "scroll to the top of the screen"),
            Binding(.screen, [.end], .scrollScreen(.bottom), "scroll to the bottom of the screen"),
            Binding(.textField, [.left, .control("b")], .edit(.move(.left)), "cursor left", priority: 1) { _ in
                shown([.left, .right], "cursor")
            },
            Binding(.textField, [.right, .control("f")], .edit(.move(.right)), "cursor right"),
            Binding(
                .textField, [.shifted(.left), .shifted(.right), .shifted(.home), .shifted(.end)], .edit(.select),
                "select as the key moves"),
            Binding(.textField, [.alt("b")], .edit(.move(.wordLeft)), "cursor a word left"),
            Binding(.textField, [.alt("f")], .edit(.move(.wordRight)), "cursor a word right"),
            Binding(.textField, [.home, .control("a")], .edit(.move(.start)), "cursor to the start"),
            Binding(.textField, [.end, .control("e")], .edit(.move(.end)), "cursor to the end"),
            Binding(.textField, [.backspace], .edit(.deleteBackward), "delete before the cursor"),
            Binding(
                .textField, [.delete, .control("d")], .edit(.deleteForward), "delete after the cursor"),
            Binding(.textField, [.control("w")], .edit(.deleteWordBackward), "delete the word before the cursor"),
            Binding(.textField, [.control("u")], .edit(.deleteToStart), "delete to the start"),
            Binding(.textField, [.control("k")], .edit(.deleteToEnd), "delete to the end"),
            Binding(
                .textField, [.enter], .submitOrNext, "submit the field, or go to the next control", priority: 3,
                shows: "next"),
            Binding(.textField, [.down], .focusNext, "next control"),
            Binding(.textField, [.alt("z")], .edit(.undo), "undo the last edit"),
            Binding(.textField, [.alt("y")], .edit(.redo), "redo what was undone"),
            Binding(.textView, [.enter], .edit(.newline), "start a new line", priority: 3, shows: "new line"),
            Binding(.textView, [.up], .edit(.line(up: true)), "line above (from the first: previous control)"),
            Binding(.textView, [.down], .edit(.line(up: false)), "line below (from the last: next control)"),
            Binding(.textView, [.shifted(.up), .shifted(.down)], .edit(.select), "select line by line"),
            Binding(.textView, [.pageUp], .edit(.page(up: true)), "a page of lines up"),
            Binding(.textView, [.pageDown], .edit(.page(up: false)), "a page of lines down"),

            Binding(.textField, [.up], .focusPrevious, "previous control"),
            Binding(.app, [.escape], .goBack, "go back, or close what is presented", priority: 6) { context in
                guard let layer = context.layer else { return nil }
                if layer.canGoBack { return shown([.escape], "back") }
                return layer.canClose ? shown([.escape], "close") : nil
            },
            Binding(.app, tabKeys, .selectTab, "switch tabs", keyNames: "F1…F12, Alt-1…9", priority: 3) { context in
                guard let tabBar = context.layer?.tabBar, tabBar.viewControllers.count > 1 else { return nil }
                let last = InputEvent.function(min(tabBar.viewControllers.count, 12))
                return ("\(InputEvent.function(1).label)-\(last.label)", "tabs")
            },
            Binding(.browsing, [.text("?")], .showHelp, "show these keys", priority: 0, shows: "help"),
            Binding(.app, [.control("l")], .redraw, "draw everything again"),
            Binding(.app, [.control("z")], .suspend, "suspend (fg brings the app back)"),
            Binding(.browsing, [.text("q")], .quit, "quit (when no text field has focus)"),
            Binding(.app, [.control("c")], .quit, "quit", priority: 7, shows: "quit"),
            Binding(.panel, [.up], .scrollPanel(.up), "scroll the text up a line", priority: 2) { _ in
                shown([.up, .down], "scroll")
            },
            Binding(.panel, [.down], .scrollPanel(.down), "scroll the text down a line"),
            Binding(.panel, [.pageUp], .scrollPanel(.pageUp), "scroll the text up a page") { _ in
                shown([.pageUp, .pageDown], "page")
            },
            Binding(.panel, [.pageDown], .scrollPanel(.pageDown), "scroll the text down a page"),
            Binding(.panel, [.home], .scrollPanel(.top), "the text's first line"),
            Binding(.panel, [.end], .scrollPanel(.bottom), "the text's last line"),
            Binding(.panel, [.escape], .closePanel, "close the text", priority: 6, shows: "close"),
        ]

    /// The keys rows take (``Lasso/UserIntent/rowKeys``), one binding per intent (keys of the
    /// same intent together); ↑↓ and Enter show in the help line.
    @MainActor private static let rowBindings: [Binding] = {
        var intents: [UserIntent] = []
        for rowKey in UserIntent.rowKeys where !intents.contains(rowKey.intent) { intents.append(rowKey.intent) }
        return intents.map { intent in
            let keys = UserIntent.rowKeys.filter { $0.intent == intent }
            let events = keys.map { inputEvent(for: $0.key) }
            let summary = keys[0].summary
            switch intent {
            case .moveHighlight(.rows(-1)):
                return Binding(.list, events, .rows(intent), summary, priority: 2) { _ in shown([.up, .down], "move") }
            case .selectRow(nil):
                return Binding(.list, events, .rows(intent), summary, priority: 4, shows: "select")
            default:
                return Binding(.list, events, .rows(intent), summary)
            }
        }
    }()

    /// The keys bound in each scope, from the table: whether a scope takes a key is one lookup.
    @MainActor static let keysByScope: [Scope: Set<InputEvent>] = all.reduce(into: [:]) {
        $0[$1.scope, default: []].formUnion($1.keys)
    }

    /// Every key that scrolls in some scope, from the table: most keys (typed text) are not
    /// looked up any further to know whether they scroll.
    @MainActor static let scrollKeys: Set<InputEvent> = Set(all.filter(\.scrolls).flatMap(\.keys))

    /// The scopes whose bindings work when `focused` has focus (on a screen that scrolls, with
    /// `screenScrolls`), in lookup order.
    @MainActor
    static func scopes(focused: Widget?, screenScrolls: Bool = false) -> [Scope] {
        var scopes: [Scope] = [.app]
        if !takesTypedText(focused) { scopes.append(.browsing) }
        scopes.append(contentsOf: widgetScopes(of: focused))
        if screenScrolls { scopes.append(.screen) }
        return scopes
    }

    /// The overlay's title of each scope.
    static func title(of scope: Scope) -> String {
        switch scope {
        case .app: "Anywhere"
        case .browsing: "When not typing"
        case .textField: "In a text field or text view"
        case .textView: "In a text view"
        case .list: "In a list"
        case .button: "On a button, toggle or option"
        case .scrollView: "In a scroll view"
        case .screen: "On a screen taller than the window"
        case .panel: "In a text shown over the app"
        }
    }

    /// The binding of `key` in `scope`, if any.
    @MainActor
    static func binding(for key: InputEvent, in scope: Scope) -> Binding? {
        all.first { $0.scope == scope && $0.keys.contains(key) }
    }

    /// The scopes of the focused widget, in lookup order: those of the primitive it is drawn as.
    @MainActor
    static func widgetScopes(of widget: Widget?) -> [Scope] {
        switch widget?.primitive {
        case .textInput(let editor): editor.allowsNewlines ? [.textView, .textField] : [.textField]
        case .rows: [.list]
        case .control: [.button]
        case .scroll: [.scrollView]
        // A widget with a tap recognizer is activated as a button is (Enter, Space).
        case .empty, .group, .text, .progress, .chart, .canvas: widget?.recognizesTaps == true ? [.button] : []
        case nil: []
        }
    }

    /// Whether `widget` takes typed text (it is a text input): then printable keys are typed,
    /// not looked up as the browsing keys (`q`, `?`).
    @MainActor
    static func takesTypedText(_ widget: Widget?) -> Bool {
        if case .textInput = widget?.primitive { true } else { false }
    }

    /// The cursor motion of a key, shifted to select (``EditCommand/select``).
    static func selectionMotion(of key: InputEvent) -> TextEditor.Motion? {
        guard case .shifted(let base) = key else { return nil }
        switch base {
        case .left: return .left
        case .right: return .right
        case .home: return .start
        case .end: return .end
        case .up: return .lineUp
        case .down: return .lineDown
        default: return nil
        }
    }

    /// The keys that are one key to a widget (``Lasso/WidgetKey``) and to the terminal
    /// (``InputEvent``) by name; characters and Ctrl or Alt with a key map by their character.
    private static let namedKeys: [(widget: WidgetKey, terminal: InputEvent)] = [
        (.enter, .enter), (.up, .up), (.down, .down), (.left, .left), (.right, .right), (.home, .home),
        (.end, .end), (.pageUp, .pageUp), (.pageDown, .pageDown), (.backspace, .backspace), (.delete, .delete),
    ]

    /// The terminal's event for a key as widgets name it.
    static func inputEvent(for key: WidgetKey) -> InputEvent {
        switch key {
        case .character(let character): .text(String(character))
        case .control(let letter): .control(letter)
        case .alt(let character): .alt(character)
        default: namedKeys.first { $0.widget == key }?.terminal ?? .text("")
        }
    }

    /// The key a widget's own key command names for `event`, if any.
    static func widgetKey(for event: InputEvent) -> WidgetKey? {
        switch event {
        case .text(let text) where text.count == 1: text.first.map(WidgetKey.character)
        case .control(let letter): .control(letter)
        case .alt(let character): .alt(character)
        default: namedKeys.first { $0.terminal == event }?.widget
        }
    }
}
