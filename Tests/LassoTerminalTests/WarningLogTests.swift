import Foundation
import Testing

@testable import LassoTerminal

/// The warning log (`$LASSO_LOG`) is appended to only when it is a regular file.
@Suite("Warning log")
struct WarningLogTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-log-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aWarningIsAppendedToTheLogFile() throws {
        let path = try folder() + "/lasso-shell.log"
        #expect(WarningLog.append("first", to: path))
        #expect(WarningLog.append("second", to: path))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("warning: first\n") && text.contains("warning: second\n"))
    }

    @Test func aFIFOAtTheLogPathIsNotWaitedOn() throws {
        let path = try folder() + "/lasso-shell.log"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(!WarningLog.append("lost", to: path))
    }
}
