import Testing
@testable import LassoTerminal

@Suite("Key decoder")
struct KeyDecoderTests {
    private func decode(_ text: String) -> [KeyEvent] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8))
    }

    private func decode(_ bytes: [UInt8]) -> [KeyEvent] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes)
    }

    @Test("Printable text, multi-byte and wide characters arrive as text")
    func text() {
        #expect(decode("hello") == [.text("hello")])
        #expect(decode("héllo wörld") == [.text("héllo wörld")])
        #expect(decode("日本") == [.text("日本")])
        #expect(decode("😀") == [.text("😀")])
        #expect(decode("e\u{301}") == [.text("e\u{301}")])
    }

    @Test("A UTF-8 character split across reads is kept until complete")
    func splitCharacter() {
        var decoder = KeyDecoder()
        let bytes = Array("中".utf8)
        #expect(decoder.feed(bytes[0..<1]) == [])
        #expect(decoder.feed(bytes[1..<2]) == [])
        #expect(decoder.feed(bytes[2...]) == [.text("中")])
        #expect(decoder.pendingTimeout == nil)
    }

    @Test("Enter, Tab, Backspace and control keys")
    func controlKeys() {
        #expect(decode([0x0D]) == [.enter])
        #expect(decode([0x0A]) == [.enter])
        #expect(decode([0x09]) == [.tab])
        #expect(decode([0x7F]) == [.backspace])
        #expect(decode([0x08]) == [.backspace])
        #expect(decode([0x03]) == [.control("c")])
        #expect(decode([0x03]) == [KeyEvent.interrupt])
        #expect(decode([0x0C]) == [.control("l")])
        #expect(decode([0x00, 0x1C]) == [])
    }

    @Test("Shift-Tab, Delete, arrows, Home/End in their common encodings")
    func sequences() {
        #expect(decode("\u{1B}[Z") == [.backTab])
        #expect(decode("\u{1B}[3~") == [.delete])
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}[H") == [.home])
        #expect(decode("\u{1B}[F") == [.end])
        #expect(decode("\u{1B}[1~") == [.home])
        #expect(decode("\u{1B}[4~") == [.end])
        #expect(decode("\u{1B}[7~\u{1B}[8~") == [.home, .end])
        #expect(decode("\u{1B}OH\u{1B}OF") == [.home, .end])
        #expect(decode("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
        #expect(decode("\u{1B}[1;5A") == [.up], "arrows with modifiers are arrows")
        #expect(decode("\u{1B}OM") == [.enter])
    }

    @Test("Function keys F1–F12")
    func functionKeys() {
        #expect(decode("\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS") == [.function(1), .function(2), .function(3), .function(4)])
        #expect(decode("\u{1B}[11~\u{1B}[12~\u{1B}[13~\u{1B}[14~\u{1B}[15~") == (1...5).map { .function($0) })
        #expect(decode("\u{1B}[17~\u{1B}[18~\u{1B}[19~\u{1B}[20~\u{1B}[21~") == (6...10).map { .function($0) })
        #expect(decode("\u{1B}[23~\u{1B}[24~") == [.function(11), .function(12)])
        #expect(decode("\u{1B}[[A\u{1B}[[E") == [.function(1), .function(5)], "Linux console")
        #expect(decode("\u{1B}[1;2P") == [.function(1)])
    }

    @Test("Text and keys mixed in one read keep their order")
    func mixed() {
        #expect(decode("ab\u{1B}[Dc\r") == [.text("ab"), .left, .text("c"), .enter])
    }

    @Test("Bracketed paste becomes one paste event, even across reads")
    func paste() {
        #expect(decode("\u{1B}[200~hello\nworld\u{1B}[201~") == [.paste("hello\nworld")])
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("x\u{1B}[200~ab".utf8)) == [.text("x")])
        #expect(decoder.isInPaste)
        #expect(decoder.pendingTimeout == KeyDecoder.pasteTimeout)
        #expect(decoder.feed(Array("\u{1B}[2".utf8)) == [])
        #expect(decoder.feed(Array("01~y".utf8)) == [.paste("ab"), .text("y")])
        #expect(!decoder.isInPaste)
    }

    @Test("Escape sequences inside a paste are pasted text, not keys")
    func pasteWithEscapes() {
        #expect(decode("\u{1B}[200~a\u{1B}[Ab\u{1B}[201~") == [.paste("a\u{1B}[Ab")])
    }

    @Test("A stalled paste is delivered when resolved")
    func stalledPaste() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~partial".utf8)) == [])
        #expect(decoder.resolvePending() == [.paste("partial")])
        #expect(decoder.pendingTimeout == nil)
    }

    @Test("A lone Esc waits for the timeout; a sequence does not")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.pendingTimeout == KeyDecoder.escapeTimeout)
        #expect(decoder.resolvePending() == [.escape])
        #expect(decoder.pendingTimeout == nil)

        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[A".utf8)) == [.up], "the rest of the sequence arrived in time")
        #expect(decoder.pendingTimeout == nil)

        #expect(decoder.feed([0x1B, 0x1B]) == [])
        #expect(decoder.resolvePending() == [.escape, .escape])
    }

    @Test("An incomplete sequence left by the timeout is dropped, never typed")
    func incompleteSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.resolvePending() == [])
        #expect(decoder.feed(Array("a".utf8)) == [.text("a")])
    }

    @Test("Esc followed by a character is Alt with it; Alt with a sequence is the sequence")
    func alt() {
        #expect(decode("\u{1B}1") == [.alt("1")])
        #expect(decode("\u{1B}\u{1B}[A") == [.up])
        #expect(decode("\u{1B}\r") == [])
    }

    @Test("Terminal replies and unknown sequences are swallowed")
    func swallowed() {
        #expect(decode("\u{1B}[12;40R") == [], "cursor position report")
        #expect(decode("\u{1B}[I\u{1B}[O") == [], "focus in and out")
        #expect(decode("\u{1B}[?1;2c") == [], "device attributes")
        #expect(decode("\u{1B}[<0;10;5M\u{1B}[<0;10;5m") == [], "SGR mouse")
        #expect(decode("\u{1B}[M abc") == [.text("c")], "X10 mouse takes three bytes")
        #expect(decode("\u{1B}]11;rgb:0000/0000/0000\u{7}") == [], "OSC reply ended by BEL")
        #expect(decode("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\") == [], "OSC reply ended by ST")
        #expect(decode("\u{1B}P1$r0m\u{1B}\\") == [], "DCS reply")
        #expect(decode("\u{1B}[97u") == [], "kitty keyboard")
        #expect(decode("\u{1B}[2~") == [], "Insert")
        #expect(decode("\u{1B}[99~") == [])
        #expect(decode("\u{1B}OX") == [])
        #expect(decode("a\u{1B}[12;40Rb") == [.text("ab")])
    }

    @Test("Invalid UTF-8 and C1 controls are dropped")
    func invalidBytes() {
        #expect(decode([0xFF, 0x61]) == [.text("a")])
        #expect(decode([0xC0, 0xAF, 0x61]) == [.text("a")], "overlong encoding")
        #expect(decode([0xED, 0xA0, 0x80]) == [], "surrogate")
        #expect(decode([0xC2, 0x85]) == [], "C1 control NEL")
        #expect(decode([0x80, 0x80, 0x62]) == [.text("b")])
    }

    @Test("A split sequence across reads decodes once complete")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.feed(Array("3".utf8)) == [])
        #expect(decoder.feed(Array("~".utf8)) == [.delete])
    }

    @Test("Garbage never crashes the decoder")
    func garbage() {
        var decoder = KeyDecoder()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0...32, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            for event in decoder.feed(bytes) {
                if case let .text(text) = event {
                    #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control })
                }
            }
            _ = decoder.resolvePending()
        }
        _ = decoder.feed(Array("\u{1B}[200~\u{1B}[201~".utf8))
        let long = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 5000)
        #expect(decoder.feed(long) == [], "an overlong sequence is dropped, not typed")
        #expect(decoder.feed(Array("1;2Ax".utf8)) == [.text("x")])
    }

    @Test("Key names for scripts")
    func keyNames() {
        #expect(KeyEvent(keyName: "Enter") == .enter)
        #expect(KeyEvent(keyName: "shift-tab") == .backTab)
        #expect(KeyEvent(keyName: "f12") == .function(12))
        #expect(KeyEvent(keyName: "f13") == nil)
        #expect(KeyEvent(keyName: "ctrl-c") == .interrupt)
        #expect(KeyEvent(keyName: "esc") == .escape)
        #expect(KeyEvent(keyName: "banana") == nil)
        #expect(KeyEvent.function(3).description == "f3")
    }
}
