import Foundation
import Testing

extension ShellRunner {
    /// The path of a built broken-plugin fixture, e.g. `fixture("BadMagic")` → `libBadMagicFixture.so`.
    static func fixture(_ name: String) -> String {
        buildDirectory.appendingPathComponent("lib\(name)Fixture.so").path
    }
}

/// A temporary plugin directory only its owner can write, with its own scan cache, removed when
/// released. Plugins are copied in (mode 0755) so tests may change their permissions.
final class PluginSandbox {
    /// The directory's real path.
    let path: String
    /// The scan cache file the shell uses in this sandbox (`LASSO_PLUGIN_CACHE`).
    let cache: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-shell-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: base.appendingPathComponent("plugins"), withIntermediateDirectories: true)
        let root = base.resolvingSymlinksInPath().path
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/plugins")
        path = root + "/plugins"
        cache = root + "/cache/plugin-scan.cache"
    }

    deinit { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }

    /// The folder the sandbox's `plugins` folder is in, where a test keeps its config and files.
    var folder: URL { URL(fileURLWithPath: path).deletingLastPathComponent() }

    /// An app config in ``folder`` that loads the sandbox's plugins and has `root` (YAML, the
    /// lines after `root:`); returns its path.
    func config(root: String) throws -> String {
        let config = folder.appendingPathComponent("app.yaml")
        try "lasso: 1\nplugins:\n  - dir: plugins\nroot:\n\(root)".write(to: config, atomically: true, encoding: .utf8)
        return config.path
    }

    /// Copies the library at `source` into the sandbox (as `name`, default its own); returns the copy's path.
    @discardableResult
    func add(_ source: String, as name: String? = nil) throws -> String {
        let destination = path + "/" + (name ?? (source as NSString).lastPathComponent)
        try FileManager.default.copyItem(atPath: source, toPath: destination)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: destination)
        return destination
    }

    /// Writes a file with `text` into the sandbox; returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let destination = path + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: destination))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: destination)
        return destination
    }

    /// Sets the permission bits of `path`.
    func chmod(_ path: String, _ mode: Int) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    /// Runs `lasso-shell arguments…` with this sandbox's cache (and `environment` on top).
    func run(_ arguments: [String], inSandbox: Bool = false, environment: [String: String] = [:]) async throws
        -> ShellRunner.Result
    {
        try await ShellRunner.run(
            arguments,
            environment: environment.merging(["LASSO_PLUGIN_CACHE": cache]) { own, _ in own },
            directory: inSandbox ? URL(fileURLWithPath: path) : nil
        )
    }
}

/// Checks that a refusal is one clear line on standard error naming `file`, with a hint, and
/// the exit status `status`, and that the host did not crash.
func expectRefusal(
    _ result: ShellRunner.Result,
    file: String,
    status: Int32,
    saying text: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.status == status, "stderr: \(result.standardError)", sourceLocation: sourceLocation)
    let lines = result.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(lines.count == 1, "stderr: \(result.standardError)", sourceLocation: sourceLocation)
    let line = String(lines.first ?? "")
    #expect(line.hasPrefix("lasso-shell: \(file): error: "), "line: \(line)", sourceLocation: sourceLocation)
    #expect(line.contains(text), "line: \(line)", sourceLocation: sourceLocation)
    #expect(line.contains(" (hint: ") && line.hasSuffix(")"), "line: \(line)", sourceLocation: sourceLocation)
}
