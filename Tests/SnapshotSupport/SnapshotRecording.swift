import Foundation
public import SnapshotTesting

/// When the golden-file tests write reference files: only when asked to, never on CI.
///
/// swift-snapshot-testing's own default (`.missing`) writes a reference that is not on disk and
/// fails the run once, so a second run passes without anyone having looked at the new file. Here
/// a missing reference is a failure unless `SNAPSHOT_TESTING_RECORD` asks for recording (`all`,
/// `missing` or `failed`), and under CI (`CI` set, as CI services set it) it always is: CI never
/// writes a reference (docs/testing.md says how to re-record).
public enum SnapshotRecording {
    /// The record mode `environment` asks for.
    public static func mode(in environment: [String: String]) -> SnapshotTestingConfiguration.Record {
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { return .never }
        return environment["SNAPSHOT_TESTING_RECORD"].flatMap(SnapshotTestingConfiguration.Record.init(rawValue:))
            ?? .never
    }

    /// The record mode this process's environment asks for.
    public static var mode: SnapshotTestingConfiguration.Record {
        mode(in: ProcessInfo.processInfo.environment)
    }
}
