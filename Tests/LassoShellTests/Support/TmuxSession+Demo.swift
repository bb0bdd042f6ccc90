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
}
