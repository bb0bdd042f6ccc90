import Testing

@testable import Lasso

/// A text field's undo history is bounded in bytes as well as in edits: a page that pastes large
/// texts over and over cannot pin memory through it.
@MainActor
@Suite("Undo history budget")
struct TextEditorUndoBudgetTests {
    @Test func largeAlternatingInputsKeepTheHistoryWithinItsBytesAndTheLastEditsUndoable() async {
        let editor = TextEditor()
        let big = [String(repeating: "a", count: 60_000), String(repeating: "b", count: 60_000)]
        for index in 0..<520 {
            editor.replaceText(byUser: big[index % 2])
            // One input at a time on the main actor, which the other tests share: in one go,
            // the 520 inputs held it for minutes of a full debug run, and every test waiting on
            // it ran out of time.
            await Task.yield()
        }
        #expect(editor.undoHistoryBytes <= TextEditor.undoByteLimit)
        #expect(editor.text == big[1])
        editor.undo()
        #expect(editor.text == big[0], "the newest edits can still be undone")
    }

    @Test func oneEditLargerThanTheBudgetIsStillUndoable() {
        let editor = TextEditor()
        editor.insert(String(repeating: "x", count: TextEditor.undoByteLimit + 10))
        editor.undo()
        #expect(editor.text.isEmpty)
        editor.redo()
        #expect(editor.text.count == TextEditor.undoByteLimit + 10)
    }

    @Test func smallEditsAreStillKeptUpToTheEditLimit() {
        let editor = TextEditor()
        for _ in 0..<(TextEditor.undoLimit + 20) { editor.insert("x") }
        for _ in 0..<TextEditor.undoLimit { editor.undo() }
        #expect(editor.text.count == 20)
        editor.undo()
        #expect(editor.text.count == 20, "older edits than the limit are forgotten")
    }
}
