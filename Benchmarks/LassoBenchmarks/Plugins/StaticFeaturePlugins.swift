import AuthFeature
import ContactsFeature
import CounterFeature
import LassoPlugin
import OnboardingFeature
import SettingsFeature

/// The sample plugins, linked into this executable with their feature targets (which define
/// them) instead of loaded from shared libraries, by the file name of their shared-library form.
enum StaticFeaturePlugins {
    static let byLibrary: [String: @Sendable () -> UnsafeRawPointer] = [
        "libAuthPlugin.so": { describePlugin(AuthPlugin.self) },
        "libOnboardingPlugin.so": { describePlugin(OnboardingPlugin.self) },
        "libContactsPlugin.so": { describePlugin(ContactsPlugin.self) },
        "libCounterPlugin.so": { describePlugin(CounterPlugin.self) },
        "libSettingsPlugin.so": { describePlugin(SettingsPlugin.self) },
    ]
}
