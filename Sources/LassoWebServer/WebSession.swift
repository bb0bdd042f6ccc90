import Foundation
import Lasso
import LassoConfig
import LassoWeb

/// One browser tab's app: its own stores, controllers and window, built from the config with
/// the plugins every session shares, and the page that shows it.
///
/// A session outlives its connection: a page that reconnects within the grace period (a dropped
/// socket, a reload of the tab) gets it back as it was.
@MainActor
final class WebSession {
    /// What a connection sends to its page, or that it must close.
    enum Outgoing: Sendable {
        case message(String)
        /// Close with `code` (4400–4499: the page does not reconnect) and the reason shown.
        case close(code: UInt16, reason: String)
    }

    /// The session's id: 128 random bits as hexadecimal, also the name of its saved file.
    let id: String
    let app: LiveApp
    let document: WebDocument
    private var connection: (number: Int, continuation: AsyncStream<Outgoing>.Continuation)?
    private var nextConnection = 1
    /// When the page last did something.
    private(set) var lastActivity = ContinuousClock.now
    /// When its page went away; `nil` while a page is connected.
    private(set) var disconnectedAt: ContinuousClock.Instant? = ContinuousClock.now
    /// Whether the app changed since the session was last saved.
    var hasUnsavedChanges = false
    private var events: EventBudget
    private var flushIsScheduled = false
    /// The status line, sent to every page that connects.
    private(set) var status: (text: String, isError: Bool)?
    private let maxInputLength: Int

    init(id: String, app: LiveApp, options: WebServeOptions) {
        self.id = id
        self.app = app
        document = WebDocument(window: app.window)
        events = EventBudget(rate: options.maxEventsPerSecond, burst: options.eventBurst)
        maxInputLength = options.maxMessageBytes
        app.window.onNeedsDisplay = { [weak self] in self?.windowChanged() }
    }

    /// The session whose event is being handled, if any: where an error the event caused
    /// (a route that cannot be built) is shown.
    private(set) static var handling: WebSession?

    /// Hears of each event as it is handled (``WebSessionHub/eventObserver``).
    weak var eventObserver: (any WebEventObserver)?

    /// Whether a page is connected.
    var isConnected: Bool { connection != nil }

    /// Connects a page: the page gets the whole frame, and any page connected before is told the
    /// session moved. Returns the connection's number and what to send it.
    func connect() -> (number: Int, outgoing: AsyncStream<Outgoing>) {
        connection?.continuation.yield(
            .close(code: 4409, reason: "This session was opened in another tab or window; reload to start a new one."))
        connection?.continuation.finish()
        let (stream, continuation) = AsyncStream<Outgoing>.makeStream(
            bufferingPolicy: .bufferingNewest(Self.outgoingLimit))
        let number = nextConnection
        nextConnection += 1
        connection = (number, continuation)
        disconnectedAt = nil
        lastActivity = .now
        continuation.yield(.message(WebMessage.hello(session: id).json))
        continuation.yield(.message(document.resetMessage().json))
        if let status {
            continuation.yield(.message(WebMessage.status(text: status.text, isError: status.isError).json))
        }
        return (number, stream)
    }

    /// The page of connection `number` went away.
    func disconnect(_ number: Int) {
        guard connection?.number == number else { return }
        connection?.continuation.finish()
        connection = nil
        disconnectedAt = .now
    }

    /// Ends the session's connection for good with `reason`.
    func close(code: UInt16, reason: String) {
        connection?.continuation.yield(.close(code: code, reason: reason))
        connection?.continuation.finish()
        connection = nil
        disconnectedAt = .now
    }

    /// Handles a message from connection `number`'s page: an event, within the session's budget.
    func receive(_ text: String, from number: Int) {
        guard connection?.number == number else { return }
        lastActivity = .now
        guard events.spend(at: .now) else {
            send(
                .refused(
                    answering: nil,
                    reason: "Too many events: at most \(Int(events.rate)) a second; this one was dropped."))
            return
        }
        let event: WebEvent
        do {
            event = try JSONDecoder().decode(WebEvent.self, from: Data(text.utf8))
        } catch {
            send(
                .refused(
                    answering: nil, reason: "The page sent a message the server does not understand; reload the page."))
            return
        }
        if let value = event.value, value.utf8.count > maxInputLength {
            send(.refused(answering: nil, reason: "The text is longer than \(maxInputLength) bytes; it was not taken."))
            return
        }
        Self.handling = self
        defer { Self.handling = nil }
        eventObserver?.willHandle(event, on: event.key.flatMap(document.renderer.shownWidget), in: app)
        send(document.handle(event))
        eventObserver?.didHandleEvent()
        hasUnsavedChanges = true
    }

    /// Shows `text` in the page's status line (and in every page that connects later).
    func showStatus(_ text: String, isError: Bool) {
        status = text.isEmpty ? nil : (text, isError)
        send(.status(text: text, isError: isError))
    }

    /// The most messages a connection holds for a page that reads slowly; past it the oldest
    /// go, and the page is resynchronised (``send(_:)``).
    static let outgoingLimit = 256

    /// Queues `message` for the page. When the page has fallen so far behind that the queue
    /// drops its oldest message, what the page shows can no longer be patched: the whole frame
    /// (and the status line) follows at once, which replaces whatever the page made of the
    /// messages before it — so a slow page is late, never wrong.
    private func send(_ message: WebMessage) {
        guard let connection, case .dropped = connection.continuation.yield(.message(message.json)) else { return }
        connection.continuation.yield(.message(document.resetMessage().json))
        if let status {
            connection.continuation.yield(.message(WebMessage.status(text: status.text, isError: status.isError).json))
        }
    }

    /// The app changed on its own (a timer, an effect finishing): the page gets the patches once
    /// this turn of the main actor is over, however many changes it made.
    private func windowChanged() {
        hasUnsavedChanges = true
        guard !flushIsScheduled else { return }
        flushIsScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            flushIsScheduled = false
            guard isConnected, let message = document.patchMessage() else { return }
            send(message)
        }
    }
}

/// Events a session may still send: refilled at `rate` a second up to `burst` (a token bucket).
struct EventBudget {
    let rate: Double
    let burst: Double
    private var available: Double
    private var refilledAt = ContinuousClock.now

    init(rate: Double, burst: Double) {
        self.rate = rate
        self.burst = burst
        available = burst
    }

    /// Takes one event's worth at `now`; `false` when there is none left.
    mutating func spend(at now: ContinuousClock.Instant) -> Bool {
        guard hasOne(at: now) else { return false }
        available -= 1
        return true
    }

    /// Whether one event's worth is there at `now`, without taking it.
    mutating func hasOne(at now: ContinuousClock.Instant) -> Bool {
        let elapsed = now - refilledAt
        // A time before the last refill (a caller's clock read before another's) adds nothing.
        let seconds = max(0, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        available = min(burst, available + seconds * rate)
        refilledAt = now
        return available >= 1
    }
}
