import LassoPlugin

/// The `onboarding` plugin: the tutorial flow (welcome → finish) as `onboarding.tutorial`, which
/// needs a navigation context, and the reusable tutorial page as `onboarding.page`.
///
/// Built into `libOnboardingPlugin.so` by the Plugins package; an app linking this feature statically
/// registers it with `describePlugin(OnboardingPlugin.self)` (docs/plugins.md, "Static builds").
public enum OnboardingPlugin: LassoPluginDefinition {
    public static let name = "onboarding"
    public static let version = "1.0.0"
    public static let summary = "Tutorial flow: a welcome page and a finish page in a navigation stack"

    public static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerFlow(TutorialFlowModule.self, as: "tutorial") {
            TutorialFlow()
        }
        try registrar.registerScreen(TutorialScreenModule.self, as: "page")
    }
}
