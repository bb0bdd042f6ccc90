import Testing

@testable import Lasso

/// Tap gesture recognizers on widgets: what activating a widget calls, and focus.
@MainActor
@Suite("Gesture recognizers")
struct GestureRecognizerTests {
    @Test func aTapRecognizerMakesALabelFocusableWhileEnabled() {
        let label = Label("Avatar")
        #expect(!label.acceptsFocus)
        let tap = TapGestureRecognizer()
        label.addGestureRecognizer(tap)
        #expect(label.acceptsFocus)
        #expect(tap.view === label)
        tap.isEnabled = false
        #expect(!label.acceptsFocus, "a disabled recognizer does not make the label focusable")
        tap.isEnabled = true
        label.removeGestureRecognizer(tap)
        #expect(!label.acceptsFocus)
        #expect(tap.view == nil)
    }

    @Test func activatingAWidgetAsTheUserDidCallsItsTapRecognizersThenTheWidget() {
        var calls: [String] = []
        let button = Button("Save")
        button.onTap { calls.append("button") }
        let first = TapGestureRecognizer()
        first.addAction { _ in calls.append("first") }
        let second = TapGestureRecognizer()
        second.addAction { _ in calls.append("second") }
        button.addGestureRecognizer(first)
        button.addGestureRecognizer(second)
        button.activateByUser()
        #expect(calls == ["first", "second", "button"])

        calls = []
        second.isEnabled = false
        button.activateByUser()
        #expect(calls == ["first", "button"], "a disabled recognizer calls nothing")
    }

    @Test func aRecognizerAddedToAnotherWidgetMovesThere() {
        let tap = TapGestureRecognizer()
        let a = Label("A")
        let b = Label("B")
        a.addGestureRecognizer(tap)
        b.addGestureRecognizer(tap)
        #expect(a.gestureRecognizers.isEmpty)
        #expect(b.gestureRecognizers.count == 1)
        #expect(tap.view === b)
    }

    @Test func bindingDispatchesToTheStoreAndHoldsItWeakly() {
        let tap = TapGestureRecognizer()
        var store: TapCountStore? = TapCountStore(with: .init())
        tap.bind(to: store!) { (_: TapGestureRecognizer) in .increment }
        tap.sendActions()
        #expect(store?.state.count == 1)
        weak let released = store
        store = nil
        #expect(released == nil, "the binding does not keep the store alive")
        tap.sendActions()
    }
}

private enum TapCountModule: StoreModule {
    enum Action: Sendable { case increment }
    struct State: Equatable { var count = 0 }
}

private final class TapCountStore: LassoStore<TapCountModule> {
    override func handleAction(_ action: Action) {
        update { $0.count += 1 }
    }
}
