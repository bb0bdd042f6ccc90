import Foundation
import Testing

/// `lasso-runtime-fingerprint`, the generator the LassoRuntimeFingerprint build tool plugin runs
/// for the runtime and for every Swift plugin (the same files in both cases).
@Suite("Runtime fingerprint generator")
struct RuntimeFingerprintGeneratorTests {
    /// The generator, built next to this test binary.
    static let generator: URL = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("lasso-runtime-fingerprint")
    }()

    /// A temporary folder with a header defining `release`, a stand-in compiler (`swiftc`) whose
    /// `--version` prints `compiler`, and the given files.
    final class SourceTree {
        let root: URL

        init(release: String = "lasso-runtime-9.8.7", compiler: String = "Swift version 9.9 (stand-in)", files: [String: String]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try write("lasso_plugin.h", "/* ABI */\n#ifndef LASSO_RUNTIME_FINGERPRINT\n#define LASSO_RUNTIME_FINGERPRINT \"\(release)\"\n#endif\n")
            try installCompiler(saying: compiler)
            for (name, text) in files { try write(name, text) }
        }

        /// Replaces the stand-in compiler with one whose `--version` prints `version`, or fails
        /// when `version` is nil.
        func installCompiler(saying version: String?) throws {
            try write("swiftc", version.map { "#!/bin/sh\necho '\($0)'\necho 'Target: x86_64-unknown-linux-gnu'\n" } ?? "#!/bin/sh\nexit 3\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path("swiftc"))
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: root.appendingPathComponent(name))
        }

        func path(_ name: String) -> String { root.appendingPathComponent(name).path }
    }

    /// What one generator run produced.
    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    /// Runs the generator in `mode` over `sources` (key and file name pairs) of `tree`, writing
    /// `out.swift` in the tree.
    func generate(_ mode: String, _ tree: SourceTree, header: String = "lasso_plugin.h", sources: [(String, String)]) throws -> Run {
        let process = Process()
        process.executableURL = Self.generator
        process.arguments = [mode, tree.path("out.swift"), tree.path(header), tree.path("swiftc")] + sources.flatMap { [$0.0, tree.path($0.1)] }
        let error = Pipe()
        process.standardError = error
        try process.run()
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let output = (try? String(contentsOfFile: tree.path("out.swift"), encoding: .utf8)) ?? ""
        return Run(status: process.terminationStatus, output: output, error: errorText)
    }

    /// The fingerprint in a generated file.
    func fingerprint(in run: Run) throws -> String {
        let start = try #require(run.output.range(of: "\"lasso-runtime-"), "output: \(run.output) error: \(run.error)")
        return String(run.output[run.output.index(after: start.lowerBound)...].prefix { $0 != "\"" })
    }

    @Test func theFingerprintIsTheHeaderReleaseAndAHashOfTheSources() throws {
        let tree = try SourceTree(files: ["a.swift": "struct Store { var a: Int }"])
        let value = try fingerprint(in: generate("runtime", tree, sources: [("Lasso/Store.swift", "a.swift")]))
        #expect(value.hasPrefix("lasso-runtime-9.8.7+build."))
        #expect(value.count == "lasso-runtime-9.8.7+build.".count + 32)
    }

    @Test func theHashFollowsTheSourcesNotTheirLocationOrOrder() throws {
        let files = ["a.swift": "struct Store { var a: Int }", "b.swift": "struct Screen {}"]
        let first = try SourceTree(files: files), second = try SourceTree(files: files)
        let original = try fingerprint(in: generate("runtime", first, sources: [("Lasso/Store.swift", "a.swift"), ("Lasso/Screen.swift", "b.swift")]))
        #expect(try fingerprint(in: generate("runtime", second, sources: [("Lasso/Screen.swift", "b.swift"), ("Lasso/Store.swift", "a.swift")])) == original)

        // A changed layout, code moved from one file to the next, a renamed file: all new builds.
        try second.write("a.swift", "struct Store { var a: Int; var b: Int }")
        #expect(try fingerprint(in: generate("runtime", second, sources: [("Lasso/Store.swift", "a.swift"), ("Lasso/Screen.swift", "b.swift")])) != original)
        try first.write("a.swift", "struct Store { var a: Int }struct Screen {}")
        try first.write("b.swift", "")
        #expect(try fingerprint(in: generate("runtime", first, sources: [("Lasso/Store.swift", "a.swift"), ("Lasso/Screen.swift", "b.swift")])) != original)
        let third = try SourceTree(files: files)
        #expect(try fingerprint(in: generate("runtime", third, sources: [("Lasso/Stores.swift", "a.swift"), ("Lasso/Screen.swift", "b.swift")])) != original)
    }

    @Test func anotherCompilerMakesAnotherBuild() throws {
        let tree = try SourceTree(files: ["a.swift": "struct Store {}"])
        let sources = [("Lasso/Store.swift", "a.swift")]
        let original = try fingerprint(in: generate("runtime", tree, sources: sources))
        try tree.installCompiler(saying: "Swift version 9.10 (stand-in)")
        #expect(try fingerprint(in: generate("runtime", tree, sources: sources)) != original)
    }

    @Test func aFailingCompilerIsAnErrorNamingIt() throws {
        let tree = try SourceTree(files: ["a.swift": ""])
        try tree.installCompiler(saying: nil)
        let run = try generate("runtime", tree, sources: [("Lasso/a.swift", "a.swift")])
        #expect(run.status == 1)
        #expect(run.error == "lasso-runtime-fingerprint: error: \(tree.path("swiftc")) --version failed (status 3)\n")
    }

    @Test func runtimeAndPluginModesRecordTheSameFingerprint() throws {
        let tree = try SourceTree(files: ["a.swift": "struct Store {}"])
        let sources = [("Lasso/Store.swift", "a.swift")]
        let runtime = try generate("runtime", tree, sources: sources)
        #expect(runtime.output.contains("let generatedRuntimeBuildFingerprint = \"\(try fingerprint(in: runtime))\""))
        let plugin = try generate("plugin", tree, sources: sources)
        #expect(try fingerprint(in: plugin) == fingerprint(in: runtime))
        #expect(plugin.output.contains("import LassoPlugin"))
        #expect(plugin.output.contains("func describePlugin<Plugin: LassoPluginDefinition>(_ plugin: Plugin.Type) -> UnsafeRawPointer {"))
        #expect(plugin.output.contains("_describePlugin(plugin, compiledFingerprint: \"\(try fingerprint(in: runtime))\")"))
    }

    @Test func anUnchangedFileIsNotRewritten() throws {
        let tree = try SourceTree(files: ["a.swift": "struct Store {}"])
        let sources = [("Lasso/Store.swift", "a.swift")]
        _ = try generate("plugin", tree, sources: sources)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: tree.path("out.swift"))
        #expect(try generate("plugin", tree, sources: sources).status == 0)
        let modified = try FileManager.default.attributesOfItem(atPath: tree.path("out.swift"))[.modificationDate] as? Date
        #expect(modified == past)
        try tree.write("a.swift", "struct Store { var a: Int }")
        _ = try generate("plugin", tree, sources: sources)
        let rewritten = try FileManager.default.attributesOfItem(atPath: tree.path("out.swift"))[.modificationDate] as? Date
        #expect(rewritten != past)
    }

    @Test func aHeaderWithoutTheReleaseIsAnErrorNamingIt() throws {
        let tree = try SourceTree(files: ["other.h": "#define SOMETHING 1\n", "a.swift": ""])
        let run = try generate("runtime", tree, header: "other.h", sources: [("Lasso/a.swift", "a.swift")])
        #expect(run.status == 1)
        #expect(run.error == "lasso-runtime-fingerprint: error: \(tree.path("other.h")): no '#define LASSO_RUNTIME_FINGERPRINT \"…\"' line\n")
    }

    @Test func anUnreadableSourceIsAnErrorNamingIt() throws {
        let tree = try SourceTree(files: [:])
        let run = try generate("runtime", tree, sources: [("Lasso/Gone.swift", "gone.swift")])
        #expect(run.status == 1)
        #expect(run.error == "lasso-runtime-fingerprint: error: cannot read \(tree.path("gone.swift"))\n")
    }

    @Test func aBadModeIsAUsageError() throws {
        let tree = try SourceTree(files: [:])
        let run = try generate("both", tree, sources: [])
        #expect(run.status == 1)
        #expect(run.error.contains("usage: lasso-runtime-fingerprint runtime|plugin OUTPUT HEADER COMPILER [KEY PATH]…"))
    }
}
