internal import Dispatch

/// The base class for a module's store: it owns the state, receives actions, applies updates,
/// notifies observers and emits outputs.
///
/// Subclass it and override ``handleAction(_:)``:
///
/// ```swift
/// final class CounterStore: LassoStore<CounterScreenModule> {
///     override func handleAction(_ action: Action) {
///         switch action {
///         case .didTapIncrement: update { $0.count += 1 }
///         }
///     }
/// }
/// ```
///
/// Threading: everything runs on the main actor. ``dispatchAction(_:)`` may be called from any
/// thread; actions from other threads are delivered on the main actor in dispatch order.
/// Re-entrancy: an action dispatched while the store is handling an action or notifying observers
/// is queued and handled right after, never nested.
@MainActor
open class LassoStore<Module: StoreModule>: AbstractStore {
    /// The module's action type.
    public typealias Action = Module.Action
    /// The module's state type.
    public typealias State = Module.State
    /// The module's output type.
    public typealias Output = Module.Output

    /// The current state. Change it with ``update(_:)``.
    public var state: State { storedState }

    // The action → update → observers path is `@inlinable` (with the state it touches
    // `@usableFromInline`) so that it is specialized for the concrete module in the store's own
    // module; unspecialized, each use of these generic arrays costs a type-metadata lookup.
    @usableFromInline final var storedState: State
    private var outputObservers: [@MainActor (Output) -> Void] = []
    // The store's own bookkeeping, touched on every action. Only the store's code accesses it, and
    // never in overlapping ways (debug builds and the tests check that dynamically), so release
    // builds skip the dynamic exclusivity checks here (about a fifth of an action's cost). The
    // state itself, which user closures touch, keeps its checks.
    #if DEBUG
    @usableFromInline final var stateObservers: [@MainActor (State?, State) -> Void] = []
    @usableFromInline final var pendingBatch: [(inout State) -> Void] = []
    @usableFromInline final var queuedActions: [Action] = []
    @usableFromInline final var isBusy = false
    @usableFromInline final var isNotifyingStateObservers = false
    @usableFromInline final var hasUpdateDuringNotification = false
    #else
    @exclusivity(unchecked) @usableFromInline final var stateObservers: [@MainActor (State?, State) -> Void] = []
    @exclusivity(unchecked) @usableFromInline final var pendingBatch: [(inout State) -> Void] = []
    @exclusivity(unchecked) @usableFromInline final var queuedActions: [Action] = []
    @exclusivity(unchecked) @usableFromInline final var isBusy = false
    @exclusivity(unchecked) @usableFromInline final var isNotifyingStateObservers = false
    @exclusivity(unchecked) @usableFromInline final var hasUpdateDuringNotification = false
    #endif
    private nonisolated let crossThreadActions = CrossThreadActionQueue<Action>()

    /// Creates a store holding `initialState`.
    public required init(with initialState: State) {
        self.storedState = initialState
    }

    /// Handles one action. Override it; the default does nothing.
    ///
    /// Called on the main actor, one action at a time.
    open func handleAction(_ action: Action) {}

    // MARK: - Actions

    /// Sends `action` to the store from any thread.
    ///
    /// On the main thread, the action is handled before this returns (unless the store is busy
    /// with another action, in which case it is handled right after that one). From another
    /// thread, it is queued and handled on the main actor, after every action dispatched before it.
    @inlinable
    public nonisolated func dispatchAction(_ action: Action) {
        if isCallerOnMainThread() {
            withMainActorEstablished {
                if hasCrossThreadActions { drainCrossThreadActions() }
                receive(action)
            }
        } else {
            enqueueCrossThreadAction(action)
        }
    }

    @usableFromInline
    final nonisolated func isCallerOnMainThread() -> Bool { isOnMainThread() }

    @usableFromInline
    final nonisolated var hasCrossThreadActions: Bool { crossThreadActions.hasPending }

    @usableFromInline
    final nonisolated func enqueueCrossThreadAction(_ action: Action) {
        if crossThreadActions.enqueue(action) {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.drainCrossThreadActions() }
            }
        }
    }

    @usableFromInline
    final func drainCrossThreadActions() {
        for action in crossThreadActions.takeAll() {
            receive(action)
        }
    }

    @inlinable
    final func receive(_ action: Action) {
        if isBusy {
            queuedActions.append(action)
            return
        }
        isBusy = true
        handleAction(action)
        drainQueuedActions()
        isBusy = false
    }

    @inlinable
    final func drainQueuedActions() {
        var index = 0
        while index < queuedActions.count {
            let next = queuedActions[index]
            index += 1
            handleAction(next)
        }
        queuedActions.removeAll(keepingCapacity: true)
    }

    // MARK: - State

    /// Applies `change` (after any pending ``batchUpdate(_:)`` changes) to the state, then notifies
    /// every state observer once with the old and new state.
    ///
    /// The state is changed in place: only the parts `change` mutates are copied. An update made
    /// while observers are being notified (by an observer) is applied at once and notified after
    /// the current notification reaches every observer, so all observers see states in order.
    @inlinable
    public func update(_ change: (inout State) -> Void = { _ in }) {
        guard !stateObservers.isEmpty, !isNotifyingStateObservers else {
            applyPendingBatch()
            change(&storedState)
            if isNotifyingStateObservers { hasUpdateDuringNotification = true }
            return
        }
        let oldState = storedState
        applyPendingBatch()
        change(&storedState)
        notifyStateObservers(old: oldState)
    }

    /// Queues `change`; it is applied, without its own notification, by the next ``update(_:)``.
    /// Use it to combine several changes into a single notification.
    public func batchUpdate(_ change: @escaping (inout State) -> Void) {
        pendingBatch.append(change)
    }

    @inlinable
    final func applyPendingBatch() {
        guard !pendingBatch.isEmpty else { return }
        let batch = pendingBatch
        pendingBatch.removeAll()
        for change in batch { change(&storedState) }
    }

    @inlinable
    final func notifyStateObservers(old oldState: State) {
        let wasBusy = isBusy
        isBusy = true
        isNotifyingStateObservers = true
        var notifiedState = oldState
        repeat {
            hasUpdateDuringNotification = false
            let newState = storedState
            for observer in stateObservers {
                observer(notifiedState, newState)
            }
            notifiedState = newState
        } while hasUpdateDuringNotification
        isNotifyingStateObservers = false
        if !wasBusy {
            drainQueuedActions()
            isBusy = false
        }
    }

    /// Replaces the whole state and notifies observers, as an ``update(_:)`` would.
    /// Used by the host to move state into a rebuilt screen; stores rarely need it.
    public func replaceState(with newState: State) {
        update { $0 = newState }
    }

    /// Registers `handler`, calls it at once with `(nil, state)`, then with the old and new state
    /// after every update.
    public func observeState(_ handler: @escaping @MainActor (_ oldState: State?, _ newState: State) -> Void) {
        stateObservers.append(handler)
        handler(nil, state)
    }

    /// The number of registered state observers.
    public var stateObserverCount: Int { stateObservers.count }

    // MARK: - Outputs

    /// Emits `output` to every output observer, synchronously, in registration order.
    public func dispatchOutput(_ output: Output) {
        for observer in outputObservers {
            observer(output)
        }
    }

    /// Registers `handler` to receive every output emitted from now on.
    public func observeOutput(_ handler: @escaping @MainActor (Output) -> Void) {
        outputObservers.append(handler)
    }
}
