import Foundation
import Lasso
import Testing

@testable import LassoTerminal

/// docs/scripting.md against the one definition of the script steps (`ScriptStep.commands`):
/// a step, a form or a key name cannot change without the reference changing with it.
@Suite("Script reference")
struct ScriptReferenceTests {
    private static let reference: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/scripting.md"), encoding: .utf8)) ?? ""
    }()

    @Test func everyFormOfEveryStepHasItsHeadingAndNoHeadingIsNotAStep() {
        let headings = Self.reference.split(separator: "\n").filter { $0.hasPrefix("### `") }
            .map { String($0.dropFirst(5).dropLast()) }
        let forms = ScriptStep.commands.flatMap(\.forms)
        #expect(headings == forms, "docs/scripting.md's step headings, in order, are the forms of ScriptStep.commands")
    }

    @Test func everyStepsSummaryIsInTheReferenceWordForWord() {
        for command in ScriptStep.commands {
            #expect(
                Self.reference.contains(command.summary), "docs/scripting.md lacks the summary of `\(command.name)`")
        }
    }

    @Test func theReferenceListsTheKeyNamesPressAccepts() {
        #expect(Self.reference.contains(InputEvent.keyNames))
    }

    @Test func everyCommandIsParsedByItsDefinitionAndTheErrorListsEveryForm() throws {
        for command in ScriptStep.commands {
            do {
                _ = try ScriptStep(parsing: command.name)
            } catch {
                #expect(!error.message.hasPrefix("unknown step"), "`\(command.name)` is not parsed")
            }
        }
        #expect(throws: ScriptSyntaxError.self) { try ScriptStep(parsing: "jump 3") }
        let message = (try? ScriptStep(parsing: "jump 3")).map { _ in "" } ?? ScriptStep.summary
        for form in ScriptStep.commands.flatMap(\.forms) { #expect(message.contains(form)) }
    }
}

@MainActor
@Suite("select and expect on rows")
struct ScriptRowsTests {
    private func runner(rows: Int) -> (ScriptRunner, List) {
        let list = List(rows: (0..<rows).map { List.Row(cells: ["Name \($0)", "+44 \($0 * 7)"]) })
        list.identifier = "people"
        let controller = MessageViewController(title: "People", message: "", buttons: [])
        controller.view = Stack([list])
        return (ScriptRunner(window: makeWindow(controller)), list)
    }

    @Test func selectMatchesAnyColumnOfARow() async {
        let (runner, list) = runner(rows: 5)
        #expect(await runner.run(script: "select +44 21").failure == nil)
        #expect(list.selectedIndex == 3)
        #expect(await runner.run(script: "select 1").failure == nil, "a number is still an index")
        #expect(list.selectedIndex == 1)
    }

    @Test func expectSaysWhereScrolledOffTextIsAndHowToShowIt() async {
        let (runner, _) = runner(rows: 100)
        let result = await runner.run(script: "expect Name 80")
        #expect(
            result.failure?.message
                == "expect: \"Name 80\" is not on screen; it is in row 80 of the list \"people\", scrolled out of view: `select 80` or `scroll down` to show it"
        )
        #expect(await runner.run(script: "select 80\nexpect Name 80").failure == nil)
    }
}
