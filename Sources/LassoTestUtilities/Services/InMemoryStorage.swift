import Lasso
internal import Synchronization

/// Plugins' records in memory, for tests: hand one to several `HostServices` (two
/// sessions of one user, two users) to see what each sees of the others' changes.
@MainActor
public final class InMemoryStorage {
    package let service = StorageService.inMemory()

    /// An empty storage.
    public init() {}

    /// Returns once every store observing these records has been told of every change made so
    /// far: await it before checking what a store shows after a write.
    public func settled() async {
        await service.settled()
    }
}

/// A plugin's log lines kept in memory, for tests: what a store logged, as the host writes it
/// (`info [settings system:tester] saved the settings theme=Dark`, without the time).
public final class LogCapture: Sendable {
    private let level: PluginLog.Level
    private let captured = Mutex<[String]>([])

    /// A capture of the lines from `level` up (every line by default).
    public init(level: PluginLog.Level = .debug) {
        self.level = level
    }

    /// Where the host's log lines go: into ``lines``.
    package var sink: LogSink {
        LogSink(level: level) { [self] line in captured.withLock { $0.append(line.text) } }
    }

    /// The lines so far.
    public var lines: [String] { captured.withLock { $0 } }
}

extension HostServices {
    /// Services for a store under test: `user`, `plugin`'s records in `storage` (a new, empty
    /// one by default), its log lines in `log` (none kept by default) and its HTTP answered by
    /// `http` (by default a table with no answers), with no disk and no network.
    public static func inMemory(
        plugin: String = "test", user: AppUser = AppUser(authority: .system, name: "tester"),
        storage: InMemoryStorage = InMemoryStorage(), log: LogCapture? = nil, http: InMemoryHTTP = InMemoryHTTP()
    ) -> HostServices {
        HostServices(
            plugin: plugin, user: user, storage: storage.service, log: log?.sink ?? .discarding,
            http: http.transport)
    }
}
