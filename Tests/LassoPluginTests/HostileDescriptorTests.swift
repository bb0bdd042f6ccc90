import Foundation
import Testing

@testable import LassoPlugin

@testable import LassoPluginHost

/// A plugin's descriptor text is capped and must be printable: it is shown in every listing.
@MainActor
@Suite("Hostile descriptor text")
struct HostileDescriptorTests {
    private func refusal<Definition: LassoPluginDefinition>(_ definition: Definition.Type) throws -> PluginLoadError {
        try #require(throws: PluginLoadError.self) {
            try PluginOpener(registry: ModuleRegistry()).registerLinked(origin: "hostile") {
                describePlugin(definition)
            }
        }
    }

    @Test func escapeSequencesInTheDescriptionAreRefused() throws {
        let error = try refusal(EscapingPlugin.self)
        #expect(error.kind == .invalidDescriptor)
        #expect(
            error.message == "descriptor field 'description' contains control characters (Clears \\u{1B}[2Jthe screen)")
    }

    @Test func aHugeNameIsRefusedWithoutQuotingIt() throws {
        let error = try refusal(HugeNamePlugin.self)
        #expect(error.message == "descriptor field 'name' is longer than 1024 bytes")
    }

    @Test func aLongInvalidVersionIsQuotedShort() throws {
        let error = try refusal(LongVersionPlugin.self)
        #expect(
            error.message
                == "plugin 'long-version' has version '\(String(repeating: "x", count: 60))… (500 bytes)', which is not MAJOR.MINOR.PATCH"
        )
    }
}

enum EscapingPlugin: LassoPluginDefinition {
    static let name = "escaping"
    static let version = "1.0.0"
    static let summary = "Clears \u{1B}[2Jthe screen"
    static func register(in registrar: PluginRegistrar) throws {}
}

enum HugeNamePlugin: LassoPluginDefinition {
    static let name = String(repeating: "a", count: 1_000_000)
    static let version = "1.0.0"
    static let summary = "A name of a megabyte"
    static func register(in registrar: PluginRegistrar) throws {}
}

enum LongVersionPlugin: LassoPluginDefinition {
    static let name = "long-version"
    static let version = String(repeating: "x", count: 500)
    static let summary = "A version that is not one"
    static func register(in registrar: PluginRegistrar) throws {}
}
