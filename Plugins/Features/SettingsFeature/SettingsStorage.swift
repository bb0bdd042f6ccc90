import Foundation
import Lasso

/// Where saved settings live: the user's records of the app's store (``StoredSettings``), or a
/// JSON file (``FileSettingsStorage``, where they lived before the host offered storage).
@MainActor
public protocol SettingsStorage {
    /// The saved values, or `nil` when nothing was saved yet.
    func load() async throws -> SettingsValues?
    /// Saves `values`.
    func save(_ values: SettingsValues) async throws
    /// Forgets what was saved, so the next start uses the defaults.
    func reset() async throws
    /// Where the values are kept, as the form names it to the user.
    var location: String { get }
    /// Calls `onChange` whenever the saved values change (saved from another session of the
    /// same user), when the storage can tell; keep the result as long as wanted.
    func observe(_ onChange: @escaping @MainActor (SettingsValues?) -> Void) -> StorageObservation?
}
