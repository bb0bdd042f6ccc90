import Foundation
import Testing

@testable import LassoPlugin

@testable import LassoPluginHost

/// The merge of a config's initial state over a module's defaults, done on the JSON text.
@Suite("JSONObjectMerge")
struct JSONObjectMergeTests {
    private func merged(_ base: String, _ overrides: String) -> String? {
        JSONObjectMerge.merge(Data(base.utf8), Data(overrides.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func overridesReplaceInPlaceAndAddAfter() {
        #expect(merged(#"{"a":1,"b":"x","c":[1,2]}"#, #"{"b":"y","d":null}"#) == #"{"a":1,"b":"y","c":[1,2],"d":null}"#)
        #expect(merged(#"{}"#, #"{"a":true}"#) == #"{"a":true}"#)
        #expect(merged(#"{"a":1}"#, #"{}"#) == #"{"a":1}"#)
    }

    @Test func valuesAreCopiedAsWritten() {
        let base = #" { "s" : "a,}\"]{[" , "o" : {"k":[{"x":"}"}],"n":-1.5e3} , "u":"é\u00e9" } "#
        #expect(merged(base, #"{"n":2}"#) == #"{"s":"a,}\"]{[","o":{"k":[{"x":"}"}],"n":-1.5e3},"u":"é\u00e9","n":2}"#)
    }

    @Test func escapedNamesAreCompared() {
        #expect(merged(#"{"a\"b":1,"\u0063":2}"#, #"{"a\"b":3,"c":4}"#) == #"{"a\"b":3,"c":4}"#)
    }

    @Test func decodesLikeTheMergedDictionary() throws {
        struct State: Decodable, Equatable {
            var title: String
            var count: Int
            var ratio: Double
            var tags: [String]
        }
        let data = try #require(
            JSONObjectMerge.merge(
                Data(#"{"title":"T","count":1,"ratio":0.5,"tags":[]}"#.utf8),
                Data(#"{"count":7,"tags":["a","b"]}"#.utf8)
            ))
        #expect(
            try JSONDecoder().decode(State.self, from: data)
                == State(title: "T", count: 7, ratio: 0.5, tags: ["a", "b"]))
    }

    @Test(arguments: ["[1]", "null", "5", "\"x\"", "", "{", "{\"a\"}", "{\"a\":1,}", "{\"a\":1} x", "{\"a\":\"open}"])
    func nonObjectsAreRefused(_ text: String) {
        #expect(merged(#"{"a":1}"#, text) == nil)
        #expect(merged(text, #"{"a":1}"#) == nil)
    }
}
