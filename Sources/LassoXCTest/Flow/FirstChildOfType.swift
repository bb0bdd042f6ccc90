public import Lasso
internal import XCTest

extension ViewController {
    /// The first of this controller's children that is an `A`, for testing custom containers:
    /// `let cards: CardsController = try myDay.firstChildOfType()`.
    ///
    /// Throws, after recording a failure at the caller's line, when there is none.
    public func firstChildOfType<A>(file: StaticString = #filePath, line: UInt = #line) throws -> A {
        if let child = children.lazy.compactMap({ $0 as? A }).first { return child }
        throw log(
            FailedTest(
                error: FlowAssertionFailure(
                    "expected controller \(describe(self)) to have a child of type \(A.self), realized children \(describe(children))"
                ),
                file: file, line: line
            )
        )
    }
}
