import Foundation
import Testing

@testable import LassoConfig

/// `ConfigValue.jsonData`, written by the runtime's one JSON writer, means what `JSONSerialization` reads.
@Suite("ConfigValue JSON")
struct ConfigValueJSONTests {
    private func value(_ kind: ConfigValue.Kind) -> ConfigValue {
        ConfigValue(kind, at: SourcePosition(line: 1, column: 1))
    }
    private func member(_ key: String, _ kind: ConfigValue.Kind) -> ConfigValue.Member {
        ConfigValue.Member(key: key, value: value(kind))
    }

    @Test func writesEveryKind() throws {
        let tree = value(
            .object([
                member("title", .string("Quote \" backslash \\ tab \t newline \n bell \u{7} é 😀 </")),
                member("count", .int(-42)),
                member("ratio", .double(0.1)),
                member("big", .double(1e300)),
                member("on", .bool(true)),
                member("off", .bool(false)),
                member("none", .null),
                member("list", .array([value(.int(1)), value(.string("")), value(.array([])), value(.object([]))])),
                member("count", .int(7)),
            ]))
        let text = String(decoding: tree.jsonData, as: UTF8.self)
        #expect(text.hasPrefix(#"{"big":1e+300,"count":7,"list":[1,"",[],{}],"none":null,"#))
        let object = try #require(try JSONSerialization.jsonObject(with: tree.jsonData) as? [String: Any])
        #expect(object["title"] as? String == "Quote \" backslash \\ tab \t newline \n bell \u{7} é 😀 </")
        #expect(object["count"] as? Int == 7)
        #expect(object["ratio"] as? Double == 0.1)
        #expect(object["big"] as? Double == 1e300)
        #expect(object["on"] as? Bool == true)
        #expect(object["none"] is NSNull)
        #expect((object["list"] as? [Any])?.count == 4)
    }

    @Test func scalarsAndNonFiniteNumbers() {
        #expect(String(decoding: value(.string("x")).jsonData, as: UTF8.self) == #""x""#)
        #expect(String(decoding: value(.array([value(.double(.infinity))])).jsonData, as: UTF8.self) == "null")
    }
}
