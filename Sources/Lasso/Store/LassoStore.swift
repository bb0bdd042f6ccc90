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
open class LassoStore<Module: StoreModule>: _StoreCoreHolder<Module.State, Module.Action>, AbstractStore {
    /// The module's action type.
    public typealias Action = Module.Action
    /// The module's state type.
    public typealias State = Module.State
    /// The module's output type.
    public typealias Output = Module.Output

    /// The current state. Change it with ``update(_:)``.
    public var state: State { core.state }

    // The action → update → observers path is `@inlinable`, so that a plugin's compiler
    // specializes it for the plugin's own store, and what it touches lives in `core`, whose layout
    // is frozen (see ``StoreCore``), at a frozen place (see ``_StoreCoreHolder``): one load fetches
    // the core, then its fields are read directly.
    private var outputObservers: [@MainActor (Output) -> Void] = []
    private nonisolated let crossThreadActions = CrossThreadActionQueue<CrossThreadWork<State, Action>>()

    /// Creates a store holding `initialState`.
    public required init(with initialState: State) {
        super.init(core: StoreCore(state: initialState))
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
    public final nonisolated func dispatchAction(_ action: Action) {
        let handled = MainActorGate.run(self, action) { store, action in
            if store.hasCrossThreadActions { store.drainCrossThreadActions() }
            store.receive(action)
        }
        if !handled { enqueueCrossThreadAction(action) }
    }

    @usableFromInline
    final nonisolated var hasCrossThreadActions: Bool { crossThreadActions.hasPending }

    @usableFromInline
    final nonisolated func enqueueCrossThreadAction(_ action: Action) {
        enqueueCrossThreadWork(.action(action))
    }

    /// Queues `work` for the main actor, after everything sent from other threads before it.
    private final nonisolated func enqueueCrossThreadWork(_ work: CrossThreadWork<State, Action>) {
        if crossThreadActions.enqueue(work) { scheduleCrossThreadDrain() }
    }

    private final nonisolated func scheduleCrossThreadDrain() {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.drainCrossThreadActions() }
        }
    }

    /// Handles what other threads sent, in order. While the store handles an action, a state
    /// change waits, with what was sent after it, for a later drain: it would otherwise be
    /// applied before the actions taken with it, which wait for the current one.
    @usableFromInline
    final func drainCrossThreadActions() {
        let isBusy = core.isBusy
        let (works, isLeft) = crossThreadActions.take(upTo: { isBusy && $0.isUpdate })
        for work in works {
            switch work {
            case .action(let action): receive(action)
            case .update(let change): update(change)
            }
        }
        if isLeft { scheduleCrossThreadDrain() }
    }

    @inlinable
    final func receive(_ action: Action) {
        let core = self.core
        if core.isBusy {
            core.queuedActions.append(action)
            return
        }
        core.isBusy = true
        handleAction(action)
        drainQueuedActions(core)
        core.isBusy = false
    }

    @inlinable
    final func drainQueuedActions(_ core: StoreCore<State, Action>) {
        guard !core.queuedActions.isEmpty else { return }
        var index = 0
        while index < core.queuedActions.count {
            let next = core.queuedActions[index]
            index += 1
            handleAction(next)
        }
        core.queuedActions.removeAll(keepingCapacity: true)
    }

    // MARK: - State

    /// Applies `change` (after any pending ``batchUpdate(_:)`` changes) to the state, then notifies
    /// every state observer once with the old and new state.
    ///
    /// The state is changed in place: only the parts `change` mutates are copied. An update made
    /// while observers are being notified (by an observer) is applied at once and notified after
    /// the current notification reaches every observer, so all observers see states in order.
    ///
    /// **From asynchronous work.** `update` runs on the main actor, and the compiler holds every
    /// caller to that. A `Task` started in ``handleAction(_:)`` runs on the main actor and calls
    /// it as it is, and so does a completion handler that the work calls back on the main actor
    /// (a non-`Sendable` closure written in the store). Work that ends on another thread hops
    /// back with ``executeOnMainThread(_:)`` (or `await MainActor.run`), or calls
    /// ``updateFromAnyThread(_:)``, which is Lasso's `update` from a background thread.
    @inlinable
    public final func update(_ change: (inout State) -> Void = { _ in }) {
        let core = self.core
        guard !core.stateObservers.isEmpty, !core.isNotifyingStateObservers else {
            applyPendingBatch(core)
            change(&core.state)
            if core.isNotifyingStateObservers { core.hasUpdateDuringNotification = true }
            return
        }
        let oldState = core.state
        applyPendingBatch(core)
        change(&core.state)
        notifyStateObservers(core, old: oldState)
    }

    /// Lasso's `update` from any thread: applies `change` on the main actor, and notifies the
    /// observers there, in order with the actions (``dispatchAction(_:)``) and state changes
    /// sent from other threads before it, as Lasso's stores deliver a background update on the
    /// main queue.
    ///
    /// On the main thread, `change` is applied before this returns (after what other threads
    /// sent before it); from another thread, it is applied on the main actor later. ``update(_:)``
    /// stays main-actor only, so that the compiler finds an update from a thread where it was
    /// not meant; this is for work that ends on another thread, in place of
    /// `executeOnMainThread { self.update { … } }`:
    ///
    /// ```swift
    /// service.fetch { names in   // called on a background queue
    ///     self.updateFromAnyThread { $0.names = names }
    /// }
    /// ```
    public final nonisolated func updateFromAnyThread(_ change: @escaping @Sendable (inout State) -> Void) {
        let handled = MainActorGate.run(self, change) { store, change in
            if store.hasCrossThreadActions { store.drainCrossThreadActions() }
            if store.hasCrossThreadActions {
                store.enqueueCrossThreadWork(.update(change))
            } else {
                store.update(change)
            }
        }
        if !handled { enqueueCrossThreadWork(.update(change)) }
    }

    /// Queues `change`; it is applied, without its own notification, by the next ``update(_:)``.
    /// Use it to combine several changes into a single notification.
    public func batchUpdate(_ change: @escaping (inout State) -> Void) {
        core.pendingBatch.append(change)
    }

    @inlinable
    final func applyPendingBatch(_ core: StoreCore<State, Action>) {
        guard !core.pendingBatch.isEmpty else { return }
        let batch = core.pendingBatch
        core.pendingBatch.removeAll()
        for change in batch { change(&core.state) }
    }

    @inlinable
    final func notifyStateObservers(_ core: StoreCore<State, Action>, old oldState: State) {
        let wasBusy = core.isBusy
        core.isBusy = true
        core.isNotifyingStateObservers = true
        var notifiedState = oldState
        repeat {
            core.hasUpdateDuringNotification = false
            let newState = core.state
            for observer in core.stateObservers {
                observer(notifiedState, newState)
            }
            notifiedState = newState
        } while core.hasUpdateDuringNotification
        core.isNotifyingStateObservers = false
        if !wasBusy {
            drainQueuedActions(core)
            core.isBusy = false
        }
    }

    /// Replaces the whole state and notifies observers, as an ``update(_:)`` would.
    /// Used by the host to move state into a rebuilt screen; stores rarely need it.
    public func replaceState(with newState: State) {
        update { $0 = newState }
    }

    /// Registers `handler`, calls it at once with `(nil, state)`, then with the old and new state
    /// after every update.
    ///
    /// With an `Equatable` state, the overload in `LassoStore where State: Equatable` is chosen
    /// instead: it skips updates that leave the state equal, as Lasso's does.
    public func observeState(_ handler: @escaping @MainActor (_ oldState: State?, _ newState: State) -> Void) {
        addStateObserver(handler)
    }

    /// Registers `handler` for every update and calls it at once with `(nil, state)`.
    final func addStateObserver(_ handler: @escaping @MainActor (_ oldState: State?, _ newState: State) -> Void) {
        core.stateObservers.append(handler)
        handler(nil, state)
    }

    /// The number of registered state observers.
    public var stateObserverCount: Int { core.stateObservers.count }

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
