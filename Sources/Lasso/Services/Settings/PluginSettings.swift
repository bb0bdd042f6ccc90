/// A plugin's settings for the user of this session (``HostServices/settings``): what each
/// declared ``PluginSetting`` is now, followed live, and changed.
///
/// A setting's value is the user's own when they set one (on the settings screen the host
/// draws, or through ``set(_:to:)``), else the app's config's (`settings:`), else the declared
/// default. The user's values are kept per user in the app's store, apart from the plugin's
/// own records, so every session of the same user sees the same settings and no other user does.
///
/// ```swift
/// observation = services.settings.observe(UnitsSettings.precision) { [weak self] places in
///     self?.update { $0.decimalPlaces = places }
/// }
/// ```
@MainActor
public struct PluginSettings {
    /// The plugin whose settings these are.
    public let plugin: String
    let catalog: SettingsCatalog
    let records: StorageArea

    /// The scope of a user's settings among the plugin's records (apart from ``PluginStorage``'s).
    static func scope(of user: AppUser) -> String { "settings:" + user.id }

    package init(service: StorageService, plugin: String, user: AppUser, catalog: SettingsCatalog) {
        self.plugin = plugin
        self.catalog = catalog
        records = StorageArea(service: service, plugin: plugin, scope: Self.scope(of: user))
    }

    /// The setting's value now.
    public func value<Value>(_ setting: PluginSetting<Value>) async throws -> Value {
        let stored = try await records.value(JSONValue.self, for: setting.name)
        return setting.read(resolved(setting.declaration, stored: stored)) ?? setting.defaultValue
    }

    /// Calls `onChange` with the setting's value now, and again whenever the user changes it
    /// (in any of their sessions) or the app's config gives it another value (a config reload),
    /// until the observation is released or cancelled.
    public func observe<Value>(
        _ setting: PluginSetting<Value>, onChange: @escaping @MainActor (Value) -> Void
    ) -> StorageObservation {
        observeResolved(setting.declaration) { onChange(setting.read($0) ?? setting.defaultValue) }
    }

    /// Makes `value` the user's own value of the setting. Throws ``SettingError`` when the
    /// declaration does not take it (a number out of its range, text that is no choice).
    public func set<Value>(_ setting: PluginSetting<Value>, to value: Value) async throws {
        try await store(setting.write(value), checkedBy: setting.declaration)
    }

    /// Forgets the user's own value: the setting is the config's or the default again.
    public func reset<Value>(_ setting: PluginSetting<Value>) async throws {
        try await records.delete(setting.name)
    }

    /// The same user's settings of the host itself (``HostSettings``, such as the theme), which
    /// a plugin may read and set for its user.
    public var host: PluginSettings { of(HostSettings.plugin) }

    // MARK: - By declaration (the host's settings screen)

    /// The same user's settings of `other` plugin: what the settings screen edits.
    package func of(_ other: String) -> PluginSettings {
        other == plugin
            ? self : PluginSettings(records: records.elsewhere(plugin: other), plugin: other, catalog: catalog)
    }

    private init(records: StorageArea, plugin: String, catalog: SettingsCatalog) {
        self.records = records
        self.plugin = plugin
        self.catalog = catalog
    }

    /// Calls `onChange` with the value of `declaration` now and whenever it changes: the user's
    /// value, the config's, or the declaration (a hot swap).
    package func observeResolved(
        _ declaration: SettingDeclaration, onChange: @escaping @MainActor (JSONValue) -> Void
    ) -> StorageObservation {
        let name = declaration.name
        let observation = records.observe(JSONValue.self, key: name) { [catalog, plugin] stored in
            // The declaration as the plugin declares it now (a hot swap may have changed it).
            onChange(resolved(catalog.declaration(name, of: plugin) ?? declaration, stored: stored))
        }
        // A config reload's value or a new declaration is read again at once, as a save is.
        let service = records.service
        catalog.follow(observation, plugin: plugin) { [weak observation] in
            if let observation { service.refresh(observation) }
        }
        return observation
    }

    /// Stores `value` as the user's own value of the setting `declaration` names, once the
    /// plugin's declaration as the host has it now takes it (a form may show one a hot swap has
    /// since changed or removed).
    package func set(_ value: JSONValue, of declaration: SettingDeclaration) async throws {
        guard let current = catalog.declaration(declaration.name, of: plugin) else {
            throw SettingError(
                plugin: plugin, setting: declaration.name, reason: "the plugin no longer declares it; nothing was saved"
            )
        }
        try await store(value, checkedBy: current)
    }

    private func store(_ value: JSONValue, checkedBy declaration: SettingDeclaration) async throws {
        guard let accepted = declaration.accepted(value) else {
            throw SettingError(
                plugin: plugin, setting: declaration.name,
                reason: "\(value.scalarText ?? value.jsonText) is not \(declaration.expectation)")
        }
        try await records.put(accepted, for: declaration.name)
    }

    /// Forgets the user's own value of `declaration`.
    package func reset(_ declaration: SettingDeclaration) async throws {
        try await records.delete(declaration.name)
    }

    /// What `declaration` is when the user set nothing.
    package func fallback(for declaration: SettingDeclaration) -> JSONValue {
        catalog.fallback(for: declaration, of: plugin)
    }

    /// The user's `stored` value when the declaration takes it, else the fallback. A stored
    /// value it no longer takes (a new version narrowed the range) is reported once and kept
    /// as it is until the user sets the setting again.
    func resolved(_ declaration: SettingDeclaration, stored: JSONValue?) -> JSONValue {
        guard let stored else { return fallback(for: declaration) }
        if let accepted = declaration.accepted(stored) { return accepted }
        let fallback = fallback(for: declaration)
        // The value itself is not said: it is one user's, and the report may go to a log all read.
        records.service.reportMigrationOnce(
            "plugin \(plugin): a user's setting '\(declaration.name)' holds \(stored.kindDescription) that is not \(declaration.expectation); \(fallback.jsonText) is used until they set it again (their value is kept)"
        )
        return fallback
    }
}

/// A value a setting does not take.
public struct SettingError: Error, Sendable, CustomStringConvertible {
    /// The plugin that declares the setting.
    public let plugin: String
    /// The setting's name.
    public let setting: String
    /// Why the value was refused.
    public let reason: String

    public var description: String { "plugin \(plugin): setting '\(setting)': \(reason)" }
}
