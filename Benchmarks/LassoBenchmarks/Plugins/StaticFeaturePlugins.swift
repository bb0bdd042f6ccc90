import AuthFeature
import ContactsFeature
import CounterFeature
import LassoPlugin
import OnboardingFeature
import SettingsFeature

// The sample plugins' registrations (Plugins/Sources/*Plugin), linked into this executable with
// their feature targets instead of loaded from shared libraries. Keep them in step with those
// files: the `start-static` suite compares a start with them against `lasso-shell inspect`.

enum StaticAuthPlugin: LassoPluginDefinition {
    static let name = "auth"
    static let version = "1.0.0"
    static let summary = "Login screen with an asynchronous login service (demo account: lasso / swift)"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(LoginScreenModule.self, as: "login", outputs: ["userDidLogin"])
    }
}

enum StaticOnboardingPlugin: LassoPluginDefinition {
    static let name = "onboarding"
    static let version = "1.0.0"
    static let summary = "Tutorial flow: a welcome page and a finish page in a navigation stack"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerFlow(TutorialFlowModule.self, as: "tutorial", outputs: ["didFinish", "didPressSkip"]) {
            TutorialFlow()
        }
        try registrar.registerScreen(TutorialScreenModule.self, as: "page", outputs: ["didPressButton"])
    }
}

enum StaticContactsPlugin: LassoPluginDefinition {
    static let name = "contacts"
    static let version = "1.0.0"
    static let summary = "Searchable contacts list and contact details, composed by a flow"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(ContactsListScreenModule.self, as: "list", outputs: ["didSelectContact"])
        try registrar.registerScreen(ContactDetailScreenModule.self, as: "detail", outputs: ["didRequestCall"])
        try registrar.registerFlow(ContactsFlowModule.self, as: "browser", outputs: ["didRequestCall"]) {
            ContactsFlow()
        }
    }
}

enum StaticCounterPlugin: LassoPluginDefinition {
    static let name = "counter"
    static let version = "1.0.0"
    static let summary = "A counter with increment, decrement, reset and a limit output"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(CounterScreenModule.self, as: "main", outputs: ["didReachLimit"])
    }
}

enum StaticSettingsPlugin: LassoPluginDefinition {
    static let name = "settings"
    static let version = "1.0.0"
    static let summary = "Settings form (name, notifications, theme) saved to a JSON file"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(SettingsScreenModule.self, as: "form", outputs: ["didSaveSettings"]) { store in
            store.storage = FileSettingsStorage(url: FileSettingsStorage.defaultURL)
        }
    }
}

/// The statically linked plugins by the file name of their shared-library form.
enum StaticFeaturePlugins {
    static let byLibrary: [String: @Sendable () -> UnsafeRawPointer] = [
        "libAuthPlugin.so": { describePlugin(StaticAuthPlugin.self) },
        "libOnboardingPlugin.so": { describePlugin(StaticOnboardingPlugin.self) },
        "libContactsPlugin.so": { describePlugin(StaticContactsPlugin.self) },
        "libCounterPlugin.so": { describePlugin(StaticCounterPlugin.self) },
        "libSettingsPlugin.so": { describePlugin(StaticSettingsPlugin.self) },
    ]
}
