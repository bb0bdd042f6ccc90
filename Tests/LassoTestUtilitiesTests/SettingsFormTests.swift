import Foundation
import Lasso
import LassoTestUtilities
import Testing

/// The settings screen the host draws from declared settings (`lasso.settings`, and any
/// plugin's registration of ``SettingsFormScreenModule``): a widget per setting for its kind,
/// edits checked against the declaration, Save and Reset, live across a user's sessions.
@MainActor
@Suite("The settings screen drawn from declarations")
struct SettingsFormTests {
    static let precision = PluginSetting.integer(
        "precision", title: "Decimal places", default: 2, in: 0...6, help: "How many decimal places a result shows.")
    static let compact = PluginSetting.toggle("compact", title: "Compact", default: false, help: "Fewer blank lines.")
    static let unit = PluginSetting.choice("unit", title: "Unit", among: ["km", "mi"], default: "km", help: "")

    let storage = InMemoryStorage()
    let catalog = SettingsCatalog()

    init() {
        catalog.declare(HostSettings.declarations, for: HostSettings.plugin)
        catalog.declare([Self.precision.declaration, Self.compact.declaration, Self.unit.declaration], for: "units")
    }

    func services(of user: String = "ada", log: LogCapture? = nil) -> HostServices {
        HostServices(
            plugin: "units", user: AppUser(authority: .account, name: user), storage: storage.service,
            log: log?.sink ?? .discarding, settings: catalog)
    }

    func form(of user: String = "ada", plugins: [String]? = nil, log: LogCapture? = nil) async
        -> (screen: SettingsFormScreenModule.Screen, store: SettingsFormStore)
    {
        var made: SettingsFormStore?
        let screen = SettingsFormScreenModule.createScreen(with: .init(plugins: plugins)) { store in
            made = store
            store.services = services(of: user, log: log)
        }
        await storage.settled()
        return (screen, made!)
    }

    func settled(_ store: SettingsFormStore) async {
        await store.work?.value
        await storage.settled()
    }

    @Test func everyDeclaredSettingIsAWidgetOfItsKindTheHostsFirst() async throws {
        let (screen, store) = await form()
        #expect(store.state.fields.map(\.id) == ["lasso.theme", "units.precision", "units.compact", "units.unit"])
        let widgets = screen.controller.view.visibleWidgets
        #expect(widgets.contains { ($0 as? ChoiceGroup)?.identifier == "theme" })
        #expect(widgets.contains { ($0 as? TextField)?.identifier == "precision" })
        #expect(widgets.contains { ($0 as? Toggle)?.identifier == "compact" })
        #expect(widgets.contains { ($0 as? ChoiceGroup)?.identifier == "unit" })
        let texts = widgets.compactMap { ($0 as? Label)?.text }
        #expect(texts.contains("How many decimal places a result shows."))
        #expect(widgets.contains { ($0 as? FormSection)?.title == "Appearance" })
        let onlyUnits = await form(plugins: ["units"]).store
        #expect(onlyUnits.state.fields.map(\.plugin) == ["units", "units", "units"])
    }

    @Test func saveKeepsTheEditsAsTheUsersOwnAndLogsWhatChanged() async throws {
        let log = LogCapture()
        let (_, store) = await form(log: log)
        store.dispatchAction(.didEdit(id: "units.precision", text: "4"))
        store.dispatchAction(.didToggle(id: "units.compact"))
        store.dispatchAction(.didChoose(id: "units.unit", index: 1))
        #expect(store.state.hasUnsavedChanges)
        store.dispatchAction(.didTapSave)
        await settled(store)
        #expect(store.state.message == "Saved.")
        #expect(!store.state.hasUnsavedChanges)
        let settings = services().settings
        #expect(try await settings.value(Self.precision) == 4)
        #expect(try await settings.value(Self.compact))
        #expect(try await settings.value(Self.unit) == "mi")
        #expect(
            log.lines == [
                "info [units account:ada] saved the settings changed=units.precision,units.compact,units.unit"
            ])
    }

    @Test func textThatIsNoValueSaysWhyAndNothingIsSaved() async throws {
        let (screen, store) = await form()
        store.dispatchAction(.didEdit(id: "units.precision", text: "9"))
        #expect(store.state.fields[1].problem == "Decimal places must be a whole number from 0 to 6")
        #expect(
            screen.controller.view.visibleWidgets.contains {
                ($0 as? Label)?.text == "Decimal places must be a whole number from 0 to 6"
            })
        store.dispatchAction(.didTapSave)
        await settled(store)
        #expect(store.state.message == "Not saved: Decimal places must be a whole number from 0 to 6.")
        #expect(try await services().settings.value(Self.precision) == 2)
        store.dispatchAction(.didEdit(id: "units.precision", text: " 3 "))
        #expect(store.state.fields[1].problem == nil)
    }

    @Test func theConfigsValueShowsUntilTheUserSetsTheirsAndResetGoesBackToIt() async throws {
        catalog.overrides = ["units": ["precision": .integer(5)]]
        let (_, store) = await form()
        #expect(store.state.fields[1].text == "5")
        store.dispatchAction(.didEdit(id: "units.precision", text: "1"))
        store.dispatchAction(.didTapSave)
        await settled(store)
        store.dispatchAction(.didTapReset)
        await settled(store)
        #expect(store.state.fields[1].text == "5")
        #expect(store.state.message == "Back to the defaults; nothing is saved.")
        #expect(try await services().settings.value(Self.precision) == 5)
    }

    @Test func aSaveShowsInTheUsersOtherSessionsButNotOverAnEditNorInAnotherUsers() async throws {
        let (_, first) = await form()
        let (_, second) = await form()
        let (_, editing) = await form()
        let (_, someoneElse) = await form(of: "bob")
        editing.dispatchAction(.didEdit(id: "units.precision", text: "6"))
        first.dispatchAction(.didEdit(id: "units.precision", text: "3"))
        first.dispatchAction(.didTapSave)
        await settled(first)
        #expect(second.state.fields[1].text == "3", "live in the same user's other session")
        #expect(!second.state.hasUnsavedChanges)
        #expect(editing.state.fields[1].text == "6", "an edit not yet saved stays")
        #expect(someoneElse.state.fields[1].text == "2", "another user's settings are their own")
    }

    /// A state may list fewer or other fields than the view was built with: the view draws the
    /// fields the state lists, following each by id; it never traps.
    @Test func aStateWithOtherFieldsIsDrawnAgainWithoutTrapping() async throws {
        let (screen, store) = await form()
        _ = screen.controller.view.visibleWidgets
        var restored = store.state
        restored.fields = [store.state.fields[2]]
        restored.fields[0].value = .bool(true)
        store.replaceState(with: restored)
        let widgets = screen.controller.view.visibleWidgets
        #expect((widgets.first { $0.identifier == "compact" } as? Toggle)?.isOn == true)
        #expect(!widgets.contains { $0.identifier == "precision" })
    }

    /// A hot swap that changes a plugin's declarations shows at once on an open form: a setting
    /// gone is gone, a new range checks what was typed, and a save is checked against them.
    @Test func aHotSwapsDeclarationsShowAtOnceOnAnOpenFormAndCheckItsSave() async throws {
        let (screen, store) = await form()
        store.dispatchAction(.didEdit(id: "units.precision", text: "5"))
        let narrower = PluginSetting.integer("precision", title: "Decimal places", default: 2, in: 0...3, help: "")
        let lines = PluginSetting.integer("lines", title: "Lines", default: 4, in: 1...9, help: "")
        catalog.declare([narrower.declaration, Self.compact.declaration, lines.declaration], for: "units")
        #expect(store.state.fields.map(\.id) == ["lasso.theme", "units.precision", "units.compact", "units.lines"])
        let precision = try #require(store.state.fields.first { $0.id == "units.precision" })
        #expect(precision.text == "5" && precision.isEdited, "the edit stays")
        #expect(precision.problem == "Decimal places must be a whole number from 0 to 3")
        let widgets = screen.controller.view.visibleWidgets
        #expect(widgets.contains { $0.identifier == "lines" })
        #expect(!widgets.contains { $0.identifier == "unit" })
        store.dispatchAction(.didTapSave)
        await settled(store)
        #expect(store.state.message == "Not saved: Decimal places must be a whole number from 0 to 3.")
    }

    /// What a session keeps of the form is the user's edits, not the settings' declarations:
    /// those are the plugins' when the session comes back.
    @Test func aSavedFormKeepsItsEditsAndNotTheDeclarations() async throws {
        let (_, store) = await form()
        let saved = try JSONEncoder().encode(store.state)
        #expect(String(decoding: saved, as: UTF8.self) == "{}")
        store.dispatchAction(.didEdit(id: "units.precision", text: "4"))
        let edited = try JSONEncoder().encode(store.state)
        #expect(!String(decoding: edited, as: UTF8.self).contains("Decimal places"))
        var made: SettingsFormStore?
        _ = SettingsFormScreenModule.createScreen(
            with: try JSONDecoder().decode(SettingsFormScreenModule.State.self, from: edited)
        ) { restored in
            made = restored
            restored.services = services()
        }
        let restored = try #require(made)
        #expect(restored.state.fields.first { $0.id == "units.precision" }?.text == "4")
        #expect(restored.state.hasUnsavedChanges)
        // A session restored into a running form (or a hot swap) replaces its state the same way.
        let (_, running) = await form()
        running.replaceState(with: try JSONDecoder().decode(SettingsFormScreenModule.State.self, from: edited))
        #expect(running.state.fields.first { $0.id == "units.precision" }?.text == "4")
        #expect(running.state.fields.count == 4)
    }

    /// The check of a save against the declaration the host has now holds even when the form
    /// did not hear of the change (a setting saved by declaration).
    @Test func aSettingNoLongerDeclaredIsNotSaved() async throws {
        let settings = services().settings
        catalog.declare([Self.precision.declaration], for: "units")
        await #expect(throws: SettingError.self) {
            try await settings.of("units").set(.string("mi"), of: Self.unit.declaration)
        }
    }

    @Test func aPluginNamedTwiceIsShownOnce() async {
        let store = await form(plugins: ["units", "units"]).store
        #expect(store.state.fields.map(\.id) == ["units.precision", "units.compact", "units.unit"])
    }

    @Test func theThemeChosenAppliesToTheWholeWindowAtOnce() async throws {
        let (screen, store) = await form()
        let window = Window()
        window.rootViewController = screen.controller
        let dark = try #require(HostSettings.themes.firstIndex(of: "Dark"))
        store.dispatchAction(.didChoose(id: "lasso.theme", index: dark))
        #expect(window.requestedTheme == Theme.named("Dark"))
    }
}
