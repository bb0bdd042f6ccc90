import Foundation
import Testing

/// The C units plugin's history through the real lasso-shell: a table, a chart and a
/// confirmation from a C screen (plugin ABI 1.3), driven by `Scripts/units-history.script`;
/// each snapshot must equal `__Snapshots__/UnitsHistoryEndToEndTests/screen.<name>.txt`.
@Suite("Units history end to end")
struct UnitsHistoryEndToEndTests {
    @Test func conversionsFillTheTableARowConvertsAgainAndClearingAsksFirst() async throws {
        guard ShellRunner.requireBuild() else { return }
        let settings = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-units-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: settings) }
        let script = ShellRunner.repositoryRoot.appendingPathComponent(
            "Tests/LassoShellTests/Scripts/units-history.script"
        ).path
        let result = try await ShellRunner.run(
            ["run", "config/demo.yaml", "--size", "80x32", "--script", script],
            environment: ["XDG_CONFIG_HOME": settings.path]
        )
        try #require(result.status == 0, "the script failed:\n\(result.standardOutput)\n\(result.standardError)")
        let snapshots = GoldenScreenTests.snapshots(in: result.standardOutput)
        #expect(snapshots.map(\.name) == ["units-history", "units-clear-confirm"])
        GoldenScreenTests.expectGolden(snapshots)
    }
}
