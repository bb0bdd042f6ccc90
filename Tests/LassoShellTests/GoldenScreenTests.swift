import Foundation
import SnapshotSupport
import SnapshotTesting
import Testing

/// Golden frames of every sample screen and chrome state, as the real lasso-shell draws them:
/// the demo app is driven by `Scripts/golden-screens.script`, and each snapshot must equal its
/// reference file, `__Snapshots__/GoldenScreenTests/screen.<name>.txt` (docs/testing.md says how
/// to re-record them after an intended change).
@Suite("Golden frames of the sample screens")
struct GoldenScreenTests {
    /// The snapshots a script printed, by name.
    static func snapshots(in output: String) -> [(name: String, frame: String)] {
        var result: [(String, String)] = []
        var current: (name: String, lines: [String])?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("--- snapshot "),
                let name = line.dropFirst("--- snapshot ".count).split(separator: " ").first
            {
                current = (String(name), [])
            } else if line.hasPrefix("--- end snapshot "), let open = current {
                result.append((open.name, open.lines.joined(separator: "\n")))
                current = nil
            } else {
                current?.lines.append(line)
            }
        }
        return result
    }

    @Test func everySampleScreenMatchesItsGoldenFrame() async throws {
        guard ShellRunner.requireBuild() else { return }
        let settings = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-golden-\(UUID().uuidString)")
        let script = ShellRunner.repositoryRoot.appendingPathComponent(
            "Tests/LassoShellTests/Scripts/golden-screens.script"
        ).path
        let result = try await ShellRunner.run(
            ["run", "config/demo.yaml", "--script", script],
            // A fresh home, so the settings form names the same place on every machine.
            environment: ["HOME": settings.path, "XDG_CONFIG_HOME": ""])
        try #require(result.status == 0, "the script failed:\n\(result.standardOutput)\n\(result.standardError)")
        let snapshots = Self.snapshots(in: result.standardOutput)
        #expect(snapshots.count == 18)
        Self.expectGolden(snapshots)
    }

    /// Expects each snapshot to equal its reference file,
    /// `__Snapshots__/<calling test file>/screen.<name>.txt`, the frame and a newline; a
    /// difference is reported at the caller's line with a diff of the rows.
    static func expectGolden(
        _ snapshots: [(name: String, frame: String)],
        fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let screen = Snapshotting<String, String>.lines.pullback { (frame: String) in frame + "\n" }
        for (name, frame) in snapshots {
            expectSnapshot(
                of: frame, as: screen, named: name, testName: "screen", fileID: fileID, file: filePath, line: line,
                column: column)
        }
    }
}
