import Foundation
import Lasso
import LassoTestUtilities
import Testing

@testable import SettingsFeature

/// The Settings sample: its declared settings, and the values its earlier versions saved, moved
/// into them once (the form itself is the host's: SettingsFormTests).
@MainActor
@Suite("Settings")
struct SettingsTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-settings-\(UUID().uuidString)")
    var legacyFile: FileSettingsStorage { FileSettingsStorage(url: folder.appendingPathComponent("settings.json")) }

    func writeLegacyFile(_ values: SettingsValues) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try JSONEncoder().encode(values).write(to: legacyFile.url)
    }

    @Test func theHostOffersTheAppsThemeThenEveryBuiltInThemeByATitleThatNamesIt() {
        #expect(HostSettings.themes.first == "System")
        #expect(HostSettings.themes.dropFirst().map { Theme.named($0) } == Theme.builtIn)
        #expect(HostSettings.themes.contains("High contrast"))
    }

    @Test func theSampleDeclaresItsProfileSettingsWithDefaults() async throws {
        #expect(SettingsPlugin.displayName.declaration.problem == nil)
        #expect(SettingsPlugin.notifications.declaration.problem == nil)
        let settings = HostServices.inMemory(plugin: "settings").settings
        #expect(try await settings.value(SettingsPlugin.displayName) == "")
        #expect(try await settings.value(SettingsPlugin.notifications))
        #expect(try await settings.host.value(HostSettings.theme) == "System")
    }

    @Test func valuesVersionOneKeptInTheUsersRecordsMoveIntoTheSettingsOnce() async throws {
        let log = LogCapture()
        let services = HostServices.inMemory(plugin: "settings", log: log)
        let old = SettingsValues(displayName: "Kim", notificationsEnabled: false, theme: "Light")
        try await services.storage.user.put(old, for: "values")
        await SettingsImport(services: services, legacyFile: nil).run()
        #expect(try await services.settings.value(SettingsPlugin.displayName) == "Kim")
        #expect(try await !services.settings.value(SettingsPlugin.notifications))
        #expect(try await services.settings.host.value(HostSettings.theme) == "Light")
        #expect(try await services.storage.user.value(SettingsValues.self, for: "values") == old, "left as it was")
        try await services.settings.reset(SettingsPlugin.displayName)
        await SettingsImport(services: services, legacyFile: nil).run()
        #expect(try await services.settings.value(SettingsPlugin.displayName) == "", "a reset stays reset")
        #expect(log.lines == ["info [settings system:tester] imported the settings an earlier version saved"])
    }

    @Test func theOldFileIsImportedForTheSystemAccountOnlyAndLeftAsItWas() async throws {
        try writeLegacyFile(SettingsValues(displayName: "Zoë", notificationsEnabled: true, theme: "Dark"))
        let before = try Data(contentsOf: legacyFile.url)
        let system = HostServices.inMemory(plugin: "settings", user: AppUser(authority: .system, name: "zoe"))
        await SettingsImport(services: system, legacyFile: legacyFile).run()
        #expect(try await system.settings.value(SettingsPlugin.displayName) == "Zoë")
        #expect(try await system.settings.host.value(HostSettings.theme) == "Dark")
        #expect(try Data(contentsOf: legacyFile.url) == before)
        let account = HostServices.inMemory(plugin: "settings", user: AppUser(authority: .account, name: "ada"))
        await SettingsImport(services: account, legacyFile: legacyFile).run()
        #expect(try await account.settings.value(SettingsPlugin.displayName) == "", "a served user never gets the file")
    }

    @Test func anOldValueNeverReplacesOneSetSinceNorBecomesTheUsersOwnWhenItIsTheDefault() async throws {
        let services = HostServices.inMemory(plugin: "settings")
        try await services.settings.host.set(HostSettings.theme, to: "Light")
        try await services.storage.user.put(
            SettingsValues(displayName: "Kim", notificationsEnabled: true, theme: "Dark"), for: "values")
        await SettingsImport(services: services, legacyFile: nil).run()
        #expect(try await services.settings.host.value(HostSettings.theme) == "Light", "set since: kept")
        #expect(try await services.settings.value(SettingsPlugin.displayName) == "Kim")
        let stored = try await services.storage.user.value(JSONValue.self, for: "notifications")
        #expect(stored == nil)
        // Not the user's own: a reset changes nothing, and the app's config may still give another.
        try await services.settings.reset(SettingsPlugin.notifications)
        #expect(try await services.settings.value(SettingsPlugin.notifications))
    }

    @Test func aValueTheDeclarationDoesNotTakeIsLoggedAndTheOthersAreImported() async throws {
        let log = LogCapture()
        let services = HostServices.inMemory(plugin: "settings", log: log)
        try await services.storage.user.put(
            SettingsValues(displayName: "two\nlines", notificationsEnabled: false, theme: "Pink"), for: "values")
        await SettingsImport(services: services, legacyFile: nil).run()
        #expect(try await services.settings.value(SettingsPlugin.displayName) == "")
        #expect(try await !services.settings.value(SettingsPlugin.notifications))
        #expect(log.lines.count == 3)
        #expect(
            log.lines[0].hasPrefix(
                "warning [settings system:tester] a setting an earlier version saved was not imported"))
        #expect(log.lines[1].contains("setting 'theme': Pink is not one of System"))
    }
}

@MainActor
@Suite("Settings: the file earlier versions wrote")
struct SettingsLocationTests {
    /// A run given another home (`HOME=…`, as the golden-screen tests give) reads its settings
    /// there: Foundation's `NSHomeDirectory()` alone ignores `$HOME`.
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
