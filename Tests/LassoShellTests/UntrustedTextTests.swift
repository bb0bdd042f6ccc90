import Foundation
import Testing

/// Text that came from input reaches the terminal escaped and bounded, end to end: a file name
/// in `plugins list`, a name a config error quotes, a script's snapshot name and expectation.
@Suite("Untrusted text on the terminal, end to end")
struct UntrustedTextTests {
    let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J"

    /// Everything the shell wrote, checked to hold no escape character and no more than `bytes`.
    private func expectTame(
        _ result: ShellRunner.Result, within bytes: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let all = result.standardOutput + result.standardError
        #expect(!all.contains("\u{1B}"), "output: \(all.prefix(2_000))", sourceLocation: sourceLocation)
        #expect(all.utf8.count < bytes, "\(all.utf8.count) bytes", sourceLocation: sourceLocation)
    }

    @Test func aFileNameHoldingEscapesAndALineBreakIsListedEscapedOnOneLine() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.fixture("NotAPlugin"), as: "lib\u{1B}[31mred\nx.so")
        let result = try await sandbox.run(["plugins", "list", sandbox.path])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        expectTame(result, within: 10_000)
        #expect(
            result.standardOutput.contains(#"/lib\u{1B}[31mred\u{A}x.so: not a plugin"#),
            "stdout: \(result.standardOutput)")
    }

    @Test func aConfigErrorQuotesAHugeHostileNameEscapedAndShort() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        let name = hostile + String(repeating: "n", count: 1_900_000)
        let config = try sandbox.write(
            "app.yaml",
            "lasso: 1\nroot: { screen: \"\(name.replacingOccurrences(of: "\u{1B}", with: "\\e").replacingOccurrences(of: "\u{07}", with: "\\a"))\" }\n"
        )
        let result = try await sandbox.run(["validate", config])
        #expect(result.status == 1, "stderr: \(result.standardError.prefix(2_000))")
        expectTame(result, within: 10_000)
        #expect(
            result.standardError.contains(#"\u{1B}]0;pwned\u{7}\u{1B}[2J"#), "\(result.standardError.prefix(2_000))")
    }

    @Test func aScriptsSnapshotNameAndAHugeExpectationArePrintedEscapedAndBounded() async throws {
        guard ShellRunner.requireBuild() else { return }
        let sandbox = try PluginSandbox()
        try sandbox.add(ShellRunner.plugin("Counter"))
        try sandbox.write("app.yaml", "lasso: 1\nplugins:\n  - dir: .\nroot: { screen: counter.main }\n")
        let expected = String(repeating: "z", count: 2_000_000)
        let script = try sandbox.write("steps.script", "snapshot \(hostile)\nexpect \(hostile)\(expected)\n")
        let result = try await sandbox.run(["run", "app.yaml", "--script", script], inSandbox: true)
        #expect(result.status == 1, "stderr: \(result.standardError.prefix(2_000))")
        expectTame(result, within: 20_000)
        #expect(result.standardOutput.contains(#"--- snapshot \u{1B}]0;pwned\u{7}\u{1B}[2J (80x24) ---"#))
        #expect(result.standardOutput.contains("… (2000"), "\(result.standardOutput.prefix(3_000))")
    }
}
