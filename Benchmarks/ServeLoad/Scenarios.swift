/// The counter screen's buttons, once a user reached it.
struct CounterButtons: Sendable {
    let plus: PageControl
    let minus: PageControl
}

extension PageSocket {
    /// Does what a person does on the demo's first page: "Got it" on the welcome dialog, then
    /// the Counter tab. Returns its "+" and "-" buttons, found in the HTML of the frames and
    /// patches the server sent.
    func openCounter() async throws -> CounterButtons {
        guard let gotIt = PageKeys.control("Got it", event: "activate", in: [firstFrame]) else {
            throw LoadError("the first frame has no \"Got it\" button (is this config/demo.yaml's app?)")
        }
        var htmls = [firstFrame] + PageKeys.strings(inMessage: try await ask(Self.activate(gotIt)))
        guard let tab = PageKeys.control("Counter", event: "tab", in: htmls), let index = tab.index else {
            throw LoadError("no Counter tab after the welcome dialog")
        }
        htmls += PageKeys.strings(inMessage: try await ask("\"t\":\"tab\",\"i\":\(index)"))
        guard let plus = PageKeys.control("+", event: "activate", in: htmls),
            let minus = PageKeys.control("-", event: "activate", in: htmls)
        else { throw LoadError("the Counter tab has no \"+\" and \"-\" buttons") }
        return CounterButtons(plus: plus, minus: minus)
    }
}

/// One user clicking "+" and "-" in turn, each click sent when the answer to the one before came
/// and `interval` after the one before started (the server allows a session 50 events a second).
struct ClickRun: Sendable {
    let clicks: Int
    let interval: Duration

    /// What the clicks got.
    struct Result: Sendable {
        var latencies: [Int64] = []
        var plusAnswerBytes: [Int] = []
        var minusAnswerBytes: [Int] = []
        /// The answer to the first "+".
        var example = ""
        var failure: String?
    }

    func run(at address: ServerAddress, page: LoadedPage) async -> Result {
        let result = Shared(Result())
        let clicks = clicks
        let interval = interval
        let (conversation, failure) = await PageSocket.run(page, at: address) { socket in
            let buttons = try await socket.openCounter()
            let start = ContinuousClock.now
            for click in 0..<clicks {
                try await Task.sleep(until: start + interval * click, clock: .continuous)
                let isPlus = click.isMultiple(of: 2)
                let answer = try await socket.ask(
                    PageSocket.activate(isPlus ? buttons.plus : buttons.minus), measured: true)
                result.update {
                    if isPlus {
                        $0.plusAnswerBytes.append(answer.utf8.count)
                    } else {
                        $0.minusAnswerBytes.append(answer.utf8.count)
                    }
                    if $0.example.isEmpty { $0.example = answer }
                }
            }
        }
        var final = result.current
        final.latencies = conversation.latencies
        final.failure = failure ?? (conversation.refused > 0 ? "\(conversation.refused) clicks did nothing" : nil)
        return final
    }
}

/// One of many users: sets up (page, socket, counter), says it is ready, waits at the gate, then
/// clicks "+" and "-" in turn `rate` times a second for `duration` without waiting for answers
/// (so a slow server does not slow the clicks), and waits at most `drain` for the last answers;
/// then closes its socket, but not before a second after the load's end.
struct LoadUser: Sendable {
    let address: ServerAddress
    let rate: Double
    let duration: Duration
    let drain: Duration

    /// What one user saw.
    struct Report: Sendable {
        var latencies: [Int64] = []
        var sentAt: [ContinuousClock.Instant] = []
        var sent = 0
        var unanswered = 0
        var refused = 0
        var closedEarly = false
        var failure: String?

        /// Whether the session counts as lost: it failed, its socket closed under it, or an event
        /// went unanswered.
        var isLost: Bool { failure != nil || closedEarly || unanswered > 0 }
    }

    func run(permits: SetupPermits, gate: StartGate, ready: AsyncStream<Bool>.Continuation) async -> Report {
        await permits.acquire()
        let signalled = Shared(false)
        // Once per user: frees the setup slot and says whether the user got to the counter.
        @Sendable func setUp(_ ok: Bool) async {
            guard
                signalled.update({ done in
                    defer { done = true }
                    return !done
                })
            else { return }
            await permits.release()
            ready.yield(ok)
        }
        let page: LoadedPage
        do {
            page = try await PageClient.loadPage(from: address)
        } catch {
            await setUp(false)
            return Report(failure: "\(error)")
        }
        let events = Int((rate * Double(duration.components.seconds)).rounded())
        let intervalNanoseconds = Int64(1e9 / rate)
        let interval = Duration.nanoseconds(intervalNanoseconds)
        let (conversation, failure) = await PageSocket.run(page, at: address) { socket in
            let buttons: CounterButtons
            do {
                buttons = try await socket.openCounter()
            } catch {
                await setUp(false)
                throw error
            }
            await setUp(true)
            // Each user clicks at its own phase within the interval, as people do.
            let opened = await gate.wait()
            let start = opened + .nanoseconds(Int64.random(in: 0..<intervalNanoseconds))
            for event in 0..<events {
                try await Task.sleep(until: start + interval * event, clock: .continuous)
                try await socket.send(PageSocket.activate(event.isMultiple(of: 2) ? buttons.plus : buttons.minus))
            }
            // No socket closes before every user's last click is a second old: closing sockets
            // is work for the server too, which would fall on the last clicks of the others.
            let end = opened + duration + .seconds(1)
            await socket.conversation.drain(until: end + drain)
            try await Task.sleep(until: end, clock: .continuous)
        }
        await setUp(false)
        return Report(
            latencies: conversation.latencies, sentAt: conversation.sentAt, sent: conversation.sent,
            unanswered: conversation.unanswered,
            refused: conversation.refused, closedEarly: conversation.closedEarly, failure: failure)
    }
}
