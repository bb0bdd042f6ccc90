public import Lasso
public import XCTest

// The flow assertions for `async` test methods, the shape main-actor test methods take on
// Linux: each does what the synchronous assertion of the same name without `Async` does, and
// suspends for its wait, so the work the event queued on the main queue (a flow placing a
// screen from `DispatchQueue.main.async` or a main-actor task, a service's completion
// delivered there) runs before the hierarchy is checked, within `timeout`
// (``lassoAssertionTimeout`` when `nil`), and a wait that does not end in time fails with
// ``WaitError/timedOut(_:)``. With nothing queued the wait is one hop of the main queue.
//
// ```swift
// let detail: DetailController = try await assertPushedAsync(
//     after: search,
//     when: { search.store.dispatchAction(.didSelectItem(idx: 0)) }
// )
// ```
//
// They have names of their own: an `async` overload of `assertPushed` would be picked in every
// `async` context, so calls written without `await`, Lasso's and every ported test's, would no
// longer compile. The synchronous assertions wait by running the main run loop, which an
// `async` test method cannot let run (its body is itself a block of the main queue): there they
// check the hierarchy as the event left it.
@MainActor
extension XCTestCase {
    /// ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``,
    /// awaited: the wait suspends, wherever the test runs.
    public func assertControllerEventAsync<To: ViewController>(
        to resolveTarget: () throws -> ViewController?,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (To) -> Void = { _ in },
        onViewWillAppear: @escaping (To) -> Void = { _ in },
        onViewDidAppear: @escaping (To) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) async throws -> To {
        try await reportingAsync(file: file, line: line, failTest: failTest) {
            try await withoutActuallyEscaping(resolveTarget) { resolveTarget in
                try await controllerEventAsync(
                    targetCheck(resolveTarget, To.self), when: event, timeout: timeout,
                    onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
            }
        }
    }

    /// ``assertControllerEvent(from:to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``,
    /// awaited: the wait suspends, wherever the test runs.
    public func assertControllerEventAsync<From: ViewController, To: ViewController>(
        from fromController: From,
        to resolveTarget: () throws -> ViewController?,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (From, To) -> Void = { _, _ in },
        onViewWillAppear: @escaping (From, To) -> Void = { _, _ in },
        onViewDidAppear: @escaping (From, To) -> Void = { _, _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) async throws -> To {
        try await assertControllerEventAsync(
            to: resolveTarget, when: event, timeout: timeout,
            onViewDidLoad: { onViewDidLoad(fromController, $0) },
            onViewWillAppear: { onViewWillAppear(fromController, $0) },
            onViewDidAppear: { onViewDidAppear(fromController, $0) },
            file: file, line: line, failTest: failTest
        )
    }

    /// ``assertPushed(after:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``,
    /// awaited: the wait suspends, wherever the test runs.
    public func assertPushedAsync<Previous: ViewController, Pushed: ViewController>(
        after previous: Previous,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (Previous, Pushed) -> Void = { _, _ in },
        onViewWillAppear: @escaping (Previous, Pushed) -> Void = { _, _ in },
        onViewDidAppear: @escaping (Previous, Pushed) -> Void = { _, _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) async throws -> Pushed {
        try await reportingAsync(file: file, line: line, failTest: failTest) {
            try await controllerEventAsync(
                pushCheck(after: previous, Pushed.self), when: event, timeout: timeout,
                onViewDidLoad: { onViewDidLoad(previous, $0) },
                onViewWillAppear: { onViewWillAppear(previous, $0) },
                onViewDidAppear: { onViewDidAppear(previous, $0) }
            )
        }
    }

    /// ``assertRoot(of:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``,
    /// awaited: the wait suspends, wherever the test runs.
    public func assertRootAsync<Root: ViewController>(
        of navigationController: NavigationController,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (Root) -> Void = { _ in },
        onViewWillAppear: @escaping (Root) -> Void = { _ in },
        onViewDidAppear: @escaping (Root) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) async throws -> Root {
        try await reportingAsync(file: file, line: line, failTest: failTest) {
            try await controllerEventAsync(
                rootCheck(of: navigationController, Root.self), when: event, timeout: timeout,
                onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
        }
    }

    /// ``assertPopped(from:to:when:timeout:onViewWillAppear:onViewDidAppear:file:line:failTest:)``,
    /// awaited: the wait suspends, wherever the test runs.
    public func assertPoppedAsync<From: ViewController, To: ViewController>(
        from fromController: From,
        to toController: To,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewWillAppear: @escaping (From, To) -> Void = { _, _ in },
        onViewDidAppear: @escaping (From, To) -> Void = { _, _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) async throws {
        try await reportingAsync(file: file, line: line, failTest: failTest) {
            let _: To = try await controllerEventAsync(
                popCheck(from: fromController, to: toController), when: event, timeout: timeout,
                onViewDidLoad: { _ in },
                onViewWillAppear: { onViewWillAppear(fromController, $0) },
                onViewDidAppear: { onViewDidAppear(fromController, $0) }
            )
        }
    }

    /// ``assertPresentation(on:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:verbose:)``,
    /// awaited: the wait suspends, wherever the test runs.
    public func assertPresentationAsync<Presenting: ViewController, Presented: ViewController>(
        on presenting: Presenting,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (Presented) -> Void = { _ in },
        onViewWillAppear: @escaping (Presented) -> Void = { _ in },
        onViewDidAppear: @escaping (Presented) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log,
        verbose: Bool = true
    ) async throws -> Presented {
        try await reportingAsync(file: file, line: line, verbose: verbose, failTest: failTest) {
            try await controllerEventAsync(
                presentationCheck(on: presenting, Presented.self), when: event, timeout: timeout,
                onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
        }
    }

    /// ``assertFullScreenPresentation(on:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:verbose:)``,
    /// awaited: the wait suspends, wherever the test runs.
    public func assertFullScreenPresentationAsync<Presenting: ViewController, Presented: ViewController>(
        on presenting: Presenting,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (Presenting, Presented) -> Void = { _, _ in },
        onViewWillAppear: @escaping (Presenting, Presented) -> Void = { _, _ in },
        onViewDidAppear: @escaping (Presenting, Presented) -> Void = { _, _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log,
        verbose: Bool = true
    ) async throws -> Presented {
        try await reportingAsync(file: file, line: line, verbose: verbose, failTest: failTest) {
            let presented: Presented = try await controllerEventAsync(
                presentationCheck(on: presenting, Presented.self), when: event, timeout: timeout,
                onViewDidLoad: { onViewDidLoad(presenting, $0) },
                onViewWillAppear: { onViewWillAppear(presenting, $0) },
                onViewDidAppear: { onViewDidAppear(presenting, $0) }
            )
            try requireFullScreen(presented)
            return presented
        }
    }

    /// ``assertDismissal(from:to:when:timeout:onViewWillAppear:onViewDidAppear:file:line:failTest:)``,
    /// awaited: the wait suspends, wherever the test runs.
    public func assertDismissalAsync<Presenting: ViewController, Presented: ViewController>(
        from presented: Presented,
        to presenting: Presenting,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewWillAppear: @escaping (Presented) -> Void = { _ in },
        onViewDidAppear: @escaping (Presented) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) async throws {
        try await reportingAsync(file: file, line: line, failTest: failTest) {
            let _: Presented = try await controllerEventAsync(
                dismissalCheck(from: presented, to: presenting), when: event, timeout: timeout,
                onViewDidLoad: { _ in }, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
        }
    }

    /// ``assertFullScreenDismissal(from:to:when:timeout:onViewWillAppear:onViewDidAppear:file:line:failTest:)``,
    /// awaited: the wait suspends, wherever the test runs.
    public func assertFullScreenDismissalAsync<Presenting: ViewController, Presented: ViewController>(
        from presented: Presented,
        to presenting: Presenting,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewWillAppear: @escaping (Presented, Presenting) -> Void = { _, _ in },
        onViewDidAppear: @escaping (Presented, Presenting) -> Void = { _, _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) async throws {
        try await reportingAsync(file: file, line: line, failTest: failTest) {
            try requireFullScreen(presented)
            let _: Presented = try await controllerEventAsync(
                dismissalCheck(from: presented, to: presenting), when: event, timeout: timeout,
                onViewDidLoad: { _ in },
                onViewWillAppear: { onViewWillAppear($0, presenting) },
                onViewDidAppear: { onViewDidAppear($0, presenting) }
            )
        }
    }

    /// ``assertThrowsError(expr:eval:file:line:)`` for an asynchronous `expr`: runs it, and passes
    /// what failed to `eval` when it fails a flow assertion given ``silent``
    /// (`try await assertPushedAsync(…, failTest: silent)`); records a failure at the caller's
    /// line when `expr` throws nothing, or throws something other than a failed assertion.
    public func assertThrowsErrorAsync(
        expr: () async throws -> Void,
        eval: (any LassoError) -> Void,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        do {
            try await expr()
        } catch let action as TestFailureAction {
            return eval(action.failedTest.error)
        } catch {
            return XCTFail("expected a failed assertion to be thrown, realized \(error)", file: file, line: line)
        }
        XCTFail("expected error to be thrown", file: file, line: line)
    }
}
