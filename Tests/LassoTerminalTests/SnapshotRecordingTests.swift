import Foundation
import SnapshotSupport
import SnapshotTesting
import Testing

/// The golden-file tests write reference files only when asked, never on CI, and a missing
/// reference fails (Tests/SnapshotSupport).
@Suite("Recording reference files")
struct SnapshotRecordingTests {
    @Test func recordsOnlyWhenAskedAndNeverOnCI() {
        #expect(SnapshotRecording.mode(in: [:]) == .never)
        #expect(SnapshotRecording.mode(in: ["SNAPSHOT_TESTING_RECORD": "missing"]) == .missing)
        #expect(SnapshotRecording.mode(in: ["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
        #expect(SnapshotRecording.mode(in: ["SNAPSHOT_TESTING_RECORD": "sometimes"]) == .never)
        #expect(SnapshotRecording.mode(in: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "all"]) == .never)
        #expect(SnapshotRecording.mode(in: ["CI": "1", "SNAPSHOT_TESTING_RECORD": "missing"]) == .never)
        #expect(SnapshotRecording.mode(in: ["CI": "false", "SNAPSHOT_TESTING_RECORD": "all"]) == .all)
    }

    @Test func aMissingReferenceFailsOnCIAndIsNotWritten() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = verifySnapshot(
            of: "a frame", as: .lines, named: "missing",
            record: SnapshotRecording.mode(in: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "missing"]),
            snapshotDirectory: folder.path, testName: "frame"
        )
        let message = try #require(failure)
        #expect(message.hasPrefix("No reference was found on disk. New snapshot was not recorded"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("frame.missing.txt").path))
    }

    @Test func aDifferentFrameFailsWithADiffOfTheRows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "row 1\nrow 2\n".write(
            to: folder.appendingPathComponent("frame.changed.txt"), atomically: true, encoding: .utf8)
        let failure = verifySnapshot(
            of: "row 1\nrow two\n", as: .lines, named: "changed", record: .never, snapshotDirectory: folder.path,
            testName: "frame"
        )
        let message = try #require(failure)
        #expect(message.contains("−row 2\n+row two"))
    }
}
