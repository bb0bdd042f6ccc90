import Lasso
import LassoTestUtilities
import Testing

/// A flow tested with one of its screens replaced by a mock: the flow builds it through a
/// mock screen factory, and the test drives the flow with the mock store's outputs.
@MainActor
struct MockScreenFactoryTests {
    @Test func aFlowBuildsItsScreenFromTheMockFactoryAndFollowsItsMockOutputs() throws {
        let counter = MockScreen<CounterScreenModule>()
        let window = Window()
        let flow = TwoScreenFlow(counterFactory: CounterScreenModule.mockScreenFactory(mockScreen: counter))
        flow.start(with: root(of: window).withNavigationEmbedding())
        let navigation = try #require(window.rootViewController as? NavigationController)

        let store = try #require(counter.mockStore)
        #expect(counter.createdCount == 1)
        #expect(navigation.viewControllers.first === counter.mockController)
        #expect(store.state == CounterScreenModule.defaultInitialState)

        let summary = expectPushed(SummaryViewController.self, on: navigation) {
            store.dispatchMockOutput(.didFinish(count: 5))
        }
        let summaryStore = summary.flatMap { expectScreenStore(of: $0, is: PassthroughStore<SummaryScreenModule>.self) }
        #expect(summaryStore?.state.count == 5)
    }

    @Test func theFreeFunctionInfersTheModule() {
        let counter = MockScreen<CounterScreenModule>()
        let factory: CounterScreenModule.ScreenFactory = mockScreenFactory(mockScreen: counter)
        let screen = factory.createScreen(with: .init(count: 3))
        #expect(screen.store.state.count == 3)
        #expect(screen.controller === counter.mockController)
        screen.store.dispatchAction(.didTapIncrement)
        #expect(counter.mockStore?.dispatchedActions == [.didTapIncrement])
        #expect(screen.store.state.count == 3)
    }
}
