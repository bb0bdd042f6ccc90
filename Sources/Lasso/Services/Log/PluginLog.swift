internal import Foundation

/// A plugin's log: lines labelled with the screen or flow that logs (`settings.form`; the plugin
/// alone when the services were made for neither) and the session's user, which the host writes
/// where logs of the app go (a file under `run`, whose standard error is the screen; standard
/// error under `serve`), at or above the level it was started with (`--log-level`).
///
/// ```swift
/// services.log.info("saved the settings", ["theme": .value(values.theme)])
/// services.log.warning("sign-in refused", ["user": .value(name), "password": .sensitive(password)])
/// ```
///
/// A field marked ``LogField/sensitive(_:)`` is written as `(sensitive)`: its value never leaves
/// this call. The log's own type rather than swift-log's `Logger`, which is not built with
/// library evolution and so cannot be part of the plugin API's stable ABI; the host hands the
/// lines to swift-log.
public struct PluginLog: Sendable {
    /// How much a line matters, least first.
    public enum Level: String, Sendable, CaseIterable, Comparable, Codable {
        case debug, info, notice, warning, error

        public static func < (lhs: Level, rhs: Level) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The plugin whose lines these are.
    public let plugin: String
    /// The screen or flow of the app (`plugin.name`) whose store or flow logs, when the services
    /// were made for one: what a line is labelled with instead of the plugin alone.
    public let module: String?
    /// The user every line is labelled with: the session's.
    public let user: AppUser
    let sink: LogSink

    package init(plugin: String, module: String? = nil, user: AppUser, sink: LogSink) {
        self.plugin = plugin
        self.module = module
        self.user = user
        self.sink = sink
    }

    /// Writes `message` with `fields` at `level`, when the host writes that level.
    public func log(
        _ level: Level, _ message: @autoclosure () -> String, _ fields: KeyValuePairs<String, LogField> = [:]
    ) {
        guard level >= sink.level else { return }
        sink.write(
            LogLine(
                level: level, source: module ?? plugin, user: user.id, message: message(),
                fields: fields.map { ($0.key, $0.value.written) }))
    }

    /// A line for whoever debugs the plugin.
    public func debug(_ message: @autoclosure () -> String, _ fields: KeyValuePairs<String, LogField> = [:]) {
        log(.debug, message(), fields)
    }

    /// A line of what happened.
    public func info(_ message: @autoclosure () -> String, _ fields: KeyValuePairs<String, LogField> = [:]) {
        log(.info, message(), fields)
    }

    /// A line of something that may need attention.
    public func warning(_ message: @autoclosure () -> String, _ fields: KeyValuePairs<String, LogField> = [:]) {
        log(.warning, message(), fields)
    }

    /// A line of something that failed.
    public func error(_ message: @autoclosure () -> String, _ fields: KeyValuePairs<String, LogField> = [:]) {
        log(.error, message(), fields)
    }
}

/// A value a log line carries beside its message.
public enum LogField: Sendable, ExpressibleByStringLiteral {
    /// Written as it is.
    case value(String)
    /// Never written: the line says `(sensitive)` in its place.
    case sensitive(String)

    public init(stringLiteral value: String) {
        self = .value(value)
    }

    /// What the line says.
    var written: String {
        switch self {
        case .value(let value): value
        case .sensitive: "(sensitive)"
        }
    }
}

/// One line of a plugin's log, as the host receives it: sensitive fields already replaced.
package struct LogLine: Sendable, Equatable {
    package let level: PluginLog.Level
    /// What logged: the screen or flow (`settings.form`), or the plugin.
    package let source: String
    package let user: String
    package let message: String
    package let fields: [(String, String)]

    package static func == (lhs: LogLine, rhs: LogLine) -> Bool {
        lhs.level == rhs.level && lhs.source == rhs.source && lhs.user == rhs.user && lhs.message == rhs.message
            && lhs.fields.map(\.0) == rhs.fields.map(\.0) && lhs.fields.map(\.1) == rhs.fields.map(\.1)
    }

    /// `info [settings.form system:ada] saved the settings changed=lasso.theme`: the text after
    /// the time.
    package var text: String {
        let fieldText = fields.map { " \($0.0)=\(Self.quoted($0.1))" }.joined()
        return "\(level.rawValue) [\(source) \(user)] \(Self.oneLine(message))\(fieldText)"
    }

    /// A value with spaces or quotes is written in quotes, so that fields stay apart.
    private static func quoted(_ value: String) -> String {
        let flat = oneLine(value)
        guard flat.isEmpty || flat.contains(where: { $0 == " " || $0 == "\"" || $0 == "=" }) else { return flat }
        return "\"" + flat.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }

    /// Line breaks and other control characters as escapes: a message cannot forge a line.
    private static func oneLine(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                result += scalar == "\n" ? "\\n" : scalar == "\t" ? "\\t" : "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Where a process's plugin logs go, and from which level: the host's to set up.
package final class LogSink: Sendable {
    package let level: PluginLog.Level
    private let writeLine: @Sendable (LogLine) -> Void

    package init(level: PluginLog.Level, write: @escaping @Sendable (LogLine) -> Void) {
        self.level = level
        writeLine = write
    }

    package func write(_ line: LogLine) { writeLine(line) }

    /// Writes nothing: a trial build's, a test's.
    package static let discarding = LogSink(level: .error) { _ in }
}
