/// Declares a flow's types: the outputs it emits and the controller it must be placed into.
public protocol FlowModule {
    /// Messages the flow sends to whoever started it (`didFinish`, `didPressSkip`).
    associatedtype Output = NoOutput

    /// The controller the flow needs to make its changes: a plain ``ViewController`` to present
    /// on, or a ``NavigationController`` to push into. Starting a flow with a placer of another
    /// context does not compile.
    associatedtype RequiredContext: ViewController = ViewController
}

/// A flow module that pushes its screens onto a navigation stack.
public protocol NavigationFlowModule: FlowModule where RequiredContext == NavigationController {}

/// The module of a flow with no outputs, placed into any controller.
public enum NoOutputFlow: FlowModule {}

/// The module of a flow with no outputs, placed into a navigation controller.
public enum NoOutputNavigationFlow: NavigationFlowModule {
    /// Navigation flows need a navigation controller.
    public typealias RequiredContext = NavigationController
}
