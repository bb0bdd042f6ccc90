import Foundation
import Lasso

/// Settings kept in the user's records of the app's store (``Lasso/HostServices``): every
/// session of the same user shares them, live, and no other user sees them.
///
/// The first time it is used for the system account (`lasso-shell run`), the file where
/// earlier versions kept settings (``FileSettingsStorage/defaultURL``) is imported, once; the
/// file is left as it is.
@MainActor
public struct StoredSettings: SettingsStorage {
    /// The key of the values among the plugin's records.
    static let valuesKey = "values"
    /// Set once the old file was looked at, so that it is imported at most once (a reset does
    /// not bring it back).
    static let importedKey = "imported-settings-file"

    let records: StorageArea
    let legacyFile: FileSettingsStorage?

    /// Settings in `records`, importing `legacyFile` the first time when given.
    public init(records: StorageArea, importing legacyFile: FileSettingsStorage? = nil) {
        self.records = records
        self.legacyFile = legacyFile
    }

    /// The user's settings of `services`; the system account's import the old file.
    public init(services: HostServices) {
        let isSystemAccount = services.user.authority == .system
        self.init(
            records: services.storage.user,
            importing: isSystemAccount ? FileSettingsStorage(url: FileSettingsStorage.defaultURL) : nil)
    }

    public func load() async throws -> SettingsValues? {
        if let legacyFile { try await importOnce(legacyFile) }
        // Values saved by an earlier version of the form are read over today's defaults.
        return try await records.value(SettingsValues.self, for: Self.valuesKey, migratingOver: SettingsValues())
    }

    public func save(_ values: SettingsValues) async throws {
        try await records.put(values, for: Self.valuesKey)
    }

    public func reset() async throws {
        try await records.delete(Self.valuesKey)
    }

    /// "the app's store": the file is the app's, with every plugin's records (docs/services.md).
    public var location: String { "the app's store" }

    public func observe(_ onChange: @escaping @MainActor (SettingsValues?) -> Void) -> StorageObservation? {
        records.observe(SettingsValues.self, key: Self.valuesKey, migratingOver: SettingsValues(), onChange: onChange)
    }

    private func importOnce(_ file: FileSettingsStorage) async throws {
        try await records.transaction { transaction in
            guard try await transaction.value(Bool.self, for: Self.importedKey) == nil else { return }
            try transaction.put(true, for: Self.importedKey)
            // A file that cannot be read is not imported; the form starts from the defaults.
            guard try await transaction.value(SettingsValues.self, for: Self.valuesKey) == nil,
                let values = try? await file.load()
            else { return }
            try transaction.put(values, for: Self.valuesKey)
        }
    }
}
