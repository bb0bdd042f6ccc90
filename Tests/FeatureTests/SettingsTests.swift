import Foundation
import Lasso
import LassoTestUtilities
import Testing

@testable import SettingsFeature

/// A settings form whose store keeps its values in `storage`: the screen and its store (whose
/// storage work a test awaits).
@MainActor
func settingsForm(_ storage: (any SettingsStorage)?) -> (screen: SettingsScreenModule.Screen, store: SettingsStore) {
    var made: SettingsStore?
    let screen = SettingsScreenModule.createScreen { store in
        made = store
        store.storage = storage
    }
    return (screen, made!)
}

/// Returns once `store` has done the storage work it started.
@MainActor
func settled(_ store: SettingsStore) async {
    await store.work?.value
}

@MainActor
@Suite("Settings")
struct SettingsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-settings-\(UUID().uuidString)")
    var storage: FileSettingsStorage { FileSettingsStorage(url: folder.appendingPathComponent("settings.json")) }

    @Test func theFormOffersTheAppsThemeThenEveryBuiltInThemeByATitleThatNamesIt() {
        #expect(SettingsValues.themes.first == "System")
        #expect(SettingsValues.themes.dropFirst().map { Theme.named($0) } == Theme.builtIn)
        #expect(SettingsValues.themes.contains("High contrast"))
    }

    @Test func editsMarkTheFormUnsavedAndSaveEmitsAndPersistsTheValues() async throws {
        let services = HostServices.inMemory(plugin: "settings")
        var outputs: [SettingsScreenModule.Output] = []
        let (screen, store) = settingsForm(StoredSettings(services: services))
        screen.observeOutput { outputs.append($0) }
        await settled(store)
        store.dispatchAction(.didUpdateDisplayName("Zoë"))
        store.dispatchAction(.didToggleNotifications)
        store.dispatchAction(.didSelectTheme(try #require(SettingsValues.themes.firstIndex(of: "Dark"))))
        #expect(store.state.hasUnsavedChanges)
        store.dispatchAction(.didTapSave)
        await settled(store)
        let expected = SettingsValues(displayName: "Zoë", notificationsEnabled: false, theme: "Dark")
        #expect(outputs == [.didSaveSettings(expected)])
        #expect(store.state.message == "Saved.")
        #expect(!store.state.hasUnsavedChanges)
        #expect(try await services.storage.user.value(SettingsValues.self, for: "values") == expected)
    }

    @Test func aSaveIsLoggedWithThePluginAndTheUser() async throws {
        let log = LogCapture()
        let services = HostServices.inMemory(plugin: "settings", log: log)
        var made: SettingsStore?
        _ = SettingsScreenModule.createScreen { store in
            made = store
            store.log = services.log
            store.storage = StoredSettings(services: services)
        }
        let store = try #require(made)
        await settled(store)
        store.dispatchAction(.didSelectTheme(try #require(SettingsValues.themes.firstIndex(of: "Dark"))))
        store.dispatchAction(.didTapSave)
        await settled(store)
        #expect(log.lines == ["info [settings system:tester] saved the settings theme=Dark"])
    }

    @Test func aNewFormStartsFromTheSavedValues() async throws {
        let services = HostServices.inMemory(plugin: "settings")
        try await StoredSettings(services: services).save(
            SettingsValues(displayName: "Kim", notificationsEnabled: false, theme: "Light"))
        let (_, store) = settingsForm(StoredSettings(services: services))
        await settled(store)
        #expect(store.state.values.displayName == "Kim")
        #expect(store.state.values.theme == "Light")
    }

    @Test func aSaveInOneSessionShowsInTheUsersOtherSessionButNotInAnotherUsers() async throws {
        let storage = InMemoryStorage()
        let ada = AppUser(authority: .account, name: "ada")
        let bob = AppUser(authority: .account, name: "bob")
        let (_, first) = settingsForm(
            StoredSettings(services: .inMemory(plugin: "settings", user: ada, storage: storage)))
        let (_, second) = settingsForm(
            StoredSettings(services: .inMemory(plugin: "settings", user: ada, storage: storage)))
        let (_, someoneElse) = settingsForm(
            StoredSettings(services: .inMemory(plugin: "settings", user: bob, storage: storage)))
        for store in [first, second, someoneElse] { await settled(store) }
        await storage.settled()
        first.dispatchAction(.didUpdateDisplayName("Ada"))
        first.dispatchAction(.didTapSave)
        await settled(first)
        await storage.settled()
        #expect(second.state.values.displayName == "Ada", "live in the same user's other session")
        #expect(!second.state.hasUnsavedChanges)
        #expect(someoneElse.state.values.displayName == "", "another user's settings are their own")
    }

    @Test func aSaveElsewhereDoesNotOverwriteEditsNotYetSaved() async throws {
        let storage = InMemoryStorage()
        let make = { settingsForm(StoredSettings(services: .inMemory(plugin: "settings", storage: storage))).store }
        let first = make()
        let second = make()
        for store in [first, second] { await settled(store) }
        second.dispatchAction(.didUpdateDisplayName("typing"))
        first.dispatchAction(.didUpdateDisplayName("saved"))
        first.dispatchAction(.didTapSave)
        await settled(first)
        await storage.settled()
        #expect(second.state.values.displayName == "typing")
        #expect(second.state.hasUnsavedChanges)
    }

    @Test func anUnwritableStorageShowsAMessageInsteadOfFailingSilently() async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocked = FileSettingsStorage(
            url: folder.appendingPathComponent("file").appendingPathComponent("settings.json"))
        try Data("not a folder".utf8).write(to: folder.appendingPathComponent("file"))
        let (_, store) = settingsForm(blocked)
        await settled(store)
        store.dispatchAction(.didUpdateDisplayName("x"))
        store.dispatchAction(.didTapSave)
        await settled(store)
        #expect(store.state.message?.hasPrefix("Could not save") == true)
        #expect(store.state.hasUnsavedChanges)
    }

    @Test func theToggleChoiceAndSaveButtonFollowTheState() throws {
        let screen = SettingsScreenModule.createScreen()
        let widgets = screen.controller.view.visibleWidgets
        let toggle = try #require(widgets.compactMap { $0 as? Toggle }.first { $0.identifier == "notifications" })
        let theme = try #require(widgets.compactMap { $0 as? ChoiceGroup }.first { $0.identifier == "theme" })
        let save = try #require(widgets.compactMap { $0 as? Button }.first { $0.identifier == "save" })
        #expect(toggle.isOn)
        #expect(theme.selectedIndex == 0)
        #expect(!save.isEnabled)
        toggle.toggle()
        #expect(!toggle.isOn)
        #expect(save.isEnabled)
        theme.select(2)
        #expect(screen.store.state.values.theme == SettingsValues.themes[2])
        screen.store.dispatchAction(.didSelectTheme(1))
        #expect(theme.selectedIndex == 1, "the state's choice is shown")
    }
}

@MainActor
@Suite("Settings: where they are kept")
struct SettingsLocationTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-settings-\(UUID().uuidString)")
    var storage: FileSettingsStorage { FileSettingsStorage(url: folder.appendingPathComponent("settings.json")) }

    @Test func theFormNamesWhereItSavesAndResetForgetsTheSavedValues() async throws {
        try await storage.save(SettingsValues(displayName: "Kim", notificationsEnabled: false, theme: "Light"))
        let (screen, store) = settingsForm(storage)
        await settled(store)
        #expect(store.state.storageLocation == storage.url.path)
        let labels = screen.controller.view.visibleWidgets.compactMap { $0 as? Label }.map(\.text)
        #expect(labels.contains("Saved in \(storage.url.path)"))
        store.dispatchAction(.didTapReset)
        await settled(store)
        #expect(store.state.values == SettingsValues())
        #expect(!FileManager.default.fileExists(atPath: storage.url.path), "the saved file is removed")
        #expect(try await storage.load() == nil)
    }

    @Test func theHomeFolderIsWrittenTilde() {
        let home = FileSettingsStorage.homeDirectory()
        let inHome = FileSettingsStorage(url: URL(fileURLWithPath: home + "/.config/lasso/settings.json"))
        #expect(inHome.location == "~/.config/lasso/settings.json")
    }

    /// A run given another home (`HOME=…`, as the golden-screen tests give) keeps its settings
    /// there: Foundation's `NSHomeDirectory()` alone ignores `$HOME` and wrote the real home's file.
    @Test func theDefaultFileFollowsHomeAndXDGConfigHome() {
        #expect(
            FileSettingsStorage.defaultURL(in: ["HOME": "/tmp/someone", "XDG_CONFIG_HOME": ""]).path
                == "/tmp/someone/.config/lasso/settings.json")
        #expect(
            FileSettingsStorage.defaultURL(in: ["HOME": "/tmp/someone", "XDG_CONFIG_HOME": "/tmp/config"]).path
                == "/tmp/config/lasso/settings.json")
        #expect(FileSettingsStorage.defaultURL(in: [:]).path == NSHomeDirectory() + "/.config/lasso/settings.json")
    }
}
