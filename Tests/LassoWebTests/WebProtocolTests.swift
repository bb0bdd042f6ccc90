import Foundation
import Lasso
import Testing

@testable import LassoWeb

/// The browser protocol: one definition in Swift, and the client script speaking exactly it.
@Suite("Browser protocol")
struct WebProtocolTests {
    private static let script = WebAssets.script

    private static func names(_ key: String) -> [String] {
        guard case .object(let schema) = WebProtocol.schema, case .array(let values)? = schema[key] else { return [] }
        return values.compactMap { if case .string(let name) = $0 { name } else { nil } }
    }

    @Test func theClientScriptSpeaksTheVersionOfTheSchema() {
        #expect(Self.script.contains("const protocolVersion = \(WebMessage.version);"))
    }

    @Test func theClientScriptReadsEveryFieldOfEveryMessageAndNoOther() throws {
        for field in Self.names("messageFields") {
            #expect(Self.script.contains("message.\(field)"), "lasso.js never reads '\(field)'")
        }
        for field in Self.names("statusFields") {
            #expect(Self.script.contains("message.s.\(field)"), "lasso.js never reads the status's '\(field)'")
        }
        let read = Set(Self.script.matches(of: /message\.([a-z]+)\b/).map { String($0.1) })
        #expect(read.subtracting(Self.names("messageFields")).isEmpty, "lasso.js reads fields no message has")
    }

    @Test func theClientScriptAppliesEveryKindOfPatch() {
        for kind in Self.names("patchKinds") {
            #expect(Self.script.contains("case \"\(kind)\":"), "lasso.js does not apply '\(kind)' patches")
        }
        for field in Self.names("childFields") {
            #expect(Self.script.contains("child.\(field)"), "lasso.js never reads a new child's '\(field)'")
        }
    }

    @Test func theClientScriptSendsOnlyEventsTheServerKnows() {
        let sent = Set(Self.script.matches(of: /\bt: "([a-z]+)"/).map { String($0.1) })
        #expect(sent == Set(Self.names("eventKinds")))
        for field in Self.names("eventFields") {
            #expect(
                Self.script.contains("\(field): ") || Self.script.contains("event.\(field) ="),
                "lasso.js never sends '\(field)'")
        }
    }

    @Test(arguments: [
        WebMessage.hello(session: "0123456789abcdef"),
        .show(html: "<div id=\"app\" data-k=\"app\"></div>", title: "Orders \"1\""),
        .update(answering: 7, patches: [], title: nil),
        .update(
            answering: nil,
            patches: [
                .text(key: "w1", index: 0, text: "Count: 2"), .replace(key: "w2", html: "<p>x</p>"),
                .attributes(key: "w3", [(name: "aria-pressed", value: "true"), (name: "disabled", value: nil)]),
                .children(key: "w4", [.kept("w5"), .new("<b>y</b>"), .text("z")]),
            ], title: "Next"),
        .refused(answering: 3, reason: "w9 is disabled"),
        .refused(answering: nil, reason: "Too many events"),
        .status(text: "Reloaded counter 1.1.0", isError: false),
    ])
    func everyMessageReadsBackAsItWasWritten(message: WebMessage) throws {
        let text = message.json
        #expect(try WebMessage(jsonValue: JSONValue(json: Data(text.utf8))) == message, "\(text)")
        #expect(try JSONDecoder().decode(WebMessage.self, from: Data(text.utf8)) == message)
    }

    @Test func aMessageOfAnotherVersionOrWithAnUnknownFieldIsRefused() {
        #expect(throws: WebProtocolError.self) {
            try WebMessage(jsonValue: .object(["id": .string("x"), "v": .integer(Int64(WebMessage.version + 1))]))
        }
        #expect(throws: WebProtocolError.self) { try WebMessage(jsonValue: .object(["zz": .integer(1)])) }
    }

    @Test func oneLabelChangeIsOneTextPatchOnTheWire() {
        let message = WebMessage.update(
            answering: 4, patches: [.text(key: "w7", index: 0, text: "Count: 2")], title: nil)
        #expect(message.json == #"{"a":4,"p":[["t","w7",0,"Count: 2"]]}"#)
    }
}
