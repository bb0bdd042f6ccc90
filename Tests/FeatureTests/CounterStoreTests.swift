import CounterFeature
import Lasso
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
}
