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

    @Test func theHistoryIsSavedWithTheSessionAndRestored() async throws {
        guard ShellRunner.requireBuild() else { return }
        let (environment, _) = try DemoAppTests.isolatedEnvironment()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-units-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = folder.appendingPathComponent("demo.session").path
        let first = folder.appendingPathComponent("first.script")
        try "tap Got it\ntab Units\ntap Convert\ntap ×10\ntap Convert\nexpect \"6.21\"\n"
            .write(to: first, atomically: true, encoding: .utf8)
        let saved = try await ShellRunner.run(
            ["run", DemoAppTests.demo, "--size", "80x32", "--script", first.path, "--save-session", session],
            environment: environment)
        #expect(saved.status == 0, "stdout: \(saved.standardOutput)\nstderr: \(saved.standardError)")
        let file = try String(contentsOfFile: session, encoding: .utf8)
        #expect(file.contains("6.21"), "the history is in the session file")
        let second = folder.appendingPathComponent("second.script")
        try
            "tap Got it\ntab Units\nexpect \"Conversions: 2\"\nexpect \"6.21\"\nexpect \"Results ▁█\"\nselect 6.21\nexpect \"Picked conversion #2\"\n"
            .write(to: second, atomically: true, encoding: .utf8)
        let restored = try await ShellRunner.run(
            ["run", DemoAppTests.demo, "--size", "80x32", "--script", second.path, "--restore", session],
            environment: environment)
        #expect(restored.status == 0, "stdout: \(restored.standardOutput)\nstderr: \(restored.standardError)")
    }
}
