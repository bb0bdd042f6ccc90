import Foundation
import Lasso
import LassoConfig
import LassoPlugin
import LassoPluginHost

extension BenchmarkSuite {
    /// `lasso-benchmarks config`: parse, validate and build generated configs of 10 to 10,000 nodes.
    static let config = BenchmarkSuite(
        name: "config",
        summary: "parse, validate and build configs of 10 to 10,000 nodes from 50 plugins' modules: time, memory",
        run: { try ConfigBenchmark.run(arguments: $0) }
    )
}

/// The `config` suite. For each size, a generated document (``ConfigDocument``) is written to a
/// temporary file; each sample then parses it (`ConfigParser.parse(contentsOf:)`: read, UTF-8
/// and nesting checks, YAML, the config model), validates it against the 50 in-process plugins
/// (`Validator`) and builds it into a new window (`AppBuilder`), each phase timed. Sizes are
/// interleaved within a repetition. Memory is measured once per size in a child process (this
/// executable with `--memory N FILE`), so that no earlier size's heap hides it.
@MainActor
enum ConfigBenchmark {
    static let defaultSizes = [10, 100, 1_000, 10_000]
    static let defaultRepetitions = 7
    static let pluginCount = 50

    static func run(arguments: [String]) throws -> Int32 {
        var remaining = arguments
        if let index = remaining.firstIndex(of: "--memory") {
            guard remaining.count >= index + 3, let nodes = Int(remaining[index + 1]) else {
                throw BenchmarkOptions.ParseError(description: "--memory needs NODES FILE")
            }
            return try measureMemory(nodes: nodes, file: remaining[index + 2])
        }
        var sizes = defaultSizes
        if let index = remaining.firstIndex(of: "--sizes") {
            guard remaining.count > index + 1 else {
                throw BenchmarkOptions.ParseError(description: "--sizes needs a list such as 10,100,1000")
            }
            let parsed = remaining[index + 1].split(separator: ",").compactMap { Int($0.filter { $0 != "_" }) }
            guard !parsed.isEmpty, parsed.allSatisfy({ $0 >= 10 && $0.isMultiple(of: 10) }) else {
                throw BenchmarkOptions.ParseError(
                    description: "--sizes takes multiples of 10, at least 10, separated by commas")
            }
            sizes = parsed
            remaining.removeSubrange(index...(index + 1))
        }
        let options = try BenchmarkOptions(
            parsing: remaining, defaultIterations: 1, defaultRepetitions: defaultRepetitions)
        if options.showHelp {
            print(
                """
                usage: lasso-benchmarks config [--sizes 10,100,1000,10000] [--repetitions N]

                \(BenchmarkSuite.config.summary).

                options:
                  --sizes LIST      nodes placed at start, multiples of 10 (default \(defaultSizes.map(String.init).joined(separator: ",")))
                  --repetitions N   timed samples per size; median and min are reported (default \(defaultRepetitions))
                """)
            return 0
        }

        print("Config: parse, validate, build (main thread)")
        print(MachineInfo.summary)
        print(
            "sizes: \(sizes.map(Format.grouped).joined(separator: ", ")) nodes; repetitions: \(options.repetitions), "
                + "warm-up: 1 sample per size; sizes interleaved")
        print("")

        let registrationStart = ContinuousClock.now
        let registry = try BenchConfigPlugins.makeRegistry()
        let registration = ContinuousClock.now - registrationStart
        print(
            "registered \(registry.plugins.count) plugins (\(registry.modules.count) modules) in-process with registerLinked: "
                + "\(Format.fixed(milliseconds(registration), 2)) ms")

        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        var documentBytes: [Int] = []
        for nodes in sizes {
            let text = ConfigDocument.text(nodes: nodes, pluginCount: pluginCount)
            let file = folder + "/nodes-\(nodes).yaml"
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
            documentBytes.append(text.utf8.count)
        }

        // Check every document once: valid, and the built hierarchy has the expected controllers.
        var controllers: [Int] = []
        for file in files {
            let run = try runOnce(file: file, registry: registry)
            controllers.append(run.controllers)
        }

        var samples = [[PhaseSample]](repeating: [], count: sizes.count)
        for repetition in 0...options.repetitions {
            writeToStandardError("  repetition \(repetition)/\(options.repetitions)\r")
            for index in sizes.indices {
                let run = try runOnce(file: files[index], registry: registry)
                if repetition > 0 { samples[index].append(run.sample) }
            }
        }
        writeToStandardError("\n")

        var memory: [MemoryResult?] = []
        for (nodes, file) in zip(sizes, files) {
            memory.append(measureMemoryInChild(nodes: nodes, file: file))
        }

        let report = ConfigBenchmarkReport(
            sizes: sizes, documentBytes: documentBytes, controllers: controllers, samples: samples, memory: memory
        )
        print(report.shapeTable)
        print("")
        print(report.timeTable)
        print("")
        print(report.memoryTable)
        print("")
        print(report.targets)
        return 0
    }

    /// Times for one parse, validate and build, in nanoseconds (wall and thread CPU).
    struct PhaseSample {
        var parse: Sample, validate: Sample, build: Sample
        var total: Sample {
            Sample(
                wallNanoseconds: parse.wallNanoseconds + validate.wallNanoseconds + build.wallNanoseconds,
                cpuNanoseconds: parse.cpuNanoseconds + validate.cpuNanoseconds + build.cpuNanoseconds
            )
        }
    }

    struct BenchmarkFailure: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses, validates and builds `file` once; throws if it is not valid or does not build.
    static func runOnce(file: String, registry: ModuleRegistry) throws -> (sample: PhaseSample, controllers: Int) {
        var parsed: ConfigParseResult?
        let parse = measure(operations: 1) { _ in parsed = ConfigParser.parse(contentsOf: file) }
        guard let config = parsed?.config, !(parsed?.diagnostics.containsErrors ?? true) else {
            throw BenchmarkFailure(
                description: "\(file) does not parse: \(parsed?.diagnostics.prefix(3).map(\.description) ?? [])")
        }
        var diagnostics: [Diagnostic] = []
        let validate = measure(operations: 1) { _ in diagnostics = Validator(registry: registry).validate(config) }
        guard !diagnostics.containsErrors else {
            throw BenchmarkFailure(description: "\(file) is not valid: \(diagnostics.prefix(3).map(\.description))")
        }
        let window = Window()
        var failure: (any Error)?
        let build = measure(operations: 1) { _ in
            do { try AppBuilder(registry: registry).build(config, in: window) } catch { failure = error }
        }
        if let failure { throw BenchmarkFailure(description: "\(file) does not build: \(failure)") }
        let controllers = window.hierarchy()?.allNodes.count ?? 0
        blackHole(window)
        return (PhaseSample(parse: parse, validate: validate, build: build), controllers)
    }

    // MARK: - Memory

    /// What the child reports for one size, in bytes.
    struct MemoryResult {
        /// Peak resident size during parse + validate + build, above the resident size before.
        var peakResidentGrowth: Int
        /// malloc's bytes in use after each phase (everything still alive), above those before.
        var heapAfterParse: Int, heapAfterValidate: Int, heapAfterBuild: Int
    }

    /// The child: parses, validates and builds `file` once and prints a `memory` line.
    static func measureMemory(nodes: Int, file: String) throws -> Int32 {
        let registry = try BenchConfigPlugins.makeRegistry()
        guard let residentBefore = ProcessMemory.residentBytes, ProcessMemory.resetPeak(),
            let heapBefore = HeapUsage.bytesInUse()
        else {
            printError("cannot read /proc/self/status, reset VmHWM or read mallinfo2")
            return 1
        }
        let parsed = ConfigParser.parse(contentsOf: file)
        let heapAfterParse = HeapUsage.bytesInUse() ?? 0
        guard let config = parsed.config else { return 1 }
        let diagnostics = Validator(registry: registry).validate(config)
        let heapAfterValidate = HeapUsage.bytesInUse() ?? 0
        let window = Window()
        try AppBuilder(registry: registry).build(config, in: window)
        let heapAfterBuild = HeapUsage.bytesInUse() ?? 0
        let peak = ProcessMemory.peakResidentBytes ?? 0
        withExtendedLifetime((parsed, diagnostics, window)) {}
        print(
            "memory \(nodes) \(peak - residentBefore) \(heapAfterParse - heapBefore) \(heapAfterValidate - heapBefore) \(heapAfterBuild - heapBefore)"
        )
        return 0
    }

    /// Runs this executable as `config --memory NODES FILE` and reads its `memory` line.
    static func measureMemoryInChild(nodes: Int, file: String) -> MemoryResult? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return nil
        }
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["config", "--memory", String(nodes), file]
        process.standardOutput = output
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("memory ") }
        let numbers = line?.split(separator: " ").dropFirst(2).compactMap { Int($0) } ?? []
        guard process.terminationStatus == 0, numbers.count == 4 else {
            printError("the memory child for \(nodes) nodes failed")
            return nil
        }
        return MemoryResult(
            peakResidentGrowth: numbers[0], heapAfterParse: numbers[1], heapAfterValidate: numbers[2],
            heapAfterBuild: numbers[3])
    }

    private static func temporaryFolder() throws -> String {
        var template = Array((FileManager.default.temporaryDirectory.path + "/lasso-config-bench-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw BenchmarkFailure(description: "cannot create a temporary folder")
        }
        return String(cString: made)
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}
