// libOnboardingPlugin.so: exports the `onboarding` plugin, defined in OnboardingFeature (OnboardingPlugin.swift) so that
// an app can also link it statically. `describePlugin(_:)` here is the one the
// LassoRuntimeFingerprint build tool generates into this target: it records the runtime build.
import OnboardingFeature
import LassoPlugin

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(OnboardingPlugin.self)
}
