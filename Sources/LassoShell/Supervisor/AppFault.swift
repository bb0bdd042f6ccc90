import Foundation
import Lasso
import LassoPluginHost

#if canImport(Glibc)
    import Glibc
#endif

/// How the app's process ended when it was not asked to (``AppSupervisor``), with what it was
/// doing: what the restarted app tells its user, and the report its report key shows whole.
struct AppFault: Codable, Equatable, Sendable {
    /// What ended the process.
    enum Cause: Codable, Equatable, Sendable {
        /// It was killed by this signal (a trap, a memory fault, an abort…).
        case signal(Int32)
        /// It called `exit` with this status outside of a quit.
        case exited(Int32)
        /// Its main actor stopped answering for this many seconds, and it was ended.
        case hung(seconds: Int)

        /// `a Swift runtime trap (SIGILL)`: what a user reads.
        var description: String {
            switch self {
            case .signal(let number):
                let name = signalName(number)
                switch number {
                case SIGILL, SIGTRAP: return "a Swift runtime trap (\(name))"
                case SIGSEGV, SIGBUS: return "a memory fault (\(name))"
                case SIGABRT: return "an abort (\(name))"
                case SIGFPE: return "an arithmetic fault (\(name))"
                default: return "the signal \(name)"
                }
            case .exited(let status): return "an exit with status \(status) while the app was running"
            case .hung(let seconds): return "no answer for \(seconds) s"
            }
        }

        /// What usually causes it, for the report.
        var usualCause: String {
            switch self {
            case .signal(SIGILL), .signal(SIGTRAP):
                "a nil unwrapped, an index out of range, a failed precondition or `fatalError`"
            case .signal(SIGSEGV), .signal(SIGBUS): "a bad pointer in C or unsafe Swift code"
            case .signal(SIGABRT): "`abort()`, or an assertion of C code"
            case .signal: "a signal sent by another process, or the system (out of memory)"
            case .exited: "a plugin calling `exit()`"
            case .hung: "an action that never returns: a loop, or a wait on the main thread"
            }
        }
    }

    var cause: Cause
    /// The input being handled when it happened; `nil` between inputs.
    var input: InputInHand?
    /// The last lines the process wrote on standard error (Swift's `Fatal error: …` message).
    var errorOutput: String
    /// The backtrace the Swift runtime wrote, if it did.
    var backtracePath: String?
    var time: Date
    /// How many faults, this one included, the supervisor counts within ``RestartBudget/window``.
    var recentFaults = 1
    /// `true` when the app was a server (`serve`), whose every session was started again.
    var served: Bool?

    /// The Swift runtime's message among what the process wrote (`Faulting.swift:37: Fatal
    /// error: Unexpectedly found nil while unwrapping an Optional value`), if it wrote one.
    var runtimeMessage: String? {
        errorOutput.split(separator: "\n").last(where: { Self.isRuntimeMessage($0) }).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    /// Whether `line` is the Swift runtime's message for a trap.
    static func isRuntimeMessage(_ line: Substring) -> Bool {
        ["Fatal error:", "Precondition failed:", "Assertion failed:", "Simultaneous accesses to"].contains {
            line.contains($0)
        }
    }

    /// Who failed: `the plugin faulty`, or `the app` when no plugin's screen had the input.
    var culprit: String {
        guard let plugin = input?.plugin, !plugin.isEmpty else { return "the app" }
        return "the plugin \(plugin)"
    }

    /// What happened, in a sentence: who failed, on what, how.
    var summary: String {
        guard let input else { return "The app stopped between inputs: \(cause.description)" }
        return
            "\(culprit.prefix(1).uppercased() + culprit.dropFirst()) failed on \(input.description): \(cause.description)"
    }

    /// The report, whole: what happened, when, where, what the process said, its backtrace.
    var report: String {
        var lines = [
            "What: \(cause.description), usually \(cause.usualCause)",
            "Message: \(runtimeMessage ?? "none (the process wrote no runtime message)")",
            "When: \(Self.timeText(time))",
            "While: \(input.map(\.description) ?? "between inputs (work the app was doing by itself)")",
        ]
        if let plugin = input?.plugin, !plugin.isEmpty { lines.append("Plugin: \(plugin)") }
        lines.append(
            served == true
                ? "Recovered: the server was started again on the same port; each session as its journal had it before that input (with --journal), else as last saved; the input itself was not replayed"
                : "Recovered: every screen as it was before that input, from the session's journal; the input itself was not replayed"
        )
        let said = errorOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        if !said.isEmpty { lines += ["", "The process wrote:", said] }
        if let backtracePath {
            lines += ["", "Backtrace (\(backtracePath)):"]
            if let text = try? String(contentsOfFile: backtracePath, encoding: .utf8) {
                lines.append(
                    text.split(separator: "\n", omittingEmptySubsequences: false).prefix(400).joined(separator: "\n"))
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func timeText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: date)
    }

    // MARK: - The file the restarted app reads

    /// Where faults are kept: `faults/` in Lasso's state folder (the backtraces go there too).
    static func folder(_ folders: UserFolders = UserFolders()) -> String { "\(folders.state)/faults" }

    /// How many faults, and backtraces, the folder keeps: the oldest go as new ones come.
    static let keptInFolder = 20

    /// Writes the fault to a new file in ``folder(_:)``; returns its path. The folder keeps the
    /// newest ``keptInFolder`` faults and backtraces.
    func write(into folder: String) throws -> String {
        try PrivateFolder.prepare(folder)
        Self.prune(folder)
        let stamp = Int(time.timeIntervalSince1970 * 1000)
        let path = "\(folder)/fault-\(stamp)-\(getpid()).json"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }

    /// Removes all but the newest ``keptInFolder`` - 1 reports and backtraces from `folder`.
    private static func prune(_ folder: String) {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        for suffix in [".json", ".log"] {
            let dated = names.filter { $0.hasSuffix(suffix) }.compactMap { name -> (String, Date)? in
                let path = "\(folder)/\(name)"
                guard let date = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date else {
                    return nil
                }
                return (path, date)
            }
            for (path, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(keptInFolder - 1) {
                try? manager.removeItem(atPath: path)
            }
        }
    }

    /// The fault in the file at `path`.
    static func read(from path: String) throws -> AppFault {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(AppFault.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
