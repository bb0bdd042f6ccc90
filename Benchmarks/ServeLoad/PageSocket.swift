import HummingbirdWSClient
import Logging
import Synchronization

/// A loaded page's socket, open: what the server drew first, and events out with their answers
/// tracked (``Conversation``).
struct PageSocket: Sendable {
    /// The first frame's HTML (`{"r": html}`).
    let firstFrame: String
    let conversation: Conversation
    let outbound: WebSocketOutboundWriter

    /// How long a setup step waits for its answer.
    static let answerTimeout: Duration = .seconds(30)

    /// Sends event `fields` (`"t":"activate","k":"w3"`) and returns the answer's text.
    /// `measured` counts its time in the conversation's latencies.
    func ask(_ fields: String, measured: Bool = false) async throws -> String {
        let sequence = conversation.nextSequence()
        conversation.willSend(sequence, measured: measured, awaited: true)
        try await outbound.write(.text("{\"s\":\(sequence),\(fields)}"))
        guard let answer = await conversation.answer(to: sequence, within: Self.answerTimeout) else {
            throw LoadError("no answer to {\(fields)} within \(Self.answerTimeout)")
        }
        return answer
    }

    /// Sends event `fields` without waiting for its answer; its time is measured.
    func send(_ fields: String) async throws {
        let sequence = conversation.nextSequence()
        conversation.willSend(sequence, measured: true, awaited: false)
        try await outbound.write(.text("{\"s\":\(sequence),\(fields)}"))
    }

    /// An `activate` event on `control`.
    static func activate(_ control: PageControl) -> String {
        "\"t\":\"activate\",\"k\":\"\(control.key)\""
    }

    /// Opens the socket of `page` and runs `body` with it, reading the server's messages
    /// meanwhile; closes the socket when `body` returns. Returns the conversation and the
    /// reason `body` failed, if it did.
    static func run(
        _ page: LoadedPage, at address: ServerAddress, body: @escaping @Sendable (PageSocket) async throws -> Void
    ) async -> (Conversation, failure: String?) {
        let conversation = Conversation()
        let failure = FailureNote()
        var configuration = WebSocketClientConfiguration(maxFrameSize: 1 << 22)
        configuration.additionalHeaders[.cookie] = page.cookie
        let url = "ws://\(address.host):\(address.port)/ws?session=\(page.session)"
        do {
            let close = try await WebSocketClient.connect(
                url: url, configuration: configuration, logger: logger
            ) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 22).makeAsyncIterator()
                // `{"id": session}`, then `{"r": html, "d": title}`.
                guard case .text? = try await messages.next(), case .text(let reset)? = try await messages.next(),
                    let frame = PageKeys.strings(inMessage: reset).first(where: { $0.hasPrefix("<") })
                else {
                    failure.note("the socket closed before the first frame")
                    conversation.closed()
                    return
                }
                let socket = PageSocket(firstFrame: frame, conversation: conversation, outbound: outbound)
                await withTaskGroup(of: Void.self) { group in
                    group.addTask {
                        do {
                            try await body(socket)
                        } catch {
                            failure.note("\(error)")
                        }
                        conversation.finish()
                        try? await outbound.close(.normalClosure, reason: nil)
                    }
                    do {
                        while let message = try await messages.next() {
                            if case .text(let text) = message { conversation.received(text) }
                        }
                    } catch {
                        failure.note("reading the socket: \(error)")
                    }
                    conversation.closed()
                    group.cancelAll()
                }
            }
            if let close, close.closeCode != .normalClosure {
                failure.note("the server closed the socket: \(close.closeCode) \(close.reason ?? "")")
            }
        } catch {
            failure.note("\(error)")
        }
        return (conversation, failure.text)
    }

    private static let logger: Logger = {
        var logger = Logger(label: "lasso-serve-load")
        logger.logLevel = .error
        return logger
    }()
}

/// The first reason a user failed, noted from any of its tasks.
private final class FailureNote: Sendable {
    private let first = Mutex<String?>(nil)

    func note(_ text: String) {
        first.withLock { if $0 == nil { $0 = text } }
    }

    var text: String? { first.withLock { $0 } }
}
