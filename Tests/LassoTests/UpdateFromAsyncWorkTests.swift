import Dispatch
import Foundation
import Testing

@testable import Lasso

/// The rule for a store's asynchronous work: `update` runs on the main actor. A `Task` started
/// in `handleAction`, and a completion handler the work calls back on the main actor, call it
/// as they are; work that ends on another thread hops with `executeOnMainThread`. Calling it
/// from another thread does not compile.
@MainActor
@Suite("update from a store's asynchronous work", .timeLimit(.minutes(10)))
struct UpdateFromAsyncWorkTests {
    enum LoaderModule: StoreModule {
        enum Action: Sendable { case didTapLoad, didTapLoadInBackground }
        struct State: Equatable { var loaded: [String] = [] }
    }

    final class LoaderStore: LassoStore<LoaderModule> {
        override func handleAction(_ action: Action) {
            switch action {
            case .didTapLoad:
                // A task started here runs on the main actor: update is called as it is.
                Task {
                    let value = await Self.fetch()
                    update { $0.loaded.append(value) }
                }
            case .didTapLoadInBackground:
                // Work that ends on another thread hops back, as with Lasso's executeOnMainThread.
                DispatchQueue.global().async {
                    executeOnMainThread { [weak self] in
                        self?.update { $0.loaded.append("background") }
                    }
                }
            }
        }

        nonisolated static func fetch() async -> String { "task" }
    }

    @Test func aTaskStartedByTheStoreUpdatesItDirectly() async {
        let store = LoaderStore(with: .init())
        store.dispatchAction(.didTapLoad)
        await waitUntil(store) { $0.loaded == ["task"] }
        #expect(store.state.loaded == ["task"])
    }

    @Test func workOnAnotherThreadUpdatesThroughExecuteOnMainThread() async {
        let store = LoaderStore(with: .init())
        store.dispatchAction(.didTapLoadInBackground)
        await waitUntil(store) { $0.loaded == ["background"] }
        #expect(store.state.loaded == ["background"])
    }

    /// Waits until `condition` holds for the store's state, checking it at each state update
    /// (the suite's time limit turns a store that never updates into a failure, not a hang).
    private func waitUntil(_ store: LoaderStore, _ condition: @escaping (LoaderModule.State) -> Bool) async {
        let (updates, update) = AsyncStream<LoaderModule.State>.makeStream()
        store.observeState { (state: LoaderModule.State) in update.yield(state) }
        for await state in updates where condition(state) { return }
    }
}

@Suite("update off the main actor at compile time", .serialized, .timeLimit(.minutes(10)))
struct UpdateOffTheMainActorCompileTests {
    static let declarations = """
        import Dispatch
        import Lasso

        enum M: StoreModule {
            enum Action: Sendable { case go }
            struct State { var count = 0 }
        }

        """

    @Test func updatingFromAnotherThreadDoesNotCompile() async throws {
        let result = try await typecheck(
            Self.declarations + """
                final class S: LassoStore<M> {
                    override func handleAction(_ action: Action) {
                        DispatchQueue.global().async { self.update { $0.count += 1 } }
                    }
                }
                """)
        #expect(result.exitCode != 0, "expected an isolation error, got:\n\(result.output)")
        #expect(result.output.contains("main actor-isolated instance method 'update'"), "\(result.output)")
    }

    @Test func updatingFromATaskOrThroughExecuteOnMainThreadCompiles() async throws {
        let result = try await typecheck(
            Self.declarations + """
                final class S: LassoStore<M> {
                    override func handleAction(_ action: Action) {
                        Task { update { $0.count += 1 } }
                        DispatchQueue.global().async {
                            executeOnMainThread { [weak self] in self?.update { $0.count += 1 } }
                        }
                    }
                }
                """)
        #expect(result.exitCode == 0, "the control snippet must type-check:\n\(result.output)")
    }
}
