import Testing

@testable import Lasso

@MainActor
@Suite("Widgets")
struct WidgetTests {
    // MARK: - Label

    @Test func labelHoldsTextAndStyle() {
        let label = Label("Hello", style: .title)
        #expect(label.text == "Hello")
        #expect(label.style == .title)
        #expect(!label.acceptsFocus)
        #expect(Label().text.isEmpty)
        #expect(Label().style == .body)
    }

    // MARK: - TextField

    @Test func textFieldStartsWithTheCursorAtTheEnd() {
        let field = TextField(text: "abc", placeholder: "name", isSecure: true)
        #expect(field.cursorOffset == 3)
        #expect(field.placeholder == "name")
        #expect(field.isSecure)
        #expect(field.acceptsFocus)
    }

    @Test func insertingTypesAtTheCursorAndMovesIt() {
        let field = TextField(text: "ac")
        field.cursorOffset = 1
        field.userDidInsert("b")
        #expect(field.text == "abc")
        #expect(field.cursorOffset == 2)
        field.userDidInsert("XY")
        #expect(field.text == "abXYc")
        #expect(field.cursorOffset == 4)
        field.cursorOffset = 0
        field.userDidInsert(">")
        #expect(field.text == ">abXYc")
        #expect(field.cursorOffset == 1)
    }

    @Test func insertingTheEmptyStringDoesNothing() {
        let field = TextField(text: "a")
        var edits = 0
        field.onTextChange { _ in edits += 1 }
        field.userDidInsert("")
        #expect(edits == 0)
    }

    @Test func backspaceDeletesBeforeTheCursor() {
        let field = TextField(text: "abc")
        field.cursorOffset = 2
        field.userDidDeleteBackward()
        #expect(field.text == "ac")
        #expect(field.cursorOffset == 1)
        field.userDidDeleteBackward()
        #expect(field.text == "c")
        #expect(field.cursorOffset == 0)
        field.userDidDeleteBackward()
        #expect(field.text == "c", "nothing before the cursor")
    }

    @Test func deleteRemovesAfterTheCursor() {
        let field = TextField(text: "abc")
        field.cursorOffset = 1
        field.userDidDeleteForward()
        #expect(field.text == "ac")
        #expect(field.cursorOffset == 1)
        field.userDidDeleteForward()
        #expect(field.text == "a")
        field.userDidDeleteForward()
        #expect(field.text == "a", "nothing after the cursor")
        #expect(field.cursorOffset == 1)
    }

    @Test func editingWorksOnCharactersNotBytes() {
        let field = TextField(text: "héllo👋🏽")
        #expect(field.cursorOffset == 6)
        field.userDidDeleteBackward()
        #expect(field.text == "héllo")
        field.cursorOffset = 2
        field.userDidDeleteBackward()
        #expect(field.text == "hllo")
        field.userDidInsert("é")
        #expect(field.text == "héllo")
    }

    @Test func cursorIsClampedToTheText() {
        let field = TextField(text: "abc")
        field.cursorOffset = 10
        #expect(field.cursorOffset == 3)
        field.cursorOffset = -4
        #expect(field.cursorOffset == 0)
        field.cursorOffset = 3
        field.text = "a"
        #expect(field.cursorOffset == 1, "shortening the text pulls the cursor back")
    }

    @Test func settingTheTextFromCodePutsTheCursorAtTheEnd() {
        let field = TextField()
        field.text = "prefilled"
        #expect(field.cursorOffset == 9)
        field.userDidInsert("!")
        #expect(field.text == "prefilled!")
        field.cursorOffset = 0
        field.text = "prefilled!"
        #expect(field.cursorOffset == 0, "assigning the same text leaves the cursor alone")
    }

    @Test func userEditsCallHandlersButCodeAssignmentDoesNot() {
        let field = TextField()
        var edits: [String] = []
        field.onTextChange { edits.append($0) }
        field.text = "from code"
        #expect(edits.isEmpty)
        field.userDidEdit("typed")
        field.userDidInsert("!")
        field.userDidDeleteBackward()
        field.cursorOffset = 0
        field.userDidDeleteForward()
        #expect(edits == ["typed", "typed!", "typed", "yped"])
    }

    @Test func aDisabledFieldIgnoresTheUser() {
        let field = TextField(text: "abc")
        var edits = 0
        field.onTextChange { _ in edits += 1 }
        field.isEnabled = false
        field.userDidEdit("x")
        field.userDidInsert("x")
        field.userDidDeleteBackward()
        field.cursorOffset = 0
        field.userDidDeleteForward()
        #expect(field.text == "abc")
        #expect(edits == 0)
        #expect(!field.acceptsFocus)
        field.text = "code"
        #expect(field.text == "code", "code can still set it")
    }

    // MARK: - Button

    @Test func tapCallsEveryHandlerInOrder() {
        let button = Button("Go")
        var taps: [String] = []
        button.onTap { taps.append("first") }
        button.onTap { taps.append("second") }
        button.tap()
        #expect(taps == ["first", "second"])
        #expect(button.acceptsFocus)
    }

    @Test func aDisabledButtonIgnoresTaps() {
        let button = Button("Go")
        var taps = 0
        button.onTap { taps += 1 }
        button.isEnabled = false
        button.tap()
        #expect(taps == 0)
        #expect(!button.acceptsFocus)
        button.isEnabled = true
        button.tap()
        #expect(taps == 1)
    }

    // MARK: - List

    @Test func listHighlightStartsAtTheFirstRowAndClampsWhenMoving() {
        let list = List(titles: ["a", "b", "c"])
        #expect(list.highlightedIndex == 0)
        list.moveHighlight(by: 1)
        #expect(list.highlightedIndex == 1)
        list.moveHighlight(by: 10)
        #expect(list.highlightedIndex == 2)
        list.moveHighlight(by: -10)
        #expect(list.highlightedIndex == 0)
        #expect(list.acceptsFocus)
    }

    @Test func anEmptyListHasNoHighlight() {
        let list = List()
        #expect(list.highlightedIndex == nil)
        list.moveHighlight(by: 1)
        #expect(list.highlightedIndex == nil)
        #expect(!list.acceptsFocus)
        list.selectHighlighted()
        #expect(list.selectedIndex == nil)
    }

    @Test func changingRowsKeepsTheHighlightInRange() {
        let list = List(titles: ["a", "b", "c"])
        list.moveHighlight(by: 2)
        list.rows = [List.Row("only")]
        #expect(list.highlightedIndex == 0)
        list.rows = []
        #expect(list.highlightedIndex == nil)
        list.rows = [List.Row("x", detail: "detail"), List.Row("y")]
        #expect(list.highlightedIndex == 0)
        #expect(list.rows[0].detail == "detail")
    }

    @Test func selectingARowHighlightsItAndCallsHandlers() {
        let list = List(titles: ["a", "b", "c"])
        var selections: [Int] = []
        list.onSelect { selections.append($0) }
        list.select(row: 2)
        #expect(list.selectedIndex == 2)
        #expect(list.highlightedIndex == 2)
        list.moveHighlight(by: -1)
        list.selectHighlighted()
        #expect(selections == [2, 1])
        #expect(list.selectedIndex == 1)
    }

    @Test func selectingAnOutOfRangeRowIsRefused() {
        let list = List(titles: ["a"])
        var selections: [Int] = []
        list.onSelect { selections.append($0) }
        let reports = LassoDiagnostics.capturingReports {
            list.select(row: 1)
            list.select(row: -1)
        }
        #expect(
            reports.map(\.message) == [
                "cannot select row 1 of a list with 1 row(s)",
                "cannot select row -1 of a list with 1 row(s)",
            ])
        #expect(selections.isEmpty)
        #expect(list.selectedIndex == nil)
        #expect(list.highlightedIndex == 0)
    }

    // MARK: - Stack

    @Test func stackArrangesWidgetsInOrder() {
        let a = Label("a")
        let b = Button("b")
        let stack = Stack(axis: .horizontal, spacing: 2, [a, b])
        #expect(stack.arrangedWidgets.count == 2)
        #expect(stack.arrangedWidgets[0] === a)
        #expect(stack.subwidgets[1] === b)
        #expect(a.superview === stack)
        #expect(stack.axis == .horizontal)
        #expect(stack.spacing == 2)
    }

    @Test func addingAWidgetToAnotherStackMovesIt() {
        let label = Label("moving")
        let first = Stack([label])
        let second = Stack()
        second.addArrangedWidget(label)
        #expect(first.arrangedWidgets.isEmpty)
        #expect(second.arrangedWidgets.count == 1)
        #expect(label.superview === second)
        label.removeFromSuperview()
        #expect(second.arrangedWidgets.isEmpty)
        #expect(label.superview == nil)
    }

    @Test func visibleWidgetsSkipHiddenOnesAndTheirChildren() {
        let shown = Label("shown")
        let hidden = Label("hidden")
        let innerLabel = Label("inner")
        let inner = Stack([innerLabel])
        let root = Stack([shown, hidden, inner])
        hidden.isHidden = true
        #expect(root.visibleWidgets.count == 4)
        #expect(root.visibleWidgets.contains { $0 === innerLabel })
        inner.isHidden = true
        #expect(root.visibleWidgets.count == 2)
        #expect(!root.visibleWidgets.contains { $0 === hidden })
    }

    // MARK: - ActivityIndicator

    @Test func activityIndicatorHoldsItsStateAndMessage() {
        let indicator = ActivityIndicator()
        #expect(!indicator.isAnimating)
        #expect(indicator.message.isEmpty)
        indicator.isAnimating = true
        indicator.message = "Loading…"
        #expect(indicator.isAnimating)
        #expect(indicator.message == "Loading…")
        #expect(!indicator.acceptsFocus)
    }

    // MARK: - Invalidation

    /// A window showing `view` as its root controller's view.
    private func window(showing view: Widget) -> Window {
        let controller = ViewController()
        controller.view = view
        let window = Window()
        window.rootViewController = controller
        return window
    }

    @Test func everyVisibleChangeInvalidatesTheWindowShowingIt() {
        let label = Label("a")
        let field = TextField()
        let button = Button("b")
        let list = List(titles: ["x", "y"])
        let indicator = ActivityIndicator()
        let inner = Stack()
        let window = window(showing: Stack([label, field, button, list, indicator, inner]))
        func changes(_ change: () -> Void) -> Bool {
            let before = window.displayGeneration
            change()
            return window.displayGeneration > before
        }
        #expect(changes { label.text = "b" })
        #expect(changes { label.style = .error })
        #expect(changes { field.userDidInsert("z") })
        #expect(changes { button.isEnabled = false })
        #expect(changes { button.title = "c" })
        #expect(changes { list.moveHighlight(by: 1) })
        #expect(changes { indicator.isAnimating = true })
        #expect(changes { inner.addArrangedWidget(Label()) })
        #expect(changes { label.isHidden = true })
        #expect(changes { window.rootViewController?.title = "T" })
        let navigation = NavigationController(rootViewController: ViewController())
        #expect(changes { window.rootViewController = navigation })
        #expect(changes { navigation.pushViewController(ViewController()) })
        #expect(changes { navigation.topViewController?.present(ViewController()) })
    }

    @Test func aChangeInvalidatesOnlyItsOwnWindow() {
        let label = Label("a")
        let shown = window(showing: Stack([label]))
        let other = window(showing: Stack([Label("b")]))
        let before = (shown.displayGeneration, other.displayGeneration)
        label.text = "changed"
        #expect(shown.displayGeneration > before.0)
        #expect(other.displayGeneration == before.1)
    }

    @Test func aWidgetInNoWindowInvalidatesNothingAndOneRemovedStopsInvalidating() {
        let label = Label("a")
        let window = window(showing: Stack([label]))
        Label("loose").text = "changed"
        label.removeFromSuperview()
        let before = window.displayGeneration
        label.text = "changed"
        #expect(window.displayGeneration == before)
    }

    @Test func displayGenerationStaysWhenNothingChanges() {
        let label = Label("same")
        let button = Button("same")
        let window = window(showing: Stack([label, button]))
        let before = window.displayGeneration
        label.text = "same"
        button.title = "same"
        button.isEnabled = true
        #expect(window.displayGeneration == before)
    }

    @Test func theWindowsHandlerIsCalledForEveryChange() {
        let label = Label()
        let window = window(showing: Stack([label]))
        var calls = 0
        window.onNeedsDisplay = { calls += 1 }
        label.text = "one"
        label.text = "two"
        #expect(calls == 2)
    }
}
