import Testing

@testable import Lasso

/// What a user means, carried out in one place for every input (keys, clicks, scripts, pages).
@MainActor
@Suite("User intents")
struct UserIntentTests {
    @Test func activatePressesAnEnabledControlAndRefusesADisabledOne() throws {
        var taps = 0
        let button = Button("Add")
        button.onTap { taps += 1 }
        try button.perform(.activate)
        #expect(taps == 1)
        button.isEnabled = false
        #expect(throws: IntentRefusal("'Add' is disabled")) { try button.perform(.activate) }
        #expect(taps == 1)
    }

    @Test func activateTapsALabelOnlyWhenItRecognizesTaps() throws {
        var taps = 0
        let label = Label("Phone")
        #expect(throws: IntentRefusal.self) { try label.perform(.activate) }
        let tap = TapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        label.addGestureRecognizer(tap)
        try label.perform(.activate)
        #expect(taps == 1)
    }

    @Test func rowsMoveByRowsPagesOfTheFrontEndsSizeAndToTheEnds() throws {
        let list = List(titles: (0..<100).map { "Row \($0)" })
        try list.perform(.moveHighlight(.rows(3)))
        #expect(list.highlightedIndex == 3)
        try list.perform(.moveHighlight(.pages(1)), pageRows: 20)
        #expect(list.highlightedIndex == 23)
        try list.perform(.moveHighlight(.last))
        #expect(list.highlightedIndex == 99)
        try list.perform(.moveHighlight(.row(42)))
        #expect(list.highlightedIndex == 42)
        try list.perform(.moveHighlight(.first))
        #expect(list.highlightedIndex == 0)
        #expect(throws: IntentRefusal("there is no row 100")) { try list.perform(.moveHighlight(.row(100))) }
    }

    @Test func selectingChoosesTheGivenOrTheHighlightedRow() throws {
        let list = List(titles: ["a", "b", "c"])
        var chosen: [Int] = []
        list.onSelect { chosen.append($0) }
        try list.perform(.selectRow(2))
        try list.perform(.moveHighlight(.row(1)))
        try list.perform(.selectRow(nil))
        #expect(chosen == [2, 1])
        #expect(throws: IntentRefusal("there is no row 7")) { try list.perform(.selectRow(7)) }
    }

    @Test func anIntentOfAnotherKindIsRefusedNamingIt() {
        #expect(throws: IntentRefusal("the widget does not take 'select'")) {
            try Button("OK").perform(.selectRow(0))
        }
        #expect(throws: IntentRefusal("the widget does not take 'input'")) {
            try Label("x").perform(.replaceText("y"))
        }
    }

    @Test func aFieldTakesTextUnlessDisabledAndSubmitsOnlyWhenItSubmits() throws {
        let field = TextField()
        try field.perform(.replaceText("Ada"))
        #expect(field.text == "Ada")
        #expect(throws: IntentRefusal("the field does not submit")) { try field.perform(.submit) }
        var submitted = 0
        field.onSubmit { submitted += 1 }
        try field.perform(.submit)
        #expect(submitted == 1)
        field.isEnabled = false
        #expect(throws: IntentRefusal("the field is disabled")) { try field.perform(.replaceText("x")) }
    }

    @Test func theRowKeysAreOneTableEnterAndSpaceSelectTheArrowsMove() {
        #expect(UserIntent.rowIntent(for: .enter) == .selectRow(nil))
        #expect(UserIntent.rowIntent(for: .character(" ")) == .selectRow(nil))
        #expect(UserIntent.rowIntent(for: .pageDown) == .moveHighlight(.pages(1)))
        #expect(UserIntent.rowIntent(for: .left) == nil)
    }
}
