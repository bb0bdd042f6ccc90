import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost
import Testing

@testable import LassoConfig

/// A config's `settings:` checked against what the loaded plugins declare, at file:line:col,
/// and what a built app's stores then read.
@MainActor
@Suite("Config settings")
struct SettingsValidationTests {
    private func app(settings: String) -> String {
        "lasso: 1\nsettings:\n" + settings + "root:\n  screen: counter.main\n"
    }

    @Test func aDeclaredSettingWithAValueItTakesPasses() throws {
        #expect(try problems(app(settings: "  counter.step: 3\n  lasso.theme: Dark\n")).isEmpty)
    }

    @Test func eachWrongSettingIsNamedAtItsLineWithWhatToWrite() throws {
        #expect(
            try problems(
                app(
                    settings: """
                          counter.stpe: 3
                          counter.step: 30
                          countr.step: 3
                          lasso.theme: Pink
                          step: 3
                          counter.step: 4

                        """)) == [
                    "3:3: plugin 'counter' declares no setting 'stpe'",
                    "4:17: setting 'counter.step' must be a whole number from 1 to 10, not 30",
                    "5:3: unknown plugin 'countr' in setting 'countr.step'",
                    "6:16: setting 'lasso.theme' must be one of System, Dark, Light or High contrast, not 'Pink'",
                    "7:3: 'step' does not name a plugin's setting",
                    "8:3: 'counter.step' is given twice in 'settings' (first at 4:3)",
                ])
        let hints = try diagnostics(app(settings: "  counter.stpe: 3\n  counter.step: yes\n")).map(\.hint)
        #expect(hints == ["did you mean 'counter.step'?", "Step: How much a tap adds."])
    }

    @Test func theConfigsValueIsWhatAStoreReadsUntilTheUserSetsTheirs() async throws {
        let registry = try makeRegistry()
        let config = try #require(
            ConfigParser.parse(app(settings: "  counter.step: 7\n"), file: "app.yaml", directory: "/nonexistent").config
        )
        let services = SessionServices.inMemory()
        try AppBuilder(registry: registry).build(config, in: Window(), services: services)
        let settings = services.services(for: "counter", settings: registry.settings).settings
        #expect(try await settings.value(CounterStandInPlugin.step) == 7)
        try await settings.set(CounterStandInPlugin.step, to: 2)
        #expect(try await settings.value(CounterStandInPlugin.step) == 2)
    }
}
