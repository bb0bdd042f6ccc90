import Lasso
internal import Synchronization

/// One thing that happened in a session, as the journal writes it: one JSON line
/// (docs/devtools.md, "The trace").
///
/// Every line starts with the same four fields — `seq` (the entry's number in its session, from
/// 1), `t` (nanoseconds since the session's journal started, on the monotonic clock), `session`
/// and `kind` — then the kind's own fields, in the order given.
package struct JournalEntry: Sendable {
    /// What happened.
    package enum Kind: String, Sendable, CaseIterable {
        /// The journal started: the config, the user, the plugins and their versions.
        case start
        /// A screen's state changed (`diff`, an RFC 6902 patch), or is seen for the first time
        /// (`state`, whole).
        case state
        /// A screen or flow emitted an output, and the config's route for it ran (`route`).
        case output
        /// Screens were pushed, popped, presented or dismissed, or another tab was selected.
        case navigation
        /// A plugin's new version took over the screens of the old one.
        case swap
        /// A reload of plugins or the config ended (`outcome`).
        case reload
        /// The session ended.
        case end
        /// The whole session (`snapshot`, as a saved session file holds it) and the plugins'
        /// versions: recovery starts from the last one and applies the entries after it.
        case checkpoint
    }

    /// What happened.
    package var kind: Kind
    /// When, in nanoseconds since the journal started.
    package var time: UInt64
    /// The kind's fields, in the order they are written.
    package var fields: [(String, JSONValue)]

    package init(_ kind: Kind, time: UInt64, _ fields: [(String, JSONValue)]) {
        self.kind = kind
        self.time = time
        self.fields = fields
    }

    /// The entry's line (without its newline), numbered `seq` in `session`.
    package func line(seq: Int, session: String) -> String {
        var line = "{\"seq\":\(seq),\"t\":\(time),\"session\":\(JSONValue.string(session).jsonText)"
        line += ",\"kind\":\"\(kind.rawValue)\""
        for (name, value) in fields {
            line += ",\(JSONValue.string(name).jsonText):\(value.jsonText)"
        }
        return line + "}"
    }
}

/// Where a journal's lines go: a trace file or the recovery journal (``JournalFile``), both
/// (``JournalSinks``), or memory in a test. Written from the main actor, a batch at a time; a
/// sink does its writing off it.
package protocol JournalSink: AnyObject, Sendable {
    /// Appends `lines` (each one entry, without its newline), in order.
    func write(_ lines: [String])

    /// `lines` start with a checkpoint, which makes what was written before needless: a sink
    /// that keeps only what recovery needs (the journal) replaces its content with them; one
    /// that keeps everything (the trace) appends them.
    func startAfresh(with lines: [String])
}

extension JournalSink {
    package func startAfresh(with lines: [String]) {
        write(lines)
    }
}

/// Several sinks written at once: the journal and the trace of one `run`.
package final class JournalSinks: JournalSink {
    private let sinks: [any JournalSink]

    package init(_ sinks: [any JournalSink]) {
        self.sinks = sinks
    }

    package func write(_ lines: [String]) {
        for sink in sinks { sink.write(lines) }
    }

    package func startAfresh(with lines: [String]) {
        for sink in sinks { sink.startAfresh(with: lines) }
    }
}

/// A sink that keeps the lines in memory: for tests, and for what reads a session's trace
/// back while it runs.
package final class JournalMemorySink: JournalSink {
    private let kept = Mutex<[String]>([])

    package init() {}

    package func write(_ lines: [String]) {
        kept.withLock { $0.append(contentsOf: lines) }
    }

    /// Every line written so far.
    package var lines: [String] { kept.withLock { $0 } }
}
