public import Lasso
internal import XCTest

/// A ``TestFactory`` check of what an event did; failures are reported at the `then`'s line.
public typealias ThenAssertion<Store: AbstractStore> =
    @MainActor (_ emitted: EmittedValues<Store>, _ file: StaticString, _ line: UInt) -> Void

/// Runs `assert` with what the event did: the most general check.
@MainActor
public func assert<Store: AbstractStore>(_ assert: @escaping @MainActor (EmittedValues<Store>) -> Void)
    -> ThenAssertion<Store>
{
    { emitted, _, _ in assert(emitted) }
}

/// The event updated the state exactly once, to `state`.
@MainActor
public func singleState<Store: AbstractStore>(_ state: Store.State) -> ThenAssertion<Store>
where Store.State: Equatable {
    stateCheck(of: onlyState(of:file:line:)) { _ in state }
}

/// The event updated the state exactly once, to the state before it with `update` applied.
@MainActor
public func singleUpdate<Store: AbstractStore>(_ update: @escaping @MainActor (inout Store.State) -> Void)
    -> ThenAssertion<Store> where Store.State: Equatable
{
    stateCheck(of: onlyState(of:file:line:)) { applying(update, to: $0.previousState) }
}

/// The last state the event produced is `state`.
@MainActor
public func state<Store: AbstractStore>(_ state: Store.State) -> ThenAssertion<Store> where Store.State: Equatable {
    stateCheck(of: lastState(of:file:line:)) { _ in state }
}

/// The last state the event produced is the state before it with `update` applied.
@MainActor
public func update<Store: AbstractStore>(_ update: @escaping @MainActor (inout Store.State) -> Void) -> ThenAssertion<
    Store
> where Store.State: Equatable {
    stateCheck(of: lastState(of:file:line:)) { applying(update, to: $0.previousState) }
}

/// The event emitted exactly `outputs`, in order.
@MainActor
public func outputs<Store: AbstractStore>(_ outputs: Store.Output...) -> ThenAssertion<Store>
where Store.Output: Equatable {
    { emitted, file, line in
        assertEqual(emitted.outputs, outputs, file: file, line: line)
    }
}

/// Runs `sideEffect` (assert on fakes there); checks nothing of the store.
@MainActor
public func sideEffects<Store: AbstractStore>(_ sideEffect: @escaping @MainActor () -> Void) -> ThenAssertion<Store> {
    { _, _, _ in sideEffect() }
}

/// Checks the state `realized` picks from what the event did (recording a failure itself when
/// there is none to pick) against the state `expected` makes of it.
@MainActor
private func stateCheck<Store: AbstractStore>(
    of realized: @escaping @MainActor (EmittedValues<Store>, StaticString, UInt) -> Store.State?,
    equals expected: @escaping @MainActor (EmittedValues<Store>) -> Store.State
) -> ThenAssertion<Store> where Store.State: Equatable {
    { emitted, file, line in
        guard let state = realized(emitted, file, line) else { return }
        assertEqual(state, expected(emitted), file: file, line: line)
    }
}

/// `state` with `update` applied.
@MainActor
private func applying<State>(_ update: @MainActor (inout State) -> Void, to state: State) -> State {
    var updated = state
    update(&updated)
    return updated
}

@MainActor
private func onlyState<Store>(of emitted: EmittedValues<Store>, file: StaticString, line: UInt) -> Store.State? {
    guard emitted.states.count == 1 else {
        XCTFail("expected 1 state, realized \(emitted.states.count) states", file: file, line: line)
        return nil
    }
    return emitted.states[0]
}

@MainActor
private func lastState<Store>(of emitted: EmittedValues<Store>, file: StaticString, line: UInt) -> Store.State? {
    guard let last = emitted.states.last else {
        XCTFail("no states emitted", file: file, line: line)
        return nil
    }
    return last
}

private func assertEqual<A: Equatable>(_ realized: A, _ expected: A, file: StaticString, line: UInt) {
    if realized != expected {
        XCTFail(differenceMessage(realized, expected), file: file, line: line)
    }
}
