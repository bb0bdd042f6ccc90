import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost

/// What a running app's session does, as a sequence of entries (``JournalEntry``): every state
/// a screen's store takes, as the change from the one before; the outputs the config routes and
/// where they went; pushes, pops, presentations, dismissals and tab switches; plugin swaps and
/// reloads. Written to a sink (``JournalSink``: the `--trace` file) a batch at a time.
///
/// **What it costs the app.** Nothing while no journal is on: it adds its observers when it
/// starts. On, a store's update hands the journal the new state value (``RecordedState``), which
/// it keeps, unencoded, with the time; the window's changes only ask for a batch. The batch runs
/// once the main actor is done with what it is doing (the event, its actions, the screens they
/// placed), encodes each kept state, diffs it against the store's last one, looks at the
/// hierarchy once for navigation and new screens, and gives the lines to the sink, which
/// writes them off the main actor.
///
/// Screens are named by where they are (`at`: `tab[Orders]/stack[1]`, the path of tab titles,
/// stack entries and presentations from the window's root), by module as the config names it
/// (`orders.detail`) and by plugin. A ``Lasso/Secret`` field is written as `null`, as in a saved
/// session; so is it in an output's payload.
@MainActor
package final class SessionJournal {
    /// How the session is named in each line.
    package let session: String
    private let sink: any JournalSink
    private weak var app: LiveApp?
    private let started = ContinuousClock.now
    private var sequence = 0
    /// Changes and entries since the last batch, in order.
    private var pending: [Pending] = []
    private var batchScheduled = false
    /// The stores seen, by identity, while they live.
    private var stores: [ObjectIdentifier: RecordedStore] = [:]
    /// Config names of module types, and their plugins; made again after a swap or a reload.
    private var names: [ObjectIdentifier: (module: String, plugin: String)]?
    /// The screens in the window and the selected tabs at the last batch.
    private var lastScreens: ScreenLayout?

    /// The screen the user was on at the last batch, as the config names its module, and its
    /// plugin (`nil` for a screen of the host's): what `run`'s supervisor names when an input
    /// there faults.
    package var topScreen: (module: String, plugin: String?)? {
        guard let layout = lastScreens, let top = layout.top,
            let screen = layout.screens.last(where: { $0.at == top || top.hasPrefix($0.at + "/") })
        else { return nil }
        return (screen.module, screen.plugin)
    }
    private var isEnded = false
    /// After how many entries a checkpoint is written (``JournalEntry/Kind/checkpoint``), when
    /// the journal is kept for recovery; `nil` when it is only read (a trace).
    private let checkpointInterval: Int?
    /// The sequence number of the last checkpoint.
    private var lastCheckpoint: Int?
    /// The most bytes of entries a recovery journal keeps after its checkpoint before it writes
    /// the next (``tailByteBudget`` unless told).
    private let tailBudget: Int
    /// The bytes of entries written since the last checkpoint, and of that checkpoint's line.
    private var tailBytes = 0
    private var checkpointBytes = 0

    /// The byte budget of a session's journal after its checkpoint: with the entry count, it
    /// bounds the file. A journal checkpoints when the entries after its checkpoint reach this
    /// many bytes or the checkpoint's own size, whichever is more (so a session bigger than the
    /// budget checkpoints no more often than its entries double the file), and the file holds at
    /// most its checkpoint, max(checkpoint, budget) more and one batch.
    package static let tailByteBudget = 256 * 1024

    private enum Pending {
        case state(ObjectIdentifier, RecordedState, UInt64)
        case entry(JournalEntry)
    }

    /// A store the journal records.
    private final class RecordedStore {
        weak var store: (any StateCodingStore)?
        var at: String
        let module: String
        let plugin: String?
        /// Where the config placed it (``LiveModule/placeKey``), which a saved session names it
        /// by; `nil` for a screen a plugin's own flow placed.
        let place: String?
        /// The last state written, which the next is diffed against.
        var last: JSONValue?

        init(store: any StateCodingStore, at: String, module: String, plugin: String?, place: String?) {
            self.store = store
            self.at = at
            self.module = module
            self.plugin = plugin
            self.place = place
        }
    }

    /// Starts journaling `app`'s session into `sink`: a `start` entry, the screens on show and
    /// each one's state. The app keeps the journal (``LiveApp/journal``) until ``end()``. With
    /// `checkpointEvery`, a checkpoint (the whole session, as a saved session holds it) follows
    /// the first batch and every that many entries or `tailBytes` bytes of them (the budget,
    /// ``tailByteBudget``), and the sink starts afresh from it.
    package init(
        app: LiveApp, session: String, sink: any JournalSink, checkpointEvery: Int? = nil,
        tailBytes: Int = SessionJournal.tailByteBudget
    ) {
        self.session = session
        self.sink = sink
        self.app = app
        checkpointInterval = checkpointEvery.map { max(1, $0) }
        tailBudget = max(1, tailBytes)
        app.journal = self
        app.window.displayObservers.append { [weak self] in self?.scheduleBatch() }
        app.window.inputObservers.append { [weak self] in self?.writeBatch() }
        let plugins = app.registry.plugins.values.sorted { $0.name < $1.name }
        append(
            .start,
            [
                ("config", .string(app.configIdentity)),
                ("user", .string(app.user.id)),
                ("plugins", .object(Dictionary(plugins.map { ($0.name, .string($0.version)) }) { first, _ in first })),
            ])
        writeBatch()
    }

    // MARK: - Recording

    /// Notes that the config's `route` ran for `output` of the module `module` shown by
    /// `controller`.
    func recordOutput(_ output: ModuleOutput, of module: String, from controller: ViewController, route: Route) {
        let payload = (try? JSONValue(json: output.payload)) ?? .object([:])
        var fields: [(String, JSONValue)] = [("at", .string(ScreenLayout.position(of: controller)))]
        fields += [("module", .string(module))]
        if let plugin = app?.registry.module(named: module)?.pluginName { fields.append(("plugin", .string(plugin))) }
        fields += [("output", .string(output.name)), ("payload", payload), ("route", .string(route.summary))]
        append(.output, fields)
    }

    /// Notes that a plugin's new version took over (``LiveApp/swap(_:)``).
    func recordSwap(_ report: PluginSwapReport) {
        names = nil
        append(
            .swap,
            [
                ("plugin", .string(report.plugin)), ("from", .string(report.previousVersion)),
                ("to", .string(report.version)),
                (
                    "screens",
                    .object(
                        Dictionary(report.screens.map { ($0.module, .string($0.state.summary)) }) { first, _ in first }
                    )
                ),
                ("outcome", .string(report.summary)),
            ])
    }

    /// Notes how a reload ended: a refused plugin, a config reloaded or refused, a restart (a
    /// plugin that took over has its ``recordSwap(_:)`` entry; a reload that changed nothing,
    /// none).
    package func recordReload(_ outcome: ReloadOutcome) {
        names = nil
        switch outcome {
        case .swapped, .unchanged, .nothingChanged: return
        case .pluginRefused, .configReloaded, .configRefused, .restarted: break
        }
        append(.reload, [("outcome", .string(outcome.summary)), ("succeeded", .bool(outcome.succeeded))])
    }

    /// Writes what is pending and an `end` entry; records nothing more.
    package func end() {
        guard !isEnded else { return }
        writeBatch()
        append(.end, [])
        writeBatch()
        isEnded = true
        if app?.journal === self { app?.journal = nil }
    }

    private func append(_ kind: JournalEntry.Kind, _ fields: [(String, JSONValue)]) {
        guard !isEnded else { return }
        pending.append(.entry(JournalEntry(kind, time: now(), fields)))
        scheduleBatch()
    }

    private func now() -> UInt64 {
        let elapsed = started.duration(to: .now).components
        return UInt64(elapsed.seconds) * 1_000_000_000 + UInt64(elapsed.attoseconds / 1_000_000_000)
    }

    // MARK: - Batches

    /// Has ``writeBatch()`` run once the main actor is done with what it is doing.
    private func scheduleBatch() {
        guard !batchScheduled, !isEnded else { return }
        batchScheduled = true
        // Skipped when an input's batch wrote it first (the flag is down then): one batch per
        // event, not a second walk of the window finding nothing.
        Task { [weak self] in
            guard let self, self.batchScheduled else { return }
            self.writeBatch()
        }
    }

    /// Writes what happened since the last batch: pending entries and states, the states of
    /// screens seen for the first time, and a navigation entry when the screens changed.
    package func writeBatch() {
        batchScheduled = false
        guard !isEnded, let app else { return }
        var lines: [String] = []
        flushPending(into: &lines)
        let layout = ScreenLayout(window: app.window, naming: moduleNames())
        discoverStores(in: layout)
        flushPending(into: &lines)
        if let change = layout.change(from: lastScreens) {
            lines.append(line(for: JournalEntry(.navigation, time: now(), change)))
        }
        lastScreens = layout
        stores = stores.filter { $0.value.store != nil }
        if !lines.isEmpty { sink.write(lines) }
        guard let checkpointInterval else { return }
        tailBytes += lines.reduce(0) { $0 + $1.utf8.count + 1 }
        if sequence - (lastCheckpoint ?? -checkpointInterval) >= checkpointInterval
            || tailBytes >= max(tailBudget, checkpointBytes)
        {
            writeCheckpoint(of: app)
        }
    }

    /// Writes the whole session as a checkpoint, from which the sink starts afresh.
    private func writeCheckpoint(of app: LiveApp) {
        guard let snapshot = try? JSONValue(json: app.session().encoded(for: "the journal")) else { return }
        let plugins = app.registry.plugins.values.map { ($0.name, JSONValue.string($0.version)) }
        let entry = JournalEntry(
            .checkpoint, time: now(),
            [("plugins", .object(Dictionary(plugins) { first, _ in first })), ("snapshot", snapshot)])
        let checkpoint = line(for: entry)
        sink.startAfresh(with: [checkpoint])
        lastCheckpoint = sequence
        checkpointBytes = checkpoint.utf8.count + 1
        tailBytes = 0
    }

    private func flushPending(into lines: inout [String]) {
        let taken = pending
        pending.removeAll()
        for item in taken {
            switch item {
            case .entry(let entry):
                lines.append(line(for: entry))
            case .state(let id, let state, let time):
                guard let recorded = stores[id], let entry = stateEntry(recorded, state, time: time) else { continue }
                lines.append(line(for: entry))
            }
        }
    }

    private func line(for entry: JournalEntry) -> String {
        sequence += 1
        return entry.line(seq: sequence, session: session)
    }

    /// The entry for `recorded`'s new `state`: its diff from the last one, or the whole state
    /// the first time or when that is shorter; `nil` when nothing changed.
    private func stateEntry(_ recorded: RecordedStore, _ state: RecordedState, time: UInt64) -> JournalEntry? {
        var fields: [(String, JSONValue)] = [("at", .string(recorded.at)), ("module", .string(recorded.module))]
        if let plugin = recorded.plugin { fields.append(("plugin", .string(plugin))) }
        if let place = recorded.place { fields.append(("place", .string(place))) }
        let json: JSONValue
        do {
            json = try state.encoded()
        } catch {
            return JournalEntry(.state, time: time, fields + [("unencodable", .string("\(error)"))])
        }
        defer { recorded.last = json }
        guard let last = recorded.last else { return JournalEntry(.state, time: time, fields + [("state", json)]) }
        let patch = JSONPatch(from: last, to: json)
        guard !patch.isEmpty else { return nil }
        let diff = patch.json
        let whole = diff.jsonText.utf8.count > json.jsonText.utf8.count
        return JournalEntry(.state, time: time, fields + [whole ? ("state", json) : ("diff", diff)])
    }

    /// Starts recording the stores on show that are not yet, and names every store by where it
    /// is now.
    private func discoverStores(in layout: ScreenLayout) {
        let places = Dictionary(
            (app?.buildSession.liveModules ?? []).compactMap { module in
                module.store.map { (ObjectIdentifier($0), module.placeKey) }
            }, uniquingKeysWith: { _, last in last })
        for screen in layout.screens {
            let id = ObjectIdentifier(screen.store)
            if let recorded = stores[id] {
                recorded.at = screen.at
                continue
            }
            let recorded = RecordedStore(
                store: screen.store, at: screen.at, module: screen.module, plugin: screen.plugin, place: places[id])
            stores[id] = recorded
            screen.store.recordStates { [weak self] state in
                guard let self, !self.isEnded else { return }
                self.pending.append(.state(id, state, self.now()))
                self.scheduleBatch()
            }
        }
    }

    /// The config name and plugin of each registered module type.
    private func moduleNames() -> [ObjectIdentifier: (module: String, plugin: String)] {
        if let names { return names }
        var made: [ObjectIdentifier: (module: String, plugin: String)] = [:]
        if let registry = app?.registry {
            for name in registry.moduleNames {
                guard let module = registry.module(named: name) else { continue }
                made[ObjectIdentifier(module.moduleType)] = (name, module.pluginName)
            }
        }
        names = made
        return made
    }
}

extension LiveApp {
    /// Starts journaling this app's session into `sink` (``SessionJournal``).
    @discardableResult
    package func startJournal(
        session: String, sink: any JournalSink, checkpointEvery: Int? = nil,
        tailBytes: Int = SessionJournal.tailByteBudget
    ) -> SessionJournal {
        journal?.end()
        return SessionJournal(
            app: self, session: session, sink: sink, checkpointEvery: checkpointEvery, tailBytes: tailBytes)
    }
}
