import Foundation
import TestServers
import Testing

/// `lasso-runtime-release`, the generator the LassoRuntimeRelease build tool plugin runs for the
/// runtime's LassoPlugin module.
@Suite("Runtime release generator")
struct RuntimeReleaseGeneratorTests {
    /// The generator, built next to this test binary.
    static let generator: URL = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("lasso-runtime-release")
    }()

    /// A temporary folder with a header defining `release`, a stand-in compiler (`swiftc`) whose
    /// `--version` prints `compiler`, and the given files.
    final class SourceTree {
        let root: URL

        init(
            release: String = "lasso-runtime-9.8.7", compiler: String = "Swift version 9.9 (stand-in)",
            files: [String: String] = [:]
        ) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("release-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try write(
                "lasso_plugin.h",
                "/* ABI */\n#ifndef LASSO_RUNTIME_RELEASE\n#define LASSO_RUNTIME_RELEASE \"\(release)\"\n#endif\n"
            )
            try installCompiler(saying: compiler)
            for (name, text) in files { try write(name, text) }
        }

        /// Replaces the stand-in compiler with one whose `--version` prints `version`, or fails
        /// when `version` is nil.
        func installCompiler(saying version: String?) throws {
            try write(
                "swiftc",
                version.map { "#!/bin/sh\necho '\($0)'\necho 'Target: x86_64-unknown-linux-gnu'\n" }
                    ?? "#!/bin/sh\nexit 3\n",
                mode: 0o755)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        /// Writes `text` to `name` with `mode`. Opened close-on-exec: tests run in parallel, and
        /// a program another test starts while the stand-in compiler is open for writing would
        /// keep it open, so running it would fail with "Text file busy".
        func write(_ name: String, _ text: String, mode: mode_t = 0o644) throws {
            let file = path(name)
            let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file]) }
            defer { close(descriptor) }
            try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: Data(text.utf8))
        }

        func path(_ name: String) -> String { root.appendingPathComponent(name).path }
    }

    /// What one generator run produced.
    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    /// Runs the generator over `tree`'s `header`, writing `out.swift` in the tree.
    func generate(_ tree: SourceTree, header: String = "lasso_plugin.h", extra: [String] = []) async throws -> Run {
        let run = try await ChildProcess.run(
            Self.generator, [tree.path("out.swift"), tree.path(header), tree.path("swiftc")] + extra,
            timeout: Patience.seconds)
        let output = (try? String(contentsOfFile: tree.path("out.swift"), encoding: .utf8)) ?? ""
        return Run(status: run.status, output: output, error: run.standardError)
    }

    @Test func theReleaseComesFromTheHeaderAndTheCompilerCheckFromSwiftcVersion() async throws {
        let run = try await generate(SourceTree())
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains(#"let generatedRuntimeRelease = "lasso-runtime-9.8.7""#))
        // "9.9" is 9.9.0: the plugin's compiler is this one when it is at least 9.9.0 and below 9.9.1.
        #expect(run.output.contains("#if compiler(>=9.9.0) && !compiler(>=9.9.1)\n        let compiler = \"9.9.0\""))
        #expect(run.output.contains("#elseif compiler(>=9.9.1)\n        let compiler = \"newer-than-9.9.0\""))
        #expect(run.output.contains(#"return "lasso-runtime-9.8.7+swift-" + compiler + ".fragile""#))
        #expect(run.output.contains(#"return "lasso-runtime-9.8.7+swift-" + compiler"#))
        // Emitted into the plugin, so the plugin's compiler decides the #if.
        #expect(run.output.contains("@_alwaysEmitIntoClient\n    public static var _compiledAgainst: String {"))
    }

    @Test func aFullCompilerVersionIsKeptWhole() async throws {
        let run = try await generate(SourceTree(compiler: "Swift version 6.3.1 (swift-6.3.1-RELEASE)"))
        #expect(run.output.contains("#if compiler(>=6.3.1) && !compiler(>=6.3.2)"))
    }

    @Test func aCompilerThatDoesNotNameItsVersionIsAnError() async throws {
        let tree = try SourceTree(compiler: "some compiler 1.0")
        let run = try await generate(tree)
        #expect(run.status == 1)
        #expect(
            run.error.hasPrefix(
                "lasso-runtime-release: error: the compiler did not name its Swift version: some compiler 1.0"))
    }

    @Test func aFailingCompilerIsAnErrorNamingIt() async throws {
        let tree = try SourceTree()
        try tree.installCompiler(saying: nil)
        let run = try await generate(tree)
        #expect(run.status == 1)
        #expect(run.error == "lasso-runtime-release: error: \(tree.path("swiftc")) --version failed (status 3)\n")
    }

    @Test func anUnchangedFileIsNotRewritten() async throws {
        let tree = try SourceTree()
        _ = try await generate(tree)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: tree.path("out.swift"))
        #expect(try await generate(tree).status == 0)
        let modified =
            try FileManager.default.attributesOfItem(atPath: tree.path("out.swift"))[.modificationDate] as? Date
        #expect(modified == past)
        try tree.installCompiler(saying: "Swift version 9.10 (stand-in)")
        let rerun = try await generate(tree)
        #expect(rerun.status == 0, "\(rerun.error)")
        let rewritten =
            try FileManager.default.attributesOfItem(atPath: tree.path("out.swift"))[.modificationDate] as? Date
        #expect(rewritten != past)
    }

    @Test func aHeaderWithoutTheReleaseIsAnErrorNamingIt() async throws {
        let tree = try SourceTree(files: ["other.h": "#define SOMETHING 1\n"])
        let run = try await generate(tree, header: "other.h")
        #expect(run.status == 1)
        #expect(
            run.error
                == "lasso-runtime-release: error: \(tree.path("other.h")): no '#define LASSO_RUNTIME_RELEASE \"…\"' line\n"
        )
    }

    @Test func extraArgumentsAreAUsageError() async throws {
        let run = try await generate(SourceTree(), extra: ["more"])
        #expect(run.status == 1)
        #expect(run.error.contains("usage: lasso-runtime-release OUTPUT HEADER COMPILER"))
    }
}
