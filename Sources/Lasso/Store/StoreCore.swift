/// What a store touches on every action: its state, its state observers, batched changes, queued
/// actions and the re-entrancy flags. Part of the frozen plugin ABI (docs/plugin-abi.md).
///
/// The plugin API is built with library evolution, so a plugin reaches a `LassoStore`'s own
/// stored properties only through accessor calls, since a later runtime may lay them out
/// differently. That costs several calls per action. This class is `@_fixed_layout` instead (the
/// way the standard library freezes the storage class of `Array`): a plugin's specialized copy
/// of the inlined action path reads and writes these fields directly, after one call to get the
/// store's core. In exchange, the fields below may not be added to, removed, reordered, renamed
/// or retyped within a major version; everything else about a store stays resilient.
///
/// Only the store's main-actor code touches a core, and never in overlapping ways (debug builds
/// and the tests check that dynamically), so release builds skip the dynamic exclusivity checks
/// on the bookkeeping fields. The state itself, which user closures touch, keeps its checks.
@_fixed_layout
@usableFromInline
final class StoreCore<State, Action> {
    /// The current state.
    @usableFromInline var state: State
    #if DEBUG
        /// Called with the old and new state after every update.
        @usableFromInline var stateObservers: [@MainActor (State?, State) -> Void] = []
        /// Changes queued by `batchUpdate`, applied by the next `update`.
        @usableFromInline var pendingBatch: [(inout State) -> Void] = []
        /// Actions dispatched while the store was busy, handled right after.
        @usableFromInline var queuedActions: [Action] = []
        /// Whether the store is handling an action or notifying observers.
        @usableFromInline var isBusy = false
        /// Whether state observers are being notified.
        @usableFromInline var isNotifyingStateObservers = false
        /// Whether an observer updated the state during the current notification.
        @usableFromInline var hasUpdateDuringNotification = false
    #else
        @exclusivity(unchecked) @usableFromInline var stateObservers: [@MainActor (State?, State) -> Void] = []
        @exclusivity(unchecked) @usableFromInline var pendingBatch: [(inout State) -> Void] = []
        @exclusivity(unchecked) @usableFromInline var queuedActions: [Action] = []
        @exclusivity(unchecked) @usableFromInline var isBusy = false
        @exclusivity(unchecked) @usableFromInline var isNotifyingStateObservers = false
        @exclusivity(unchecked) @usableFromInline var hasUpdateDuringNotification = false
    #endif

    @usableFromInline
    init(state: State) {
        self.state = state
    }
}
