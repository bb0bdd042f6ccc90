/// Turns the bytes a terminal sends into ``InputEvent``s.
///
/// Feed it whatever `read()` returned with ``feed(_:)``; bytes that may be the start of a longer
/// sequence are kept until more arrive. An Escape byte alone is ambiguous (the Esc key, or the
/// start of a sequence split across reads), so after feeding, check ``pendingTimeout``: when it
/// is set, call ``resolvePending()`` once that much time passes without new input. The decoder
/// never reads a clock itself, so the caller's timer (or a test) decides.
///
/// SGR mouse reports become ``InputEvent/mouse(_:)`` events. Terminal replies and sequences it
/// does not know (cursor position reports, focus events, device attributes, X10 mouse reports,
/// malformed mouse reports, OSC/DCS strings) are swallowed: they never become text.
/// Invalid UTF-8 is dropped.
public struct KeyDecoder: Sendable {
    /// How long a lone Escape waits for the rest of a sequence before it counts as the Esc key.
    public static let escapeTimeout: Duration = .milliseconds(50)

    /// How long a bracketed paste may stall before what arrived is delivered anyway.
    public static let pasteTimeout: Duration = .milliseconds(500)

    /// The most bytes one escape sequence or terminal string may have; longer ones are dropped.
    static let maximumSequenceLength = 4096

    /// The most bytes kept from one paste; the rest is dropped.
    static let maximumPasteLength = 1 << 20

    private var buffer: [UInt8] = []
    private var pasteBytes: [UInt8]?
    /// Whether the rest of an overlong control sequence is being dropped, up to its final byte.
    private var isSkippingSequence = false
    /// How far the rest of a mouse report cut off by the timeout is being dropped.
    private var mouseRemainder = MouseRemainder.none

    /// A mouse report split across reads that arrive further apart than ``escapeTimeout`` (a
    /// slow link) loses its start to the timeout; its rest must not be typed.
    private enum MouseRemainder {
        case none
        /// `ESC [` was dropped: a `<` next starts the rest of a report.
        case afterIntroducer
        /// `ESC [ <…` was dropped: digits and `;` up to an `M` or `m` are its rest.
        case inReport
    }

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Decodes `bytes` (appended to any pending ones) and returns the complete events, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        buffer.append(contentsOf: bytes)
        return decode(atEnd: false)
    }

    /// When the caller should call ``resolvePending()`` if no more input arrives: after
    /// ``escapeTimeout`` while an escape sequence is incomplete, after ``pasteTimeout`` inside a
    /// bracketed paste; `nil` when nothing is pending.
    public var pendingTimeout: Duration? {
        if pasteBytes != nil { return Self.pasteTimeout }
        return buffer.isEmpty ? nil : Self.escapeTimeout
    }

    /// Whether a bracketed paste has started and not ended.
    public var isInPaste: Bool { pasteBytes != nil }

    /// Decides what pending bytes mean now that no more arrived in time: a lone Escape is the Esc
    /// key (two are two), an unfinished paste is delivered as it is, any other incomplete
    /// sequence or character is dropped (and the rest of a mouse report cut off so, when it
    /// comes, with it).
    public mutating func resolvePending() -> [InputEvent] {
        decode(atEnd: true)
    }

    // MARK: - Decoding

    private mutating func decode(atEnd: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var text = ""
        func emit(_ event: InputEvent) {
            if !text.isEmpty {
                events.append(.text(text))
                text = ""
            }
            events.append(event)
        }

        var index = 0
        decoding: while index < buffer.count {
            if pasteBytes != nil {
                if let end = pasteEnd(from: index) {
                    appendPaste(buffer[index..<end])
                    emit(.paste(finishPaste()))
                    index = end + Self.pasteTerminator.count
                    continue
                }
                // Keep a possible start of the terminator; the rest is pasted text.
                let keep = partialTerminatorLength(from: index)
                appendPaste(buffer[index..<(buffer.count - keep)])
                index = buffer.count - keep
                if atEnd {
                    emit(.paste(finishPaste()))
                    index = buffer.count
                }
                break decoding
            }

            let byte = buffer[index]
            if isSkippingSequence {
                if (0x20...0x3F).contains(byte) {
                    index += 1
                    continue
                }
                isSkippingSequence = false
                if (0x40...0x7E).contains(byte) {
                    index += 1
                    continue
                }
            }
            switch mouseRemainder {
            case .none:
                break
            case .afterIntroducer:
                mouseRemainder = byte == UInt8(ascii: "<") ? .inReport : .none
                if mouseRemainder == .inReport {
                    index += 1
                    continue
                }
            case .inReport:
                if (UInt8(ascii: "0")...UInt8(ascii: ";")).contains(byte) {
                    index += 1
                    continue
                }
                mouseRemainder = .none
                if byte == UInt8(ascii: "M") || byte == UInt8(ascii: "m") {
                    index += 1
                    continue
                }
            }
            switch byte {
            case 0x1B:
                switch parseEscape(at: index) {
                case .complete(let event, let length):
                    if let event { emit(event) }
                    index += length
                case .incomplete:
                    guard atEnd else { break decoding }
                    let rest = buffer.count - index
                    if rest == 1 {
                        emit(.escape)
                    } else if rest == 2, buffer[index + 1] == 0x1B {
                        emit(.escape)
                        emit(.escape)
                    } else if buffer[index + 1] == UInt8(ascii: "[") {
                        if rest == 2 {
                            mouseRemainder = .afterIntroducer
                        } else if buffer[index + 2] == UInt8(ascii: "<") {
                            mouseRemainder = .inReport
                        }
                    }
                    index = buffer.count
                }
            case 0x0D, 0x0A:
                emit(.enter)
                index += 1
            case 0x09:
                emit(.tab)
                index += 1
            case 0x7F, 0x08:
                emit(.backspace)
                index += 1
            case 0x01...0x1A:
                emit(.control(Character(Unicode.Scalar(byte + 0x60))))
                index += 1
            case 0x00, 0x1C...0x1F:
                index += 1
            case 0x20..<0x7F:
                text.unicodeScalars.append(Unicode.Scalar(byte))
                index += 1
            default:
                switch decodeUTF8(at: index) {
                case .scalar(let scalar, let length):
                    if scalar.properties.generalCategory != .control { text.unicodeScalars.append(scalar) }
                    index += length
                case .invalid:
                    index += 1
                case .incomplete:
                    guard atEnd else { break decoding }
                    index = buffer.count
                }
            }
        }
        buffer.removeFirst(index)
        if atEnd, pasteBytes != nil { emit(.paste(finishPaste())) }
        if !text.isEmpty { events.append(.text(text)) }
        return events
    }

    // MARK: - Escape sequences

    private enum EscapeResult {
        /// A whole sequence of `length` bytes; `event` is `nil` when it is swallowed.
        case complete(InputEvent?, length: Int)
        /// More bytes are needed.
        case incomplete
    }

    private mutating func parseEscape(at start: Int) -> EscapeResult {
        guard start + 1 < buffer.count else { return .incomplete }
        let next = buffer[start + 1]
        switch next {
        case UInt8(ascii: "["):
            return parseCSI(at: start)
        case UInt8(ascii: "O"):
            guard start + 2 < buffer.count else { return .incomplete }
            return .complete(ss3Key(buffer[start + 2]), length: 3)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            return skipString(at: start)
        case 0x1B:
            // Alt with a sequence (ESC ESC [ A) is the sequence; ESC ESC alone is two Escapes.
            guard start + 2 < buffer.count else { return .incomplete }
            let third = buffer[start + 2]
            if third == UInt8(ascii: "[") || third == UInt8(ascii: "O") { return .complete(nil, length: 1) }
            return .complete(.escape, length: 1)
        case 0x20..<0x7F:
            return .complete(.alt(Character(Unicode.Scalar(next))), length: 2)
        case 0x00..<0x20, 0x7F:
            // Alt with a control key: dropped rather than mistaken for Esc and the key.
            return .complete(nil, length: 2)
        default:
            return .complete(.escape, length: 1)
        }
    }

    /// A control sequence: ESC [ parameters intermediates final.
    private mutating func parseCSI(at start: Int) -> EscapeResult {
        var index = start + 2
        while index < buffer.count {
            let byte = buffer[index]
            if (0x40...0x7E).contains(byte) { break }
            guard (0x20...0x3F).contains(byte) else {
                // Not a well-formed sequence: drop what was read and decode the rest afresh.
                return .complete(nil, length: index - start)
            }
            index += 1
            if index - start > Self.maximumSequenceLength {
                isSkippingSequence = true
                return .complete(nil, length: index - start)
            }
        }
        guard index < buffer.count else { return .incomplete }
        let final = buffer[index]
        let parameters = String(decoding: buffer[(start + 2)..<index], as: UTF8.self)
        let length = index - start + 1

        // Linux console F1–F5: ESC [ [ A … ESC [ [ E.
        if final == UInt8(ascii: "["), parameters.isEmpty {
            guard index + 1 < buffer.count else { return .incomplete }
            let key = buffer[index + 1]
            if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(key) {
                return .complete(.function(Int(key - UInt8(ascii: "A")) + 1), length: length + 1)
            }
            return .complete(nil, length: length + 1)
        }
        // X10 mouse report: ESC [ M and three bytes.
        if final == UInt8(ascii: "M"), parameters.isEmpty {
            guard index + 3 < buffer.count else { return .incomplete }
            return .complete(nil, length: length + 3)
        }
        // SGR mouse report: ESC [ < b ; x ; y M (press) or m (release).
        if final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), parameters.hasPrefix("<") {
            return .complete(
                Self.sgrMouse(parameters.dropFirst(), isRelease: final == UInt8(ascii: "m")), length: length)
        }
        // Other private parameters (`?` device replies, `>` version replies) are replies.
        if let first = parameters.utf8.first, (0x3C...0x3F).contains(first) {
            return .complete(nil, length: length)
        }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let firstNumber = numbers.first ?? nil
        // Keys with modifiers come as `1;5A`; a first parameter other than 1 is not a key. Shift
        // (modifier 2) with an arrow, Home or End extends a selection; other modifiers are
        // dropped.
        let isPlainKey = parameters.isEmpty || firstNumber == 1
        let isShifted = numbers.count == 2 && numbers[1] == 2
        func key(_ key: InputEvent) -> InputEvent? {
            guard isPlainKey else { return nil }
            return isShifted ? .shifted(key) : key
        }
        switch final {
        case UInt8(ascii: "A"): return .complete(key(.up), length: length)
        case UInt8(ascii: "B"): return .complete(key(.down), length: length)
        case UInt8(ascii: "C"): return .complete(key(.right), length: length)
        case UInt8(ascii: "D"): return .complete(key(.left), length: length)
        case UInt8(ascii: "H"): return .complete(key(.home), length: length)
        case UInt8(ascii: "F"): return .complete(key(.end), length: length)
        case UInt8(ascii: "Z"): return .complete(isPlainKey ? .backTab : nil, length: length)
        case UInt8(ascii: "P"): return .complete(isPlainKey ? .function(1) : nil, length: length)
        case UInt8(ascii: "Q"): return .complete(isPlainKey ? .function(2) : nil, length: length)
        case UInt8(ascii: "S"): return .complete(isPlainKey ? .function(4) : nil, length: length)
        case UInt8(ascii: "~"):
            switch firstNumber {
            case 1, 7: return .complete(.home, length: length)
            case 3: return .complete(.delete, length: length)
            case 4, 8: return .complete(.end, length: length)
            case 5: return .complete(.pageUp, length: length)
            case 6: return .complete(.pageDown, length: length)
            case let number? where (11...15).contains(number): return .complete(.function(number - 10), length: length)
            case let number? where (17...21).contains(number): return .complete(.function(number - 11), length: length)
            case 23: return .complete(.function(11), length: length)
            case 24: return .complete(.function(12), length: length)
            case 200:
                pasteBytes = []
                return .complete(nil, length: length)
            default: return .complete(nil, length: length)
            }
        default:
            // Cursor position reports (R), focus events (I, O), kitty keys (u),
            // and everything else unknown.
            return .complete(nil, length: length)
        }
    }

    /// The mouse event of an SGR report's parameters (`0;10;5`), or `nil` (swallowed) when they
    /// are not three whole numbers that make one.
    private static func sgrMouse(_ parameters: Substring, isRelease: Bool) -> InputEvent? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3,
            fields.allSatisfy({ !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { $0.isASCII && $0.isWholeNumber } }),
            let code = Int(fields[0]), let column = Int(fields[1]), let row = Int(fields[2]),
            let event = MouseEvent(sgrCode: code, column: column, row: row, isRelease: isRelease)
        else { return nil }
        return .mouse(event)
    }

    private func ss3Key(_ byte: UInt8) -> InputEvent? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
    }

    /// Skips an OSC, DCS, APC, PM or SOS string, ended by BEL or ESC \.
    private func skipString(at start: Int) -> EscapeResult {
        var index = start + 2
        while index < buffer.count {
            let byte = buffer[index]
            if byte == 0x07 { return .complete(nil, length: index - start + 1) }
            if byte == 0x1B {
                guard index + 1 < buffer.count else { return .incomplete }
                if buffer[index + 1] == UInt8(ascii: "\\") { return .complete(nil, length: index - start + 2) }
                // An unterminated string: drop it, and decode the new sequence.
                return .complete(nil, length: index - start)
            }
            index += 1
            if index - start > Self.maximumSequenceLength { return .complete(nil, length: index - start) }
        }
        return .incomplete
    }

    // MARK: - Paste

    private static let pasteTerminator: [UInt8] = Array("\u{1B}[201~".utf8)

    private func pasteEnd(from start: Int) -> Int? {
        let terminator = Self.pasteTerminator
        guard buffer.count - start >= terminator.count else { return nil }
        var index = start
        while index + terminator.count <= buffer.count {
            if buffer[index] == 0x1B, buffer[index..<(index + terminator.count)].elementsEqual(terminator) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// How many bytes at the end of the buffer could begin the paste terminator.
    private func partialTerminatorLength(from start: Int) -> Int {
        let terminator = Self.pasteTerminator
        let available = buffer.count - start
        for length in stride(from: min(terminator.count - 1, available), through: 1, by: -1) {
            if buffer[(buffer.count - length)...].elementsEqual(terminator[0..<length]) { return length }
        }
        return 0
    }

    private mutating func appendPaste(_ bytes: ArraySlice<UInt8>) {
        guard var collected = pasteBytes else { return }
        pasteBytes = nil
        let room = max(0, Self.maximumPasteLength - collected.count)
        collected.append(contentsOf: bytes.prefix(room))
        pasteBytes = collected
    }

    private mutating func finishPaste() -> String {
        let bytes = pasteBytes ?? []
        pasteBytes = nil
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - UTF-8

    private enum UTF8Result {
        case scalar(Unicode.Scalar, length: Int)
        case invalid
        case incomplete
    }

    private func decodeUTF8(at start: Int) -> UTF8Result {
        let lead = buffer[start]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
        case 0xF0...0xF4:
            length = 4
            value = UInt32(lead & 0x07)
        default: return .invalid
        }
        for offset in 1..<length {
            guard start + offset < buffer.count else { return .incomplete }
            let byte = buffer[start + offset]
            guard byte & 0xC0 == 0x80 else { return .invalid }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return .invalid }
        return .scalar(scalar, length: length)
    }
}
