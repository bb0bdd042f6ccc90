import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost
import Testing

@testable import LassoConfig

/// Property-style fuzzing: thousands of generated and mutated documents (seeded, so every run
/// sees the same ones) go through parsing, validation and — when valid — building and firing
/// random outputs. None may trap; each must end in a config or in diagnostics with positions.
@MainActor
@Suite("Robustness")
struct RobustnessTests {
    /// Documents each test runs.
    static let mutatedCount = 2_000
    static let generatedCount = 1_500

    @Test func mutatedDocumentsNeverCrash() throws {
        var random = SplitMix64(seed: 0x1A550)
        let registry = try makeRegistry()
        let corpus = Self.corpus
        var outcome = Outcome()
        for _ in 0..<Self.mutatedCount {
            var text = corpus.randomElement(using: &random) ?? ""
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                text = Mutation.apply(to: text, using: &random)
            }
            outcome.record(try run(text, registry: registry, random: &random))
        }
        #expect(outcome.valid > 10, "too few mutated documents stayed valid: \(outcome)")
        #expect(outcome.invalid > 500, "too few mutated documents were invalid: \(outcome)")
    }

    @Test func generatedDocumentsNeverCrash() throws {
        var random = SplitMix64(seed: 0xC0FF16)
        let registry = try makeRegistry()
        var outcome = Outcome()
        for _ in 0..<Self.generatedCount {
            let text = DocumentGenerator.document(using: &random)
            outcome.record(try run(text, registry: registry, random: &random))
        }
        #expect(outcome.valid > 100, "too few generated documents were valid: \(outcome)")
        #expect(outcome.invalid > 100, "too few generated documents were invalid: \(outcome)")
        #expect(outcome.built == outcome.valid)
    }

    @Test func randomBytesNeverCrash() throws {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("lasso: 1\nroot{}[],-?:|>&*!#'\"\t\\ screenflowtabs$payload.0xé\u{0}\r".unicodeScalars)
        for _ in 0..<500 {
            let length = Int.random(in: 0...200, using: &random)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length { scalars.append(alphabet.randomElement(using: &random) ?? " ") }
            let parsed = ConfigParser.parse(String(scalars), file: "fuzz.yaml", directory: "/")
            #expect(parsed.config != nil || !parsed.diagnostics.isEmpty)
        }
    }

    // MARK: - Running one document

    struct Outcome: CustomStringConvertible {
        var valid = 0, invalid = 0, built = 0
        mutating func record(_ result: RunResult) {
            switch result {
            case .invalid: invalid += 1
            case .valid(let built):
                valid += 1
                if built { self.built += 1 }
            }
        }
        var description: String { "valid \(valid), invalid \(invalid), built \(built)" }
    }

    enum RunResult {
        case invalid
        case valid(built: Bool)
    }

    /// Parses, validates and, when valid, builds `text` and fires random outputs at its screens.
    private func run(_ text: String, registry: ModuleRegistry, random: inout SplitMix64) throws -> RunResult {
        let parsed = ConfigParser.parse(text, file: "fuzz.yaml", directory: "/nonexistent")
        var found = parsed.diagnostics
        if let config = parsed.config {
            found += Validator(registry: registry).validate(config)
        }
        for diagnostic in found {
            #expect(
                diagnostic.file == "fuzz.yaml" && diagnostic.line >= 1 && diagnostic.column >= 1
                    && !diagnostic.message.isEmpty,
                "bad diagnostic \(diagnostic) for:\n\(text)")
        }
        guard let config = parsed.config, !found.containsErrors else {
            #expect(!found.isEmpty, "no config and no diagnostic for:\n\(text)")
            return .invalid
        }
        let window = Window()
        var built = false
        _ = LassoDiagnostics.capturingReports {
            _ = RunErrors.capturing {
                do {
                    try AppBuilder(registry: registry).build(config, in: window)
                    built = true
                } catch {
                    Issue.record("a valid config did not build: \(error)\n\(text)")
                }
                for _ in 0..<6 {
                    let stores = window.hierarchy()?.allNodes.compactMap { $0.store as? any OutputSending } ?? []
                    guard let store = stores.randomElement(using: &random) else { break }
                    store.send(TestOutputs.all.randomElement(using: &random) ?? .didNext)
                }
            }
        }
        return .valid(built: built)
    }

    /// The examples in config/ (their plugin entries removed, so nothing is loaded) and the
    /// test documents of this suite.
    static var corpus: [String] {
        let examples = ExampleConfigTests.examples.compactMap { name in
            try? String(contentsOf: ExampleConfigTests.configDirectory.appendingPathComponent(name), encoding: .utf8)
        }
        return (examples + DocumentGenerator.seeds).map {
            $0.replacingOccurrences(of: "  - dir: ../Plugins/.build/debug\n    only: [libCounterPlugin.so]\n", with: "")
        }
    }
}

/// Outputs the test screens can emit.
enum TestOutputs {
    static let all: [TestOutput] = [
        .didNext, .didClose, .didFinish, .didSelect(id: "7", index: 1), .didSelect(id: "", index: -1),
    ]
}

/// A seeded random number generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Small edits that keep a document near the grammar, so they reach deep into the checks.
enum Mutation {
    static let tokens = [
        ":", "-", " ", "  ", "\n", "{", "}", "[", "]", ",", "'", "\"", "#", "&a ", "*a", "|", ">", "!!str ", "? ",
        "\t", "$payload.", "\"$payload.id\"", "push: ", "pop: true", "dismiss: true", "switchTab: 5", "emit: done",
        "screen: test.list", "flow: test.wizard", "flow: test.intro", "navigation: true", "0x1F", "1e999", "~", "é",
        "\u{0}", "tabs:", "modal:", "over:", "root:", "on:", "state:", "title: T", "lasso: 2", "99999999999999999999",
    ]
    static let keywords = [
        "screen", "flow", "navigation", "tabs", "modal", "over", "root", "pushed", "state",
        "parameters", "title", "on", "push", "present", "replaceRoot", "pop", "dismiss",
        "switchTab", "emit", "outputs", "flows", "plugins", "dir", "file", "sha256", "lasso",
        "test.list", "test.detail", "test.wizard", "test.intro", "counter.main", "didNext",
        "didClose", "didFinish", "didSelect", "didReachLimit", "true", "false", "0", "1",
    ]

    static func apply(to text: String, using random: inout SplitMix64) -> String {
        var scalars = Array(text.unicodeScalars)
        var lines = text.components(separatedBy: "\n")
        let position = scalars.isEmpty ? 0 : Int.random(in: 0..<scalars.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
            let end = min(scalars.count, position + Int.random(in: 1...6, using: &random))
            scalars.removeSubrange(position..<end)
        case 1:
            let token = tokens.randomElement(using: &random) ?? " "
            scalars.insert(contentsOf: token.unicodeScalars, at: position)
        case 2:
            guard let index = lines.indices.randomElement(using: &random) else { break }
            lines.insert(lines[index], at: index)
            return lines.joined(separator: "\n")
        case 3:
            guard lines.count > 1 else { break }
            lines.swapAt(
                Int.random(in: 0..<lines.count, using: &random), Int.random(in: 0..<lines.count, using: &random))
            return lines.joined(separator: "\n")
        case 4:
            guard let index = lines.indices.randomElement(using: &random) else { break }
            lines[index] = Bool.random(using: &random) ? "  " + lines[index] : String(lines[index].drop { $0 == " " })
            return lines.joined(separator: "\n")
        case 5:
            guard let index = lines.indices.randomElement(using: &random),
                let word = lines[index].split(whereSeparator: { " :{}[],-".contains($0) }).randomElement(
                    using: &random),
                let keyword = keywords.randomElement(using: &random),
                let range = lines[index].range(of: word)
            else { break }
            lines[index].replaceSubrange(range, with: keyword)
            return lines.joined(separator: "\n")
        default:
            guard let index = lines.indices.randomElement(using: &random) else { break }
            lines.remove(at: index)
            return lines.joined(separator: "\n")
        }
        return String(String.UnicodeScalarView(scalars))
    }
}

/// Generates documents from the config grammar, with a share of wrong keys, names and values.
enum DocumentGenerator {
    static let seeds = [
        "lasso: 1\nroot:\n  navigation:\n    root:\n      screen: test.list\n      on:\n        didSelect: { push: { screen: test.detail, state: { contactId: \"$payload.id\" } } }\n        didClose: { pop: true }\n",
        "lasso: 1\nflows:\n  f:\n    outputs: [done]\n    root: { screen: test.list, on: { didFinish: { emit: done } } }\nroot:\n  tabs:\n    - { title: A, flow: f, on: { done: { switchTab: 1 } } }\n    - { title: B, navigation: { root: { flow: test.wizard } } }\n",
        "lasso: 1\nroot:\n  modal: { screen: test.detail, on: { didClose: { dismiss: true } } }\n  over: { flow: test.intro, parameters: { greeting: Hi }, on: { didFinish: { replaceRoot: { screen: test.list } } } }\n",
    ]

    static func document(using random: inout SplitMix64) -> String {
        var generator = Generator(random: random)
        let text = generator.document()
        random = generator.random
        return text
    }

    private struct Generator {
        var random: SplitMix64
        var flowNames: [String] = []

        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
        mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

        mutating func document() -> String {
            var lines = [chance(97) ? "lasso: 1" : pick(["lasso: 2", "lasso: x", "lassoo: 1"])]
            let flowCount = Int.random(in: 0...2, using: &random)
            flowNames = (0..<flowCount).map { "f\($0)" }
            if flowCount > 0 {
                lines.append("flows:")
                for name in flowNames {
                    lines.append("  \(name):")
                    lines.append("    outputs: [done, back]")
                    lines.append("    root: \(node(depth: 0, inFlow: true))")
                }
            }
            if chance(97) { lines.append("root: \(node(depth: 0, inFlow: false))") }
            if chance(3) { lines.append(pick(["extra: 1", "plugins: 3", "root: again"])) }
            return lines.joined(separator: "\n") + "\n"
        }

        mutating func node(depth: Int, inFlow: Bool) -> String {
            let leaf = depth >= 3 || chance(45)
            if leaf || chance(30) {
                return module(depth: depth, inFlow: inFlow)
            }
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                var text = "{ navigation: { root: \(node(depth: depth + 1, inFlow: inFlow))"
                if chance(50) { text += ", pushed: [\(node(depth: depth + 1, inFlow: inFlow))]" }
                if chance(20) { text += ", dismissible: true" }
                return text + " } }"
            case 1:
                let count = Int.random(in: chance(5) ? 0...0 : 1...3, using: &random)
                let tabs = (0..<count).map { index in
                    let child = node(depth: depth + 1, inFlow: inFlow)
                    return chance(95) ? "{ title: T\(index), " + String(child.dropFirst(2)) : child
                }
                return "{ tabs: [\(tabs.joined(separator: ", "))] }"
            case 2:
                return
                    "{ modal: \(node(depth: depth + 1, inFlow: inFlow)), over: \(node(depth: depth + 1, inFlow: inFlow)) }"
            default:
                return pick(["{ }", "{ scren: test.list }", "3", "[a]", "{ screen: test.list, flow: test.intro }"])
            }
        }

        mutating func module(depth: Int, inFlow: Bool) -> String {
            var names = [
                "screen: test.list", "screen: test.detail", "screen: counter.main", "flow: test.wizard",
                "flow: test.intro",
            ]
            names += flowNames.map { "flow: \($0)" }
            if chance(5) { names += ["screen: test.lst", "flow: nope", "screen: test.wizard"] }
            var text = "{ " + pick(names)
            if chance(30) {
                text += pick([
                    ", state: { title: S, count: 3 }", ", state: { contactId: \"$payload.id\" }",
                    ", parameters: { greeting: G }", ", state: { count: x }", ", title: Titled",
                ])
            }
            if depth < 3, chance(50) {
                let output = pick(["didNext", "didClose", "didFinish", "didSelect", "didReachLimit", "done"])
                text += ", on: { \(output): \(action(depth: depth, inFlow: inFlow)) }"
            }
            return text + " }"
        }

        mutating func action(depth: Int, inFlow: Bool) -> String {
            switch Int.random(in: 0..<9, using: &random) {
            case 0: return "{ push: \(node(depth: depth + 1, inFlow: inFlow)) }"
            case 1:
                return "{ present: \(node(depth: depth + 1, inFlow: inFlow))\(chance(50) ? ", navigation: true" : "") }"
            case 2: return "{ replaceRoot: \(node(depth: depth + 1, inFlow: inFlow)) }"
            case 3: return "{ pop: true }"
            case 4: return "{ dismiss: true }"
            case 5: return "{ switchTab: \(pick(["0", "1", "T1", "T9", "-1"])) }"
            case 6: return "{ emit: \(pick(["done", "back", "nope"])) }"
            case 7: return pick(["pop", "{ }", "{ pop: true, dismiss: true }"])
            default:
                return "{ present: \(node(depth: depth + 1, inFlow: inFlow)), navigation: true, dismissible: true }"
            }
        }
    }
}
