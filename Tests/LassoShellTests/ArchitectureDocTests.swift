import Foundation
import Testing

/// ARCHITECTURE.md names files, modules and types: each must exist, so that the walks and
/// recipes it gives cannot drift from the code unnoticed.
@Suite("Architecture page")
struct ArchitectureDocTests {
    private static let root = ShellRunner.repositoryRoot
    private static let page =
        (try? String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)) ?? ""

    /// Every `code span` of the page.
    private static var spans: [String] {
        Set(page.matches(of: /`([^`\n]+)`/).map { String($0.1) }).sorted()
    }

    /// Every Swift source's text, once.
    private static let sources: String = {
        let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources").path)
        var text = ""
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift") || path.hasSuffix(".h") else { continue }
            text += (try? String(contentsOf: root.appendingPathComponent("Sources/" + path), encoding: .utf8)) ?? ""
        }
        text +=
            (try? String(
                contentsOf: root.appendingPathComponent("Plugins/Features/CounterFeature/CounterGauge.swift"),
                encoding: .utf8)) ?? ""
        return text
    }()

    @Test func thePageExistsAndNamesFiles() {
        #expect(Self.spans.filter { $0.contains("/") }.count > 20)
    }

    @Test func everyPathItNamesExists() {
        for span in Self.spans where span.hasPrefix("Sources/") || span.hasPrefix("Tests/") {
            #expect(
                FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(span).path),
                "ARCHITECTURE.md names \(span), which does not exist")
        }
    }

    @Test func everyModuleAndTypeItNamesExists() {
        for span in Self.spans where span.wholeMatch(of: /[A-Z][A-Za-z0-9]+/) != nil {
            let isModule = FileManager.default.fileExists(
                atPath: Self.root.appendingPathComponent("Sources/" + span).path)
            #expect(
                isModule || Self.declared.types.contains(span),
                "ARCHITECTURE.md names \(span), which is no module or type")
        }
    }

    @Test func everyMemberItNamesExists() {
        for span in Self.spans {
            guard let match = span.wholeMatch(of: /([A-Z][A-Za-z0-9]+)\.([a-z][A-Za-z0-9]*)/) else { continue }
            #expect(Self.declared.types.contains(String(match.1)), "ARCHITECTURE.md names \(span): no type \(match.1)")
            #expect(
                Self.declared.members.contains(String(match.2)), "ARCHITECTURE.md names \(span): no member \(match.2)")
        }
    }

    /// The names the sources declare: types (`class`, `struct`, `enum`, `protocol`, `actor`,
    /// `typealias`) and members (`func`, `var`, `let`, `case`), read word by word.
    private static let declared: (types: Set<String>, members: Set<String>) = {
        var types: Set<String> = []
        var members: Set<String> = []
        let typeWords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
        let memberWords: Set<Substring> = ["func", "var", "let", "case"]
        for line in sources.split(separator: "\n") {
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            for (word, next) in zip(words, words.dropFirst()) {
                if typeWords.contains(word) { types.insert(String(next)) }
                if memberWords.contains(word) { members.insert(String(next)) }
            }
        }
        return (types, members)
    }()
}
