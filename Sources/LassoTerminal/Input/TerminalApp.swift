import Lasso

/// Applies the user's keys to a window and draws it: the part of the terminal front end that is
/// the same whether a person, a script or a benchmark drives it.
///
/// What each key does is ``KeyBindings``' table, looked up by scope (the app's keys, then the
/// focused widget's own ``Lasso/Widget/keyCommands``, then the keys of the kind of widget it is,
/// then the screen's scrolling keys); docs/keys.md lists the table. Typed and pasted text edit the
/// focused text input. Clicks and the wheel act on what the last frame drew under the pointer
/// (see ``handleMouse(_:)``).
@MainActor
public final class TerminalApp {
    /// What handling a key did.
    public enum KeyOutcome: Sendable, Equatable {
        /// The key did something.
        case handled
        /// The key does nothing here.
        case ignored
        /// The user asked to quit (Ctrl-C).
        case quit
        /// The user asked for a full redraw (Ctrl-L).
        case redraw
        /// The user asked to suspend the app (Ctrl-Z), as a job of their shell.
        case suspend
    }

    /// The window driven.
    public let window: Window
    /// Keyboard focus.
    public let focus = FocusController()
    /// The renderer, which keeps list scroll positions between frames.
    public let renderer = FrameRenderer()
    /// The size frames are drawn at.
    public var size: TerminalSize
    /// How many colours frames show (``ColorDepth/none``, emphasis only, by default; see
    /// ``ColorChoice``).
    public var colorDepth: ColorDepth = .none {
        didSet { if colorDepth != oldValue { window.setNeedsDisplay() } }
    }
    /// The activity indicator's animation step, advanced by the driver while something animates.
    public var animationStep = 0
    /// Whether Ctrl-C was pressed.
    public private(set) var hasQuit = false
    /// The last frame drawn.
    public private(set) var lastFrame: RenderedFrame?
    /// Keys the app answers on every screen, shown in the key-help line.
    public var commands: [AppCommand] = []
    /// The message shown above the key-help line, if any.
    public var status: StatusMessage? {
        didSet { if status != oldValue { window.setNeedsDisplay() } }
    }
    /// Whether the status line is cut at the terminal's width (drawn ending in `…`).
    public var isStatusCut: Bool {
        guard let status else { return false }
        return DisplayWidth.of(Self.singleLine(status.text)) > FrameRenderer.statusWidth(size)
    }
    /// The reloads done while the app runs (`wait reload` waits on it).
    public let reloads = ReloadLog()
    /// Whether the terminal reports the mouse (the help overlay then says what it does).
    public var reportsMouse = true
    /// Whether the help overlay (`?`) is shown; the next key closes it.
    public internal(set) var isShowingHelp = false {
        didSet { if isShowingHelp != oldValue { window.setNeedsDisplay() } }
    }
    /// Text shown whole over the app (a compile error), until Esc closes it; its keys scroll it.
    public var panel: TextPanel? {
        didSet { if panel != oldValue { window.setNeedsDisplay() } }
    }
    /// Where the left button went down, so that releasing it on the same element activates it.
    var pressedRegion: HitMap.Region?

    /// Creates a driver for `window`, drawn at `size`.
    public init(window: Window, size: TerminalSize = .standard) {
        self.window = window
        self.size = size
    }

    /// Draws the current state of the window (bringing focus up to date first).
    @discardableResult
    public func render() -> RenderedFrame {
        let frame = renderer.render(
            window, size: size, focus: focus, animationStep: animationStep, commands: commands,
            status: status, showsHelp: isShowingHelp, panel: panel, colorDepth: colorDepth,
            reportsMouse: reportsMouse
        )
        lastFrame = frame
        renderedGeneration = window.displayGeneration
        renderedSize = size
        return frame
    }

    private var renderedGeneration: UInt64?
    private var renderedSize: TerminalSize?

    /// What the frame the user sees now drew where: the last frame's hit map, after drawing the
    /// frame again if the window or the size changed since (or nothing was drawn yet).
    var currentHitMap: HitMap {
        if lastFrame == nil || renderedGeneration != window.displayGeneration || renderedSize != size { render() }
        return renderer.hitMap
    }

    // MARK: - Structure

    /// The controller the user interacts with.
    public var topViewController: ViewController? { window.topViewController }

    /// The focused widget (after bringing focus up to date).
    public var focusedWidget: Widget? {
        focus.update(for: window)
        return focus.focusedWidget
    }

    /// Which widget has focus, as its place among the top screen's focusable widgets: what
    /// stays the same when the screen is rebuilt (its plugin reloaded, say). Setting it focuses
    /// the widget at that place, when there is one.
    public var focusedIndex: Int? {
        get {
            focus.update(for: window)
            guard let focused = focus.focusedWidget else { return nil }
            return focus.focusableWidgets.firstIndex { $0 === focused }
        }
        set {
            focus.update(for: window)
            let widgets = focus.focusableWidgets
            if let newValue, widgets.indices.contains(newValue) { focus.focus(widgets[newValue]) }
        }
    }

    /// The visible widgets of the top screen.
    public var visibleWidgets: [Widget] { topViewController?.view.visibleWidgets ?? [] }

    /// The tab bar controller the tab keys switch, if the top layer shows one.
    public var tabBarController: TabBarController? { ScreenLayer.layers(of: window).last?.tabBar }

    // MARK: - Keys

    /// Applies one key event: the app's bindings first (``KeyBindings``), then the app's
    /// ``commands``, then typed text for a focused text field, then the bindings of the focused
    /// widget, then (on a screen taller than the window) the screen's scroll keys. A mouse
    /// event goes to ``handleMouse(_:)``.
    @discardableResult
    public func handle(_ event: InputEvent) -> KeyOutcome {
        if let willHandle { willHandle(event, target(of: event)) }
        defer { window.inputHandled() }
        if case .mouse(let mouse) = event { return handleMouse(mouse) }
        focus.update(for: window)
        let focused = focus.focusedWidget
        // Any key but a scroll key brings focus back into view if the user scrolled it away.
        if !isScrollKey(event, focused: focused) { renderer.revealsFocus = true }
        return handleKey(event, focused: focused)
    }

    /// Called before each input is handled, with the input and the control it goes to (the
    /// focused one for a key, the one under the pointer for a click): `run`'s supervisor keeps
    /// it, to say what the app was doing if it faults.
    package var willHandle: (@MainActor (_ input: InputEvent, _ control: Widget?) -> Void)?

    /// The control `event` goes to, as the last frame drew it.
    private func target(of event: InputEvent) -> Widget? {
        guard case .mouse(let mouse) = event else { return focusedWidget }
        switch currentHitMap.region(at: mouse.position)?.element {
        case .control(let widget), .textInput(let widget), .canvas(let widget): return widget
        case .row(let widget, _, _), .columnHeader(let widget, _, _): return widget
        default: return nil
        }
    }

    /// Whether `event` scrolls (a scroll view's or the screen's scroll key) where it is pressed.
    private func isScrollKey(_ event: InputEvent, focused: Widget?) -> Bool {
        guard KeyBindings.scrollKeys.contains(event) else { return false }
        // The last frame's map, not drawn again: this runs for every key.
        let scopes = KeyBindings.scopes(focused: focused, screenScrolls: renderer.hitMap.screenArea != nil)
        return scopes.lazy.compactMap { KeyBindings.binding(for: event, in: $0) }.first?.scrolls ?? false
    }

    private func handleKey(_ event: InputEvent, focused: Widget?) -> KeyOutcome {
        if isShowingHelp {
            // The help overlay is on top: Ctrl-C still quits, any other key closes it.
            if KeyBindings.binding(for: event, in: .app)?.command == .quit {
                return perform(.quit, key: event, on: focused)
            }
            isShowingHelp = false
            return .handled
        }
        if panel != nil { return handlePanelKey(event, focused: focused) }
        if let binding = KeyBindings.binding(for: event, in: .app) {
            return perform(binding.command, key: event, on: focused)
        }
        if !KeyBindings.takesTypedText(focused), let binding = KeyBindings.binding(for: event, in: .browsing) {
            return perform(binding.command, key: event, on: focused)
        }
        if let command = commands.first(where: { $0.key == event }) {
            command.perform()
            return .handled
        }
        if case .textInput(let editor) = focused?.primitive {
            switch event {
            case .text(let text), .paste(let text):
                let clean = editor.allowsNewlines ? Self.multiLine(text) : Self.singleLine(text)
                guard !clean.isEmpty, editor.isEnabled else { return .ignored }
                editor.insert(clean)
                return .handled
            default:
                break
            }
        }
        if let focused, let key = KeyBindings.widgetKey(for: event),
            let command = focused.keyCommands.first(where: { $0.keys.contains(key) })
        {
            command.perform()
            return .handled
        }
        for scope in KeyBindings.widgetScopes(of: focused) {
            guard let binding = KeyBindings.binding(for: event, in: scope) else { continue }
            let outcome = perform(binding.command, key: event, on: focused)
            if outcome != .ignored { return outcome }
            break
        }
        guard currentHitMap.screenArea != nil, let binding = KeyBindings.binding(for: event, in: .screen) else {
            return .ignored
        }
        return perform(binding.command, key: event, on: focused)
    }

    /// A key while a ``TextPanel`` is shown: Ctrl-C quits, the panel's keys scroll or close it,
    /// the app's commands work; the screen under it takes no key.
    private func handlePanelKey(_ event: InputEvent, focused: Widget?) -> KeyOutcome {
        if let binding = KeyBindings.binding(for: event, in: .app), binding.command == .quit {
            return perform(.quit, key: event, on: focused)
        }
        if let binding = KeyBindings.binding(for: event, in: .panel) {
            return perform(binding.command, key: event, on: focused)
        }
        if let command = commands.first(where: { $0.key == event }) {
            command.perform()
            return .handled
        }
        return .ignored
    }

    /// Moves the panel's first line by `step`, within its text as last drawn.
    private func scrollPanel(_ step: KeyBindings.ScrollStep) {
        guard var shown = panel else { return }
        let extent = currentPanelExtent
        let first = min(shown.firstLine, extent.lastFirstLine)
        let page = max(1, extent.pageRows - 1)
        switch step {
        case .up: shown.firstLine = first - 1
        case .down: shown.firstLine = first + 1
        case .pageUp: shown.firstLine = first - page
        case .pageDown: shown.firstLine = first + page
        case .top: shown.firstLine = 0
        case .bottom: shown.firstLine = extent.lastFirstLine
        case .left, .right: return
        }
        shown.firstLine = min(max(0, shown.firstLine), extent.lastFirstLine)
        panel = shown
    }

    /// The panel's rows and lines as drawn now (drawing a frame first if it is out of date).
    private var currentPanelExtent: TextPanelView.Extent {
        _ = currentHitMap
        return renderer.panelExtent
    }

    /// Does what a binding says.
    private func perform(_ command: KeyBindings.Command, key: InputEvent, on focused: Widget?) -> KeyOutcome {
        switch command {
        case .quit:
            hasQuit = true
            return .quit
        case .redraw:
            return .redraw
        case .suspend:
            return .suspend
        case .showHelp:
            isShowingHelp = true
        case .scrollPanel(let step):
            scrollPanel(step)
        case .closePanel:
            panel = nil
        case .focusNext, .focusPrevious:
            guard !focus.focusableWidgets.isEmpty else { return .ignored }
            if command == .focusNext { focus.focusNext() } else { focus.focusPrevious() }
        case .nextStop, .previousStop:
            guard !focus.focusableWidgets.isEmpty else { return .ignored }
            if command == .nextStop { focus.focusNextStop() } else { focus.focusPreviousStop() }
        case .goBack:
            return goBack() ? .handled : .ignored
        case .selectTab:
            guard let index = KeyBindings.tabIndex(of: key) else { return .ignored }
            return selectTab(at: index) ? .handled : .ignored
        case .activate:
            guard let focused, focused.acceptsFocus, (try? focused.perform(.activate)) != nil else { return .ignored }
        case .submitOrNext:
            guard case .textInput(let editor) = focused?.primitive else { return .ignored }
            if editor.submitsOnEnter {
                focused?.activate()
            } else {
                return perform(.nextStop, key: key, on: focused)
            }
        case .edit(let edit):
            guard case .textInput(let editor) = focused?.primitive else { return .ignored }
            switch edit {
            case .move(let motion): editor.move(motion)
            case .select:
                guard let motion = KeyBindings.selectionMotion(of: key) else { return .ignored }
                editor.move(motion, selecting: true)
            case .page(let up):
                // A page is the rows the text view showed in the last frame.
                for _ in 0..<max(1, lastFrame?.focusedPageRows ?? 1) { editor.move(up ? .lineUp : .lineDown) }
            case .deleteBackward: editor.deleteBackward()
            case .deleteForward: editor.deleteForward()
            case .deleteWordBackward: editor.deleteWordBackward()
            case .deleteToStart: editor.deleteToStart()
            case .deleteToEnd: editor.deleteToEnd()
            case .undo: editor.undo()
            case .redo: editor.redo()
            case .newline:
                guard editor.allowsNewlines else { return .ignored }
                editor.insert("\n")
            case .line(let up):
                guard !editor.isOnEdgeLine(up: up) else {
                    return perform(up ? .focusPrevious : .focusNext, key: key, on: focused)
                }
                editor.move(up ? .lineUp : .lineDown)
            }
        case .rows(let intent):
            // A page is the rows the list showed in the last frame.
            let page = max(1, lastFrame?.focusedPageRows ?? size.height - 8)
            guard let focused, (try? focused.perform(intent, pageRows: page)) != nil else { return .ignored }
        case .scroll(let step):
            guard let focused, case .scroll = focused.primitive else { return .ignored }
            renderer.scroll(id: ObjectIdentifier(focused), by: step, page: max(1, lastFrame?.focusedPageRows ?? 1))
            window.setNeedsDisplay()
        case .scrollScreen(let step):
            // A page is the rows the screen showed in the last frame.
            guard let area = currentHitMap.screenArea, case .screen(let root) = area.scroller else { return .ignored }
            renderer.scroll(id: ObjectIdentifier(root), by: step, page: max(1, area.rect.height))
            window.setNeedsDisplay()
        }
        return .handled
    }

    // MARK: - Navigation

    /// What Esc would do now, without doing it.
    public enum BackAction: Sendable, Equatable {
        /// Pop the top navigation stack.
        case pop
        /// Dismiss the top presented screen.
        case dismiss
    }

    /// What going back would do, or `nil` when there is nowhere to go back to.
    public var backAction: BackAction? {
        guard let layer = ScreenLayer.layers(of: window).last else { return nil }
        if layer.canGoBack { return .pop }
        if layer.canClose { return .dismiss }
        return nil
    }

    /// Goes back as Esc does: pops the top navigation stack when it is deeper than one, else
    /// dismisses the top presented screen if it may be closed. Returns whether anything happened.
    @discardableResult
    public func goBack() -> Bool {
        ScreenLayer.layers(of: window).last?.goBack() ?? false
    }

    /// Selects tab `index` (zero-based) of the top layer's tab bar. Returns whether it exists.
    @discardableResult
    public func selectTab(at index: Int) -> Bool {
        guard let tabBar = tabBarController, tabBar.viewControllers.indices.contains(index) else { return false }
        tabBar.selectedIndex = index
        return true
    }

    /// `text` as lines of printable text: line breaks become `\n`, tabs four spaces, other
    /// control characters are removed.
    static func multiLine(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\n" || character == "\r" || character == "\r\n" {
                result.append("\n")
            } else if character == "\t" {
                result.append("    ")
            } else if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) {
                result.append(character)
            }
        }
        return result
    }

    /// `text` as one line of printable text: line breaks and tabs become spaces (a trailing line
    /// break is dropped), other control characters are removed.
    static func singleLine(_ text: String) -> String {
        var trimmed = Substring(text)
        while let last = trimmed.last, last == "\n" || last == "\r" || last == "\r\n" { trimmed.removeLast() }
        var result = ""
        for character in trimmed {
            if character == "\n" || character == "\r" || character == "\r\n" || character == "\t" {
                result.append(" ")
            } else if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) {
                result.append(character)
            }
        }
        return result
    }
}
