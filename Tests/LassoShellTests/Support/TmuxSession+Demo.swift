import Foundation
import Testing

extension TmuxSession {
    /// Starts the demo app (`lasso-shell run config/demo.yaml`, then `arguments`) in a fresh
    /// `width`×`height` tmux session with its own settings folder, and waits for its first frame;
    /// `nil` (after recording why) when lasso-shell is not built. `beforeLaunch` runs in the new
    /// session before the demo is started.
    static func startDemo(
        width: Int = 80, height: Int = 24, arguments: String = "", environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation,
        beforeLaunch: (TmuxSession) throws -> Void = { _ in }
    ) async throws -> TmuxSession? {
        guard ShellRunner.requireBuild() else { return nil }
        try #require(
            TmuxSession.isAvailable, "tmux is missing: apt-get install tmux (.ci/run does)",
            sourceLocation: sourceLocation)
        let settings = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-tmux-\(UUID().uuidString)")
        let session = try TmuxSession(
            width: width, height: height, directory: ShellRunner.repositoryRoot,
            environment: environment.merging(["XDG_CONFIG_HOME": settings.path]) { _, new in new })
        try beforeLaunch(session)
        try session.type("\(ShellRunner.buildDirectory.path)/lasso-shell run config/demo.yaml \(arguments)")
        try session.send("Enter")
        try await session.waitForScreen("the demo's help screen", sourceLocation: sourceLocation) {
            $0.contains("Welcome to the Lasso demo")
        }
        return session
    }

    /// The zero-based cell where `text` starts on `screen` (one column per character: the demo
    /// draws no wide characters where tests click).
    static func cell(of text: String, in screen: String) -> (x: Int, y: Int)? {
        for (row, line) in screen.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: text) {
                return (line.distance(from: line.startIndex, to: range.lowerBound), row)
            }
        }
        return nil
    }

    /// Types the SGR reports of a left click on the first cell of `text` into the pane.
    func click(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let at = try #require(
            Self.cell(of: text, in: try screen()), "\"\(text)\" is not on screen", sourceLocation: sourceLocation)
        try type("\u{1B}[<0;\(at.x + 1);\(at.y + 1)M\u{1B}[<0;\(at.x + 1);\(at.y + 1)m")
    }
}
