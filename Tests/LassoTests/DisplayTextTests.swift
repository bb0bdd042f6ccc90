import Lasso
import Testing

/// Text from input as the terminal is shown it: escaped and bounded, in one place.
@Suite("Display text")
struct DisplayTextTests {
    @Test func controlCharactersAndLineBreaksAreEscaped() {
        #expect(DisplayText.shown("a\u{1B}]0;title\u{07}\u{1B}[2Jb") == #"a\u{1B}]0;title\u{7}\u{1B}[2Jb"#)
        #expect(DisplayText.shown("lib\u{1B}[31mred\nx.so") == #"lib\u{1B}[31mred\u{A}x.so"#)
        #expect(DisplayText.shown("\u{9B}2J\u{2028}") == #"\u{9B}2J\u{2028}"#)
        #expect(DisplayText.hasControlCharacters("a\nb"))
        #expect(!DisplayText.hasControlCharacters("ünïcödé 🎉"))
    }

    @Test func textWithinTheLimitIsShownAsItIs() {
        let text = "Counter: ünïcödé 🎉 " + String(repeating: "x", count: 150)
        #expect(DisplayText.shown(text) == text)
    }

    @Test func longTextIsCutAtTheLimitWithItsFullLength() {
        let text = String(repeating: "y", count: 20_000_000)
        #expect(DisplayText.shown(text) == String(repeating: "y", count: 200) + "… (20000000 bytes)")
        #expect(DisplayText.shown("abcdef", limit: 3) == "abc… (6 bytes)")
    }
}
