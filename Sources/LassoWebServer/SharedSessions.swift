import Foundation
import Lasso
import LassoConfig

/// Served sessions kept in the app's store as well as in the session folder, when that store is
/// shared by several `serve` processes (PostgreSQL): a page whose process died is given its
/// session by whichever process the proxy sends it to next, as last saved (failover, not only
/// sticky routing).
///
/// Each session is a record of the host's own namespace (``namespace``: a plugin's name has no
/// dot, so no plugin reaches it), in its user's scope, under its id, holding what its file holds.
@MainActor
package final class SharedSessions {
    /// The namespace of served sessions in the store.
    static let namespace = "lasso.serve"

    private let storage: StorageService
    /// The latest write: each waits for the one before, so that a session's removal is never
    /// overtaken by its last save.
    private var lastWrite: Task<Void, Never>?

    /// Sessions kept in `storage`.
    package init(storage: StorageService) {
        self.storage = storage
    }

    /// Where `user`'s sessions are.
    private func address(of user: AppUser) -> StorageAddress {
        StorageAddress(namespace: Self.namespace, scope: "user:\(user.id)")
    }

    /// What the store calls the session `id`, in messages.
    private func name(of id: String) -> String {
        "the session \(id) in the store \(storage.backend.location)"
    }

    /// Saves `snapshot` as `user`'s session `id` (the store's commit goes on meanwhile;
    /// ``settled()`` waits for it). A failure is reported, never lost silently.
    func save(_ snapshot: AppSession, id: String, of user: AppUser) {
        let data: Data
        do throws(SessionFileError) {
            data = try snapshot.encoded(for: name(of: id))
        } catch {
            return LassoDiagnostics.report("\(error)")
        }
        write(data, id: id, of: user)
    }

    /// Removes `user`'s session `id` (it ended).
    func delete(_ id: String, of user: AppUser) {
        write(nil, id: id, of: user)
    }

    private func write(_ data: Data?, id: String, of user: AppUser) {
        var commit = StorageCommit(address: address(of: user))
        commit.writes[id] = data
        lastWrite = Task { [storage, name = name(of: id), previous = lastWrite] in
            await previous?.value
            do {
                _ = try await storage.commit(commit)
            } catch {
                LassoDiagnostics.report("\(name) could not be written: \(error)")
            }
        }
    }

    /// `user`'s session `id` as last saved by any process, or `nil` (none, or damaged: reported).
    func session(_ id: String, of user: AppUser) async -> AppSession? {
        do {
            let stored = try await storage.track { try await storage.backend.read(address(of: user), key: id) }
            guard let stored else { return nil }
            return try AppSession.decode(stored.value, path: name(of: id))
        } catch {
            LassoDiagnostics.report("\(error); a new session starts instead")
            return nil
        }
    }

    /// Returns once every save and removal made so far is written.
    func settled() async {
        await lastWrite?.value
        await storage.settled()
    }
}
