import Foundation
import Testing

@testable import Lasso

/// The rule that moves a screen's state into a new version of its module, and a store taking
/// over an old state by it or by the module's own migration.
@MainActor
@Suite("State migration")
struct StateMigrationTests {
    private func json(_ text: String) throws -> JSONValue { try JSONValue(json: Data(text.utf8)) }

    @Test func oldValuesMoveAtEveryLevelAndNewFieldsKeepTheirDefaults() throws {
        let outcome = StateMigration.merge(
            try json(#"{"count": 3, "style": {"bold": true}}"#),
            over: try json(#"{"count": 0, "step": 1, "style": {"bold": false, "colour": "red"}}"#)
        )
        #expect(outcome.state == (try json(#"{"count": 3, "step": 1, "style": {"bold": true, "colour": "red"}}"#)))
        #expect(outcome.isComplete)
    }

    @Test func droppedAndRetypedFieldsAreNamedByTheirPath() throws {
        let outcome = StateMigration.merge(
            try json(#"{"count": 3, "gone": 1, "style": {"size": "big", "old": []}}"#),
            over: try json(#"{"count": "none", "style": {"size": 12}}"#)
        )
        #expect(outcome.state == (try json(#"{"count": "none", "style": {"size": 12}}"#)))
        #expect(outcome.dropped == ["gone", "style.old"])
        #expect(outcome.reset == ["count", "style.size"])
    }

    @Test func numbersAreOneTypeNullFitsAnyAndListsMoveWhole() throws {
        let outcome = StateMigration.merge(
            try json(#"{"ratio": 2, "note": null, "tags": ["a", "b"], "name": "Ann"}"#),
            over: try json(#"{"ratio": 0.5, "note": "none", "tags": [], "name": null}"#)
        )
        #expect(outcome.state == (try json(#"{"ratio": 2, "note": null, "tags": ["a", "b"], "name": "Ann"}"#)))
        #expect(outcome.isComplete)
    }

    @Test func booleansAreNotNumbers() throws {
        let outcome = StateMigration.merge(try json(#"{"on": 1}"#), over: try json(#"{"on": false}"#))
        #expect(outcome.state == (try json(#"{"on": false}"#)))
        #expect(outcome.reset == ["on"])
    }

    // MARK: - Stores

    @Test func aNewStoreKeepsTheOldStateAndDefaultsItsNewField() throws {
        let old = PlainCounterModule.createScreen(with: .init(count: 4))
        let new = SteppedCounterModule.createScreen(with: .init(step: 2))
        let adoption = try new.concreteStore.adoptState(
            from: try old.concreteStore.encodedState(), previousVersion: "1.0.0")
        #expect(adoption == .kept)
        #expect(new.store.state == SteppedCounterModule.State(count: 4, step: 2))
    }

    @Test func anOptionalFieldHoldingAValueIsKeptThoughTheDefaultStateOmitsIt() throws {
        // Synthesised Encodable leaves out an optional holding nil, so the new version's default
        // state has no `selectedOrderID` key at all: the field must move all the same.
        let old = SelectionModule.createScreen(
            with: .init(selectedOrderID: 2, detail: .init(note: "urgent", pinned: 7)))
        let new = SelectionModule.createScreen()
        let adoption = try new.concreteStore.adoptState(
            from: try old.concreteStore.encodedState(), previousVersion: "1.0.0")
        #expect(adoption == .kept)
        #expect(new.store.state == old.store.state)
    }

    @Test func aFieldGoneFromTheNewTypeIsDroppedThoughTheDefaultStateOmitsOptionals() throws {
        let new = SelectionModule.createScreen()
        let adoption = try new.concreteStore.adoptState(
            from: Data(#"{"selectedOrderID": 3, "gone": 1, "detail": {"note": "a", "old": true}, "none": null}"#.utf8),
            previousVersion: nil)
        #expect(adoption == .partlyKept(dropped: ["detail.old", "gone"], reset: []))
        #expect(new.store.state == SelectionModule.State(selectedOrderID: 3, detail: .init(note: "a")))
    }

    @Test func anOldValueTheNewTypeRefusesIsResetAloneAndTheRestMoves() throws {
        let new = ModeModule.createScreen(with: .init(mode: .slow))
        let adoption = try new.concreteStore.adoptState(
            from: Data(#"{"mode": "warp", "label": "kept", "limit": "high"}"#.utf8), previousVersion: nil)
        #expect(adoption == .partlyKept(dropped: [], reset: ["limit", "mode"]))
        #expect(new.store.state == ModeModule.State(mode: .slow, label: "kept", limit: nil))
    }

    @Test func aStateThatDoesNotDecodeForAReasonNoOldValueCausesLeavesTheStoreAsItWasAndSaysWhy() throws {
        let new = UnwrittenFieldModule.createScreen(with: .init(required: 5))
        let adoption = try new.concreteStore.adoptState(from: Data(#"{"other": 1}"#.utf8), previousVersion: nil)
        #expect(adoption.isReset(saying: "required"), "\(adoption)")
        #expect(new.store.state.required == 5)
    }

    @Test func aStateWhoseOwnDecodingThrowsItsOwnErrorIsResetAndSaysWhy() throws {
        let new = PickyModule.createScreen(with: .init(level: 2))
        let adoption = try new.concreteStore.adoptState(from: Data(#"{"level": 99}"#.utf8), previousVersion: nil)
        #expect(adoption.isReset(saying: "too high"), "\(adoption)")
        #expect(new.store.state.level == 2)
    }

    @Test func theDefaultRuleOfAModuleMigrationKeepsOptionalFieldsToo() throws {
        let previous = PreviousState<SelectionModule.State>(
            data: Data(#"{"selectedOrderID": 9}"#.utf8), version: "1.0.0",
            base: try JSONEncoder().encode(SelectionModule.State()))
        let (state, outcome) = try previous.migrate()
        #expect(state.selectedOrderID == 9)
        #expect(outcome.isComplete)
    }

    @Test func aModuleWithItsOwnMigrationMovesARenamedField() throws {
        let new = RenamedCounterModule.createScreen()
        let adoption = try new.concreteStore.adoptState(from: Data(#"{"count": 7}"#.utf8), previousVersion: "1.0.0")
        #expect(adoption == .migratedByModule)
        #expect(new.store.state.clicks == 7)
        #expect(new.store.state.seenVersion == "1.0.0")
    }

    @Test func aMigrationThatThrowsLeavesTheStoreAsItWas() throws {
        let new = RenamedCounterModule.createScreen()
        #expect(throws: RenamedCounterModule.TooOld.self) {
            _ = try new.concreteStore.adoptState(from: Data(#"{"count": 7}"#.utf8), previousVersion: "0.1.0")
        }
        #expect(new.store.state == RenamedCounterModule.State())
    }

    @Test func theSummaryNamesWhatDidNotMove() {
        #expect(StateAdoption.kept.summary == "state kept")
        #expect(
            StateAdoption.partlyKept(dropped: ["gone"], reset: ["count"]).summary
                == "state kept but count (reset: type changed), gone (dropped)")
    }
}

// MARK: - Modules

enum PlainCounterModule: ScreenModule {
    struct State: Equatable, Codable, Sendable { var count = 0 }
    static var defaultInitialState: State { State() }
    static func createScreen(with store: LassoStore<PlainCounterModule>) -> Screen { Screen(store, ViewController()) }
}

enum SteppedCounterModule: ScreenModule {
    struct State: Equatable, Codable, Sendable {
        var count = 0
        var step = 1
    }
    static var defaultInitialState: State { State() }
    static func createScreen(with store: LassoStore<SteppedCounterModule>) -> Screen { Screen(store, ViewController()) }
}

enum ModeModule: ScreenModule {
    enum Mode: String, Codable, Sendable { case slow, fast }
    struct State: Equatable, Codable, Sendable {
        var mode = Mode.fast
        var label = ""
        var limit: Int?
    }
    static var defaultInitialState: State { State() }
    static func createScreen(with store: LassoStore<ModeModule>) -> Screen { Screen(store, ViewController()) }
}

enum SelectionModule: ScreenModule {
    struct Detail: Equatable, Codable, Sendable {
        var note = ""
        var pinned: Int?
    }
    struct State: Equatable, Codable, Sendable {
        var selectedOrderID: Int?
        var detail: Detail?
    }
    static var defaultInitialState: State { State() }
    static func createScreen(with store: LassoStore<SelectionModule>) -> Screen { Screen(store, ViewController()) }
}

/// A state whose encoder leaves out a field its decoder requires: its own default state does not
/// decode.
enum UnwrittenFieldModule: ScreenModule {
    struct State: Equatable, Codable, Sendable {
        var required = 0
        func encode(to encoder: any Encoder) throws { _ = encoder.container(keyedBy: CodingKeys.self) }
    }
    static var defaultInitialState: State { State() }
    static func createScreen(with store: LassoStore<UnwrittenFieldModule>) -> Screen { Screen(store, ViewController()) }
}

/// A state whose decoding refuses some values with an error of its own.
enum PickyModule: ScreenModule {
    struct TooHigh: Error, CustomStringConvertible { var description: String { "the level is too high" } }
    struct State: Equatable, Codable, Sendable {
        var level = 0
        init(level: Int = 0) { self.level = level }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            level = try container.decode(Int.self, forKey: .level)
            guard level < 10 else { throw TooHigh() }
        }
    }
    static var defaultInitialState: State { State() }
    static func createScreen(with store: LassoStore<PickyModule>) -> Screen { Screen(store, ViewController()) }
}

enum RenamedCounterModule: ScreenModule, StateMigrating {
    struct TooOld: Error {}
    struct State: Equatable, Codable, Sendable {
        var clicks = 0
        var seenVersion = ""
    }
    static var defaultInitialState: State { State() }
    static func createScreen(with store: LassoStore<RenamedCounterModule>) -> Screen { Screen(store, ViewController()) }

    static func migrateState(from previous: PreviousState<State>) throws -> State {
        guard previous.version != "0.1.0" else { throw TooOld() }
        var state = try previous.migratedByDefaultRule()
        state.clicks = previous.value(of: "count", as: Int.self) ?? 0
        state.seenVersion = previous.version ?? ""
        return state
    }
}

/// Whole-state observation skips updates that leave an `Equatable` state equal, as Lasso does.
@MainActor
@Suite("Whole-state observation")
struct WholeStateObservationTests {
    @Test func anUpdateThatChangesNothingIsNotReported() {
        let screen = PlainCounterModule.createScreen(with: .init(count: 1))
        var seen: [Int] = []
        screen.store.observeState { (state: PlainCounterModule.State) in seen.append(state.count) }
        screen.concreteStore.update { $0.count = 1 }
        screen.concreteStore.update { $0.count = 2 }
        screen.concreteStore.update()
        #expect(seen == [1, 2])
    }
}

extension StateAdoption {
    /// Whether the state was reset to its defaults for a reason that mentions `text`.
    fileprivate func isReset(saying text: String) -> Bool {
        if case .reset(let reason) = self { reason.contains(text) } else { false }
    }
}
