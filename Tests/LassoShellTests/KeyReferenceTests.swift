import Foundation
import Lasso
import Testing

@testable import LassoShell
@testable import LassoTerminal

/// docs/keys.md is written from the one table the terminal answers keys from (`KeyBindings.all`),
/// the keys of the widgets that bring their own (`Widget.keyCommands`) and `lasso-shell run`'s
/// own keys (`RunKeys`): a key cannot change without the page changing with it.
@MainActor
@Suite("Key reference")
struct KeyReferenceTests {
    private static let path = "docs/keys.md"

    @Test func docsKeysIsWrittenFromTheKeyTables() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = root.appendingPathComponent(Self.path)
        let expected = Self.reference()
        let actual = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        if actual != expected, ProcessInfo.processInfo.environment["LASSO_WRITE_KEYS_DOC"] == "1",
            ProcessInfo.processInfo.environment["CI"] == nil
        {
            try expected.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        #expect(
            actual == expected,
            "\(Self.path) is not what the key tables say: run `LASSO_WRITE_KEYS_DOC=1 swift test --filter KeyReferenceTests` and review its diff"
        )
    }

    @Test func everyBindingsKeysAreNamedByTheirLabels() {
        for binding in KeyBindings.all where binding.command != .selectTab {
            #expect(binding.keyNames == InputEvent.label(of: binding.keys))
        }
        #expect(InputEvent.control("r").label == "Ctrl-R")
        #expect(InputEvent.alt("r").label == "Alt-R")
        #expect(InputEvent.text(" ").label == "Space")
        #expect(InputEvent.shifted(.left).label == "Shift-←")
        #expect(InputEvent.label(of: [.up, .down], compact: true) == "↑↓")
        #expect(InputEvent.label(of: [.pageUp, .pageDown], compact: true) == "PgUp/PgDn")
        #expect(RunKeys.reload.command {}.keyLabel == "Ctrl-R")
    }

    /// The page, as the tables say it.
    static func reference() -> String {
        var lines = [
            "# Keys",
            "",
            "Every key `lasso-shell` answers in the terminal, by where it works. The app shows the same",
            "names: `?` lists the keys that work on the current screen, and the bottom line the most",
            "useful of them. This page is written from the tables the app answers keys from",
            "(`KeyBindings` in Sources/LassoTerminal/Input, the widgets' own `keyCommands`, and",
            "`RunKeys` in Sources/LassoShell/Live); `KeyReferenceTests` fails when they differ, and",
            "`LASSO_WRITE_KEYS_DOC=1 swift test --filter KeyReferenceTests` writes it again.",
            "",
            "A widget of a plugin's own lists its keys first under \"On the focused widget\" in `?`.",
            "Scripts press keys by the names in docs/scripting.md.",
        ]
        func section(_ title: String, _ rows: [(keys: String, summary: String)]) {
            lines += ["", "## \(title)", "", "| Keys | What they do |", "| --- | --- |"]
            lines += rows.map { "| \(escaped($0.keys)) | \($0.summary) |" }
        }
        for scope in [
            KeyBindings.Scope.app, .browsing, .textField, .textView, .list, .button, .scrollView, .screen, .panel,
        ] {
            section(
                KeyBindings.title(of: scope),
                KeyBindings.all.filter { $0.scope == scope }.map { ($0.keyNames, $0.summary) })
        }
        let table = Table(columns: [Table.Column("Name")])
        section("In a table", table.keyCommands.map { (WidgetKeyCommand.label(of: $0.keys), $0.summary) })
        section("In a tree", Tree().keyCommands.map { (WidgetKeyCommand.label(of: $0.keys), $0.summary) })
        section("Mouse", KeyHelpOverlay.mouseRows)
        section(
            "`lasso-shell run`",
            RunKeys.all.map { ($0.key.label, "\($0.action) (\($0.when))") })
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escaped(_ keys: String) -> String {
        keys.replacingOccurrences(of: "|", with: "\\|")
    }
}

extension WidgetKeyCommand {
    fileprivate static func label(of keys: [WidgetKey]) -> String {
        keys.map(\.description).joined(separator: ", ")
    }
}
