import Lasso
import Testing

/// Declared settings as a store reads them (`services.settings`): the user's value over the
/// config's over the default, checked against the declaration, live across a user's sessions,
/// apart from every other user and from the plugin's own records.
@MainActor
@Suite("Declared settings: a user's value over the app's over the default")
struct PluginSettingsTests {
    static let precision = PluginSetting.integer(
        "precision", title: "Decimal places", default: 2, in: 0...6, help: "How many decimal places a result shows.")
    static let theme = PluginSetting.choice(
        "theme", title: "Theme", among: ["System", "Dark", "Light"], default: "System", help: "The colours.")

    let storage = StorageService.inMemory()
    let catalog = SettingsCatalog()

    func settings(of user: String = "ada", plugin: String = "units") -> PluginSettings {
        SessionServices(user: AppUser(authority: .account, name: user), storage: storage)
            .services(for: plugin, settings: catalog).settings
    }

    @Test func theDefaultThenTheAppsValueThenTheUsersOwn() async throws {
        #expect(try await settings().value(Self.precision) == 2)
        catalog.overrides = ["units": ["precision": .integer(4)]]
        #expect(try await settings().value(Self.precision) == 4)
        try await settings().set(Self.precision, to: 5)
        #expect(try await settings().value(Self.precision) == 5)
        try await settings().reset(Self.precision)
        #expect(try await settings().value(Self.precision) == 4)
    }

    @Test func aValueTheDeclarationDoesNotTakeIsRefusedNamingThePluginAndTheSetting() async throws {
        let error = await #expect(throws: SettingError.self) { try await settings().set(Self.precision, to: 9) }
        #expect(error?.description == "plugin units: setting 'precision': 9 is not a whole number from 0 to 6")
        let choice = await #expect(throws: SettingError.self) { try await settings().set(Self.theme, to: "Pink") }
        #expect(choice?.description == "plugin units: setting 'theme': Pink is not one of System, Dark or Light")
        #expect(try await settings().value(Self.precision) == 2)
    }

    @Test func eachUserHasTheirOwnAndThePluginsRecordsAreApart() async throws {
        try await settings(of: "ada").set(Self.precision, to: 5)
        #expect(try await settings(of: "grace").value(Self.precision) == 2)
        let services = SessionServices(user: AppUser(authority: .account, name: "ada"), storage: storage)
            .services(for: "units", settings: catalog)
        #expect(try await services.storage.user.value(Int.self, for: "precision") == nil)
        #expect(try await settings(of: "ada", plugin: "other").value(Self.precision) == 2)
    }

    @Test func aChangeInOneSessionShowsInAnotherSessionOfTheSameUser() async throws {
        var seen: [Int] = []
        let observation = settings().observe(Self.precision) { seen.append($0) }
        await storage.settled()
        try await settings().set(Self.precision, to: 3)
        await storage.settled()
        #expect(seen == [2, 3])
        withExtendedLifetime(observation) {}
    }

    @Test func anObservedSettingFollowsANewConfigValueAndANewDeclarationAtOnce() async throws {
        catalog.declare([Self.precision.declaration], for: "units")
        var seen: [Int] = []
        let observation = settings().observe(Self.precision) { seen.append($0) }
        await storage.settled()
        catalog.overrides = ["units": ["precision": .integer(4)]]  // a config reload
        await storage.settled()
        try await settings().set(Self.precision, to: 6)
        await storage.settled()
        let narrower = PluginSetting.integer("precision", title: "Decimal places", default: 1, in: 0...3, help: "")
        // A hot swap: neither the user's 6 nor the config's 4 is taken any more, so the new default.
        catalog.declare([narrower.declaration], for: "units")
        await storage.settled()
        #expect(seen == [2, 4, 6, 1])
        withExtendedLifetime(observation) {}
    }

    @Test func aStoredValueANewVersionNoLongerTakesGivesTheFallbackAndIsKept() async throws {
        let wide = PluginSetting.integer("precision", title: "Decimal places", default: 2, in: 0...12, help: "")
        try await settings().set(wide, to: 10)
        #expect(try await settings().value(Self.precision) == 2)
        #expect(try await settings().value(wide) == 10, "the stored value is kept as it was")
    }

    @Test func declarationsAreCheckedWithReasonsThatNameTheSetting() {
        #expect(Self.precision.declaration.problem == nil)
        #expect(
            PluginSetting.integer("places", title: "Places", default: 9, in: 0...6, help: "").declaration.problem
                == "setting 'places': its default 9 is not a whole number from 0 to 6")
        #expect(
            PluginSetting.toggle("2fast", title: "Fast", default: true, help: "").declaration.problem
                == "setting name '2fast' is invalid: use \(SettingDeclaration.nameRule), at most 64 of them")
        #expect(
            PluginSetting.choice("mode", title: "Mode", among: [], default: "a", help: "").declaration.problem
                == "choice setting 'mode' has no choices")
        #expect(
            PluginSetting.number("ratio", title: "Ratio", default: 1, in: 0.5...2, help: "").declaration.expectation
                == "a number from 0.5 to 2")
    }

    @Test func hostileDeclarationsAreRefusedAndTextIsOneLineOfAnyKind() {
        let long = String(repeating: "x", count: 101)
        #expect(
            PluginSetting.toggle("on", title: "  ", default: true, help: "").declaration.problem
                == "setting 'on' has no title")
        #expect(
            PluginSetting.toggle("on", title: long, default: true, help: "").declaration.problem?.contains(
                "its title must be one line") == true)
        #expect(
            PluginSetting.toggle("on", title: "On", default: true, help: "a\u{2028}b").declaration.problem?.contains(
                "its help must be one line") == true)
        #expect(
            PluginSetting.choice("c", title: "C", among: (0...100).map(String.init), default: "1", help: "").declaration
                .problem
                == "choice setting 'c' lists more than 100 choices")
        #expect(
            PluginSetting.choice("c", title: "C", among: ["a", "b\rc"], default: "a", help: "").declaration.problem
                != nil)
        #expect(
            PluginSetting.toggle(String(repeating: "a", count: 65), title: "A", default: true, help: "").declaration
                .problem != nil)
        let text = PluginSetting.text("name", title: "Name", help: "").declaration
        for breaking in ["a\nb", "a\rb", "a\r\nb", "a\u{2028}b", "a\u{85}b"] {
            #expect(text.accepted(.string(breaking)) == nil, "\(breaking.debugDescription)")
        }
        let number = SettingDeclaration(
            name: "ratio", kind: .number, defaultValue: .integer(2), title: "Ratio", help: "")
        #expect(number.normalized.defaultValue == .number(2))
    }

    @Test func aWholeNumberWrittenWithAFractionIsTakenAndOthersAreNot() {
        let declaration = Self.precision.declaration
        #expect(declaration.accepted(.number(3)) == .integer(3))
        #expect(declaration.accepted(.number(3.5)) == nil)
        #expect(declaration.accepted(.string("3")) == nil)
        #expect(declaration.accepted(.bool(true)) == nil)
    }
}
