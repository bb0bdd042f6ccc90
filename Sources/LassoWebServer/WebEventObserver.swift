import Lasso
import LassoConfig
import LassoWeb

/// Hears of each event a page sends, as its session handles it: what `serve`'s supervisor is
/// told, so that a fault in the event's action is blamed on it (docs/supervisor.md).
@MainActor
package protocol WebEventObserver: AnyObject {
    /// `event` is about to be handled by `app`, the session's, on `widget` (`nil` when the event
    /// names none, or one no longer shown).
    func willHandle(_ event: WebEvent, on widget: Widget?, in app: LiveApp)
    /// The event told by ``willHandle(_:on:in:)`` is handled.
    func didHandleEvent()
}
