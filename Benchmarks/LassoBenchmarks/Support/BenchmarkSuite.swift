#if canImport(Glibc)
    import Glibc
#endif

/// One subcommand of `lasso-benchmarks`: a named group of measurements.
struct BenchmarkSuite {
    /// The subcommand name, e.g. `store`.
    let name: String
    /// One line for the usage text.
    let summary: String
    /// Runs the suite with the arguments that follow its name; returns the exit status.
    let run: @MainActor (_ arguments: [String]) async throws -> Int32

    /// Every suite, in the order the usage text lists them. Add new suites (plugins, config,
    /// render, ...) here.
    static let all: [BenchmarkSuite] = [
        .store,
        .ffi,
        .config,
        .configInput,
        .startStatic,
        .staticShell,
        .render,
        .table,
        .textView,
        .outputs,
        .storage,
        .journal,
    ]

    /// Dispatches `arguments` (without the program name) to the suite they name.
    @MainActor
    static func main(arguments: [String]) async -> Int32 {
        guard let name = arguments.first, !["-h", "--help", "help"].contains(name) else {
            print(usage)
            return arguments.isEmpty ? 1 : 0
        }
        guard let suite = all.first(where: { $0.name == name }) else {
            printError("unknown benchmark suite '\(name)'\n\n\(usage)")
            return 1
        }
        do {
            return try await suite.run(Array(arguments.dropFirst()))
        } catch {
            printError("\(error)")
            return 1
        }
    }

    static var usage: String {
        let width = all.map(\.name.count).max() ?? 0
        let lines = all.map { "  \($0.name.padding(toLength: width)) \($0.summary)" }
        return """
            usage: lasso-benchmarks <suite> [options]   (build with -c release)

            suites:
            \(lines.joined(separator: "\n"))

            Run `lasso-benchmarks <suite> --help` for a suite's options.
            """
    }
}

/// Writes `message` to standard error, prefixed with the program name.
func printError(_ message: String) {
    writeToStandardError("lasso-benchmarks: \(message)\n")
}

/// Writes `text` to standard error unbuffered (progress lines that must not mix with the report).
func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
        _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count)
    }
}
