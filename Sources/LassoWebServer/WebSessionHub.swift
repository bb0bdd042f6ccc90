import Foundation
import Lasso
import LassoConfig
import LassoPlugin
import LassoPluginHost

/// Every session of a served app, by id: made for each page load, found again when its page
/// reconnects, saved so that they survive a restart of the server, and closed when they are
/// left (after the grace period) or idle (after the idle time-out).
@MainActor
package final class WebSessionHub {
    let options: WebServeOptions
    private let makeApp: @MainActor (AppUser) throws -> LiveApp
    private(set) var sessions: [String: WebSession] = [:]
    private let saving = DispatchQueue(label: "lasso.serve.sessions")
    private var lastSave = ContinuousClock.now
    /// Where sessions are kept besides their files when the store is shared by several
    /// processes (PostgreSQL), so that another process resumes them.
    package var shared: SharedSessions?

    /// Where each session's journal is written (`serve --trace`), when it is.
    package var trace: (any JournalSink)?
    /// Hears of each event a page sends as its session handles it (`serve`'s supervisor link,
    /// which names the input a fault came on). Set before the first session is made.
    package weak var eventObserver: (any WebEventObserver)?
    /// The status line of every session brought back from its journal or its saved file, and of
    /// every page that asked for one it did not find — what a server started again after a fault
    /// says of it to the pages that were there; a page opened afresh does not show it.
    package var restoredStatus: (text: String, isError: Bool)?
    /// How many journals were started: each names its session by its number (`s12`), never by
    /// its id, which is a way into it.
    private var journalsStarted = 0
    /// Each session's journal file in the session folder, by session id: what a server that
    /// died and started again resumes the session from, as it was after its last event.
    private var journalFiles: [String: JournalFile] = [:]

    /// How often sessions that changed are saved while they run.
    package static let saveInterval: Duration = .seconds(10)

    /// The sessions saved in the session folder when the hub started, which no page has come
    /// back to yet: like a page that left, each gets the grace period (from the start) to be
    /// resumed, and then its file is deleted, so that files of sessions nobody resumes do not
    /// pile up across restarts.
    private var unclaimed: Set<String> = []
    private let startedAt = ContinuousClock.now

    /// A hub serving apps made by `makeApp` (one per session, for its user) under `options`.
    package init(options: WebServeOptions, makeApp: @escaping @MainActor (AppUser) throws -> LiveApp) {
        self.options = options
        self.makeApp = makeApp
        if let folder = options.stateDirectory {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            unclaimed = Set(
                names.compactMap { name in
                    guard let suffix = [".json", ".jsonl"].first(where: name.hasSuffix) else { return nil }
                    let id = String(name.dropLast(suffix.count))
                    return Self.isSessionID(id) ? id : nil
                })
        }
    }

    /// How many sessions there are.
    package var count: Int { sessions.count }

    /// Every session's app (those prepared for a page load too), for reloading plugins and the
    /// config in all of them.
    package var apps: [LiveApp] { sessions.values.map(\.app) + prepared.values.map(\.session.app) }

    /// Sessions made for page loads (their first frame drawn into the page) whose socket has
    /// not connected yet. They count against no limit, so that loading the page — which any
    /// other site's page can make a browser do — takes no one's place: only a socket, which
    /// only the server's own pages may open, makes a session. At most ``maxPrepared`` are kept
    /// (the oldest goes first), each for ``preparedLife``; a page whose prepared session went
    /// gets a new one when its socket connects, and the frame with it.
    private var prepared: [String: (session: WebSession, at: ContinuousClock.Instant)] = [:]
    static let maxPrepared = 64
    static let preparedLife: Duration = .seconds(60)

    /// A session prepared for a page about to load (``prepared``). Throws when the app cannot
    /// be built.
    func prepareSession(for user: AppUser) throws(WebRefusal) -> WebSession {
        if prepared.count >= Self.maxPrepared, let oldest = prepared.min(by: { $0.value.at < $1.value.at })?.key {
            prepared[oldest] = nil
        }
        let session = try build(id: WebAccess.randomToken(), user: user)
        prepared[session.id] = (session, .now)
        return session
    }

    /// A new session. Throws when there are as many as allowed, or the app cannot be built.
    func newSession(for user: AppUser = .tokenHolder) throws(WebRefusal) -> WebSession {
        try make(id: WebAccess.randomToken(), user: user)
    }

    /// A new session `id` of `user` among ``sessions``; journaled from now on unless
    /// `journaling` is false (a session being restored, journaled once its state is back).
    private func make(id: String, user: AppUser, journaling: Bool = true) throws(WebRefusal) -> WebSession {
        try checkRoom()
        let session = try build(id: id, user: user)
        sessions[id] = session
        if journaling { startJournal(of: session.app, id: id) }
        return session
    }

    /// Journals `app`, the session `id`'s, into its file in the session folder (when there is
    /// one) and into the trace (when there is one).
    private func startJournal(of app: LiveApp, id: String) {
        var sinks: [any JournalSink] = trace.map { [$0] } ?? []
        if let path = journalPath(id) {
            do {
                let file = try JournalFile(path: path, format: .journal) { problem in
                    Task { @MainActor in LassoDiagnostics.report(problem) }
                }
                journalFiles[id] = file
                sinks.insert(file, at: 0)
            } catch {
                LassoDiagnostics.report("\(error); the session is saved every \(Self.saveInterval) instead")
            }
        }
        guard !sinks.isEmpty else { return }
        journalsStarted += 1
        app.startJournal(
            session: "s\(journalsStarted)", sink: sinks.count == 1 ? sinks[0] : JournalSinks(sinks),
            checkpointEvery: journalFiles[id] == nil ? nil : Self.checkpointInterval)
    }

    /// How many entries a session's journal writes between checkpoints.
    static let checkpointInterval = 1_000

    /// Refuses one more session when there are as many as allowed.
    private func checkRoom() throws(WebRefusal) {
        guard sessions.count < options.maxSessions else {
            throw WebRefusal(
                status: 503, closeCode: 4503,
                "The server already has \(options.maxSessions) session\(options.maxSessions == 1 ? "" : "s") open, as many as it may. Try again later (the server's --max-sessions sets how many)."
            )
        }
    }

    /// A session `id` of `user`, not yet among ``sessions``.
    private func build(id: String, user: AppUser) throws(WebRefusal) -> WebSession {
        let app: LiveApp
        do {
            app = try makeApp(user)
        } catch {
            throw WebRefusal(status: 500, closeCode: 4500, "The app could not be built: \(error)")
        }
        let session = WebSession(id: id, app: app, options: options)
        session.eventObserver = eventObserver
        if let standingStatus { session.showStatus(standingStatus.text, isError: standingStatus.isError) }
        return session
    }

    /// The session a connecting page gets: the one it had (`resume`, kept in the tab), when it is
    /// still here, saved in the store (``shared``) or in the session folder, else the one
    /// prepared for its page load (`fresh`, ``prepared``), else a new one.
    ///
    /// Only `user`'s own sessions are ever given back: an id of another user's session (guessed,
    /// or from a shared computer's tab) is treated as unknown, and that session is left alone.
    func connect(fresh: String?, resume: String?, user: AppUser = .tokenHolder) async throws(WebRefusal)
        -> WebSession
    {
        let session = try await find(fresh: fresh, resume: resume, user: user)
        // A page that had a session this server cannot give back (never saved before a fault)
        // is told what happened too: its tab was there.
        if let restoredStatus, resume != nil, session.id != resume {
            session.showStatus(restoredStatus.text, isError: restoredStatus.isError)
        }
        return session
    }

    /// The session ``connect(fresh:resume:user:)`` gives.
    private func find(fresh: String?, resume: String?, user: AppUser) async throws(WebRefusal) -> WebSession {
        if let resume, Self.isSessionID(resume) {
            var resumed = sessions[resume]
            // The store first when shared: another process may have carried the session on
            // since this one saved its file (it died, and is back).
            if resumed == nil, let shared, let saved = await shared.session(resume, of: user) {
                // Another connection may have brought it back while the store was read.
                if let current = sessions[resume] {
                    resumed = current
                } else {
                    resumed = try restore(saved, id: resume, for: user, from: "the store")
                }
            }
            if resumed == nil { resumed = try restore(resume, for: user) }
            if let resumed, resumed.app.user == user {
                // The session made for this page load is not needed: the tab had one.
                if let fresh, fresh != resume { prepared[fresh] = nil }
                return resumed
            }
        }
        if let fresh, let (session, _) = prepared[fresh], session.app.user == user {
            try checkRoom()
            prepared[fresh] = nil
            sessions[fresh] = session
            startJournal(of: session.app, id: fresh)
            return session
        }
        if let fresh, let session = sessions[fresh], session.app.user == user { return session }
        return try newSession(for: user)
    }

    /// Drops sessions left longer than the grace period and closes idle ones; past the grace
    /// period from the start, deletes the files of saved sessions no page came back to.
    func sweep(now: ContinuousClock.Instant = .now) {
        prepared = prepared.filter { now - $0.value.at <= Self.preparedLife }
        if !unclaimed.isEmpty, now - startedAt > options.gracePeriod {
            for id in unclaimed where sessions[id] == nil {
                for path in [savedPath(id), journalPath(id)].compactMap({ $0 }) { saving.async { _ = unlink(path) } }
            }
            unclaimed = []
        }
        for (id, session) in sessions {
            if let left = session.disconnectedAt, now - left > options.gracePeriod {
                end(id)
            } else if session.isConnected, now - session.lastActivity > options.idleTimeout {
                session.close(
                    code: 4408,
                    reason:
                        "The session was closed after \(Self.describe(options.idleTimeout)) without use. Reload the page to start again."
                )
                end(id)
            }
        }
    }

    /// Saves the sessions that changed, at most every ``saveInterval``: one at a time, letting
    /// the main actor answer the pages' events in between. (Taking every session's snapshot in
    /// one go held the main actor for 0.3 s with a thousand sessions: BENCHMARKS.md, "Serve".)
    func saveChangedIfDue(now: ContinuousClock.Instant = .now) async {
        guard options.stateDirectory != nil, now - lastSave >= Self.saveInterval else { return }
        lastSave = now
        for id in sessions.keys {
            // A session may have ended, or been saved by ``saveAll()``, while this one waited.
            guard let session = sessions[id], session.hasUnsavedChanges else { continue }
            save(session, id: id)
            await Task.yield()
        }
    }

    /// Saves every session now and waits until their files are written (when the server
    /// stops, before a plugin is swapped); ``finishSharedSaving()`` waits for the store's copies.
    /// Ends every session's journal (the server stops). The session folder's journals stay:
    /// the next server resumes their sessions from them.
    package func endJournals() {
        for app in apps { app.journal?.end() }
        for file in journalFiles.values { file.finish() }
        journalFiles = [:]
    }

    package func saveAll() {
        for session in sessions.values { session.hasUnsavedChanges = true }
        saveChanged()
        finishSaving()
    }

    /// Returns once what the sessions' apps started off the main actor (their plugins' records
    /// being written, their HTTP requests) is done, or after `limit`, whichever comes first: a
    /// record a click wrote just before the stop is in the store when the process ends, not
    /// lost with it (the session saved with the new count, the store still holding the old one,
    /// which the restored screen then reads back).
    package func settleBackgroundWork(within limit: Duration) async {
        await BackgroundWorkSettling.settle({ [weak self] in self?.apps.map(\.window) ?? [] }, within: limit)
    }

    /// Returns once every session saved to the store so far (``shared``) is written there.
    package func finishSharedSaving() async {
        await shared?.settled()
    }

    /// Waits until every save started so far is written (the files are written on a queue of
    /// their own).
    package func finishSaving() {
        saving.sync {}
    }

    /// Shows `text` in the status line of the page whose event is being handled (an error that
    /// event caused); returns whether there is one.
    package func showStatusOfCurrentEvent(_ text: String, isError: Bool) -> Bool {
        guard let session = WebSession.handling else { return false }
        session.showStatus(text, isError: isError)
        return true
    }

    /// The status line every page shows until the next such message (what reloads and builds
    /// last said), each page made later too.
    private var standingStatus: (text: String, isError: Bool)?

    /// Shows `text` in every page's status line, and in each page's made later until the next
    /// such message.
    package func showStatus(_ text: String, isError: Bool) {
        standingStatus = (text, isError)
        for session in sessions.values { session.showStatus(text, isError: isError) }
    }

    private func end(_ id: String) {
        if let session = sessions.removeValue(forKey: id) {
            shared?.delete(id, of: session.app.user)
            session.app.journal?.end()
        }
        journalFiles.removeValue(forKey: id)?.finish(removing: true)
        if let path = savedPath(id) { saving.async { _ = unlink(path) } }
    }

    private func saveChanged() {
        for (id, session) in sessions where session.hasUnsavedChanges { save(session, id: id) }
    }

    /// Takes `session`'s snapshot now and writes it on the saving queue (and to the store).
    private func save(_ session: WebSession, id: String) {
        guard let path = savedPath(id) else { return }
        session.hasUnsavedChanges = false
        // A journaled session is in its file after each of its events; only a store shared with
        // other servers needs its snapshot.
        if journalFiles[id] != nil {
            if let shared { shared.save(session.app.session(), id: id, of: session.app.user) }
            return
        }
        let snapshot = session.app.session()
        shared?.save(snapshot, id: id, of: session.app.user)
        saving.async {
            do throws(SessionFileError) {
                try snapshot.write(to: path)
            } catch {
                Task { @MainActor in LassoDiagnostics.report("\(error)") }
            }
        }
    }

    private func restore(_ id: String, for user: AppUser) throws(WebRefusal) -> WebSession? {
        // The journal first: it has the session as it was after its last event.
        if let path = journalPath(id), FileManager.default.fileExists(atPath: path) {
            let recovered: JournalRecovery?
            do throws(JournalFileError) {
                recovered = try JournalRecovery.read(from: path)
            } catch {
                LassoDiagnostics.report("\(error); its session file is used, if there is one")
                recovered = nil
            }
            if let recovered {
                if let damage = recovered.damage { LassoDiagnostics.report("the journal \(path): \(damage)") }
                return try restore(recovered.session, id: id, for: user, from: path)
            }
        }
        guard let path = savedPath(id), FileManager.default.fileExists(atPath: path) else { return nil }
        let saved: AppSession
        do {
            saved = try AppSession.read(from: path)
        } catch {
            LassoDiagnostics.report("\(error); a new session starts instead")
            return nil
        }
        return try restore(saved, id: id, for: user, from: path)
    }

    /// `saved` as the live session `id` of `user`, when it is theirs and this app's; `origin`
    /// (its file, or the store) names it in messages.
    private func restore(_ saved: AppSession, id: String, for user: AppUser, from origin: String) throws(WebRefusal)
        -> WebSession?
    {
        // A file saved before sessions knew their user was the token holder's.
        guard (saved.user ?? AppUser.tokenHolder.id) == user.id else { return nil }
        let session = try make(id: id, user: user, journaling: false)
        // A session another app saved (a --state-dir shared between configs) is not this app's.
        let current = session.app.configIdentity
        guard saved.config == current else {
            sessions[id] = nil
            LassoDiagnostics.report(
                "\(origin) holds a session of \(saved.config), not of \(current); a new session starts instead")
            return nil
        }
        session.app.restore(saved)
        if let restoredStatus { session.showStatus(restoredStatus.text, isError: restoredStatus.isError) }
        startJournal(of: session.app, id: id)
        return session
    }

    private func savedPath(_ id: String) -> String? {
        guard let folder = options.stateDirectory, Self.isSessionID(id) else { return nil }
        return folder + "/" + id + ".json"
    }

    /// The journal of session `id` in the session folder, when sessions are journaled.
    private func journalPath(_ id: String) -> String? {
        guard options.journalsSessions, let folder = options.stateDirectory, Self.isSessionID(id) else { return nil }
        return folder + "/" + id + ".jsonl"
    }

    /// Whether `text` has the shape of a session id (32 hexadecimal digits): nothing else is
    /// ever made into a path.
    static func isSessionID(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    package static func describe(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        if seconds % 60 == 0 { return "\(seconds / 60) minute\(seconds == 60 ? "" : "s")" }
        return "\(seconds) seconds"
    }
}

/// Why the server refused a page or a connection: the HTTP status (or the socket's close code)
/// and the message the user reads.
struct WebRefusal: Error, Sendable, CustomStringConvertible {
    let status: Int
    let closeCode: UInt16
    let description: String

    init(status: Int, closeCode: UInt16, _ description: String) {
        self.status = status
        self.closeCode = closeCode
        self.description = description
    }
}
