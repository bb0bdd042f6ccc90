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

    /// Sets what `values` holds, each setting on its own, where it says more than the default and
    /// the setting is still at its default (a value the user or the app's config gave it since
    /// is kept). One the declaration does not take (a name with a line break) is logged and left.
    private func apply(_ values: SettingsValues) async {
        let settings = services.settings
        await importValue(values.displayName, into: SettingsPlugin.displayName, of: settings)
        await importValue(values.notificationsEnabled, into: SettingsPlugin.notifications, of: settings)
        await importValue(values.theme, into: HostSettings.theme, of: settings.host)
        services.log.info("imported the settings an earlier version saved")
    }

    private func importValue<Value: Equatable>(
        _ value: Value, into setting: PluginSetting<Value>, of settings: PluginSettings
    ) async {
        do {
            guard value != setting.defaultValue, try await settings.value(setting) == setting.defaultValue else {
                return
            }
            try await settings.set(setting, to: value)
        } catch {
            log(error)
        }
    }

    private func log(_ error: any Error) {
        services.log.warning("a setting an earlier version saved was not imported", ["error": .value("\(error)")])
    }
}
