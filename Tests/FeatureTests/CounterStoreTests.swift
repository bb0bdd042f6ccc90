import CounterFeature
import Lasso
import LassoTestUtilities
import Testing

@MainActor
@Suite("Counter screen")
struct CounterStoreTests {
    @Test func incrementDecrementAndResetStayWithinZeroAndTheLimit() {
        let screen = CounterScreenModule.createScreen(with: .init(count: 0, limit: 2))
        let store = screen.store
        store.dispatchAction(.didTapDecrement)
        #expect(store.state.count == 0)
        store.dispatchAction(.didTapIncrement)
        store.dispatchAction(.didTapIncrement)
        store.dispatchAction(.didTapIncrement)
        #expect(store.state.count == 2)
        store.dispatchAction(.didTapReset)
        #expect(store.state.count == 0)
    }

    @Test func reachingTheLimitEmitsOneOutput() {
        var outputs: [CounterScreenModule.Output] = []
        let screen = CounterScreenModule.createScreen(with: .init(count: 1, limit: 2))
            .observeOutput { outputs.append($0) }
        screen.store.dispatchAction(.didTapIncrement)
        screen.store.dispatchAction(.didTapIncrement)
        #expect(outputs == [.didReachLimit(count: 2)])
    }

    @Test func buttonsDriveTheStoreAndTheLabelFollowsTheCount() throws {
        let screen = CounterScreenModule.createScreen()
        let widgets = screen.controller.view.visibleWidgets
        let plus = try #require(widgets.compactMap { $0 as? Button }.first { $0.title == "+" })
        plus.tap()
        plus.tap()
        let labels = widgets.compactMap { $0 as? Label }.map(\.text)
        #expect(labels.contains("Count: 2"))
        #expect(screen.controller.title == "Counter")
    }

    @Test func aNamedCountIsTheUsersKeptAndSharedByTheirSessionsButNotByAnotherUsersOrAnotherCounter() async throws {
        let storage = InMemoryStorage()
        let ada = AppUser(authority: .account, name: "ada")
        let bob = AppUser(authority: .account, name: "bob")
        func counter(of user: AppUser, keptAs name: String? = "laps") throws -> CounterStore {
            var made: CounterStore?
            _ = CounterScreenModule.createScreen(with: .init(limit: 5, keptAs: name)) {
                $0.counts = HostServices.inMemory(plugin: "counter", user: user, storage: storage).storage.user
                made = $0
            }
            return try #require(made)
        }
        let first = try counter(of: ada)
        let second = try counter(of: ada)
        let bobs = try counter(of: bob)
        let other = try counter(of: ada, keptAs: "goals")
        let unkept = try counter(of: ada, keptAs: nil)
        await storage.settled()
        first.dispatchAction(.didTapIncrement)
        first.dispatchAction(.didTapIncrement)
        first.dispatchAction(.didTapIncrement)
        #expect(first.state.count == 3)
        await first.keeping?.value
        await storage.settled()
        #expect(first.state.count == 3, "the count read back never goes behind the one shown")
        #expect(second.state.count == 3, "the user's other session shows it at once")
        #expect(bobs.state.count == 0)
        #expect(other.state.count == 0, "a counter kept under another name keeps its own count")
        #expect(unkept.state.count == 0, "a counter kept under no name keeps its count in its state")
        let later = try counter(of: ada)
        await storage.settled()
        #expect(later.state.count == 3, "a new session starts at the user's count")
        second.dispatchAction(.didTapReset)
        await second.keeping?.value
        await storage.settled()
        #expect(first.state.count == 0)
    }
}
