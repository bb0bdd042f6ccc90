import Foundation
import Lasso

/// Runs a plain-text script against a window, headless: the same keys, focus and renderer as
/// the interactive shell, at a fixed size, with no terminal.
///
/// ```text
/// # Log in with a wrong, then the right password.
/// type alice
/// press tab
/// type wrong
/// tap Log in
/// wait idle
/// expect Wrong password
/// snapshot login-error
/// ```
///
/// Steps: `type TEXT`, `press KEY…` (enter, tab, shift-tab, esc, up, down, left, right, home,
/// end, page-up, page-down, backspace, delete, space, f1…f12, ctrl-c), `tap TITLE`,
/// `click LABEL` (a mouse click on what shows that label), `scroll up|down [LABEL]` (the wheel),
/// `select ROW` (title, or zero-based index), `focus NAME`, `back`, `tab N-or-TITLE` (one-based,
/// like the F-keys), `wait idle [TIMEOUT]`, `expect TEXT`, `expect no TEXT`,
/// `snapshot [NAME]`, `resize WxH`, `wait reload [TIMEOUT]`, `sh COMMAND`. Arguments may be
/// quoted to keep surrounding spaces.
///
/// A failed step stops the script; the result names the file and line and carries the frame.
@MainActor
public final class ScriptRunner {
    /// The driver the steps act through.
    public let app: TerminalApp

    /// Creates a runner for `window` drawn at `size` (80 × 24 by default).
    public init(window: Window, size: TerminalSize = .standard) {
        app = TerminalApp(window: window, size: size)
    }

    /// Runs the script file at `path`; messages name the file by `path` as given.
    public func run(contentsOf path: String) async -> ScriptResult {
        let fileName = path
        guard let data = FileManager.default.contents(atPath: path) else {
            return Self.failedBeforeStart(fileName: path, message: "cannot read the script file \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return Self.failedBeforeStart(fileName: fileName, message: "the script file is not UTF-8 text")
        }
        return await run(script: text, fileName: fileName)
    }

    /// Parses and runs `script`; `fileName` names it in messages.
    public func run(script: String, fileName: String = "script") async -> ScriptResult {
        do throws(ScriptFailure) {
            let parsed = try Script(parsing: script, fileName: fileName)
            return await run(parsed)
        } catch {
            var failure = error
            failure.frame = app.render().text
            return ScriptResult(fileName: fileName, stepsRun: 0, snapshots: [], failure: failure, didQuit: false)
        }
    }

    /// Runs a parsed script.
    public func run(_ script: Script) async -> ScriptResult {
        var result = ScriptResult(fileName: script.fileName, stepsRun: 0, snapshots: [], failure: nil, didQuit: false)
        for line in script.lines {
            result.stepsRun += 1
            defer { app.window.inputHandled() }
            do throws(ScriptStepError) {
                let outcome = try await perform(line.step, line: line.number)
                switch outcome {
                case .continue:
                    break
                case .snapshot(let snapshot):
                    result.snapshots.append(snapshot)
                case .quit:
                    result.didQuit = true
                    return result
                }
            } catch {
                result.failure = ScriptFailure(
                    fileName: script.fileName,
                    line: line.number,
                    source: line.source,
                    message: error.message,
                    frame: app.render().text
                )
                return result
            }
        }
        return result
    }

    /// Runs the script file at `path` from synchronous code on the main thread (see
    /// ``MainLoop/run(_:)``). `prepare` sees the driver before the first step.
    public static func runBlocking(
        window: Window, scriptPath: String, size: TerminalSize = .standard,
        prepare: @MainActor (TerminalApp) -> Void = { _ in }
    ) -> ScriptResult {
        let runner = ScriptRunner(window: window, size: size)
        prepare(runner.app)
        return MainLoop.run { await runner.run(contentsOf: scriptPath) }
    }

    /// The window's hierarchy as a tree, then one frame at `size` (`--dump`): plain text, or
    /// with colour at `colorDepth` (see ``RenderedFrame/text(colorDepth:)``). `hierarchy` is
    /// the tree as the caller names it (the shell names modules as the config does); without
    /// it, the tree names modules by their Swift types.
    public static func dump(
        _ window: Window, size: TerminalSize = .standard, hierarchy: String? = nil, colorDepth: ColorDepth = .none
    ) -> String {
        let tree = hierarchy ?? window.hierarchy()?.treeDescription() ?? "(no root view controller)"
        let app = TerminalApp(window: window, size: size)
        app.colorDepth = colorDepth
        let frame = app.render().text(colorDepth: colorDepth)
        return "--- hierarchy ---\n\(tree)\n--- screen (\(size)) ---\n\(frame)\n--- end screen ---"
    }

    private static func failedBeforeStart(fileName: String, message: String) -> ScriptResult {
        ScriptResult(
            fileName: fileName,
            stepsRun: 0,
            snapshots: [],
            failure: ScriptFailure(fileName: fileName, line: 0, source: "", message: message, frame: nil),
            didQuit: false
        )
    }

    // MARK: - Steps

    private enum StepOutcome {
        case `continue`
        case snapshot(ScriptSnapshot)
        case quit
    }

    private func perform(_ step: ScriptStep, line: Int) async throws(ScriptStepError) -> StepOutcome {
        switch step {
        case .type(let text):
            guard case .textInput(let editor) = app.focusedWidget?.primitive else {
                throw ScriptStepError(
                    "type: no text field has focus (focus: \(describe(app.focusedWidget))); use `focus NAME` or `press tab` first"
                )
            }
            guard editor.isEnabled else { throw ScriptStepError("type: the focused text field is disabled") }
            app.handle(.text(text))
        case .press(let keys):
            for key in keys where app.handle(key) == .quit {
                return .quit
            }
        case .tap(let title):
            let controls = app.visibleWidgets.compactMap { widget -> (Widget, ControlContent)? in
                if case .control(let control) = widget.primitive { (widget, control) } else { nil }
            }
            guard let (widget, control) = find(title, in: controls, name: { $0.1.title }) else {
                throw ScriptStepError(
                    "tap: no visible button, toggle or option \"\(title)\"; visible: \(list(controls.map(\.1.title)))")
            }
            guard control.isEnabled else {
                throw ScriptStepError("tap: the \(Self.noun(of: control.kind)) \"\(control.title)\" is disabled")
            }
            app.focus.update(for: app.window)
            app.focus.focus(widget)
            do throws(IntentRefusal) {
                try widget.perform(.activate)
            } catch {
                throw ScriptStepError("tap: \(error)")
            }
        case .click(let label):
            let target = try clickTarget(label, step: "click")
            let point = target.rect.clickPoint
            if mouse([MouseEvent(.left, .press, at: point), MouseEvent(.left, .release, at: point)]) == .quit {
                return .quit
            }
        case .scroll(let down, let label):
            let point: CellPosition
            if let label {
                point = try clickTarget(label, step: "scroll").rect.clickPoint
            } else {
                guard let area = app.currentHitMap.scrollAreas.first else {
                    throw ScriptStepError("scroll: nothing on screen scrolls")
                }
                point = area.rect.clickPoint
            }
            if mouse([MouseEvent(down ? .wheelDown : .wheelUp, .press, at: point)]) == .quit { return .quit }
        case .select(let row):
            try select(row)
        case .focus(let name):
            let widgets = app.visibleWidgets.filter(\.acceptsFocus)
            guard let widget = find(name, in: widgets, name: \.scriptName) else {
                throw ScriptStepError(
                    "focus: no focusable widget \"\(name)\"; focusable: \(list(widgets.map(displayName)))")
            }
            app.focus.update(for: app.window)
            app.focus.focus(widget)
        case .back:
            guard app.goBack() else {
                throw ScriptStepError(
                    "back: nowhere to go back to (the navigation stack has one screen and nothing closable is presented)"
                )
            }
        case .tab(let name):
            guard let tabBar = app.tabBarController else { throw ScriptStepError("tab: the screen shows no tabs") }
            let titles = tabBar.tabTitles
            var index: Int?
            if let number = Int(name) {
                guard (1...max(1, titles.count)).contains(number), number <= titles.count else {
                    throw ScriptStepError(
                        "tab: there is no tab \(number); tabs are numbered 1…\(titles.count): \(list(titles))")
                }
                index = number - 1
            } else {
                index = titles.firstIndex(of: name) ?? titles.firstIndex { $0.lowercased() == name.lowercased() }
            }
            guard let index else { throw ScriptStepError("tab: no tab \"\(name)\"; tabs: \(list(titles))") }
            app.selectTab(at: index)
        case .waitIdle(let timeout):
            guard await IdleWaiter.waitUntilIdle(app.window, timeout: timeout) else {
                let busy =
                    IdleWaiter.busyIndicator(in: app.window).map {
                        "an activity indicator (\"\($0.label)\") still animates"
                    }
                    ?? "the screen kept changing"
                throw ScriptStepError("wait idle: not idle after \(timeout): \(busy)")
            }
        case .expect(let text):
            let frame = app.render()
            guard frame.grid.lines.contains(where: { $0.contains(text) }) else {
                throw ScriptStepError("expect: \"\(text)\" is not on screen" + whereOffScreen(text))
            }
        case .expectNo(let text):
            let frame = app.render()
            if let row = frame.grid.lines.firstIndex(where: { $0.contains(text) }) {
                throw ScriptStepError("expect no: \"\(text)\" is on screen (row \(row + 1))")
            }
        case .snapshot(let name):
            let frame = app.render()
            return .snapshot(
                ScriptSnapshot(
                    name: name ?? "line \(line)", line: line, frame: frame.text(colorDepth: app.colorDepth),
                    size: app.size))
        case .resize(let size):
            app.size = size
        case .waitReload(let timeout):
            guard await app.reloads.next(timeout: timeout) != nil else {
                throw ScriptStepError(
                    "wait reload: no reload within \(timeout) (was the app started with --watch, and did a watched file change?)"
                )
            }
        case .shell(let command):
            let status = await ShellCommand.run(command)
            guard status == 0 else {
                throw ScriptStepError("sh: `\(command)` exited with status \(status)")
            }
        }
        return .continue
    }

    private func select(_ row: String) throws(ScriptStepError) {
        let widget: Widget
        let source: any RowSource
        if let focused = app.focusedWidget, case .rows(let rows) = focused.primitive {
            (widget, source) = (focused, rows)
        } else {
            let lists = app.visibleWidgets.compactMap { widget -> (Widget, any RowSource)? in
                if case .rows(let rows) = widget.primitive { (widget, rows) } else { nil }
            }
            guard lists.count == 1, let only = lists.first else {
                throw ScriptStepError(
                    lists.isEmpty
                        ? "select: the screen shows no list"
                        : "select: the screen shows \(lists.count) lists and none has focus; use `focus NAME` first")
            }
            (widget, source) = only
        }
        let rows = (0..<source.rowCount).map { source.row(at: $0) }
        let titles = rows.map(\.title)
        let shownTitles = list(Array(titles.prefix(20))) + (titles.count > 20 ? " … (\(titles.count) rows)" : "")
        let index: Int
        if let exact = titles.firstIndex(of: row) ?? rows.firstIndex(where: { $0.cells.contains(row) }) {
            index = exact
        } else if let number = Int(row) {
            guard titles.indices.contains(number) else {
                throw ScriptStepError(
                    "select: row index \(number) is out of range (the list has \(titles.count) row(s), indexed from 0)"
                )
            }
            index = number
        } else {
            let needle = row.lowercased()
            let matches = rows.indices.filter { rows[$0].texts.contains { $0.lowercased().contains(needle) } }
            guard matches.count == 1 else {
                throw ScriptStepError(
                    matches.isEmpty
                        ? "select: no row \"\(row)\"; rows: \(shownTitles)"
                        : "select: \"\(row)\" matches \(matches.count) rows; rows: \(shownTitles)")
            }
            index = matches[0]
        }
        app.focus.update(for: app.window)
        app.focus.focus(widget)
        do throws(IntentRefusal) {
            try widget.perform(.selectRow(index))
        } catch {
            throw ScriptStepError("select: \(error)")
        }
    }

    /// Where `text` is in the rows of a list or table on screen that the frame does not show
    /// (scrolled out of view), said as a hint; empty when it is not in any.
    private func whereOffScreen(_ text: String) -> String {
        for widget in app.visibleWidgets {
            guard case .rows(let source) = widget.primitive else { continue }
            for index in 0..<min(source.rowCount, List.fittingMeasureLimit)
            where source.row(at: index).texts.contains(where: { $0.contains(text) }) {
                let name = widget.scriptName.map { " \"\($0)\"" } ?? ""
                return
                    "; it is in row \(index) of the list\(name), scrolled out of view: `select \(index)` or `scroll down` to show it"
            }
        }
        return ""
    }

    // MARK: - Mouse

    /// What the frame as it is now shows with `label`.
    private func clickTarget(_ label: String, step: String) throws(ScriptStepError) -> HitMap.Region {
        let regions = app.currentHitMap.regions
        guard let region = find(label, in: regions, name: \.label) else {
            throw ScriptStepError(
                "\(step): nothing labelled \"\(label)\" on screen; clickable: \(list(regions.compactMap(\.label)))")
        }
        return region
    }

    /// Sends `events` as the terminal would, SGR reports through a ``KeyDecoder``, and
    /// applies what it decodes; returns `.quit` if one of them quit the app.
    private func mouse(_ events: [MouseEvent]) -> TerminalApp.KeyOutcome {
        var decoder = KeyDecoder()
        for event in decoder.feed(Array(events.map(\.sgrReport).joined().utf8)) where app.handle(event) == .quit {
            return .quit
        }
        return .handled
    }

    // MARK: - Lookup

    /// The widget named exactly `name`, else the only one named so ignoring case.
    private func find<W>(_ name: String, in widgets: [W], name nameOf: (W) -> String?) -> W? {
        if let exact = widgets.first(where: { nameOf($0) == name }) { return exact }
        let matches = widgets.filter { nameOf($0)?.lowercased() == name.lowercased() }
        return matches.count == 1 ? matches[0] : nil
    }

    /// What a control of `kind` is called in messages.
    private static func noun(of kind: ControlContent.Kind) -> String {
        switch kind {
        case .button: "button"
        case .checkbox: "toggle"
        case .radio, .segment: "option"
        }
    }

    private func displayName(_ widget: Widget) -> String {
        widget.scriptName ?? String(describing: type(of: widget))
    }

    private func describe(_ widget: Widget?) -> String {
        guard let widget else { return "nothing" }
        let name = widget.scriptName
        return "\(type(of: widget))" + (name.map { " \"\($0)\"" } ?? "")
    }

    private func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}

/// A step that could not be done, with the message for the user.
struct ScriptStepError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

extension List.Row {
    /// Every text of the row: its title, its detail and its cells.
    fileprivate var texts: [String] { [title] + (detail.map { [$0] } ?? []) + cells }
}
