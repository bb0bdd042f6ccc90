import Lasso
import LassoPlugin
import LassoPluginHost
import Testing

@testable import LassoConfig

/// `validate` checks each `$payload` value as `run` builds it: against the payload the output
/// carries (recorded from the plugin's `Output` type) and the state field it fills.
@MainActor
@Suite("Payload validation")
struct PayloadValidationTests {
    /// A list whose `didSelect(id: String, index: Int)` pushes a detail with `state`.
    private func pushingDetail(_ state: String) -> String {
        "lasso: 1\nroot:\n  navigation:\n    root:\n      screen: test.list\n      on: { didSelect: { push: { screen: test.detail, state: \(state) } } }\n"
    }

    @Test func theOutputsPayloadIsRecordedFromItsType() throws {
        let registry = try makeRegistry()
        let list = try #require(registry.module(named: "test.list"))
        #expect(
            list.outputPayloads["didSelect"]
                == .object([ValueShape.Field("id", .string), ValueShape.Field("index", .integer)]))
        #expect(list.outputPayloads["didFinish"] == .object([]))
        #expect(list.parameterShape.shape(at: ["items"]) == .array(.string))
    }

    @Test func aFieldOfAnotherTypeIsAnErrorWithTheExpectedAndTheGivenType() throws {
        #expect(
            try diagnostics(pushingDetail("{ count: \"$payload.id\" }")).map(\.description) == [
                "app.yaml:6:71: error: '$payload.id' does not fit the state field 'count' of 'test.detail': expected Int, given String (hint: use a payload field of type Int, or fill 'count' of 'test.detail' another way)"
            ])
        #expect(
            try problems(pushingDetail("{ title: \"$payload\" }")) == [
                "6:71: '$payload' does not fit the state field 'title' of 'test.detail': expected String, given { id: String, index: Int }"
            ])
        // Matching types pass, as do fields the types agree on.
        #expect(try problems(pushingDetail("{ count: \"$payload.index\", contactId: \"$payload.id\" }")).isEmpty)
    }

    @Test func aFieldThePayloadLacksIsAnErrorWithTheNearestField() throws {
        #expect(
            try diagnostics(pushingDetail("{ count: \"$payload.indx\" }")).map(\.description) == [
                "app.yaml:6:71: error: the payload of 'didSelect' of 'test.list' has no field 'indx' for '$payload.indx' (hint: did you mean 'index'?)"
            ])
        #expect(
            try diagnostics(pushingDetail("{ count: \"$payload.index.value\" }")).first?.message
                == "'index' of the payload of 'didSelect' of 'test.list' has no field 'value' for '$payload.index.value'"
        )
        // An output without values carries an empty payload.
        let finishing =
            "lasso: 1\nroot:\n  navigation:\n    root:\n      screen: test.list\n      on: { didFinish: { push: { screen: test.detail, state: { contactId: \"$payload.id\" } } } }\n"
        let found = try diagnostics(finishing).map(\.description)
        #expect(
            found.first
                == "app.yaml:6:75: error: the payload of 'didFinish' of 'test.list' has no field 'id' for '$payload.id' (hint: it carries an empty object)",
            "\(found)")
    }

    @Test func templatesMakeTextFromScalarFields() throws {
        #expect(try problems(pushingDetail("{ title: \"Contact $payload.id (#$payload.index).\" }")).isEmpty)
        #expect(
            try problems(pushingDetail("{ count: \"No. $payload.index\" }")) == [
                "6:71: a text with '$payload' in it does not fit the state field 'count' of 'test.detail': expected Int, given String"
            ])
        #expect(
            try problems(pushingDetail("{ title: \"Hello, $payload!\" }")) == [
                "6:71: '$payload' cannot be put in a text: it is { id: String, index: Int }"
            ])
        #expect(
            try problems(pushingDetail("{ title: \"Hello, $payload.nme\" }")) == [
                "6:71: the payload of 'didSelect' of 'test.list' has no field 'nme' for '$payload.nme'"
            ])
    }

    @Test func aTemplateIsFilledWhenTheRouteFires() throws {
        let app = try build(pushingDetail("{ title: \"Contact $payload.id (#$payload.index)\" }"))
        app.send(.didSelect(id: "ann", index: 3), from: "List")
        #expect(app.controller(titled: "Contact ann (#3)") != nil)
    }

    @Test func placeholdersAndTemplatesAreToldApart() {
        #expect(PayloadPlaceholder.path(of: "$payload.a.b") == ["a", "b"])
        #expect(PayloadPlaceholder.path(of: "$payload") == [])
        #expect(PayloadPlaceholder.path(of: "Hi $payload.a") == nil)
        #expect(PayloadPlaceholder.isTemplate("Hi $payload.a."))
        #expect(PayloadPlaceholder.references(in: "Hi $payload.a.").map(\.path) == [["a"]])
        #expect(PayloadPlaceholder.isMalformed("$payload."))
        #expect(PayloadPlaceholder.isMalformed("$payload..x"))
        #expect(PayloadPlaceholder.isMalformed("$payloadx"))
        #expect(!PayloadPlaceholder.isMalformed("$payload.name, welcome"))
        let (text, unfilled) = PayloadPlaceholder.fill(
            "$payload.a is $payload.b, $payload.c; $payload.d, $payload.e, $payload.f.0",
            from: .object([
                "a": .string("x"), "b": .integer(2), "c": .bool(true), "e": .number(2.5),
                "f": .array([.string("first")]),
            ]))
        #expect(text == "x is 2, true; $payload.d, 2.5, first")
        #expect(unfilled == ["$payload.d"])
    }

    @Test func anOutputThatIsOnlyEncodableIsNotCheckedButNotRefused() throws {
        let registry = try makeRegistry()
        try PluginOpener(registry: registry).registerLinked(origin: "EncodableOnlyPlugin") {
            describePlugin(EncodableOnlyPlugin.self)
        }
        #expect(registry.module(named: "plain.main")?.outputPayloads.isEmpty == true)
        let yaml =
            "lasso: 1\nroot:\n  navigation:\n    root:\n      screen: plain.main\n      on: { didSend: { push: { screen: test.detail, state: { count: \"$payload.anything\" } } } }\n"
        #expect(try problems(yaml, registry: registry).isEmpty)
    }
}

/// A screen whose output is only `Encodable`: its payloads cannot be recorded.
private enum EncodableOnlyModule: ScreenModule {
    typealias Action = TestAction
    enum Output: Encodable, Sendable, Equatable { case didSend(text: String) }
    struct State: Equatable, Codable, Sendable {}
    static var defaultInitialState: State { State() }

    static func createScreen(with store: EncodableOnlyStore) -> Screen {
        Screen(store, TestScreenController(kind: "plain", title: "Plain"))
    }
}

private final class EncodableOnlyStore: LassoStore<EncodableOnlyModule> {}

private enum EncodableOnlyPlugin: LassoPluginDefinition {
    static let name = "plain"
    static let version = "1.0.0"
    static let summary = "A screen whose output is only Encodable"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(EncodableOnlyModule.self, as: "main", outputs: ["didSend"])
    }
}
