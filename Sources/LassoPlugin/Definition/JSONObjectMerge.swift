internal import Foundation

/// Lays the top-level members of one JSON object over another's, on the JSON text: every value
/// is copied byte for byte, nothing is decoded but the member names.
///
/// ``decodeMerged(_:defaults:overrides:module:)`` used to parse both objects with
/// `JSONSerialization` and write the merged dictionary back with it; that writer bridges every
/// value through `NSDictionary`/`NSNumber` and cost about a third of the time of validating and
/// building a config (BENCHMARKS.md, "Config: parse, validate, build").
///
/// Kept rather than plain `Codable` on measurement (2026-11-24, BENCHMARKS.md, "decodeMerged:
/// the tokenizer vs Codable"): a `Codable` JSON value that loses nothing (integers as `Int64` or
/// `UInt64`, other numbers as a `Decimal` when it reads back as the same `Double`, else the
/// `Double`) decoded with `JSONDecoder`, merged as a dictionary and written with `JSONEncoder`
/// made the config benchmark's 1,000 nodes cost 29 % more CPU (79 → 102 ms; validate and build
/// 1.5x to 2x). `decodeMerged`'s tests hold whichever way the merge is done: every value decodes
/// exactly as from the config's own text.
enum JSONObjectMerge {
    /// `base` with the members of `overrides` replacing its members of the same name (in place)
    /// or added after them; nil when either is not a JSON object. Values are not checked: the
    /// decoder that reads the result reports malformed ones.
    static func merge(_ base: Data, _ overrides: Data) -> Data? {
        let baseBytes = [UInt8](base)
        let overrideBytes = [UInt8](overrides)
        guard var members = self.members(of: baseBytes), let extra = self.members(of: overrideBytes) else { return nil }
        var indexByName: [String: Int] = [:]
        for (index, member) in members.enumerated() { indexByName[member.name] = index }
        for member in extra {
            if let index = indexByName[member.name] {
                members[index] = member
            } else {
                indexByName[member.name] = members.count
                members.append(member)
            }
        }
        var result: [UInt8] = [UInt8(ascii: "{")]
        result.reserveCapacity(baseBytes.count + overrideBytes.count)
        for (index, member) in members.enumerated() {
            if index > 0 { result.append(UInt8(ascii: ",")) }
            result += member.key
            result.append(UInt8(ascii: ":"))
            result += member.value
        }
        result.append(UInt8(ascii: "}"))
        return Data(result)
    }

    /// One member: its decoded name, and its key (quoted) and value as written.
    struct Member {
        let name: String
        let key: ArraySlice<UInt8>
        let value: ArraySlice<UInt8>
    }

    /// The members of the JSON object `bytes`, in order; nil if it is not an object.
    static func members(of bytes: [UInt8]) -> [Member]? {
        var index = skipWhitespace(bytes, 0)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index = skipWhitespace(bytes, index + 1)
        var members: [Member] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            return skipWhitespace(bytes, index + 1) == bytes.count ? members : nil
        }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let keyEnd = endOfString(bytes, index) else {
                return nil
            }
            let key = bytes[index..<keyEnd]
            guard let name = decodeName(key) else { return nil }
            index = skipWhitespace(bytes, keyEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            let valueStart = skipWhitespace(bytes, index + 1)
            guard let valueEnd = endOfValue(bytes, valueStart), valueEnd > valueStart else { return nil }
            members.append(Member(name: name, key: key, value: bytes[valueStart..<valueEnd]))
            index = skipWhitespace(bytes, valueEnd)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index = skipWhitespace(bytes, index + 1)
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { return nil }
            return skipWhitespace(bytes, index + 1) == bytes.count ? members : nil
        }
    }

    private static func skipWhitespace(_ bytes: [UInt8], _ start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The index after the closing quote of the string starting at `start`.
    private static func endOfString(_ bytes: [UInt8], _ start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    /// The index after the value starting at `start`: a string, an object or array (to its
    /// matching bracket, skipping strings), or a scalar (up to the next delimiter).
    private static func endOfValue(_ bytes: [UInt8], _ start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return endOfString(bytes, start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = endOfString(bytes, index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return nil
        default:
            var index = start
            while index < bytes.count,
                ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(
                    bytes[index])
            {
                index += 1
            }
            return index
        }
    }

    /// The text of the quoted JSON string `key` (escapes decoded).
    private static func decodeName(_ key: ArraySlice<UInt8>) -> String? {
        let inner = key.dropFirst().dropLast()
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        return try? JSONDecoder().decode(String.self, from: Data(key))
    }
}
