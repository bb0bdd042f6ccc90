/// A screen module whose store forwards every action unchanged as an output: for screens with
/// no logic of their own, whose owner decides what each tap means.
public protocol PassthroughScreenModule: ScreenModule
where ConcreteStore == PassthroughStore<Self>, Output == Action {}

/// The store of a module whose outputs are its actions: each action is emitted as the same
/// output.
public final class PassthroughStore<Module: StoreModule>: LassoStore<Module> where Module.Output == Module.Action {
    /// Emits `action` as an output.
    public override func handleAction(_ action: Module.Action) {
        dispatchOutput(action)
    }
}
