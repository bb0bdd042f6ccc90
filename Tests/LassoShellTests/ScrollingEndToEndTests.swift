import Foundation
import Testing

/// Scrolling through the real lasso-shell: the demo's Units tab in a window shorter than its
/// screen, driven by `Scripts/units-scrolling.script` with real Tab and Enter keys; each
/// snapshot must equal `__Snapshots__/ScrollingEndToEndTests/screen.<name>.txt`.
@Suite("Scrolling end to end")
struct ScrollingEndToEndTests {
    @Test func unitsTabScrollsFocusIntoViewAt60x18() async throws {
        guard ShellRunner.requireBuild() else { return }
        let settings = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-scrolling-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: settings) }
        let script = ShellRunner.repositoryRoot.appendingPathComponent(
            "Tests/LassoShellTests/Scripts/units-scrolling.script"
        ).path
        let result = try await ShellRunner.run(
            ["run", "config/demo.yaml", "--size", "60x18", "--script", script],
            environment: ["XDG_CONFIG_HOME": settings.path]
        )
        try #require(result.status == 0, "the script failed:\n\(result.standardOutput)\n\(result.standardError)")
        let snapshots = GoldenScreenTests.snapshots(in: result.standardOutput)
        #expect(snapshots.map(\.name) == ["units-60x18-top", "units-60x18-reset-focused", "units-50x14-reset-focused"])
        GoldenScreenTests.expectGolden(snapshots)
        // The focused button was on screen in every snapshot taken with it focused.
        for (name, frame) in snapshots where name.hasSuffix("reset-focused") {
            #expect(frame.contains("[ Reset count ]"), "\(name):\n\(frame)")
        }
    }
}
