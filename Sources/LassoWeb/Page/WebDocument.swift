import Lasso

/// One page showing a window: what the page shows now, and the messages that bring it up to
/// date. The server keeps one per browser tab.
///
/// Messages to the page are JSON objects:
/// - `{"r": html, "d": title}`: show this (a page that connects or reconnects);
/// - `{"a": 7, "p": [patch…], "d": title}`: event 7 is done, and these patches (``WebPatch/json``)
///   bring the page up to date (`a` only in answer to an event, `d` only when the title changed);
/// - `{"a": 7, "e": "message"}`: event 7 did nothing, and why.
@MainActor
public final class WebDocument {
    /// The renderer of the page's window.
    public let renderer: WebRenderer
    /// The frame the page shows.
    private var shown: WebElement?
    /// The title the page shows.
    private var shownTitle: String?

    /// Creates a document for `window`.
    public init(window: Window) {
        renderer = WebRenderer(window: window)
    }

    /// The window as HTML, for the page's first paint, before any script runs.
    public func firstPaint() -> String {
        let frame = renderer.render()
        shown = frame
        shownTitle = title
        return HTMLWriter.html(frame)
    }

    /// The title of the top screen, for the browser's tab.
    public var title: String {
        ScreenLayer.layers(of: renderer.window).last?.title ?? ""
    }

    /// The message that makes a page show the window from scratch.
    public func resetMessage() -> String {
        let frame = renderer.render()
        shown = frame
        shownTitle = title
        return "{\"r\":\(JSONText.quoted(HTMLWriter.html(frame))),\"d\":\(JSONText.quoted(title))}"
    }

    /// The message with what changed since the page's frame, answering event `answering` when
    /// given; `nil` when there is nothing to say.
    public func patchMessage(answering sequence: Int? = nil) -> String? {
        let frame = renderer.render()
        let patches =
            shown.map { WebPatch.between($0, frame) } ?? [.replace(key: frame.key, html: HTMLWriter.html(frame))]
        shown = frame
        let newTitle = title
        let titleChanged = newTitle != shownTitle
        shownTitle = newTitle
        guard !patches.isEmpty || titleChanged || sequence != nil else { return nil }
        var fields: [String] = []
        if let sequence { fields.append("\"a\":\(sequence)") }
        if !patches.isEmpty { fields.append("\"p\":[\(patches.map(\.json).joined(separator: ","))]") }
        if titleChanged { fields.append("\"d\":\(JSONText.quoted(newTitle))") }
        return "{\(fields.joined(separator: ","))}"
    }

    /// Does what `event` says and answers with what changed, or with why it did nothing.
    public func handle(_ event: WebEvent) -> String {
        do throws(WebEventError) {
            try renderer.apply(event)
        } catch {
            let answer = event.sequence.map { "\"a\":\($0)," } ?? ""
            return "{\(answer)\"e\":\(JSONText.quoted(error.description))}"
        }
        return patchMessage(answering: event.sequence ?? 0) ?? "{}"
    }
}
