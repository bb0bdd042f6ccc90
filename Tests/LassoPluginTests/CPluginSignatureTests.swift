import Foundation
import Testing

@testable import LassoPlugin

@testable import LassoPluginHost

@Suite("C plugin signatures")
struct CPluginSignatureTests {
    @Test(arguments: [
        ("i32", CValueType.int32), ("int32", .int32),
        ("i64", .int64), ("int64", .int64),
        ("f64", .double), ("double", .double),
        ("bool", .bool),
        ("str", .string), ("string", .string),
    ])
    func everyTypeSpellingParses(spelling: String, type: CValueType) throws {
        let signature = try CSignature(parsing: spelling)
        #expect(signature.types == [type])
        #expect(signature.parameters.first?.name == nil)
        #expect(signature.description == type.rawValue)
    }

    @Test(arguments: ["", "   ", "\t\n"])
    func emptySignatureHasNoParameters(text: String) throws {
        #expect(try CSignature(parsing: text).parameters.isEmpty)
    }

    @Test func everyTypeInOneSignature() throws {
        let signature = try CSignature(parsing: "i32,i64,f64,bool,str")
        #expect(signature.types == [.int32, .int64, .double, .bool, .string])
        #expect(signature.payloadKeys == ["0", "1", "2", "3", "4"])
    }

    @Test func whitespaceAroundItemsIsIgnored() throws {
        let signature = try CSignature(parsing: "  f64 , bool,\ti64 ")
        #expect(signature.types == [.double, .bool, .int64])
        #expect(signature.description == "f64,bool,i64")
    }

    @Test func namedParametersGiveThePayloadKeys() throws {
        let signature = try CSignature(parsing: "count:i32, label : string, ratio:double,on:bool,big:int64")
        #expect(signature.parameters.map(\.name) == ["count", "label", "ratio", "on", "big"])
        #expect(signature.types == [.int32, .string, .double, .bool, .int64])
        #expect(signature.payloadKeys == ["count", "label", "ratio", "on", "big"])
        #expect(signature.description == "count:i32,label:str,ratio:f64,on:bool,big:i64")
    }

    @Test func sixteenParametersAreTheMost() throws {
        let sixteen = Array(repeating: "i32", count: 16).joined(separator: ",")
        #expect(try CSignature(parsing: sixteen).parameters.count == 16)
    }

    @Test(arguments: [
        ("i32,,str", "parameter 2 is empty"),
        ("i32,", "parameter 2 is empty"),
        (",", "parameter 1 is empty"),
        ("float", "parameter 1 has the unsupported type 'float'"),
        ("i32,float", "parameter 2 has the unsupported type 'float'"),
        ("int", "unsupported type 'int'"),
        ("I32", "unsupported type 'I32'"),
        ("i32 str", "unsupported type 'i32 str'"),
        ("char*", "unsupported type 'char*'"),
        ("void", "unsupported type 'void'"),
        ("x:", "parameter 1 'x:' has no type after ':'"),
        (":i32", "parameter 1 ':i32' has an empty name before ':'"),
        ("1x:i32", "invalid name '1x'"),
        ("my-name:i32", "invalid name 'my-name'"),
        ("a:b:i32", "unsupported type 'b:i32'"),
        ("a:i32,a:str", "parameter 2 repeats the name 'a'"),
        ("a:i32,str", "name every parameter or none"),
        ("f64, bool, i65", "parameter 3 has the unsupported type 'i65'"),
    ])
    func malformedOrUnsupportedSignatureIsRefusedQuotingTheText(text: String, problem: String) {
        #expect {
            try CSignature(parsing: text)
        } throws: { error in
            let message = "\(error)"
            return message.contains("signature \"\(text)\"") && message.contains(problem)
        }
    }

    @Test func seventeenParametersAreRefused() {
        let text = Array(repeating: "bool", count: 17).joined(separator: ",")
        #expect(throws: CSignatureError(signature: text, problem: "declares 17 parameters; at most 16 are supported")) {
            try CSignature(parsing: text)
        }
    }

    @Test func unsupportedTypeListsTheSupportedOnes() {
        #expect {
            try CSignature(parsing: "f32")
        } throws: { error in
            "\(error)".contains("supported: i32 (int32), i64 (int64), f64 (double), bool, str (string)")
        }
    }
}

@Suite("C values")
struct CValueTests {
    @Test func valuesEncodeAsPlainJSON() throws {
        let values: [String: CValue] = [
            "a": .int32(-5), "b": .int64(.max), "c": .double(2.5), "d": .bool(true), "e": .string("grüße"),
        ]
        let json = String(decoding: try makeCValueEncoder().encode(values), as: UTF8.self)
        #expect(json == #"{"a":-5,"b":9223372036854775807,"c":2.5,"d":true,"e":"grüße"}"#)
    }

    @Test func decodedValuesAreLooseAndCoerceToTheDeclaredType() throws {
        let decoded = try JSONDecoder().decode(
            [String: CValue].self, from: Data(#"{"a":3,"b":2.0,"c":true,"d":"x","e":-9223372036854775808}"#.utf8))
        #expect(decoded["a"]?.coerced(to: .int32) == .int32(3))
        #expect(decoded["a"]?.coerced(to: .double) == .double(3))
        #expect(decoded["b"]?.coerced(to: .int64) == .int64(2))
        #expect(decoded["c"] == .bool(true))
        #expect(decoded["d"] == .string("x"))
        #expect(decoded["e"]?.coerced(to: .int64) == .int64(.min))
    }

    @Test func coercionRefusesLoss() {
        #expect(CValue.int64(Int64(Int32.max) + 1).coerced(to: .int32) == nil)
        #expect(CValue.double(2.5).coerced(to: .int64) == nil)
        #expect(CValue.int32(1).coerced(to: .bool) == nil)
        #expect(CValue.bool(true).coerced(to: .string) == nil)
        #expect(CValue.string("1").coerced(to: .int32) == nil)
    }

    @Test func nonFiniteDoublesSurviveJSON() throws {
        let data = try makeCValueEncoder().encode([
            "x": CValue.double(.infinity), "y": .double(-.infinity), "z": .double(.nan),
        ])
        let decoded = try JSONDecoder().decode([String: CValue].self, from: data)
        #expect(decoded["x"]?.coerced(to: .double) == .double(.infinity))
        #expect(decoded["y"]?.coerced(to: .double) == .double(-.infinity))
        guard case .double(let nan)? = decoded["z"]?.coerced(to: .double) else {
            Issue.record("nan did not come back as a double")
            return
        }
        #expect(nan.isNaN)
    }
}

@Suite("C label formats")
struct CLabelFormatTests {
    @Test func placeholdersAreFilledIn() throws {
        #expect(try CLabelFormat(parsing: "Count: {}").render(.int32(3)) == "Count: 3")
        #expect(try CLabelFormat(parsing: "{.2} km").render(.double(1.005e3)) == "1005.00 km")
        #expect(try CLabelFormat(parsing: "{.0}").render(.double(2.6)) == "3")
        #expect(try CLabelFormat(parsing: "{{{}}}").render(.string("日本語")) == "{日本語}")
        #expect(try CLabelFormat(parsing: "on: {}").render(.bool(true)) == "on: true")
        #expect(try CLabelFormat(parsing: "fixed").render(nil) == "fixed")
        #expect(try CLabelFormat(parsing: "fixed").showsValue == false)
    }

    @Test(arguments: [
        ("Total {", "has a '{' without '}'"),
        ("Total }", "has a '}' without '{'"),
        ("{x}", "has the placeholder '{x}'"),
        ("{.10}", "has the placeholder '{.10}'"),
        ("{:2}", "has the placeholder '{:2}'"),
    ])
    func malformedFormatIsRefusedQuotingTheText(text: String, problem: String) {
        #expect {
            try CLabelFormat(parsing: text)
        } throws: { error in
            "\(error)".contains("\"\(text)\"") && "\(error)".contains(problem)
        }
    }
}
