/// Where a store keeps its ``StoreCore``: the one part of a store whose layout is frozen.
/// An implementation detail of ``LassoStore``'s fast path and of the frozen plugin ABI
/// (docs/plugin-abi.md), public only because `LassoStore` inherits from it; do not use it.
///
/// A plugin's inlined copy of the action path reads the store's core twice per action (in
/// `receive` and in `update`). Were the core a stored property of `LassoStore`, a resilient
/// class, each read would call the property's getter, which returns the core retained, and
/// release it afterwards: two calls and two atomic reference-count operations per read, which
/// made dispatch from a plugin measurably slower than in a fragile build (BENCHMARKS.md,
/// "Plugin ABI", has the numbers before and after). As the only field of this fixed-layout class, its offset is
/// known to the plugin's compiler: the read is one load, and the store it is read from keeps the
/// core alive, so nothing is retained.
///
/// Frozen with the 1.x ABI: this class's one field, its type and its place as `LassoStore`'s
/// superclass.
@MainActor
@_fixed_layout
open class _StoreCoreHolder<State, Action> {
    /// The store's core, created with the store and never replaced.
    @usableFromInline final let core: StoreCore<State, Action>

    // Only `LassoStore`'s initializer calls it (plugins cannot, so they cannot subclass this
    // class themselves). `@usableFromInline` because a designated initializer of an open class
    // is part of its ABI: it is in the ABI baseline, so no build (a debug build with testing
    // enabled included) shows it as added.
    @usableFromInline
    init(core: StoreCore<State, Action>) {
        self.core = core
    }
}
