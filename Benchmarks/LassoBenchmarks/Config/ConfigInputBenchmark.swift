import Foundation
import Lasso
import LassoConfig
import LassoPlugin
import LassoPluginHost

extension BenchmarkSuite {
    /// `lasso-benchmarks config-input`: reading worst-case config text of 256 KiB to 10 MiB.
    static let configInput = BenchmarkSuite(
        name: "config-input",
        summary: "parse and validate worst-case config text (one tab bar) of 256 KiB to 10 MiB, and its caps",
        run: { try ConfigInputBenchmark.run(arguments: $0) }
    )
}

/// The `config-input` suite: whether reading a config stays linear in its size.
///
/// The input is the shape that once made validation quadratic (the hardening issue: 46,000 tabs
/// took 47 s): one tab bar of distinct tabs, each a screen, with as few bytes per YAML value as
/// a config has. Its text is parsed (`ConfigParser.parse(_:file:directory:)`: nesting checks,
/// YAML, the config model) and validated (`Validator`) in memory, at sizes up to the caps: a
/// config has at most 200,000 values and 2 MiB. Then 10 MiB of it are read in memory (refused
/// at the value cap) and from a file, as `lasso-shell validate` reads one (refused by its size
/// before a byte is read).
@MainActor
enum ConfigInputBenchmark {
    static let mebibyte = 1024 * 1024
    static let defaultSizes = [mebibyte / 4, mebibyte / 2, mebibyte, mebibyte * 3 / 2]
    static let hugeSize = mebibyte * 10

    static func run(arguments: [String]) throws -> Int32 {
        let options = try BenchmarkOptions(parsing: arguments, defaultIterations: 1, defaultRepetitions: 3)
        if options.showHelp {
            print("usage: lasso-benchmarks config-input [--repetitions N]\n\n\(BenchmarkSuite.configInput.summary).")
            return 0
        }
        print("Config input: parse + validate of one tab bar, in memory (main thread)")
        print(MachineInfo.summary)
        print(
            "repetitions: \(options.repetitions) after one warm-up; the median of the thread's CPU time is reported "
                + "(a busy machine's waits are not in it)")
        print("")
        let registry = try BenchConfigPlugins.makeRegistry()
        var table = TextTable(
            "input", "tabs", "parse CPU ms", "validate CPU ms", "total CPU ms", "ns per byte", "vs previous size")
        var previous: (bytes: Int, total: Double)?
        for size in defaultSizes {
            let (text, tabs) = document(bytes: size)
            var parse = Samples()
            var validate = Samples()
            for repetition in 0...options.repetitions {
                let sample = try readOnce(text, registry: registry)
                if repetition > 0 {
                    parse.append(sample.parse)
                    validate.append(sample.validate)
                }
            }
            let total = parse.medianCPU + validate.medianCPU
            let bytes = text.utf8.count
            let growth =
                previous.map {
                    "\(Format.fixed(total / $0.total, 2))x for \(Format.fixed(Double(bytes) / Double($0.bytes), 2))x bytes"
                } ?? ""
            table.append(
                Format.bytes(bytes), Format.grouped(tabs),
                Format.fixed(parse.medianCPU / 1e6, 1), Format.fixed(validate.medianCPU / 1e6, 1),
                Format.fixed(total / 1e6, 1), Format.fixed(total / Double(bytes), 1), growth
            )
            previous = (bytes, total)
        }
        print(table.rendered)
        print("")

        let (huge, hugeTabs) = document(bytes: hugeSize)
        var refused: ConfigParseResult?
        let inMemory = measure(operations: 1) { _ in
            refused = ConfigParser.parse(huge, file: "input.yaml", directory: "/")
        }
        print(
            "\(Format.bytes(huge.utf8.count)) (\(Format.grouped(hugeTabs)) tabs) in memory: refused in \(Format.fixed(inMemory.cpuNanoseconds / 1e6, 1)) ms of CPU"
        )
        for diagnostic in refused?.diagnostics ?? [] { print("  \(diagnostic)") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-config-input-\(getpid()).yaml")
            .path
        try huge.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let fromFile = measure(operations: 1) { _ in refused = ConfigParser.parse(contentsOf: file) }
        print(
            "the same as a file, read as `lasso-shell validate` reads it: refused in \(Format.fixed(fromFile.cpuNanoseconds / 1e6, 3)) ms of CPU"
        )
        for diagnostic in refused?.diagnostics ?? [] { print("  \(diagnostic)") }
        return 0
    }

    /// A tab bar of distinct tabs, as many as make the text about `bytes` long: five values
    /// (the tab's map, two keys, two scalars) in 40-odd bytes.
    static func document(bytes: Int) -> (text: String, tabs: Int) {
        var text = "lasso: 1\nroot:\n  tabs:\n"
        text.reserveCapacity(bytes + 256)
        var tab = 0
        while text.utf8.count < bytes {
            let plugin = BenchConfigPlugins.name(tab % ConfigBenchmark.pluginCount)
            text += "    - { title: T\(tab + 1), screen: \(plugin).main }\n"
            tab += 1
        }
        return (text, tab)
    }

    /// Parses and validates `text` once; throws unless it is a valid config.
    private static func readOnce(_ text: String, registry: ModuleRegistry) throws -> (parse: Sample, validate: Sample) {
        var parsed: ConfigParseResult?
        let parse = measure(operations: 1) { _ in parsed = ConfigParser.parse(text, file: "input.yaml", directory: "/")
        }
        guard let config = parsed?.config, !(parsed?.diagnostics.containsErrors ?? true) else {
            throw ConfigBenchmark.BenchmarkFailure(
                description: "the input does not parse: \(parsed?.diagnostics.prefix(3).map(\.description) ?? [])")
        }
        var diagnostics: [Diagnostic] = []
        let validate = measure(operations: 1) { _ in diagnostics = Validator(registry: registry).validate(config) }
        guard !diagnostics.containsErrors else {
            throw ConfigBenchmark.BenchmarkFailure(
                description: "the input is not valid: \(diagnostics.prefix(3).map(\.description))")
        }
        return (parse, validate)
    }
}
