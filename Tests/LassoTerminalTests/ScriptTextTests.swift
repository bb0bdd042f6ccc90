import Foundation
import Lasso
import Testing

@testable import LassoTerminal

/// What a script run prints of the script's own text (snapshot names, steps, expected text) is
/// escaped and bounded: a script cannot drive the terminal or flood it.
@Suite("Script text on the terminal")
struct ScriptTextTests {
    let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J"

    @Test func aSnapshotNameIsPrintedEscapedInItsHeader() {
        let snapshot = ScriptSnapshot(name: hostile, line: 1, frame: "frame", size: .standard)
        #expect(!snapshot.printed.contains("\u{1B}"))
        #expect(snapshot.printed.hasPrefix(#"--- snapshot \u{1B}]0;pwned\u{7}\u{1B}[2J (80x24) ---"#))
    }

    @Test func anUnknownStepIsQuotedEscaped() {
        let error = try? #require(throws: ScriptSyntaxError.self) { try ScriptStep(parsing: hostile + " go") }
        let message = error?.message ?? ""
        // The step is lower-cased before it is looked up.
        #expect(message.hasPrefix(#"unknown step "\u{1B}]0;pwned\u{7}\u{1B}[2j""#), "\(message)")
        #expect(!message.contains("\u{1B}"))
    }

    @Test func aHugeExpectationIsEchoedBoundedNotTwice() {
        let expected = String(repeating: "z", count: 20_000_000)
        let source = "expect " + expected
        let message = "expect: \"\(expected)\" is not on screen"
        let failure = ScriptFailure(fileName: "big.script", line: 1, source: source, message: message, frame: "frame")
        let text = failure.description
        #expect(text.utf8.count < 2_000, "\(text.utf8.count) bytes")
        #expect(text.contains("(\(source.utf8.count) bytes)") && text.contains("(\(message.utf8.count) bytes)"))
    }
}
