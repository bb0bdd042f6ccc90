import Testing

@testable import LassoPlugin
@testable import LassoPluginHost

/// A module's output names come from its `Output` enum (``EnumCaseNames``, ``OutputNames``).
@Suite("Output names")
struct OutputNamesTests {
    enum Mixed: Codable {
        case didReachLimit(count: Int)
        case didReset
        case didPick(String, Int)
        case didClose
    }

    enum Raw: String, Codable { case first, second }

    enum Generic<Value: Codable>: Codable {
        case didProduce(Value)
        case didGiveUp
    }

    indirect enum Nested: Encodable {
        case leaf
        case node(Nested)
    }

    enum Renamed: Codable {
        case didSave
        case didQuit

        enum CodingKeys: String, CodingKey {
            case didSave = "saved"
            case didQuit
        }
    }

    enum NoOutput {}

    struct NotAnEnum: Codable { var name = "" }

    @Test func anEnumsCasesAreReadCasesWithPayloadsFirstEachInDeclarationOrder() {
        #expect(EnumCaseNames.of(Mixed.self) == ["didReachLimit", "didPick", "didReset", "didClose"])
        #expect(EnumCaseNames.of(Raw.self) == ["first", "second"])
        #expect(EnumCaseNames.of(Generic<Double>.self) == ["didProduce", "didGiveUp"])
        #expect(EnumCaseNames.of(Nested.self) == ["node", "leaf"])
        #expect(EnumCaseNames.of(NoOutput.self) == [])
        #expect(EnumCaseNames.of(Int?.self) == ["some", "none"])
    }

    @Test func aTypeThatIsNotAnEnumHasNoCaseNames() {
        #expect(EnumCaseNames.of(NotAnEnum.self) == nil)
        #expect(EnumCaseNames.of(Int.self) == nil)
        #expect(EnumCaseNames.of(String.self) == nil)
        #expect(EnumCaseNames.of([Int].self) == nil)
        #expect(EnumCaseNames.of(OutputNamesTests.self) == nil)
        #expect(EnumCaseNames.of((any Error).self) == nil)
    }

    @Test func withoutDeclaredNamesTheOutputsAreTheEnumsCases() throws {
        #expect(try OutputNames.of(Mixed.self, declared: [], module: "main") == EnumCaseNames.of(Mixed.self))
        #expect(try OutputNames.of(Nested.self, declared: [], module: "main") == ["node", "leaf"])
        #expect(try OutputNames.of(NotAnEnum.self, declared: [], module: "main") == [])
        // A case sent under another name is not guessed at: the registration names it.
        #expect(try OutputNames.of(Renamed.self, declared: [], module: "main") == ["didQuit"])
        #expect(
            try OutputNames.of(Renamed.self, declared: ["saved", "didQuit"], module: "main") == ["saved", "didQuit"])
    }

    @Test func aDeclaredNameThatIsNoOutputIsRefusedNamingTheOutputsThereAre() throws {
        #expect(try OutputNames.of(Mixed.self, declared: ["didReset"], module: "main") == ["didReset"])
        let error = #expect(throws: PluginRegistrationError.self) {
            try OutputNames.of(Mixed.self, declared: ["didReset", "didReachLimt"], module: "main")
        }
        let message = error?.description ?? ""
        #expect(message.contains("main declares the output 'didReachLimt'"))
        #expect(message.contains("'didReachLimit', 'didPick', 'didReset', 'didClose'"))
        #expect(message.contains("leave `outputs:` out"))
        #expect(throws: PluginRegistrationError.self) {
            try OutputNames.of(Nested.self, declared: ["lief"], module: "main")
        }
    }

    @Test func theNamesAndTheirPayloadShapesComeFromOnePass() throws {
        let derived = try OutputNames.describe(Mixed.self, declared: [], module: "main")
        #expect(derived.names == ["didReachLimit", "didPick", "didReset", "didClose"])
        #expect(Set(derived.payloads.keys) == Set(derived.names))
        #expect(derived.payloads["didReset"] == .object([]))
        let declared = try OutputNames.describe(Mixed.self, declared: ["didReset"], module: "main")
        #expect(declared.names == ["didReset"])
        #expect(Array(declared.payloads.keys) == ["didReset"])
        #expect(try OutputNames.describe(Nested.self, declared: [], module: "main").payloads.isEmpty)
    }
}
