public import SnapshotTesting

/// Expects `value`, as `snapshotting` shows it, to equal the reference file
/// `__Snapshots__/<file>/<testName>.<name>.<extension>` beside the calling test file, recording
/// it only as ``SnapshotRecording`` allows. A difference is reported at the caller's line with a
/// diff of the reference and the actual snapshot.
public func expectSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String,
    testName: String,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: SnapshotRecording.mode,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column
    )
}
