/// A plugin's records: the signed-in user's, and the app's shared by every user.
@MainActor
public struct PluginStorage {
    /// The records of the user of this session (``HostServices/user``): every session of that
    /// user sees them, no other user does.
    public let user: StorageArea
    /// The records every user of the app shares.
    public let app: StorageArea

    package init(service: StorageService, plugin: String, user: AppUser) {
        self.user = StorageArea(service: service, plugin: plugin, scope: "user:" + user.id)
        app = StorageArea(service: service, plugin: plugin, scope: "app")
    }
}
