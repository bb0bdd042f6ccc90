/// An error with a message: Lasso's `LassoError`, the errors of its test utilities.
public protocol LassoError: Error {
    /// The error's message; `verbose` asks for more detail where there is any.
    func message(verbose: Bool) -> String
}
