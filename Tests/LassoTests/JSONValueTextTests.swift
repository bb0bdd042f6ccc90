import Foundation
import Testing

@testable import Lasso

/// ``JSONValue``'s own writer (``JSONValue/jsonText``) and lookups: the one representation of a
/// JSON value between a plugin's output and the state a route fills from it.
@Suite("JSONValue as text")
struct JSONValueTextTests {
    @Test func theTextIsJSONWithSortedKeysThatDecodesToTheSameValue() throws {
        let value = JSONValue.object([
            "zeta": .array([.integer(-3), .number(0.1), .bool(false), .null]),
            "alpha": .object(["b": .string("two"), "a": .integer(Int64.max)]),
            "text": .string("quote \" backslash \\ newline \n tab \t bell \u{7} é 😀 \u{2028}"),
        ])
        let text = value.jsonText
        #expect(text.hasPrefix(#"{"alpha":{"a":9223372036854775807,"b":"two"},"text":"quote \" "#))
        #expect(text.contains(#"backslash \\ newline \n"#))
        #expect(text.contains(#"\u0007"#))
        #expect(text.contains(#"\u2028"#))
        #expect(text.hasSuffix(#""zeta":[-3,0.1,false,null]}"#))
        #expect(try JSONValue(json: value.jsonData()) == value)
        #expect(try JSONSerialization.jsonObject(with: value.jsonData()) is [String: Any])
    }

    @Test func aNumberJSONCannotHoldIsWrittenNull() {
        #expect(JSONValue.array([.number(.infinity), .number(.nan), .number(-0.5)]).jsonText == "[null,null,-0.5]")
    }

    @Test func aPathReachesIntoObjectsAndArrays() {
        let payload = JSONValue.object(["contact": .object(["phones": .array([.string("+44 1"), .string("+44 2")])])])
        #expect(payload.value(at: ["contact", "phones", "1"]) == .string("+44 2"))
        #expect(payload.value(at: []) == payload)
        #expect(payload.value(at: ["contact", "phones", "2"]) == nil)
        #expect(payload.value(at: ["contact", "name"]) == nil)
        #expect(payload.value(at: ["contact", "phones", "x"]) == nil)
    }

    @Test func scalarsReadAsAPersonWritesThem() {
        #expect(JSONValue.string("ann").scalarText == "ann")
        #expect(JSONValue.integer(42).scalarText == "42")
        #expect(JSONValue.number(3).scalarText == "3")
        #expect(JSONValue.number(2.5).scalarText == "2.5")
        #expect(JSONValue.bool(true).scalarText == "true")
        #expect(JSONValue.null.scalarText == nil)
        #expect(JSONValue.array([]).scalarText == nil)
    }
}
