import AuthFeature
import ContactsFeature
import CounterFeature
import LassoPlugin
import LassoPluginHost
import OnboardingFeature
import OrdersFeature
import SettingsFeature
import Testing

/// The sample plugins' definitions, which their shared libraries export and which an app can
/// also link statically (docs/plugins.md, "Static builds").
@MainActor
@Suite("Sample plugin definitions")
struct SamplePluginDefinitionTests {
    @Test func eachSamplePluginRegistersItsModulesWhenLinked() throws {
        let registry = ModuleRegistry()
        let loader = PluginOpener(registry: registry)
        let expected: [(describe: () -> UnsafeRawPointer, modules: [String])] = [
            ({ describePlugin(AuthPlugin.self) }, ["auth.login"]),
            ({ describePlugin(OnboardingPlugin.self) }, ["onboarding.page", "onboarding.tutorial"]),
            (
                { describePlugin(ContactsPlugin.self) },
                ["contacts.browser", "contacts.detail", "contacts.editor", "contacts.list"]
            ),
            ({ describePlugin(CounterPlugin.self) }, ["counter.main"]),
            ({ describePlugin(SettingsPlugin.self) }, ["settings.form"]),
            ({ describePlugin(OrdersPlugin.self) }, ["orders.cities", "orders.detail", "orders.list"]),
        ]
        for (describe, modules) in expected {
            let plugin = try loader.registerLinked(origin: "linked", describe: describe)
            #expect(plugin.moduleNames == modules)
            #expect(plugin.runtimeStamp == RuntimeRelease.stamp)
        }
        #expect(registry.module(named: "onboarding.tutorial")?.requiredContext == .navigation)
        #expect(registry.module(named: "counter.main")?.outputs == ["didReachLimit"])
    }
}
