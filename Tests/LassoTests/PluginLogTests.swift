import Testing

@testable import Lasso

/// A plugin's log (``PluginLog``): labelled lines from the host's level up, sensitive fields
/// never written, and no line a message could forge.
struct PluginLogTests {
    private final class Lines: @unchecked Sendable {
        var lines: [LogLine] = []
    }

    private func log(level: PluginLog.Level = .debug) -> (PluginLog, Lines) {
        let lines = Lines()
        let sink = LogSink(level: level) { lines.lines.append($0) }
        return (PluginLog(plugin: "auth", user: AppUser(authority: .account, name: "ada"), sink: sink), lines)
    }

    @Test func aLineNamesThePluginAndTheUserAndASensitiveFieldIsNeverWritten() {
        let (log, lines) = log()
        log.warning("sign-in refused", ["user": .value("ada"), "password": .sensitive("hunter2")])
        #expect(
            lines.lines.map(\.text) == [#"warning [auth account:ada] sign-in refused user=ada password=(sensitive)"#])
        #expect(!lines.lines.map(\.text).joined().contains("hunter2"))
    }

    @MainActor @Test func theServicesOfAScreenOrFlowLabelItsLinesWithItsNameInTheApp() {
        final class Written: @unchecked Sendable { var texts: [String] = [] }
        let written = Written()
        let sink = LogSink(level: .debug) { written.texts.append($0.text) }
        let session = SessionServices(user: AppUser(authority: .account, name: "ada"), storage: .inMemory(), log: sink)
        session.services(for: "settings", module: "settings.form").log.info("saved the settings")
        session.services(for: "settings").log.info("imported")
        #expect(
            written.texts == [
                "info [settings.form account:ada] saved the settings", "info [settings account:ada] imported",
            ])
    }

    @Test func linesBelowTheHostsLevelAreNotEvenMade() {
        let (log, lines) = log(level: .warning)
        var made = 0
        log.info(
            {
                made += 1
                return "not written"
            }())
        log.error("written")
        #expect(made == 0)
        #expect(lines.lines.map(\.message) == ["written"])
    }

    @Test func aMessageOrFieldCannotStartALineOfItsOwn() {
        let (log, lines) = log()
        log.info(
            "saved\n2026-01-01T00:00:00Z error [other system:root] forged", ["note": "two words", "q": "say \"hi\""])
        let text = lines.lines.map(\.text).joined(separator: "\n")
        #expect(!text.contains("\n"))
        #expect(text.contains(#"saved\n2026"#))
        #expect(text.hasSuffix(#"note="two words" q="say \"hi\"""#))
    }

    @Test func levelsAreOrderedFromDebugToError() {
        #expect(PluginLog.Level.allCases.sorted() == [.debug, .info, .notice, .warning, .error])
    }
}
