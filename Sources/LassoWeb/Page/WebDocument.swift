import Lasso

/// One page showing a window: what the page shows now, and the messages (``WebMessage``) that
/// bring it up to date. The server keeps one per browser tab.
///
/// The window is rendered once per change: a message asked for when nothing changed since the
/// last render (the flush scheduled by the change an event's answer already carried) renders
/// nothing, as the terminal skips an unchanged window.
@MainActor
public final class WebDocument {
    /// The renderer of the page's window.
    public let renderer: WebRenderer
    /// The frame the page shows.
    private var shown: WebElement?
    /// The title the page shows.
    private var shownTitle: String?
    /// The window's display generation when ``shown`` was rendered.
    private var shownGeneration: UInt64?

    /// Creates a document for `window`.
    public init(window: Window) {
        renderer = WebRenderer(window: window)
    }

    /// The window as HTML, for the page's first paint, before any script runs.
    public func firstPaint() -> String {
        HTMLWriter.html(renderShown())
    }

    /// The title of the top screen, for the browser's tab.
    public var title: String {
        ScreenLayer.layers(of: renderer.window).last?.title ?? ""
    }

    /// The message that makes a page show the window from scratch.
    public func resetMessage() -> WebMessage {
        let frame = renderShown()
        return .show(html: HTMLWriter.html(frame), title: title)
    }

    /// Whether the window changed since the page's frame was rendered.
    public var hasChanges: Bool {
        shownGeneration != renderer.window.displayGeneration
    }

    /// The message with what changed since the page's frame, answering event `answering` when
    /// given; `nil` when there is nothing to say. The window is not rendered again when nothing
    /// changed since it last was.
    public func patchMessage(answering sequence: Int? = nil) -> WebMessage? {
        guard hasChanges else { return sequence.map { .update(answering: $0, patches: [], title: nil) } }
        let old = shown
        let oldTitle = shownTitle
        let frame = renderShown()
        let patches =
            old.map { WebPatch.between($0, frame) } ?? [.replace(key: frame.key, html: HTMLWriter.html(frame))]
        let newTitle = shownTitle
        let titleChanged = newTitle != oldTitle
        guard !patches.isEmpty || titleChanged || sequence != nil else { return nil }
        return .update(answering: sequence, patches: patches, title: titleChanged ? newTitle : nil)
    }

    /// Does what `event` says and answers with what changed, or with why it did nothing.
    public func handle(_ event: WebEvent) -> WebMessage {
        do throws(WebEventError) {
            try renderer.apply(event)
        } catch {
            return .refused(answering: event.sequence, reason: error.description)
        }
        return patchMessage(answering: event.sequence ?? 0) ?? .update(answering: 0, patches: [], title: nil)
    }

    /// Renders the window as the page's frame, noting its title and generation.
    private func renderShown() -> WebElement {
        let generation = renderer.window.displayGeneration
        let frame = renderer.render()
        shown = frame
        shownTitle = title
        shownGeneration = generation
        return frame
    }
}
