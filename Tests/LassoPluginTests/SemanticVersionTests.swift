import Testing

@testable import LassoPlugin

@testable import LassoPluginHost

@Suite("Semantic versions")
struct SemanticVersionTests {
    @Test(arguments: ["1.0.0", "0.10.2", "2.0.0-beta.1", "1.2.3+build.5", "1.0.0+build-1", "1.0.0-x-y.0a"])
    func acceptsSemanticVersions(_ text: String) {
        #expect(SemanticVersion(text) != nil)
    }

    @Test(arguments: [
        "1", "1.0", "1.0.0.0", "a.b.c", "1.0.-1", "", "1.0.0-", "1..0", "01.2.3", "1.2.3-rc..1", "1.2.3+", "+1.2.3",
        "v1.2.3",
        "1.0.+0-x", "1.0.0-rc.01", "1.0.0-ü", "１.0.0", "1.0.0+ü", "99999999999999999999.0.0",
    ])
    func refusesOtherText(_ text: String) {
        #expect(SemanticVersion(text) == nil)
    }

    @Test func ordersByNumbersThenPrerelease() throws {
        let versions = ["1.0.0", "1.0.0-rc.1", "0.9.9", "1.10.0", "1.2.0"].compactMap(SemanticVersion.init)
        #expect(versions.sorted().map(\.description) == ["0.9.9", "1.0.0-rc.1", "1.0.0", "1.2.0", "1.10.0"])
    }

    /// Semantic Versioning's precedence rule 11: numeric identifiers compare as numbers, numeric
    /// ones before alphanumeric ones, and a longer list of equal leading identifiers comes later.
    @Test func ordersPrereleaseIdentifiersAsSemanticVersioningSays() {
        let texts = [
            "1.0.0", "1.0.0-rc.10", "1.0.0-rc.9", "1.0.0-beta", "1.0.0-alpha.1", "1.0.0-alpha", "1.0.0-alpha.beta",
            "1.0.0-beta.11", "1.0.0-beta.2",
        ]
        let sorted = texts.compactMap(SemanticVersion.init).sorted().map(\.description)
        #expect(
            sorted == [
                "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
                "1.0.0-beta.11", "1.0.0-rc.9", "1.0.0-rc.10", "1.0.0",
            ])
    }

    @Test func buildMetadataWithAHyphenIsNotAPrerelease() {
        #expect(SemanticVersion("1.0.0+build-1")?.prerelease == nil)
        #expect(SemanticVersion("1.0.0-rc.1+build-1")?.prerelease == "rc.1")
    }

    @Test func buildMetadataDoesNotChangePrecedence() {
        #expect(SemanticVersion("1.2.3+build.5") == SemanticVersion("1.2.3+build.6"))
        #expect(!(SemanticVersion("1.2.3+build.5")! < SemanticVersion("1.2.3")!))
    }
}
