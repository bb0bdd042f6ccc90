import Foundation
import Testing

@testable import Lasso

/// State migration checked over generated states: a store handed the state of its own version
/// keeps it exactly, whatever its own state was, and a new version keeps every field the two
/// versions share.
@MainActor
@Suite("State migration, over generated states")
struct StateMigrationPropertyTests {
    /// Runs per property; each run's seed is printed with a failure, to replay it.
    private static let runs = 300

    @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003] as [UInt64])
    func aSwapToTheSameVersionKeepsTheStateExactlyWhateverTheNewStoreHeld(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        for run in 0..<Self.runs {
            // One run at a time on the main actor, which the other tests share.
            await Task.yield()
            let old = OrdersState.generate(using: &random)
            let held = OrdersState.generate(using: &random)
            let store = OrdersModule.createScreen(with: held).concreteStore
            let adoption = try store.adoptState(
                from: try OrdersModule.createScreen(with: old).concreteStore.encodedState(), previousVersion: "1.0.0")
            try #require(adoption == .kept, "seed \(seed), run \(run)")
            try #require(store.state == old, "seed \(seed), run \(run)")
        }
    }

    @Test(arguments: [0x5EED_0011, 0x5EED_0012] as [UInt64])
    func aSessionRestoredIntoTheSameVersionIsTheSessionSaved(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        for run in 0..<Self.runs {
            // One run at a time on the main actor, which the other tests share.
            await Task.yield()
            let saved = OrdersState.generate(using: &random)
            // Saved as a session file holds it (sorted keys, through disk-like bytes), restored
            // into a store that starts from its defaults.
            let file = try OrdersModule.createScreen(with: saved).concreteStore.encodedState()
            let restored = OrdersModule.createScreen().concreteStore
            try #require(
                try restored.adoptState(from: file, previousVersion: "1.0.0") == .kept, "seed \(seed), run \(run)")
            try #require(restored.state == saved, "seed \(seed), run \(run)")
        }
    }

    @Test(arguments: [0x5EED_0021, 0x5EED_0022] as [UInt64])
    func aNewVersionKeepsEverySharedFieldDefaultsItsNewOnesAndNamesWhatWentAway(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        for run in 0..<Self.runs {
            // One run at a time on the main actor, which the other tests share.
            await Task.yield()
            let old = OrdersState.generate(using: &random)
            let store = OrdersModuleV2.createScreen().concreteStore
            let adoption = try store.adoptState(
                from: try OrdersModule.createScreen(with: old).concreteStore.encodedState(), previousVersion: "1.0.0")
            let state = store.state
            let context = "seed \(seed), run \(run)"
            #expect(state.selectedOrderID == old.selectedOrderID, "\(context)")
            #expect(state.highlightedRow == old.highlightedRow, "\(context)")
            #expect(state.orders == old.orders, "\(context)")
            #expect(state.status == old.status, "\(context)")
            #expect(state.detail?.note == old.detail?.note, "\(context)")
            #expect(state.detail?.pinned == old.detail?.pinned, "\(context)")
            #expect(state.counts == old.counts, "\(context)")
            #expect(state.pageSize == 50, "\(context)")
            #expect(state.sortKey == "date", "\(context)")
            let gone = (old.filter == nil ? [] : ["filter"]) + (old.detail?.colour == nil ? [] : ["detail.colour"])
            let expected: StateAdoption = gone.isEmpty ? .kept : .partlyKept(dropped: gone.sorted(), reset: [])
            #expect(adoption == expected, "\(context)")
        }
    }
}

// MARK: - The states

/// A state with each shape the rule must move: optionals with and without a default, nested
/// optional structs, lists of optionals and of structs, an enumeration with payloads, a dictionary
/// with `nil` values, numbers of both kinds and any text.
struct OrdersState: Equatable, Codable, Sendable {
    struct Order: Equatable, Codable, Sendable {
        var id = 0
        var title = ""
        var shippedAt: Double?
    }
    struct Detail: Equatable, Codable, Sendable {
        var note = ""
        var pinned: Int?
        var colour: String? = "red"
    }
    enum Status: Equatable, Codable, Sendable {
        case pending
        case shipped(trackingID: String?)
        case cancelled(reason: String, refund: Double)
    }
    var selectedOrderID: Int?
    var highlightedRow: Int? = 3
    var filter: String?
    var orders: [Order] = []
    var marks: [Int?] = []
    var detail: Detail? = Detail()
    var status = Status.pending
    var counts: [String: Int?] = ["open": 1]
    var ratio = 0.5
    var isEditing = false
}

/// The next version of ``OrdersState``: `filter` and `detail.colour` are gone, `pageSize` and
/// `sortKey` are new.
struct OrdersStateV2: Equatable, Codable, Sendable {
    struct Detail: Equatable, Codable, Sendable {
        var note = ""
        var pinned: Int?
    }
    var selectedOrderID: Int?
    var highlightedRow: Int? = 3
    var orders: [OrdersState.Order] = []
    var marks: [Int?] = []
    var detail: Detail? = Detail()
    var status = OrdersState.Status.pending
    var counts: [String: Int?] = [:]
    var ratio = 0.5
    var isEditing = false
    var pageSize = 50
    var sortKey: String? = "date"
}

enum OrdersModule: ScreenModule {
    typealias State = OrdersState
    static var defaultInitialState: State { State() }
    static func createScreen(with store: LassoStore<OrdersModule>) -> Screen { Screen(store, ViewController()) }
}

enum OrdersModuleV2: ScreenModule {
    typealias State = OrdersStateV2
    static var defaultInitialState: State { State() }
    static func createScreen(with store: LassoStore<OrdersModuleV2>) -> Screen { Screen(store, ViewController()) }
}

// MARK: - Generating them

/// A seeded generator (SplitMix64), so that a failing run replays from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension RandomNumberGenerator {
    fileprivate mutating func maybe<Value>(_ make: (inout Self) -> Value) -> Value? {
        Bool.random(using: &self) ? make(&self) : nil
    }
    fileprivate mutating func list<Value>(upTo count: Int, _ make: (inout Self) -> Value) -> [Value] {
        (0..<Int.random(in: 0...count, using: &self)).map { _ in make(&self) }
    }
    fileprivate mutating func integer() -> Int {
        [0, 1, -1, Int.max, Int.min, Int.random(in: -1000...1000, using: &self)].randomElement(using: &self)!
    }
    fileprivate mutating func number() -> Double {
        [0, -0.5, 1e300, 0.1, Double.random(in: -1e6...1e6, using: &self)].randomElement(using: &self)!
    }
    fileprivate mutating func text() -> String {
        let pieces = ["", "a", "Ann", "\"quoted\"", "back\\slash", "line\nbreak", "é", "日本", "🙂", "null", "{}", " "]
        return (0..<Int.random(in: 0...3, using: &self)).map { _ in pieces.randomElement(using: &self)! }.joined()
    }
}

extension OrdersState {
    static func generate(using random: inout some RandomNumberGenerator) -> OrdersState {
        OrdersState(
            selectedOrderID: random.maybe { $0.integer() },
            highlightedRow: random.maybe { $0.integer() },
            filter: random.maybe { $0.text() },
            orders: random.list(upTo: 3) {
                Order(id: $0.integer(), title: $0.text(), shippedAt: $0.maybe { $0.number() })
            },
            marks: random.list(upTo: 4) { $0.maybe { $0.integer() } },
            detail: random.maybe {
                Detail(note: $0.text(), pinned: $0.maybe { $0.integer() }, colour: $0.maybe { $0.text() })
            },
            status: [
                .pending, .shipped(trackingID: random.maybe { $0.text() }),
                .cancelled(reason: random.text(), refund: random.number()),
            ].randomElement(using: &random)!,
            counts: Dictionary(
                random.list(upTo: 3) { ($0.text(), $0.maybe { $0.integer() }) }, uniquingKeysWith: { first, _ in first }
            ),
            ratio: random.number(),
            isEditing: Bool.random(using: &random)
        )
    }
}
