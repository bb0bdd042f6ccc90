import Testing

@testable import Lasso

enum FormModule: StoreModule {
    enum Action: Sendable, Equatable {
        case didTapSubmit
        case didTapRow(Int)
        case didEditName(String)
        case didTapCounter(Int)
    }

    struct State: Equatable {
        var name = ""
        var error: String?
        var isBusy = false
        var count = 0
        var items: [String] = []
    }
}

/// Records actions and applies a few of them.
final class FormStore: LassoStore<FormModule> {
    private(set) var received: [Action] = []

    override func handleAction(_ action: Action) {
        received.append(action)
        switch action {
        case .didEditName(let name): update { $0.name = name.uppercased() }
        case .didTapCounter(let value): update { $0.count = value }
        case .didTapSubmit, .didTapRow: break
        }
    }
}

@MainActor
@Suite("Widget bindings")
struct BindingTests {
    @Test func buttonBindingDispatchesItsAction() {
        let store = FormStore(with: .init())
        let button = Button("Submit")
        button.bind(to: store, action: .didTapSubmit)
        button.tap()
        button.isEnabled = false
        button.tap()
        #expect(store.received == [.didTapSubmit])
    }

    @Test func buttonBindingWithAnActionMakerBuildsTheActionAtTapTime() {
        let store = FormStore(with: .init())
        let button = Button("+")
        var next = 1
        button.bind(to: store) {
            defer { next += 1 }
            return .didTapCounter(next)
        }
        button.tap()
        button.tap()
        #expect(store.received == [.didTapCounter(1), .didTapCounter(2)])
    }

    @Test func textFieldBindingDispatchesUserEditsOnly() {
        let store = FormStore(with: .init())
        let field = TextField()
        field.bindTextDidChange(to: store) { .didEditName($0) }
        field.text = "code"
        field.userDidInsert("!")
        #expect(store.received == [.didEditName("code!")])
    }

    @Test func listBindingDispatchesSelections() {
        let store = FormStore(with: .init())
        let list = List(titles: ["a", "b"])
        list.bindSelection(to: store) { .didTapRow($0) }
        list.select(row: 1)
        list.moveHighlight(by: -1)
        list.selectHighlighted()
        #expect(store.received == [.didTapRow(1), .didTapRow(0)])
    }

    @Test func bindingsAcceptViewStores() {
        let store = FormStore(with: .init())
        let viewStore = store.asViewStore(actionMap: { (row: Int) in FormModule.Action.didTapRow(row) })
        let list = List(titles: ["a", "b", "c"])
        list.bindSelection(to: viewStore) { $0 }
        list.select(row: 2)
        #expect(store.received == [.didTapRow(2)])
    }

    @Test func propertyBindingFollowsTheStateFromNow() {
        let store = FormStore(with: .init(name: "initial"))
        let label = Label()
        label.bind(\.text, to: store, \.name)
        #expect(label.text == "initial")
        store.dispatchAction(.didEditName("ada"))
        #expect(label.text == "ADA")
    }

    @Test func propertyBindingOnlyWritesWhenTheValueChanges() {
        let store = FormStore(with: .init())
        let label = Label()
        label.bind(\.text, to: store, \.name)
        label.text = "changed by hand"
        store.dispatchAction(.didTapCounter(3))
        #expect(label.text == "changed by hand", "the name did not change, so the label is not rewritten")
        store.dispatchAction(.didEditName("x"))
        #expect(label.text == "X")
    }

    @Test func transformBindingMapsTheValue() {
        let store = FormStore(with: .init())
        let countLabel = Label()
        let errorLabel = Label()
        let indicator = ActivityIndicator()
        let submit = Button("Submit")
        countLabel.bind(\.text, to: store, \.count) { "Count: \($0)" }
        errorLabel.bind(\.isHidden, to: store, \.error) { $0 == nil }
        errorLabel.bind(\.text, to: store, \.error) { $0 ?? "" }
        indicator.bind(\.isAnimating, to: store, \.isBusy)
        submit.bind(\.isEnabled, to: store, \.isBusy) { !$0 }
        #expect(countLabel.text == "Count: 0")
        #expect(errorLabel.isHidden)
        #expect(submit.isEnabled)

        store.update {
            $0.count = 4
            $0.error = "Wrong password"
            $0.isBusy = true
        }
        #expect(countLabel.text == "Count: 4")
        #expect(!errorLabel.isHidden)
        #expect(errorLabel.text == "Wrong password")
        #expect(indicator.isAnimating)
        #expect(!submit.isEnabled)
    }

    @Test func propertyBindingThroughAViewStoreWithAMappedState() {
        let store = FormStore(with: .init())
        let viewStore = store.asViewStore(stateMap: { $0.items.joined(separator: ", ") })
        let label = Label()
        label.bind(\.text, to: viewStore, \.self)
        store.update { $0.items = ["a", "b"] }
        #expect(label.text == "a, b")
    }

    @Test func twoWayFieldBindingKeepsTheFieldAndStoreInStep() {
        let store = FormStore(with: .init())
        let field = TextField()
        field.bind(\.text, to: store, \.name)
        field.bindTextDidChange(to: store) { .didEditName($0) }
        field.userDidInsert("a")
        #expect(store.state.name == "A")
        #expect(field.text == "A", "the store's version is written back")
        #expect(field.cursorOffset == 1)
        field.userDidInsert("b")
        #expect(field.text == "AB")
        #expect(store.received == [.didEditName("a"), .didEditName("Ab")])
    }

    @Test func aReleasedWidgetStopsFollowingTheStore() {
        let store = FormStore(with: .init())
        let weakLabel = Weak<Label>(nil)
        do {
            let label = Label()
            label.bind(\.text, to: store, \.name)
            weakLabel.object = label
        }
        #expect(weakLabel.isReleased)
        store.dispatchAction(.didEditName("still works"))
        #expect(store.state.name == "STILL WORKS")
    }
}
