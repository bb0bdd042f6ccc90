import Foundation
import Testing

/// Golden frames of every sample screen and chrome state, as the real lasso-shell draws them:
/// the demo app is driven by `Scripts/golden-screens.script`, and each snapshot must equal
/// `Golden/<name>.txt`. Run with `LASSO_UPDATE_GOLDEN=1` to rewrite the files after an intended
/// change, then review the diff.
@Suite("Golden frames of the sample screens")
struct GoldenScreenTests {
    static let goldenFolder = ShellRunner.repositoryRoot.appendingPathComponent("Tests/LassoShellTests/Golden")

    /// The snapshots a script printed, by name.
    static func snapshots(in output: String) -> [(name: String, frame: String)] {
        var result: [(String, String)] = []
        var current: (name: String, lines: [String])?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("--- snapshot "), let name = line.dropFirst("--- snapshot ".count).split(separator: " ").first {
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
        let settings = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-golden-\(UUID().uuidString)")
        let script = ShellRunner.repositoryRoot.appendingPathComponent("Tests/LassoShellTests/Scripts/golden-screens.script").path
        let result = try await ShellRunner.run(["run", "config/demo.yaml", "--script", script], environment: ["XDG_CONFIG_HOME": settings.path])
        try #require(result.status == 0, "the script failed:\n\(result.standardOutput)\n\(result.standardError)")
        let snapshots = Self.snapshots(in: result.standardOutput)
        #expect(snapshots.count == 13)
        try Self.expectGolden(snapshots)
    }

    /// Expects each snapshot to equal `Golden/<name>.txt`; with `LASSO_UPDATE_GOLDEN=1`, writes
    /// the files instead.
    static func expectGolden(_ snapshots: [(name: String, frame: String)], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let update = ProcessInfo.processInfo.environment["LASSO_UPDATE_GOLDEN"] == "1"
        for (name, frame) in snapshots {
            let file = goldenFolder.appendingPathComponent("\(name).txt")
            if update {
                try (frame + "\n").write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            let expectedFrame = expected.hasSuffix("\n") ? String(expected.dropLast()) : expected
            #expect(
                frame == expectedFrame, "frame '\(name)' differs from \(file.lastPathComponent):\n\(sideBySide(expectedFrame, frame))",
                sourceLocation: sourceLocation
            )
        }
    }

    /// Expected and actual lines side by side, differing lines marked with `!`.
    static func sideBySide(_ expected: String, _ actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return (0..<max(left.count, right.count)).map { index in
            let l = index < left.count ? left[index] : "", r = index < right.count ? right[index] : ""
            return "\(l == r ? " " : "!") expected: \(l)\n\(l == r ? " " : "!") actual:   \(r)"
        }.joined(separator: "\n")
    }
}
