import Lasso

/// Moves what an earlier version of the plugin saved into the declared settings, once per user:
/// the record `values` it kept among the user's records (version 1.x), or, for the system account
/// (`lasso-shell run`), the JSON file it wrote before the host offered storage
/// (``FileSettingsStorage``). Both are left as they are.
@MainActor
public struct SettingsImport {
    /// The key of the values version 1.x kept among the user's records.
    static let valuesKey = "values"
    /// Set once the import ran, so that it runs at most once (a reset does not bring old values
    /// back).
    static let doneKey = "imported-into-declared-settings"

    let services: HostServices
    let legacyFile: FileSettingsStorage?

    /// The import for `services`' user; the system account's also reads `legacyFile`.
    public init(
        services: HostServices,
        legacyFile: FileSettingsStorage? = FileSettingsStorage(url: FileSettingsStorage.defaultURL)
    ) {
        self.services = services
        self.legacyFile = services.user.authority == .system ? legacyFile : nil
    }

    /// Runs the import in a task of its own; its end is what `wait idle` waits for.
    public func start() {
        Task { await run() }
    }

    /// Runs the import, if it has not run for this user.
    public func run() async {
        let records = services.storage.user
        do {
            guard try await records.value(Bool.self, for: Self.doneKey) == nil else { return }
            var values = try await records.value(
                SettingsValues.self, for: Self.valuesKey, migratingOver: SettingsValues())
            // A file that cannot be read is not imported.
            if values == nil, let legacyFile { values = try? await legacyFile.load() }
            if let values { await apply(values) }
            try await records.put(true, for: Self.doneKey)
        } catch {
            services.log.error("could not import the settings an earlier version saved", ["error": .value("\(error)")])
        }
    }

    /// Sets what `values` holds, each setting on its own: one the declaration does not take (a
    /// name with a line break) is logged and left at its default.
    private func apply(_ values: SettingsValues) async {
        let settings = services.settings
        do { try await settings.set(SettingsPlugin.displayName, to: values.displayName) } catch { log(error) }
        do { try await settings.set(SettingsPlugin.notifications, to: values.notificationsEnabled) } catch {
            log(error)
        }
        do { try await settings.host.set(HostSettings.theme, to: values.theme) } catch { log(error) }
        services.log.info("imported the settings an earlier version saved")
    }

    private func log(_ error: any Error) {
        services.log.warning("a setting an earlier version saved was not imported", ["error": .value("\(error)")])
    }
}
