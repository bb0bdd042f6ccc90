import Foundation
import Lasso
import LassoPluginHost

/// The session a journal (``JournalFile/Format/journal``) holds: its last checkpoint with every
/// later entry applied — each screen's last state, its plugin's version, the tabs last selected.
/// What `run` offers back after a run that ended without quitting (docs/devtools.md).
///
/// A journal is read line by line, and a line that is not a whole entry (the process died while
/// writing it, or the file was damaged) ends the reading: the session is what the entries before
/// it made, and ``damage`` says where it stopped.
package struct JournalRecovery: Sendable {
    /// The session as the journal last knew it.
    package let session: AppSession
    /// Where reading stopped early, and why; `nil` when every line was read.
    package let damage: String?

    /// The most a journal may hold: more is not a journal this build wrote.
    package static let maximumSize = 64 << 20

    /// Reads the journal at `path`. Throws, saying what is wrong, when it cannot be read, is not
    /// a regular file of this user's, is not a journal, or holds no checkpoint.
    package static func read(from path: String) throws(JournalFileError) -> JournalRecovery {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            throw JournalFileError(.journal, path: path, "cannot be read (\(String(cString: strerror(errno))))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw JournalFileError(.journal, path: path, "is not a regular file; it is left as it is")
        }
        if let reason = PrivateFolder.othersControl(owner: status.st_uid, mode: status.st_mode, losing: "the session") {
            throw JournalFileError(.journal, path: path, "\(reason); it is not read")
        }
        let data: Data?
        do throws(InputFile.Problem) {
            data = try InputFile.read(path, maximumSize: maximumSize)
        } catch {
            throw JournalFileError(.journal, path: path, "is not read: \(error)")
        }
        guard let data else { throw JournalFileError(.journal, path: path, "cannot be read (no such file)") }
        return try recover(String(decoding: data, as: UTF8.self), path: path)
    }

    /// The session the journal text `text` holds (`path` names it in messages).
    package static func recover(_ text: String, path: String) throws(JournalFileError) -> JournalRecovery {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let header = lines.popFirst(), case .object(let fields)? = try? JSONValue(json: Data(header.utf8)),
            fields["format"] == .string(JournalFile.Format.journal.rawValue)
        else {
            throw JournalFileError(.journal, path: path, "is not a Lasso journal")
        }
        guard case .integer(let version)? = fields["version"], version <= JournalFile.formatVersion else {
            throw JournalFileError(
                .journal, path: path,
                "was written by a newer \(HostProgram.current.name) (this one reads up to version \(JournalFile.formatVersion))"
            )
        }
        var reading = Reading()
        var damage: String?
        for (index, line) in lines.enumerated() where !line.isEmpty {
            guard case .object(let entry)? = try? JSONValue(json: Data(line.utf8)) else {
                // Line 1 is the header.
                damage = "line \(index + 2) is not a whole entry; the entries before it are used"
                break
            }
            reading.apply(entry)
        }
        guard let session = reading.session() else {
            throw JournalFileError(
                .journal, path: path,
                damage.map { "holds no checkpoint before it is damaged (\($0))" } ?? "holds no checkpoint")
        }
        return JournalRecovery(session: session, damage: damage)
    }

    /// What the entries read so far make.
    private struct Reading {
        var base: AppSession?
        /// Each place's state, and the plugin whose version had it.
        var states: [String: (state: JSONValue, plugin: String?)] = [:]
        var order: [String] = []
        var versions: [String: String] = [:]
        var tabs: [AppSession.TabSelection]?
        var checkpointTime: Int64 = 0
        var lastTime: Int64 = 0

        mutating func apply(_ entry: [String: JSONValue]) {
            if case .integer(let time)? = entry["t"] { lastTime = time }
            switch entry["kind"] {
            case .string("checkpoint"):
                guard let snapshot = entry["snapshot"],
                    let session = try? AppSession.decode(snapshot.jsonData(), path: "the checkpoint")
                else { return }
                base = session
                states = [:]
                order = []
                tabs = nil
                checkpointTime = lastTime
                if case .object(let plugins)? = entry["plugins"] {
                    versions = plugins.compactMapValues { if case .string(let version) = $0 { version } else { nil } }
                }
            case .string("state"):
                guard base != nil, case .string(let place)? = entry["place"] else { return }
                let plugin = if case .string(let name)? = entry["plugin"] { name } else { String?.none }
                let current = states[place]?.state ?? base?.screens.first { $0.place == place }?.state
                let next: JSONValue?
                if let whole = entry["state"] {
                    next = whole
                } else if let diff = entry["diff"], let current, let patch = JSONPatch(json: diff) {
                    next = patch.applied(to: current)
                } else {
                    next = nil
                }
                guard let next else { return }
                if states[place] == nil { order.append(place) }
                states[place] = (next, plugin)
            case .string("navigation"):
                guard case .array(let selections)? = entry["tabs"] else { return }
                tabs = selections.compactMap { selection in
                    guard case .object(let fields) = selection, case .string(let selected)? = fields["selected"],
                        case .array(let titles)? = fields["titles"]
                    else { return nil }
                    return AppSession.TabSelection(
                        titles: titles.compactMap { if case .string(let title) = $0 { title } else { nil } },
                        selected: selected)
                }
            case .string("swap"):
                if case .string(let plugin)? = entry["plugin"], case .string(let version)? = entry["to"] {
                    versions[plugin] = version
                }
            default:
                break
            }
        }

        /// The checkpoint with what came after it.
        func session() -> AppSession? {
            guard var session = base else { return nil }
            for index in session.screens.indices {
                guard let (state, plugin) = states[session.screens[index].place] else { continue }
                session.screens[index].state = state
                if let plugin, let version = versions[plugin] { session.screens[index].pluginVersion = version }
            }
            let known = Set(session.screens.map(\.place))
            for place in order where !known.contains(place) {
                guard let (state, plugin) = states[place] else { continue }
                session.screens.append(
                    AppSession.Screen(place: place, pluginVersion: plugin.flatMap { versions[$0] }, state: state))
            }
            if let tabs { session.selectedTabs = tabs }
            session.savedAt = session.savedAt.addingTimeInterval(Double(lastTime - checkpointTime) / 1e9)
            return session
        }
    }
}
