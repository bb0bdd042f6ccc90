import Foundation
import Testing

@testable import LassoPlugin

@testable import LassoPluginHost

/// A config's initial state laid over a module's defaults (``decodeMerged``): fields given replace
/// the defaults', the others keep them, and nothing a state can hold is lost on the way (each
/// value decodes as it would from the config's own text).
@Suite("decodeMerged")
struct DecodeMergedTests {
    private func decode<Value: Codable>(_ type: Value.Type, _ defaults: Value, _ overrides: String) throws -> Value {
        try decodeMerged(
            Value.self, defaults: try JSONEncoder().encode(defaults), overrides: Data(overrides.utf8),
            module: "test.module")
    }

    struct State: Codable, Equatable {
        var title: String
        var count: Int
        var ratio: Double
        var tags: [String]
        var note: String?
    }

    @Test func givenFieldsReplaceTheDefaultsAndTheOthersKeepThem() throws {
        let defaults = State(title: "T", count: 1, ratio: 0.5, tags: [], note: "n")
        #expect(
            try decode(State.self, defaults, #"{"count":7,"tags":["a","b"],"note":null}"#)
                == State(title: "T", count: 7, ratio: 0.5, tags: ["a", "b"], note: nil))
        #expect(try decode(State.self, defaults, "{}") == defaults)
        #expect(
            try decodeMerged(State.self, defaults: try JSONEncoder().encode(defaults), overrides: nil, module: "m")
                == defaults)
    }

    struct Numbers: Codable, Equatable {
        var smallest: Int64 = 0, largest: UInt64 = 0
        var negativeBeyondInt64: Decimal = 0, beyondUInt64: Decimal = 0, manyDigits: Decimal = 0
        var tenth = 0.0, largestDouble = 0.0, smallestDouble = 0.0, bigExponent = 0.0, negativeZero = 0.0,
            integralDouble = 0.0
        var float: Float = 0
    }

    @Test func numbersAreKeptExactly() throws {
        let overrides = """
            {"smallest": -9223372036854775808, "largest": 18446744073709551615,
             "negativeBeyondInt64": -9223372036854775809, "beyondUInt64": 123456789012345678901234567890,
             "manyDigits": 3.1415926535897932384626433832795028841, "tenth": 0.1,
             "largestDouble": 1.7976931348623157e308, "smallestDouble": 5e-324, "bigExponent": 1e308,
             "negativeZero": -0.0, "float": 16777217, "integralDouble": 1.0}
            """
        let merged = try decode(Numbers.self, Numbers(), overrides)
        let direct = try JSONDecoder().decode(Numbers.self, from: Data(overrides.utf8))
        #expect(merged == direct)
        #expect(merged.smallest == .min)
        #expect(merged.largest == .max)
        #expect(merged.negativeBeyondInt64 == Decimal(string: "-9223372036854775809"))
        #expect(merged.beyondUInt64 == Decimal(string: "123456789012345678901234567890"))
        #expect(merged.manyDigits == direct.manyDigits)
        #expect(merged.tenth == 0.1)
        #expect(merged.largestDouble == .greatestFiniteMagnitude)
        #expect(merged.smallestDouble == .leastNonzeroMagnitude)
        #expect(merged.bigExponent == 1e308)
        #expect(merged.negativeZero == 0 && merged.negativeZero.sign == .minus)
        #expect(merged.float == direct.float)
        #expect(merged.integralDouble == 1)
    }

    struct Nested: Codable, Equatable {
        var text = ""
        var flags: [Bool] = []
        var matrix: [[Int]] = []
        var inner: [String: [String: Int?]] = [:]
        var absent: Int?
    }

    @Test func stringsWithEscapesAndNestedValuesAreKept() throws {
        let overrides = #"""
            {"text": "tab\tquote\" back\\ slash\/ é\u00e9 \ud83c\udf89 🎉 nul\u0000 end",
             "flags": [true, false], "matrix": [[1, 2], [], [3]],
             "inner": {"a": {"x": 1, "y": null}, "": {}}, "absent": null}
            """#
        let merged = try decode(Nested.self, Nested(absent: 5), overrides)
        let direct = try JSONDecoder().decode(Nested.self, from: Data(overrides.utf8))
        #expect(merged == direct)
        #expect(merged.text == "tab\tquote\" back\\ slash/ éé 🎉 🎉 nul\u{0} end")
        #expect(merged.inner["a"]?["y"] == .some(nil))
        #expect(merged.absent == nil)
    }

    @Test(arguments: ["[1]", "null", "5", "\"x\"", "", "{", "{\"a\"}", "{\"a\":1,}", "{\"a\":1} x", "{\"a\":\"open}"])
    func overridesThatAreNoMappingAreRefused(_ text: String) {
        #expect {
            try decode(State.self, State(title: "", count: 0, ratio: 0, tags: []), text)
        } throws: { error in
            "\(error)".contains("must be a mapping of field names to values")
        }
    }

    @Test func aValueOfTheWrongTypeIsNamed() {
        #expect {
            try decode(State.self, State(title: "", count: 0, ratio: 0, tags: []), #"{"count":"seven"}"#)
        } throws: { error in
            "\(error)".contains("'count'")
        }
    }
}
