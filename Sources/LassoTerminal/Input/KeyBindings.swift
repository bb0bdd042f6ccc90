import Lasso

/// Every key the terminal front end answers, written once: what it does (``TerminalApp`` looks
/// the pressed key up here) and how the key-help line names it (``KeyHelpLine`` lists the
/// bindings of the current screen from here), so the two cannot disagree.
///
/// A binding belongs to a scope: the app (any screen), or the kind of widget that has focus.
/// The app's bindings are looked up first. Typed text and pasted text are not bindings: they go
/// to the focused text field.
enum KeyBindings {
    /// Where a binding applies.
    enum Scope: Sendable, Equatable {
        /// On every screen.
        case app
        /// When a text field has focus.
        case textField
        /// When a list has focus.
        case list
        /// When a button has focus.
        case button
    }

    /// What a key does.
    enum Command: Sendable, Equatable {
        case quit, redraw, suspend
        case focusNext, focusPrevious
        case goBack
        /// Selects the tab of the F-key or Alt-digit pressed.
        case selectTab
        case activateButton
        case deleteBackward, deleteForward, cursorLeft, cursorRight, cursorHome, cursorEnd
        case moveHighlight(ListStep)
        case selectRow
    }

    /// How far a list key moves the highlight.
    enum ListStep: Sendable, Equatable {
        case up, down, pageUp, pageDown, first, last
    }

    /// What the help line knows about the screen, to say whether and how a binding shows.
    struct HelpContext {
        /// The top layer of the screen.
        let layer: ScreenLayer?
        /// How many widgets can take focus on it.
        let focusableCount: Int
    }

    /// One binding.
    struct Binding {
        let scope: Scope
        let keys: [KeyEvent]
        let command: Command
        /// The help line's key label and action, when it shows the binding on this screen.
        let help: @MainActor (HelpContext) -> (key: String, action: String)?
        /// Higher stays longer when the help line is too narrow.
        let priority: Int

        init(_ scope: Scope, _ keys: [KeyEvent], _ command: Command, priority: Int = 0, help: @escaping @MainActor (HelpContext) -> (key: String, action: String)? = { _ in nil }) {
            self.scope = scope
            self.keys = keys
            self.command = command
            self.priority = priority
            self.help = help
        }
    }

    /// The F-keys and Alt-digits that select tabs, with the zero-based tab each selects.
    static func tabIndex(of key: KeyEvent) -> Int? {
        switch key {
        case let .function(number) where (1...12).contains(number): number - 1
        case let .alt(character): character.wholeNumberValue.flatMap { $0 > 0 ? $0 - 1 : nil }
        default: nil
        }
    }

    static let tabKeys: [KeyEvent] = (1...12).map { KeyEvent.function($0) } + (1...9).map { KeyEvent.alt(Character(String($0))) }

    /// Every binding, in the order the help line lists them.
    @MainActor static let all: [Binding] = [
        Binding(.app, [.tab], .focusNext, priority: 5) { $0.focusableCount > 1 ? ("Tab", "focus") : nil },
        Binding(.app, [.backTab], .focusPrevious),
        Binding(.button, [.enter, .text(" ")], .activateButton, priority: 4) { _ in ("Enter", "activate") },
        Binding(.button, [.left, .up], .focusPrevious),
        Binding(.button, [.right, .down], .focusNext),
        Binding(.list, [.up], .moveHighlight(.up), priority: 2) { _ in ("↑↓", "move") },
        Binding(.list, [.down], .moveHighlight(.down)),
        Binding(.list, [.pageUp], .moveHighlight(.pageUp)),
        Binding(.list, [.pageDown], .moveHighlight(.pageDown)),
        Binding(.list, [.home], .moveHighlight(.first)),
        Binding(.list, [.end], .moveHighlight(.last)),
        Binding(.list, [.enter], .selectRow, priority: 4) { _ in ("Enter", "select") },
        Binding(.list, [.left], .focusPrevious),
        Binding(.list, [.right], .focusNext),
        Binding(.textField, [.left], .cursorLeft, priority: 1) { _ in ("←→", "cursor") },
        Binding(.textField, [.right], .cursorRight),
        Binding(.textField, [.home], .cursorHome),
        Binding(.textField, [.end], .cursorEnd),
        Binding(.textField, [.backspace], .deleteBackward),
        Binding(.textField, [.delete], .deleteForward),
        Binding(.textField, [.enter, .down], .focusNext, priority: 3) { _ in ("Enter", "next") },
        Binding(.textField, [.up], .focusPrevious),
        Binding(.app, [.escape], .goBack, priority: 6) { context in
            guard let layer = context.layer else { return nil }
            if layer.canGoBack { return ("Esc", "back") }
            return layer.canClose ? ("Esc", "close") : nil
        },
        Binding(.app, tabKeys, .selectTab, priority: 3) { context in
            guard let tabBar = context.layer?.tabBar, tabBar.viewControllers.count > 1 else { return nil }
            return ("F1-F\(min(tabBar.viewControllers.count, 12))", "tabs")
        },
        Binding(.app, [.control("l")], .redraw),
        Binding(.app, [.control("z")], .suspend),
        Binding(.app, [.control("c")], .quit, priority: 7) { _ in ("Ctrl-C", "quit") },
    ]

    /// The binding of `key` in `scope`, if any.
    @MainActor
    static func binding(for key: KeyEvent, in scope: Scope) -> Binding? {
        all.first { $0.scope == scope && $0.keys.contains(key) }
    }

    /// The scope of the focused widget.
    static func scope(of widget: Widget?) -> Scope? {
        switch widget {
        case is TextField: .textField
        case is List: .list
        case is Button: .button
        default: nil
        }
    }
}
