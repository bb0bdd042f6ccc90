internal import Foundation

/// A flow that can push again, in a new version of its plugin, the screens an older version
/// had pushed above its first screen: so that a reload keeps the user where they were in it.
///
/// When a plugin is reloaded, each of its live flows is started again from the new version,
/// at the old one's place. Without this, the new flow shows its first screen (which keeps its
/// state) and the screens the old flow had pushed are closed. With it, the host then calls
/// ``restoreStack(_:)`` with those screens, bottom first; the flow pushes what it would have
/// pushed to get there, and each screen it pushes at the same position with the same module
/// takes over the old screen's state (`StateCodingStore.adoptState(from:previousVersion:)`).
///
/// ```swift
/// extension TutorialFlow: FlowStackRestoring {
///     func restoreStack(_ screens: [FlowStackEntry]) {
///         if !screens.isEmpty { showFinishPage() }
///     }
/// }
/// ```
@MainActor
public protocol FlowStackRestoring: AnyObject {
    /// Pushes again the screens described by `screens` (the old version's, bottom first).
    func restoreStack(_ screens: [FlowStackEntry])
}

/// A screen an older version of a flow had pushed.
public struct FlowStackEntry: Sendable, Equatable {
    /// The module's fully qualified type name (`OnboardingFeature.TutorialScreenModule`); the
    /// same in every version of the module.
    public let moduleName: String
    /// Its state, when the state is `Codable`.
    public let state: JSONValue?
    /// Its title.
    public let title: String?

    /// Creates an entry.
    public init(moduleName: String, state: JSONValue?, title: String?) {
        self.moduleName = moduleName
        self.state = state
        self.title = title
    }
}
