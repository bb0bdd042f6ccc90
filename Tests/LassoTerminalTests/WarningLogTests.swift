import Foundation
import Lasso
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
        #expect(WarningLog.append(.warning("first"), to: path))
        #expect(WarningLog.append(.warning("second"), to: path))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(" warning: first\n") && text.contains(" warning: second\n"))
    }

    @Test func anErrorAtALineOfAFileIsLoggedWithItsPlaceAndSeverityOnce() throws {
        let path = try folder() + "/lasso-shell.log"
        let error = ProgramMessage(.error, at: .init(file: "app.yaml", line: 3, column: 4), "no such screen")
        #expect(WarningLog.append(error, to: path))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix(" app.yaml:3:4: error: no such screen\n"))
        #expect(!text.contains("error: app.yaml"))
    }

    @Test func aFIFOAtTheLogPathIsNotWaitedOn() throws {
        let path = try folder() + "/lasso-shell.log"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(!WarningLog.append(.warning("lost"), to: path))
    }
}
