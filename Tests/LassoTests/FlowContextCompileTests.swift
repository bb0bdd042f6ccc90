import Foundation
import Testing

/// The compile-time rule of flows: a flow states the context it needs, and only a placer of that
/// context starts it. A `NavigationFlowModule` flow cannot be started with `presented(on:)` (a
/// `ScreenPlacer<ViewController>`); it can with `pushed(in:)`.
///
/// Each test type-checks a small client of the built `Lasso` module with the toolchain's
/// `swiftc`. The control snippet must compile, so a broken setup fails the suite rather than
/// passing it by accident.
@Suite("Flow context rule at compile time", .serialized, .timeLimit(.minutes(10)))
struct FlowContextCompileTests {
    static let declarations = """
        import Lasso

        enum PushingFlowModule: NavigationFlowModule {}

        final class PushingFlow: Flow<PushingFlowModule> {
            override func createInitialController() -> ViewController { ViewController() }
        }

        final class AnywhereFlow: Flow<NoOutputFlow> {
            override func createInitialController() -> ViewController { ViewController() }
        }

        """

    @Test func startingANavigationFlowWithAPresentingPlacerDoesNotCompile() async throws {
        let result = try await typecheck(
            Self.declarations + """
                @MainActor
                func startModally(over presenter: ViewController) {
                    PushingFlow().start(with: presented(on: presenter))
                }
                """)
        #expect(result.exitCode != 0, "expected a type error, got:\n\(result.output)")
        #expect(result.output.contains("error:"), "\(result.output)")
        #expect(result.output.contains("ScreenPlacer"), "\(result.output)")
    }

    @Test func startingANavigationFlowWithAPushingPlacerCompiles() async throws {
        let result = try await typecheck(
            Self.declarations + """
                @MainActor
                func startPushed(in navigation: NavigationController) {
                    PushingFlow().start(with: pushed(in: navigation))
                    PushingFlow().start(with: root(of: navigation))
                    PushingFlow().start(with: presented(on: navigation).withNavigationEmbedding())
                    AnywhereFlow().start(with: presented(on: navigation))
                    AnywhereFlow().start(with: pushed(in: navigation).erasingContext())
                }
                """)
        #expect(result.exitCode == 0, "the control snippet must type-check:\n\(result.output)")
    }
}

// MARK: - Running swiftc

struct TypecheckResult {
    let exitCode: Int32
    let output: String
}

struct ToolchainSetupError: Error, CustomStringConvertible {
    let description: String
}

/// Type-checks `source` as a Swift 6 file against the `Lasso` module these tests were built with.
///
/// The compiler takes seconds on a busy machine: its end is awaited as an event (the process's
/// termination handler) with its output in a file, so no thread of Swift's cooperative pool,
/// which other tests' tasks need, waits for it.
func typecheck(_ source: String) async throws -> TypecheckResult {
    let modules = try lassoModulesDirectory()
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("lasso-typecheck-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Snippet.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "swiftc", "-typecheck", "-swift-version", "6",
        "-I", modules.path,
        "-module-cache-path", directory.appendingPathComponent("ModuleCache").path,
        file.path,
    ]
    let outputFile = directory.appendingPathComponent("output")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputFile)
    process.standardOutput = output
    process.standardError = output
    let (ended, end) = AsyncStream<Int32>.makeStream()
    process.terminationHandler = { process in
        end.yield(process.terminationStatus)
        end.finish()
    }
    try process.run()
    var exitCode: Int32 = -1
    for await status in ended { exitCode = status }
    return TypecheckResult(exitCode: exitCode, output: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "")
}

/// The folder holding `Lasso.swiftmodule`: the `Modules` folder next to the test binary (for
/// example `<scratch>/debug/Modules`), or one of its ancestors' siblings.
func lassoModulesDirectory() throws -> URL {
    var starts: [URL] = []
    if let executable = Bundle.main.executableURL { starts.append(executable.deletingLastPathComponent()) }
    if let argument = CommandLine.arguments.first {
        starts.append(URL(fileURLWithPath: argument).resolvingSymlinksInPath().deletingLastPathComponent())
    }
    var candidates: [URL] = []
    for start in starts {
        var directory = start
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("Modules"))
            candidates.append(directory)
            directory.deleteLastPathComponent()
        }
    }
    for candidate in candidates
    where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Lasso.swiftmodule").path) {
        return candidate
    }
    throw ToolchainSetupError(
        description: "Lasso.swiftmodule not found near the test binary; looked in \(candidates.map(\.path))"
    )
}
