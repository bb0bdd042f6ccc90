internal import Dispatch
internal import Foundation

/// Runs `work` on the main thread: at once when called there, else as soon as the main queue
/// gets to it, as Lasso's `executeOnMainThread` does. For callbacks that arrive on other
/// threads (a completion handler, a C library's callback) and need the main actor.
public func executeOnMainThread(_ work: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainQueue() {
        MainActor.assumeIsolated { work() }
    } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }
}

extension ScreenModule where State == EmptyState {
    /// A module without state starts from the empty state.
    @MainActor public static var defaultInitialState: State { EmptyState() }
}

extension LassoStore where Module: ScreenModule {
    /// A store starting from the module's ``ScreenModule/defaultInitialState``, as Lasso's
    /// `LassoStore()` does.
    public convenience init() {
        self.init(with: Module.defaultInitialState)
    }
}
