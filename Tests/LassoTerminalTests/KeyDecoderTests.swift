import Testing

@testable import LassoTerminal

@Suite("Key decoder")
struct KeyDecoderTests {
    private func decode(_ text: String) -> [InputEvent] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8))
    }

    private func decode(_ bytes: [UInt8]) -> [InputEvent] {
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
        #expect(decode([0x03]) == [InputEvent.interrupt])
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
            let bytes = (0..<Int.random(in: 0...32, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            for event in decoder.feed(bytes) {
                if case .text(let text) = event {
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
        #expect(InputEvent(keyName: "Enter") == .enter)
        #expect(InputEvent(keyName: "shift-tab") == .backTab)
        #expect(InputEvent(keyName: "f12") == .function(12))
        #expect(InputEvent(keyName: "f13") == nil)
        #expect(InputEvent(keyName: "ctrl-c") == .interrupt)
        #expect(InputEvent(keyName: "esc") == .escape)
        #expect(InputEvent(keyName: "banana") == nil)
        #expect(InputEvent.function(3).description == "f3")
    }

    // MARK: - Mouse

    @Test("An SGR mouse report becomes a mouse event with a zero-based cell")
    func sgrMouseClick() {
        #expect(
            decode("\u{1B}[<0;10;5M\u{1B}[<0;10;5m") == [
                .mouse(MouseEvent(.left, .press, at: CellPosition(x: 9, y: 4))),
                .mouse(MouseEvent(.left, .release, at: CellPosition(x: 9, y: 4))),
            ])
        #expect(decode("\u{1B}[<1;1;1M") == [.mouse(MouseEvent(.middle, .press, at: CellPosition(x: 0, y: 0)))])
        #expect(
            decode("\u{1B}[<2;300;100m") == [.mouse(MouseEvent(.right, .release, at: CellPosition(x: 299, y: 99)))],
            "past column 223, which X10 reports cannot reach")
    }

    @Test("The wheel, modifiers and motion are decoded from the button code")
    func sgrMouseWheelModifiersMotion() {
        #expect(decode("\u{1B}[<64;3;4M") == [.mouse(MouseEvent(.wheelUp, .press, at: CellPosition(x: 2, y: 3)))])
        #expect(decode("\u{1B}[<65;3;4M") == [.mouse(MouseEvent(.wheelDown, .press, at: CellPosition(x: 2, y: 3)))])
        #expect(
            decode("\u{1B}[<4;1;1M") == [
                .mouse(MouseEvent(.left, .press, at: CellPosition(x: 0, y: 0), modifiers: .shift))
            ])
        #expect(
            decode("\u{1B}[<24;1;1M") == [
                .mouse(MouseEvent(.left, .press, at: CellPosition(x: 0, y: 0), modifiers: [.alt, .control]))
            ])
        #expect(decode("\u{1B}[<32;7;8M") == [.mouse(MouseEvent(.left, .motion, at: CellPosition(x: 6, y: 7)))])
        #expect(
            decode("\u{1B}[<35;7;8M") == [.mouse(MouseEvent(.other(code: 3), .motion, at: CellPosition(x: 6, y: 7)))],
            "motion with no button")
        #expect(
            decode("\u{1B}[<66;1;1M") == [.mouse(MouseEvent(.other(code: 6), .press, at: CellPosition(x: 0, y: 0)))],
            "wheel tilt")
    }

    @Test("A mouse event's SGR report decodes back to the same event")
    func sgrReportRoundTrips() {
        let events = [
            MouseEvent(.left, .press, at: CellPosition(x: 0, y: 0)),
            MouseEvent(.right, .release, at: CellPosition(x: 250, y: 70), modifiers: .control),
            MouseEvent(.wheelDown, .press, at: CellPosition(x: 5, y: 6), modifiers: [.shift, .alt]),
            MouseEvent(.middle, .motion, at: CellPosition(x: 1, y: 2)),
        ]
        for event in events {
            #expect(decode(event.sgrReport) == [.mouse(event)], "\(event)")
        }
    }

    @Test("A mouse report split across reads decodes once complete, never as text")
    func sgrMouseSplit() {
        let report = Array("\u{1B}[<0;12;34M".utf8)
        for split in 1..<report.count {
            var decoder = KeyDecoder()
            #expect(decoder.feed(report[..<split]) == [], "split at \(split)")
            #expect(
                decoder.feed(report[split...]) == [.mouse(MouseEvent(.left, .press, at: CellPosition(x: 11, y: 33)))],
                "split at \(split)")
        }
        var decoder = KeyDecoder()
        #expect(decoder.feed(report.prefix(7)) == [])
        #expect(decoder.resolvePending() == [], "a report cut off by the timeout is dropped")
        #expect(decoder.feed(Array("x".utf8)) == [.text("x")])
    }

    @Test("A mouse report whose start the timeout dropped (a slow link) has its rest dropped too, never typed")
    func sgrMouseSplitPastTheTimeout() {
        let report = Array("\u{1B}[<0;12;34M".utf8)
        for split in 2..<(report.count - 1) {
            var decoder = KeyDecoder()
            #expect(decoder.feed(report[..<split]) == [])
            #expect(decoder.resolvePending() == [], "split at \(split)")
            #expect(decoder.feed(report[split...] + Array("ok".utf8)) == [.text("ok")], "split at \(split)")
            #expect(
                decoder.feed(Array("\u{1B}[<0;1;2m".utf8)) == [
                    .mouse(MouseEvent(.left, .release, at: CellPosition(x: 0, y: 1)))
                ], "the next report is whole")
        }
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.resolvePending() == [])
        #expect(
            decoder.feed(Array("a<".utf8)) == [.text("a<")],
            "after a dropped ESC [, only a `<` starts the rest of a report")
    }

    @Test(
        "Malformed mouse reports are swallowed whole and the text after them survives",
        arguments: [
            "\u{1B}[<0;10M", "\u{1B}[<0;10;5;7M", "\u{1B}[<;10;5M", "\u{1B}[<0;;5m", "\u{1B}[<0;0;5M",
            "\u{1B}[<0;10;0M",
            "\u{1B}[<-1;1;1M", "\u{1B}[<0;1;99999999999999999999M", "\u{1B}[<0;1:2;3M", "\u{1B}[<M", "\u{1B}[<<0;1;1M",
            "\u{1B}[<0;1;1 M",
        ])
    func malformedMouse(report: String) {
        #expect(decode(report + "ok") == [.text("ok")])
    }

    @Test("The X10 mouse report stays swallowed, its three bytes with it")
    func x10MouseSwallowed() {
        #expect(decode("\u{1B}[M !!ok") == [.text("ok")])
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[M ".utf8)) == [])
        #expect(decoder.feed(Array("!!ok".utf8)) == [.text("ok")])
    }

    @Test("Random bytes inside mouse reports never crash the decoder nor type control characters")
    func mouseFuzz() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("\u{1B}[<;0123456789Mm-:a ".utf8)
        var decoder = KeyDecoder()
        for _ in 0..<2000 {
            var bytes = Array("\u{1B}[<".utf8)
            for _ in 0..<Int.random(in: 0...16, using: &generator) {
                bytes.append(
                    Bool.random(using: &generator)
                        ? alphabet.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator))
            }
            for event in decoder.feed(bytes) + decoder.resolvePending() {
                switch event {
                case .text(let text):
                    #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control })
                case .mouse(let mouse):
                    #expect(mouse.position.x >= 0 && mouse.position.y >= 0)
                default:
                    break
                }
            }
        }
        #expect(
            decoder.feed(Array("\u{1B}[<0;2;3Mz".utf8)) == [
                .mouse(MouseEvent(.left, .press, at: CellPosition(x: 1, y: 2))), .text("z"),
            ])
    }
}
