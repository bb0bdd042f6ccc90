import Testing

@testable import LassoTerminal

@Suite("Display width")
struct DisplayWidthTests {
    @Test("ASCII letters, digits and punctuation take one column; controls none")
    func ascii() {
        #expect(DisplayWidth.of("Hello, world!") == 13)
        #expect(DisplayWidth.of(Unicode.Scalar("a")) == 1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x07)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x7F)!) == 0)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test("CJK ideographs, kana, Hangul and fullwidth forms take two columns")
    func cjk() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("カタカナ") == 8)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ＡＢ") == 4)
        #expect(DisplayWidth.of(Unicode.Scalar(0x4E2D)!) == 2)
        #expect(DisplayWidth.of("a中b") == 4)
    }

    @Test("Emoji take two columns, including sequences joined with ZWJ and skin tones")
    func emoji() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x1F600)!) == 2)
        #expect(DisplayWidth.of("😀") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
        #expect(DisplayWidth.of("🇫🇷") == 2)
        #expect(DisplayWidth.of("❤️") == 2, "text-style emoji with the emoji variation selector")
        #expect(DisplayWidth.of("ok 👋") == 5)
    }

    @Test("Combining marks, ZWJ and variation selectors take no column")
    func zeroWidth() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x0301)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x200D)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xFE0F)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0xFE0E)!) == 0)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("Ame\u{301}lie\u{308}") == 6)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2, "a Hangul syllable from conjoining jamo")
    }

    @Test("Other symbols take one column")
    func narrowSymbols() {
        #expect(DisplayWidth.of("•") == 1)
        #expect(DisplayWidth.of("─┌┐") == 3)
        #expect(DisplayWidth.of("é") == 1)
        #expect(DisplayWidth.of("⠋") == 1)
    }
}
