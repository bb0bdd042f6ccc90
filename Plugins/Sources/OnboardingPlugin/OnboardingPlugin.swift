import LassoPlugin
import OnboardingFeature

/// The `onboarding` plugin: the tutorial flow (welcome → finish) as `onboarding.tutorial`, which
/// needs a navigation context, and the reusable tutorial page as `onboarding.page`.
enum OnboardingPlugin: LassoPluginDefinition {
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

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(OnboardingPlugin.self)
}
