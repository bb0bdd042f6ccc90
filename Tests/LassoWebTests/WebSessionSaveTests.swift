#if LASSO_SERVE
    import CounterFeature
    import Foundation
    import Lasso
    import LassoPlugin
    import LassoPluginHost
    import Testing

    @testable import LassoConfig
    @testable import LassoWebServer

    /// The periodic save of a served app's sessions (``WebSessionHub/saveChangedIfDue(now:)``).
    @MainActor
    @Suite("Served sessions are saved now and then, one at a time, without holding up the pages")
    struct WebSessionSaveTests {
        private func hub(savingIn folder: String) throws -> WebSessionHub {
            let registry = ModuleRegistry()
            try PluginOpener(registry: registry).registerLinked(origin: "counter") {
                describePlugin(CounterPlugin.self)
            }
            let config = try #require(
                ConfigParser.parse(
                    "lasso: 1\nroot:\n  screen: counter.main\n", file: "app.yaml", directory: "/nonexistent"
                )
                .config)
            var options = WebServeOptions(token: "0123456789abcdef0123")
            options.stateDirectory = folder
            return WebSessionHub(options: options) { user in
                try AppBuilder(registry: registry).build(config, in: Window(), services: .inMemory(user: user))
            }
        }

        @Test("A saved session comes back to its config's app, and a session another config saved does not")
        func aSessionOfAnotherConfigIsNotRestored() async throws {
            let folder = FileManager.default.temporaryDirectory.path + "/lasso-save-test-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let first = try hub(savingIn: folder)
            let mine = try first.newSession()
            let foreign = try first.newSession()
            first.saveAll()
            let file = folder + "/" + foreign.id + ".json"
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let config = mine.app.session().config
            try text.replacingOccurrences(of: config, with: "/elsewhere/other.yaml")
                .write(toFile: file, atomically: true, encoding: .utf8)

            let restarted = try hub(savingIn: folder)
            #expect(try await restarted.connect(fresh: nil, resume: mine.id).id == mine.id)
            let refused = try await restarted.connect(fresh: nil, resume: foreign.id)
            #expect(refused.id != foreign.id, "a new session, not the other config's")
            #expect(FileManager.default.fileExists(atPath: file), "the other app's file is left alone")
        }

        @Test("Changed sessions are saved once the interval passed, and the main actor runs other work between two")
        func periodicSave() async throws {
            let folder = FileManager.default.temporaryDirectory.path + "/lasso-save-test-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let hub = try hub(savingIn: folder)
            let sessions = try (0..<3).map { _ in try hub.newSession() }
            for session in sessions { session.hasUnsavedChanges = true }

            await hub.saveChangedIfDue(now: .now)
            let unsavedBefore = sessions.filter(\.hasUnsavedChanges).count
            #expect(unsavedBefore == 3, "not due yet: nothing is saved")

            // Enqueued on the main actor before the save starts: it runs at the save's first yield.
            let between = Task { @MainActor in sessions.filter(\.hasUnsavedChanges).count }
            await hub.saveChangedIfDue(now: .now + WebSessionHub.saveInterval)
            let unsavedBetween = await between.value
            #expect(unsavedBetween == 2, "other work ran after the first snapshot, before the second")
            let unsavedAfter = sessions.filter(\.hasUnsavedChanges).count
            #expect(unsavedAfter == 0)

            // The files are written on the saving queue.
            hub.finishSaving()
            let expected = Set(sessions.map { $0.id + ".json" })
            let saved = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            #expect(saved == expected)
        }
    }
#endif
