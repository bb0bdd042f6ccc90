import Testing

@testable import Lasso

/// A store module exercising state observation: Equatable and non-Equatable parts.
enum ProfileModule: StoreModule {
    enum Action: Sendable, Equatable {
        case rename(String)
        case birthday
        case touchNote
        case announce(String)
    }

    /// Not Equatable: key-path observers of it are called after every update.
    struct Note {
        var text = ""
    }

    final class Token {}

    struct State {
        var name = "Ada"
        var age = 36
        var note = Note()
        var token = Token()
        var tags: [String] = []
    }

    enum Output: Equatable {
        case announced(String)
    }
}

final class ProfileStore: LassoStore<ProfileModule> {
    private(set) var handled: [Action] = []

    override func handleAction(_ action: Action) {
        handled.append(action)
        switch action {
        case .rename(let name): update { $0.name = name }
        case .birthday: update { $0.age += 1 }
        case .touchNote: update { $0.note.text += "!" }
        case .announce(let text): dispatchOutput(.announced(text))
        }
    }
}

@MainActor
@Suite("LassoStore")
struct LassoStoreTests {
    @Test func handleActionOverrideReceivesEveryDispatchedAction() {
        let store = ProfileStore(with: .init())
        store.dispatchAction(.rename("Grace"))
        store.dispatchAction(.birthday)
        #expect(store.handled == [.rename("Grace"), .birthday])
        #expect(store.state.name == "Grace")
        #expect(store.state.age == 37)
    }

    @Test func baseStoreIgnoresActionsByDefault() {
        let store = LassoStore<ProfileModule>(with: .init())
        store.dispatchAction(.birthday)
        #expect(store.state.age == 36)
    }

    @Test func updateChangesTheStateInPlaceWithoutCopyingIt() {
        let store = LassoStore<ProfileModule>(with: .init())
        var wasUnique = false
        store.update { state in
            wasUnique = isKnownUniquelyReferenced(&state.token)
            state.tags.append("first")
        }
        #expect(wasUnique)
        #expect(store.state.tags == ["first"])
    }

    @Test func updateWithoutChangesStillNotifiesObservers() {
        let store = LassoStore<ProfileModule>(with: .init())
        var calls = 0
        store.observeState { (_: ProfileModule.State) in calls += 1 }
        store.update()
        #expect(calls == 2)
    }

    @Test func stateObserverIsCalledOnceOnRegistrationWithTheCurrentState() {
        let store = LassoStore<ProfileModule>(with: .init(name: "Linus"))
        var calls: [(old: String?, new: String)] = []
        store.observeState { old, new in calls.append((old?.name, new.name)) }
        #expect(calls.count == 1)
        #expect(calls.first?.old == nil)
        #expect(calls.first?.new == "Linus")
        #expect(store.stateObserverCount == 1)
    }

    @Test func wholeStateObserverReceivesOldAndNewStateOnEveryUpdate() {
        let store = ProfileStore(with: .init())
        var pairs: [String] = []
        store.observeState { old, new in pairs.append("\(old?.name ?? "nil")->\(new.name)") }
        store.dispatchAction(.rename("Grace"))
        store.dispatchAction(.rename("Barbara"))
        #expect(pairs == ["nil->Ada", "Ada->Grace", "Grace->Barbara"])
    }

    @Test func newStateObserverIsCalledAfterEveryUpdate() {
        let store = ProfileStore(with: .init())
        var ages: [Int] = []
        store.observeState { (state: ProfileModule.State) in ages.append(state.age) }
        store.dispatchAction(.birthday)
        store.dispatchAction(.rename("Grace"))
        #expect(ages == [36, 37, 37])
    }

    @Test func equatableKeyPathObserverIsCalledOnlyWhenItsValueChanges() {
        let store = ProfileStore(with: .init())
        var names: [String] = []
        var pairs: [String] = []
        store.observeState(\.name) { (name: String) in names.append(name) }
        store.observeState(\.name) { (old: String?, new: String) in pairs.append("\(old ?? "nil")->\(new)") }
        store.dispatchAction(.birthday)
        store.dispatchAction(.rename("Grace"))
        store.dispatchAction(.rename("Grace"))
        store.dispatchAction(.birthday)
        #expect(names == ["Ada", "Grace"])
        #expect(pairs == ["nil->Ada", "Ada->Grace"])
    }

    @Test func nonEquatableKeyPathObserverIsCalledAfterEveryUpdate() {
        let store = ProfileStore(with: .init())
        var notes: [String] = []
        var oldNotes: [String?] = []
        store.observeState(\.note) { (note: ProfileModule.Note) in notes.append(note.text) }
        store.observeState(\.note) { (old: ProfileModule.Note?, _: ProfileModule.Note) in oldNotes.append(old?.text) }
        store.dispatchAction(.birthday)
        store.dispatchAction(.touchNote)
        #expect(notes == ["", "", "!"])
        #expect(oldNotes == [nil, "", ""])
    }

    @Test func batchUpdateIsAppliedOnlyWithTheNextUpdateAndNotifiedOnce() {
        let store = LassoStore<ProfileModule>(with: .init())
        var notifications: [String] = []
        store.observeState { old, new in
            notifications.append("\(old.map { "\($0.name)/\($0.age)" } ?? "nil")->\(new.name)/\(new.age)")
        }
        store.batchUpdate { $0.name = "Grace" }
        store.batchUpdate { $0.age = 85 }
        #expect(store.state.name == "Ada")
        #expect(store.state.age == 36)
        #expect(notifications == ["nil->Ada/36"])

        store.update { $0.age += 1 }
        #expect(store.state.name == "Grace")
        #expect(store.state.age == 86, "the update runs after the batched changes")
        #expect(notifications == ["nil->Ada/36", "Ada/36->Grace/86"])

        store.update()
        #expect(notifications.count == 3, "batched changes are applied once")
        #expect(store.state.age == 86)
    }

    @Test func batchUpdateIsAppliedByTheNextUpdateEvenWithoutObservers() {
        let store = LassoStore<ProfileModule>(with: .init())
        store.batchUpdate { $0.tags.append("batched") }
        #expect(store.state.tags.isEmpty)
        store.update { $0.tags.append("updated") }
        #expect(store.state.tags == ["batched", "updated"])
    }

    @Test func outputsReachObserversInRegistrationOrder() {
        let store = ProfileStore(with: .init())
        var received: [String] = []
        store.observeOutput { (output: ProfileModule.Output) in
            if case .announced(let text) = output { received.append("first:\(text)") }
        }
        store.observeOutput { (output: ProfileModule.Output) in
            if case .announced(let text) = output { received.append("second:\(text)") }
        }
        store.dispatchAction(.announce("a"))
        store.dispatchAction(.announce("b"))
        #expect(received == ["first:a", "second:a", "first:b", "second:b"])
    }

    @Test func outputObserverOnlyReceivesOutputsEmittedAfterRegistration() {
        let store = ProfileStore(with: .init())
        store.dispatchOutput(.announced("early"))
        var received: [ProfileModule.Output] = []
        store.observeOutput { received.append($0) }
        store.dispatchOutput(.announced("late"))
        #expect(received == [.announced("late")])
    }

    @Test func replaceStateSwapsTheWholeStateAndNotifies() {
        let store = LassoStore<ProfileModule>(with: .init())
        var names: [String] = []
        store.observeState(\.name) { (name: String) in names.append(name) }
        store.replaceState(with: .init(name: "Hedy", age: 40))
        #expect(store.state.name == "Hedy")
        #expect(store.state.age == 40)
        #expect(names == ["Ada", "Hedy"])
    }

    @Test func replaceStateAppliesPendingBatchesFirst() {
        let store = LassoStore<ProfileModule>(with: .init())
        store.batchUpdate { $0.age = 1 }
        store.replaceState(with: .init(name: "Hedy", age: 40))
        #expect(store.state.age == 40)
    }
}
