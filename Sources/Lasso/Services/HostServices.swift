/// What the host offers a plugin's stores and flows: who is using the app, and where the
/// plugin keeps its data. Handed to a store when it is made (``ScreenModule`` registrations
/// take it beside the store, flows when they are made), never reached as a global, so that a
/// test hands in its own (`HostServices.inMemory` in LassoTestUtilities).
///
/// One per plugin and session: its storage is the plugin's own namespace, and its user the
/// session's.
@MainActor
public final class HostServices {
    /// Who is using this session.
    public let user: AppUser
    /// The plugin these services were made for: its records are the only ones ``storage``
    /// reaches.
    public let plugin: String
    /// The plugin's records: the user's and the app's.
    public let storage: PluginStorage
    /// The plugin's log, labelled with the plugin and the user.
    public let log: PluginLog
    /// The plugin's HTTP client, on the host's own event loops.
    public let http: PluginHTTP
    /// The plugin's declared settings as they are for the user: theirs, the app's or the
    /// defaults.
    public let settings: PluginSettings

    package init(
        plugin: String, user: AppUser, storage: StorageService, log: LogSink = .discarding,
        http: any PluginHTTPTransport = UnavailableHTTPTransport(), httpActivity: HTTPActivity? = nil,
        settings: SettingsCatalog = SettingsCatalog(), module: String? = nil
    ) {
        self.plugin = plugin
        self.user = user
        self.storage = PluginStorage(service: storage, plugin: plugin, user: user)
        self.settings = PluginSettings(service: storage, plugin: plugin, user: user, catalog: settings)
        self.log = PluginLog(plugin: plugin, module: module, user: user, sink: log)
        self.http = PluginHTTP(plugin: plugin, transport: http, activity: httpActivity)
    }
}

/// What a session's plugins get their ``HostServices`` from: its user, and the process's
/// storage, log and HTTP client.
@MainActor
package struct SessionServices {
    package let user: AppUser
    package let storage: StorageService
    package let log: LogSink
    package let http: any PluginHTTPTransport
    /// The session's requests under way (for `wait idle`).
    package let httpActivity = HTTPActivity()

    package init(
        user: AppUser, storage: StorageService, log: LogSink = .discarding,
        http: any PluginHTTPTransport = UnavailableHTTPTransport()
    ) {
        self.user = user
        self.storage = storage
        self.log = log
        self.http = http
    }

    /// Services with a storage of their own in memory, for the system account: a trial build
    /// that is thrown away, a description, a test.
    package static func inMemory(user: AppUser = .systemAccount) -> SessionServices {
        SessionServices(user: user, storage: .inMemory())
    }

    /// The services of `plugin` in this session, its settings declared in `settings` (the plugin
    /// host's catalog; by default one with none declared), made for the app's screen or flow
    /// `module` (which its log lines name) when given.
    package func services(
        for plugin: String, settings: SettingsCatalog = SettingsCatalog(), module: String? = nil
    ) -> HostServices {
        HostServices(
            plugin: plugin, user: user, storage: storage, log: log, http: http, httpActivity: httpActivity,
            settings: settings, module: module)
    }
}

extension HostServices {
    /// Services of plugin `test` with an in-memory storage of their own, for the host's tests
    /// of module instances (a plugin's tests use `HostServices.inMemory` of LassoTestUtilities).
    package static var inMemoryForTests: HostServices {
        SessionServices.inMemory().services(for: "test")
    }
}
