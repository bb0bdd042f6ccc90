#if LASSO_SERVE
    import CounterFeature
    import Foundation
    import Lasso
    import LassoPlugin
    import LassoPluginHost
    import Testing

    @testable import LassoConfig
    @testable import LassoWeb
    @testable import LassoWebServer

    @MainActor
    @Suite("Served sessions: one app per tab, kept through reconnects and restarts, within limits")
    struct WebSessionHubTests {
        private static let config = """
            lasso: 1
            root:
              screen: counter.main
              state: { title: Count, limit: 5 }
            """

        private func hub(_ change: (inout WebServeOptions) -> Void = { _ in }) throws -> WebSessionHub {
            let registry = ModuleRegistry()
            try PluginOpener(registry: registry).registerLinked(origin: "counter") {
                describePlugin(CounterPlugin.self)
            }
            let config = try #require(
                ConfigParser.parse(Self.config, file: "app.yaml", directory: "/nonexistent").config)
            var options = WebServeOptions(token: "0123456789abcdef0123")
            change(&options)
            return WebSessionHub(options: options) { user in
                try AppBuilder(registry: registry).build(config, in: Window(), services: .inMemory(user: user))
            }
        }

        @Test func aStatusForEveryPageStaysForPagesOpenedLater() throws {
            let hub = try hub()
            let open = try hub.newSession()
            hub.showStatus("Build of CounterPlugin failed", isError: true)
            let later = try hub.newSession()
            #expect(open.status?.text == "Build of CounterPlugin failed")
            #expect(later.status?.text == "Build of CounterPlugin failed")
            #expect(later.status?.isError == true)
        }

        private func plusKey(of session: WebSession) throws -> String {
            let html = HTMLWriter.html(session.document.renderer.render())
            guard let match = html.firstMatch(of: /data-k="(w\d+)" type="button" data-ev="activate">\+</) else {
                throw WebEventError("no + button in \(html)")
            }
            return String(match.1)
        }

        private func messages(_ stream: AsyncStream<WebSession.Outgoing>, count: Int) async -> [WebSession.Outgoing] {
            var received: [WebSession.Outgoing] = []
            for await outgoing in stream {
                received.append(outgoing)
                if received.count == count { break }
            }
            return received
        }

        @Test("More sessions than --max-sessions are refused with a message saying so")
        func maxSessions() throws {
            let hub = try hub { $0.maxSessions = 2 }
            _ = try hub.newSession()
            _ = try hub.newSession()
            #expect(throws: WebRefusal.self) { try hub.newSession() }
            do {
                _ = try hub.newSession()
            } catch {
                #expect(error.description.contains("already has 2 sessions open, as many as it may"))
                #expect(error.status == 503)
            }
        }

        @Test(
            "Loading the page counts against no limit: a hundred loads by another site's page leave room for the real one"
        )
        func pageLoadsTakeNoSessionsPlace() async throws {
            let hub = try hub { $0.maxSessions = 1 }
            let flood = try (0..<100).map { _ in try hub.prepareSession(for: .tokenHolder) }
            #expect(hub.count == 0)
            // At most so many are kept for their sockets; the oldest went first.
            #expect(hub.apps.count == WebSessionHub.maxPrepared)
            let real = try hub.prepareSession(for: .tokenHolder)
            // The socket makes the session: the one whose first frame the page shows.
            #expect(try await hub.connect(fresh: real.id, resume: nil, user: .tokenHolder) === real)
            #expect(hub.count == 1)
            // The next socket finds the limit, whatever page it loaded.
            await #expect(throws: WebRefusal.self) {
                try await hub.connect(fresh: flood.last?.id, resume: nil, user: .tokenHolder)
            }
            // A page whose prepared session went still gets one (with the frame), room allowing.
            let other = try self.hub()
            let session = try await other.connect(fresh: flood.first?.id, resume: nil, user: .tokenHolder)
            #expect(other.count == 1 && session.id != flood.first?.id)
            // Prepared sessions no socket took are dropped after a minute.
            hub.sweep(now: .now + WebSessionHub.preparedLife + .seconds(1))
            #expect(hub.apps.count == 1)
        }

        @Test("A page prepared for one user is never another's")
        func preparedSessionsKeepTheirUser() async throws {
            let hub = try hub()
            let ada = try hub.prepareSession(for: AppUser(authority: .account, name: "ada"))
            let bob = try await hub.connect(fresh: ada.id, resume: nil, user: AppUser(authority: .account, name: "bob"))
            #expect(bob !== ada && bob.app.user.name == "bob")
        }

        @Test("A page that reads too slowly is sent the whole frame after what it lost, never patches it cannot apply")
        func aSlowPageIsResynchronised() async throws {
            let hub = try hub { $0.eventBurst = 10_000 }
            let session = try hub.newSession()
            let (number, stream) = session.connect()
            let plus = try plusKey(of: session)
            // The page reads nothing while it clicks "+" 600 times (the counter stops at its
            // limit; each click is answered): more answers than a connection holds.
            for sequence in 1...600 {
                session.receive(#"{"s":\#(sequence),"t":"activate","k":"\#(plus)"}"#, from: number)
            }
            session.close(code: 4000, reason: "done")
            var texts: [String] = []
            for await outgoing in stream {
                if case .message(let text) = outgoing { texts.append(text) }
            }
            // The oldest went; after the newest answer lost, the whole frame came.
            #expect(texts.count <= WebSession.outgoingLimit)
            let lastReset = try #require(texts.lastIndex { $0.contains(#""r":"#) })
            #expect(texts[lastReset].contains("Count: 5"))
            // Nothing after the frame is a patch of something the page no longer has: only
            // answers of clicks made after it, if any.
            #expect(texts[(lastReset + 1)...].allSatisfy { !$0.contains(#""p":[["#) })
        }

        @Test("A page that reconnects within the grace period gets its session; after it, the session is gone")
        func gracePeriod() async throws {
            let hub = try hub { $0.gracePeriod = .seconds(180) }
            let session = try hub.newSession()
            let (number, _) = session.connect()
            session.disconnect(number)
            hub.sweep(now: .now + .seconds(179))
            #expect(try await hub.connect(fresh: nil, resume: session.id) === session)
            session.disconnect(session.connect().number)
            hub.sweep(now: .now + .seconds(181))
            #expect(hub.count == 0)
        }

        @Test("A session nobody uses for the idle time-out is closed, and its page told why")
        func idleTimeout() async throws {
            let hub = try hub { $0.idleTimeout = .seconds(60) }
            let session = try hub.newSession()
            let (_, stream) = session.connect()
            hub.sweep(now: .now + .seconds(61))
            #expect(hub.count == 0)
            let received = await messages(stream, count: 3)
            guard case .close(let code, let reason) = received.last else {
                Issue.record("no close: \(received)")
                return
            }
            #expect(code == 4408)
            #expect(reason.contains("after 1 minute without use"))
        }

        @Test("With a trace, each session's changes are written under its own number, never its id")
        func eachSessionsJournalGoesToTheTraceUnderItsNumber() throws {
            let hub = try hub()
            let trace = JournalMemorySink()
            hub.trace = trace
            let first = try hub.newSession()
            let second = try hub.newSession()
            for (session, clicks) in [(first, 2), (second, 1)] {
                let (number, _) = session.connect()
                let plus = try plusKey(of: session)
                for sequence in 1...clicks {
                    session.receive("{\"s\":\(sequence),\"t\":\"activate\",\"k\":\"\(plus)\"}", from: number)
                }
            }
            hub.endJournals()
            let lines = trace.lines
            func counts(_ session: String) -> [String] {
                lines.filter { $0.contains("\"session\":\"\(session)\"") && $0.contains("\"path\":\"/count\"") }
                    .compactMap { $0.firstMatch(of: /"value":(\d+)/).map { String($0.1) } }
            }
            #expect(counts("s1") == ["1", "2"])
            #expect(counts("s2") == ["1"])
            #expect(lines.filter { $0.contains("\"kind\":\"end\"") }.count == 2)
            #expect(!lines.contains { $0.contains(first.id) || $0.contains(second.id) })
        }

        /// Work that stays under way until it is finished by hand.
        @MainActor
        private final class HeldWork: BackgroundWork {
            var isBusy = true
            private var waiting: [CheckedContinuation<Void, Never>] = []

            func settled() async {
                guard isBusy else { return }
                await withCheckedContinuation { waiting.append($0) }
            }

            func finish() {
                isBusy = false
                for waiter in waiting { waiter.resume() }
                waiting = []
            }
        }

        @Test("A stop waits for the sessions' work under way, at most the stop grace", .timeLimit(.minutes(10)))
        func theStopWaitsForWorkUnderWay() async throws {
            let hub = try hub()
            let session = try hub.newSession()
            let held = HeldWork()
            session.app.window.backgroundWork.append(held)
            let returned = HeldWork()  // busy until the settle returns
            let settling = Task {
                await hub.settleBackgroundWork(within: .seconds(600))
                returned.finish()
            }
            for _ in 0..<10 { await Task.yield() }
            #expect(returned.isBusy, "it waits while the work is under way")
            held.finish()
            await settling.value
            #expect(!returned.isBusy)

            // Work that never ends holds the stop for the limit only.
            session.app.window.backgroundWork.append(HeldWork())
            await hub.settleBackgroundWork(within: .milliseconds(50))
        }

        @Test(
            "A session comes back on a new server from the same folder, state and all: saved when the first stopped, journaled when it died",
            arguments: [true, false])
        func restart(stopped: Bool) async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-hub-\(UUID())").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let first = try hub {
                $0.stateDirectory = folder
                $0.journalsSessions = !stopped
            }
            let session = try first.newSession()
            let (number, _) = session.connect()
            let plus = try plusKey(of: session)
            for sequence in 1...3 {
                session.receive("{\"s\":\(sequence),\"t\":\"activate\",\"k\":\"\(plus)\"}", from: number)
            }
            // Stopping saves every session; a server that died saved nothing, but with
            // `--journal` the session's journal has every event.
            if stopped { first.saveAll() }
            let second = try hub {
                $0.stateDirectory = folder
                $0.journalsSessions = !stopped
            }
            let restored = try await second.connect(fresh: nil, resume: session.id)
            #expect(restored.id == session.id)
            #expect(restored.document.renderer.render().textContent.contains("Count: 3"))
            // Only a session id's shape is ever made into a path.
            #expect(!WebSessionHub.isSessionID("../../etc/passwd"))
            #expect(try await second.connect(fresh: nil, resume: "../../etc/passwd").id != "../../etc/passwd")
        }

        @Test(
            "Saved sessions no page comes back to within the grace period after a restart are deleted; resumed ones stay"
        )
        func unclaimedSessionFilesAreDeleted() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-hub-\(UUID())").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let first = try hub { $0.stateDirectory = folder }
            let resumed = try first.newSession()
            let forgotten = try first.newSession()
            first.saveAll()
            func saved() -> Set<String> {
                Set(
                    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { String($0.prefix(32)) }
                )
            }
            #expect(saved() == [resumed.id, forgotten.id])
            let second = try hub {
                $0.stateDirectory = folder
                $0.gracePeriod = .seconds(180)
            }
            let back = try await second.connect(fresh: nil, resume: resumed.id)
            #expect(back.id == resumed.id)
            _ = back.connect()
            second.sweep(now: .now + .seconds(170))
            second.finishSaving()
            #expect(saved() == [resumed.id, forgotten.id], "within the grace period, both may come back")
            second.sweep(now: .now + .seconds(181))
            second.finishSaving()
            #expect(saved() == [resumed.id], "the session nobody came back to is gone; the live one stays")
        }

        @Test(
            "A session saved to a store two servers share is resumed by the other when its own is gone, state and all")
        func failoverThroughASharedStore() async throws {
            let store = StorageService.inMemory()
            func server() throws -> (WebSessionHub, String) {
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-hub-\(UUID())").path
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let hub = try hub { $0.stateDirectory = folder }
                hub.shared = SharedSessions(storage: store)
                return (hub, folder)
            }
            let (first, firstFolder) = try server()
            let (second, secondFolder) = try server()
            defer { for folder in [firstFolder, secondFolder] { try? FileManager.default.removeItem(atPath: folder) } }
            let ada = AppUser(authority: .proxy, name: "ada")
            let session = try first.newSession(for: ada)
            let (number, _) = session.connect()
            let plus = try plusKey(of: session)
            for sequence in 1...2 {
                session.receive("{\"s\":\(sequence),\"t\":\"activate\",\"k\":\"\(plus)\"}", from: number)
            }
            first.saveAll()
            await first.finishSharedSaving()
            // The first server is gone (its folder is not the second's): the page comes to the second.
            let bob = AppUser(authority: .proxy, name: "bob")
            #expect(try await second.connect(fresh: nil, resume: session.id, user: bob).id != session.id)
            let resumed = try await second.connect(fresh: nil, resume: session.id, user: ada)
            #expect(resumed.id == session.id)
            #expect(resumed.document.renderer.render().textContent.contains("Count: 2"))
            // A session that ends is gone from the store too.
            resumed.disconnect(resumed.connect().number)
            second.sweep(now: .now + .seconds(3600))
            await second.finishSharedSaving()
            let (third, thirdFolder) = try server()
            defer { try? FileManager.default.removeItem(atPath: thirdFolder) }
            #expect(try await third.connect(fresh: nil, resume: session.id, user: ada).id != session.id)
        }

        @Test func aUserNeverGetsAnotherUsersSessionLiveOrSaved() async throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lasso-hub-\(UUID())").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let ada = AppUser(authority: .proxy, name: "ada")
            let bob = AppUser(authority: .proxy, name: "bob")
            let first = try hub { $0.stateDirectory = folder }
            let adas = try first.newSession(for: ada)
            #expect(try await first.connect(fresh: nil, resume: adas.id, user: ada).id == adas.id)
            let given = try await first.connect(fresh: adas.id, resume: adas.id, user: bob)
            #expect(given.id != adas.id)
            #expect(given.app.user == bob)
            first.saveAll()
            // Saved with its user: a new server gives it back to her alone.
            let second = try hub { $0.stateDirectory = folder }
            #expect(try await second.connect(fresh: nil, resume: adas.id, user: bob).id != adas.id)
            #expect(try await second.connect(fresh: nil, resume: adas.id, user: ada).id == adas.id)
        }

        @Test("A session's events beyond its rate are dropped with a message, as is a text over the limit")
        func perSessionLimits() async throws {
            let hub = try hub {
                $0.maxEventsPerSecond = 1
                $0.eventBurst = 2
                $0.maxMessageBytes = 32
            }
            let session = try hub.newSession()
            let (number, stream) = session.connect()
            let plus = try plusKey(of: session)
            for sequence in 1...3 {
                session.receive("{\"s\":\(sequence),\"t\":\"activate\",\"k\":\"\(plus)\"}", from: number)
            }
            #expect(session.document.renderer.render().textContent.contains("Count: 2"))
            let received = await messages(stream, count: 5)
            guard case .message(let refusal) = received.last else {
                Issue.record("no refusal: \(received)")
                return
            }
            #expect(refusal.contains("Too many events: at most 1 a second"))
            var budget = EventBudget(rate: 10, burst: 1)
            let start = ContinuousClock.now
            let spent = [
                budget.spend(at: start), budget.spend(at: start), budget.spend(at: start + .milliseconds(100)),
            ]
            #expect(spent == [true, false, true])
        }
    }
#endif
