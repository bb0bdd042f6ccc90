import LassoPlugin
// libOnboardingPlugin.so: exports the `onboarding` plugin, defined in OnboardingFeature (OnboardingPlugin.swift) so that
// an app can also link it statically. `describePlugin(_:)` records the runtime release and
// Swift compiler this plugin is built with.
import OnboardingFeature

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(OnboardingPlugin.self)
}
