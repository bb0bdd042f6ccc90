import Foundation
import Lasso
import LassoPluginHost
import Testing

@testable import LassoConfig

/// Session files: written atomically, read back, and refused with a reason when they are not
/// what they should be.
@MainActor
@Suite("Session files")
struct AppSessionTests {
    private func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-session-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func builtApp() throws -> LiveApp {
        let config = try #require(
            ConfigParser.parse(
                """
                lasso: 1
                root:
                  tabs:
                    - { title: One, screen: counter.main }
                    - { title: Two, screen: test.detail, state: { title: Ann } }
                """, file: "app.yaml", directory: "/nonexistent"
            ).config)
        return try AppBuilder(registry: try makeRegistry()).build(config, in: Window())
    }

    @Test func aSessionRoundTripsThroughItsFileWithNothingLeftBeside() throws {
        let app = try builtApp()
        (app.window.hierarchy()?.allNodes.compactMap { $0.controller.screenStore as? CounterStore }.first)?
            .dispatchAction(.didTapIncrement)
        (app.window.rootViewController as? TabBarController)?.selectedIndex = 1
        let folder = try folder()
        let path = folder + "/nested/app.session"
        try app.session().write(to: path)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder + "/nested")
        #expect(written == ["app.session"])

        let fresh = try builtApp()
        let adopted = fresh.restore(try AppSession.read(from: path))
        #expect(adopted.count == 2)
        #expect(adopted.values.allSatisfy { $0.isComplete })
        #expect((fresh.window.rootViewController as? TabBarController)?.selectedIndex == 1)
        let counter = fresh.window.hierarchy()?.allNodes.compactMap { $0.controller.screenStore as? CounterStore }.first
        #expect(counter?.state.count == 1)
    }

    @Test(arguments: [
        ("{}", "is not a Lasso session file"),
        ("not json", "is not a Lasso session file"),
        (
            #"{"format": "lasso-session", "version": 99}"#,
            "was written by a newer $PROGRAM (format 99, this one reads up to 1)"
        ),
        (#"{"format": "lasso-session", "version": 1, "screens": 3}"#, "is damaged"),
    ])
    func aFileThatIsNotAUsableSessionIsRefusedSayingWhy(text: String, problem: String) throws {
        let path = try folder() + "/app.session"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: SessionFileError.self) { try AppSession.read(from: path) }
        // The program's name is read when the test runs: another test may have installed one.
        #expect(error.problem.hasPrefix(problem.replacing("$PROGRAM", with: HostProgram.current.name)), "\(error)")
        #expect(error.description.hasPrefix("the session file \(path) "))
    }

    @Test func aMissingFileIsRefused() throws {
        let error = try #require(throws: SessionFileError.self) { try AppSession.read(from: "/no/such.session") }
        #expect(error.problem == "cannot be read (no such file)")
    }

    @Test func aFileAboveTheSessionLimitIsRefusedBeforeItIsRead() throws {
        let path = try folder() + "/big.session"
        let size = InputGuard.maximumSessionSize + 1
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x20, count: size)))
        let error = try #require(throws: SessionFileError.self) { try AppSession.read(from: path) }
        #expect(
            error.problem.hasPrefix(
                "is \(size) bytes, more than the \(InputGuard.maximumSessionSize) bytes a session may hold; it is not read"
            ),
            "\(error)")
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let path = try folder() + "/fifo.session"
        #expect(mkfifo(path, 0o600) == 0)
        let error = try #require(throws: SessionFileError.self) { try AppSession.read(from: path) }
        #expect(error.problem == "is not read: it is a FIFO (named pipe), not a regular file")
    }

    @Test func aSessionAboveTheLimitIsNotWrittenSoThatItCanAlwaysBeRestored() throws {
        var session = try builtApp().session()
        session.screens[0].state = .string(String(repeating: "x", count: InputGuard.maximumSessionSize))
        let path = try folder() + "/app.session"
        let error = try #require(throws: SessionFileError.self) { try session.write(to: path) }
        #expect(error.problem.hasPrefix("is not written: the session is "), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
