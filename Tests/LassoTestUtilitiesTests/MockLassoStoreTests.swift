import Lasso
import LassoTestUtilities
import Testing

/// A view controller tested in isolation with a mock store.
@MainActor
struct MockLassoStoreTests {
    @Test func recordsActionsInsteadOfHandlingThem() {
        let store = MockLassoStore<CounterScreenModule>(with: .init(count: 1))
        let controller = CounterViewController(store: store.asViewStore())
        controller.loadViewIfNeeded()

        controller.incrementButton.tap()
        controller.doneButton.tap()

        #expect(store.dispatchedActions == [.didTapIncrement, .didTapDone])
        #expect(store.state.count == 1)
        #expect(controller.countLabel.text == "Count: 1")
    }

    @Test func mockUpdatesDriveTheView() {
        let store = MockLassoStore<CounterScreenModule>(with: .init())
        let controller = CounterViewController(store: store.asViewStore())
        controller.loadViewIfNeeded()

        store.mockUpdate { $0 = .init(count: 7) }
        #expect(controller.countLabel.text == "Count: 7")
        store.mockUpdate { $0.count = 8 }
        #expect(controller.countLabel.text == "Count: 8")
    }

    @Test func emitsOutputsToObservers() {
        let store = MockLassoStore<CounterScreenModule>(with: .init())
        var outputs: [CounterScreenModule.Output] = []
        store.observeOutput { outputs.append($0) }

        store.dispatchMockOutput(.didFinish(count: 3))

        #expect(outputs == [.didFinish(count: 3)])
    }

    @Test func forgetsRecordedActions() {
        let store = MockLassoStore<CounterScreenModule>(with: .init())
        store.dispatchAction(.didTapDone)
        store.removeAllDispatchedActions()
        store.dispatchAction(.didTapIncrement)
        #expect(store.dispatchedActions == [.didTapIncrement])
    }

    @Test func worksWithStoreTest() async {
        await StoreTest<MockLassoStore<CounterScreenModule>>(exhaustive: true)
            .given(.init(count: 2))
            .when(.didTapIncrement)
            .then(
                .emittedStates([]), .outputs([]), .sideEffects { #expect($0.dispatchedActions == [.didTapIncrement]) })
    }
}
