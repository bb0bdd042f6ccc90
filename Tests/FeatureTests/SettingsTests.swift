import Foundation
import Lasso
import Testing

@testable import SettingsFeature

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

    @Test func editsMarkTheFormUnsavedAndSaveEmitsAndPersistsTheValues() throws {
        var outputs: [SettingsScreenModule.Output] = []
        let screen = SettingsScreenModule.createScreen { $0.storage = storage }
            .observeOutput { outputs.append($0) }
        let store = screen.store
        store.dispatchAction(.didUpdateDisplayName("Zoë"))
        store.dispatchAction(.didToggleNotifications)
        store.dispatchAction(.didSelectTheme(try #require(SettingsValues.themes.firstIndex(of: "Dark"))))
        #expect(store.state.hasUnsavedChanges)
        store.dispatchAction(.didTapSave)
        let expected = SettingsValues(displayName: "Zoë", notificationsEnabled: false, theme: "Dark")
        #expect(outputs == [.didSaveSettings(expected)])
        #expect(store.state.message == "Saved.")
        #expect(!store.state.hasUnsavedChanges)
        #expect(try storage.load() == expected)
    }

    @Test func aNewFormStartsFromTheSavedValues() throws {
        try storage.save(SettingsValues(displayName: "Kim", notificationsEnabled: false, theme: "Light"))
        let screen = SettingsScreenModule.createScreen { $0.storage = storage }
        #expect(screen.store.state.values.displayName == "Kim")
        #expect(screen.store.state.values.theme == "Light")
    }

    @Test func anUnwritableStorageShowsAMessageInsteadOfFailingSilently() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocked = FileSettingsStorage(
            url: folder.appendingPathComponent("file").appendingPathComponent("settings.json"))
        try Data("not a folder".utf8).write(to: folder.appendingPathComponent("file"))
        let screen = SettingsScreenModule.createScreen { $0.storage = blocked }
        screen.store.dispatchAction(.didUpdateDisplayName("x"))
        screen.store.dispatchAction(.didTapSave)
        #expect(screen.store.state.message?.hasPrefix("Could not save") == true)
        #expect(screen.store.state.hasUnsavedChanges)
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

    @Test func theFormNamesWhereItSavesAndResetForgetsTheSavedValues() throws {
        try storage.save(SettingsValues(displayName: "Kim", notificationsEnabled: false, theme: "Light"))
        let screen = SettingsScreenModule.createScreen { $0.storage = storage }
        let store = screen.store
        #expect(store.state.storageLocation == storage.url.path)
        let labels = screen.controller.view.visibleWidgets.compactMap { $0 as? Label }.map(\.text)
        #expect(labels.contains("Saved in \(storage.url.path)"))
        store.dispatchAction(.didTapReset)
        #expect(store.state.values == SettingsValues())
        #expect(!FileManager.default.fileExists(atPath: storage.url.path), "the saved file is removed")
        #expect(try storage.load() == nil)
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
