/// A screen or flow whose outputs are observed in a chain of calls, each returning the screen
/// or flow again:
///
/// ```swift
/// LoginScreenModule.createScreen()
///     .observeOutput({ [weak self] in self?.handle($0) }, mapping: Output.login)
///     .place(with: pushed(in: navigationController))
/// ```
@MainActor
public protocol ChainableOutputObservable {
    /// The output type emitted.
    associatedtype Output

    /// Calls `handler` with every output emitted from now on.
    @discardableResult
    func observeOutput(_ handler: @escaping @MainActor (Output) -> Void) -> Self
}

extension ChainableOutputObservable {
    /// Calls `handler` with every output, mapped by `mapping` (for example into an output of the
    /// flow owning the screen).
    @discardableResult
    public func observeOutput<Mapped>(
        _ handler: @escaping @MainActor (Mapped) -> Void,
        mapping: @escaping @MainActor (Output) -> Mapped
    ) -> Self {
        observeOutput { handler(mapping($0)) }
    }
}
