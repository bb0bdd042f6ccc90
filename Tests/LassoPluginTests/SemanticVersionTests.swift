@testable import LassoPlugin
import Testing

@Suite("Semantic versions")
struct SemanticVersionTests {
    @Test(arguments: ["1.0.0", "0.10.2", "2.0.0-beta.1", "1.2.3+build.5"])
    func acceptsSemanticVersions(_ text: String) {
        #expect(SemanticVersion(text) != nil)
    }

    @Test(arguments: ["1", "1.0", "1.0.0.0", "a.b.c", "1.0.-1", "", "1.0.0-", "1..0"])
    func refusesOtherText(_ text: String) {
        #expect(SemanticVersion(text) == nil)
    }

    @Test func ordersByNumbersThenPrerelease() throws {
        let versions = ["1.0.0", "1.0.0-rc.1", "0.9.9", "1.10.0", "1.2.0"].compactMap(SemanticVersion.init)
        #expect(versions.sorted().map(\.description) == ["0.9.9", "1.0.0-rc.1", "1.0.0", "1.2.0", "1.10.0"])
    }
}
