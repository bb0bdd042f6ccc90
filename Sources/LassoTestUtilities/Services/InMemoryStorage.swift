import Lasso

/// Plugins' records in memory, for tests: hand one to several `HostServices` (two
/// sessions of one user, two users) to see what each sees of the others' changes.
@MainActor
public final class InMemoryStorage {
    let service = StorageService.inMemory()

    /// An empty storage.
    public init() {}

    /// Returns once every store observing these records has been told of every change made so
    /// far: await it before checking what a store shows after a write.
    public func settled() async {
        await service.settled()
    }
}

extension HostServices {
    /// Services for a store under test: `user`, and `plugin`'s records in `storage` (a new,
    /// empty one by default), with no disk and no network.
    public static func inMemory(
        plugin: String = "test", user: AppUser = AppUser(authority: .system, name: "tester"),
        storage: InMemoryStorage = InMemoryStorage()
    ) -> HostServices {
        HostServices(plugin: plugin, user: user, storage: storage.service)
    }
}
