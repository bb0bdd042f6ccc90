public import Lasso
internal import LassoTestUtilities
public import XCTest

@MainActor
extension XCTestCase {
    /// Asserts that `event` pushes one controller, a `Pushed`, onto the navigation controller of
    /// `previous`, which is on top of the stack before the event and right below the pushed one
    /// after it, with the controllers below kept (LassoTestUtilities' `expectPushed` is the same
    /// check). Returns the pushed controller. The hooks run at the pushed controller's steps
    /// (`previous` disappears at the same ones), on UIKit's schedule for the `animated` flag the
    /// push was given, as in
    /// ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``,
    /// which also says how the work the event queued on the main queue runs first, within
    /// `timeout`: in a synchronous test method; in an `async` one, await
    /// ``assertPushedAsync(after:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``.
    ///
    /// On failure, throws what `failTest` returns for a ``NavigationPresentationError``, a
    /// ``NavigationPresentationTypeError`` or a ``WaitError`` (``log``, the default, records it at
    /// the caller's line).
    public func assertPushed<Previous: ViewController, Pushed: ViewController>(
        after previous: Previous,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (Previous, Pushed) -> Void = { _, _ in },
        onViewWillAppear: @escaping (Previous, Pushed) -> Void = { _, _ in },
        onViewDidAppear: @escaping (Previous, Pushed) -> Void = { _, _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) throws -> Pushed {
        try reporting(file: file, line: line, failTest: failTest) {
            try controllerEvent(
                pushCheck(after: previous, Pushed.self), when: event, timeout: timeout,
                onViewDidLoad: { onViewDidLoad(previous, $0) },
                onViewWillAppear: { onViewWillAppear(previous, $0) },
                onViewDidAppear: { onViewDidAppear(previous, $0) }
            )
        }
    }

    /// Asserts that `event` makes a `Root` the only controller of `navigationController`'s
    /// stack, in place of what was there. Returns the new root. The work the event queued on the
    /// main queue runs first, within `timeout`, as
    /// ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``
    /// says; in an `async` test method, await
    /// ``assertRootAsync(of:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``.
    ///
    /// On failure, throws what `failTest` returns for a ``NavigationPresentationError``, a
    /// ``NavigationPresentationTypeError`` or a ``WaitError`` (``log``, the default, records it at
    /// the caller's line).
    public func assertRoot<Root: ViewController>(
        of navigationController: NavigationController,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (Root) -> Void = { _ in },
        onViewWillAppear: @escaping (Root) -> Void = { _ in },
        onViewDidAppear: @escaping (Root) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) throws -> Root {
        try reporting(file: file, line: line, failTest: failTest) {
            try controllerEvent(
                rootCheck(of: navigationController, Root.self), when: event, timeout: timeout,
                onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
        }
    }

    /// Asserts that `event` pops the navigation stack of `fromController`, on top before the
    /// event, back to `toController`, on top after it, with the controllers below kept
    /// (LassoTestUtilities' `expectPopped` is the same check). The hooks run at
    /// `toController`'s steps. The work the event queued on the main queue runs first, within
    /// `timeout`, as
    /// ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``
    /// says; in an `async` test method, await
    /// ``assertPoppedAsync(from:to:when:timeout:onViewWillAppear:onViewDidAppear:file:line:failTest:)``.
    ///
    /// On failure, throws what `failTest` returns for a ``NavigationPresentationError`` or a
    /// ``WaitError`` (``log``, the default, records it at the caller's line).
    public func assertPopped<From: ViewController, To: ViewController>(
        from fromController: From,
        to toController: To,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewWillAppear: @escaping (From, To) -> Void = { _, _ in },
        onViewDidAppear: @escaping (From, To) -> Void = { _, _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) throws {
        try reporting(file: file, line: line, failTest: failTest) {
            let _: To = try controllerEvent(
                popCheck(from: fromController, to: toController), when: event, timeout: timeout,
                onViewDidLoad: { _ in },
                onViewWillAppear: { onViewWillAppear(fromController, $0) },
                onViewDidAppear: { onViewDidAppear(fromController, $0) }
            )
        }
    }

    /// The check of a push after `previous`, which must be on top of its navigation stack.
    func pushCheck<Pushed>(after previous: ViewController, _: Pushed.Type) throws -> EventCheck {
        let navigation = try navigationController(topped: previous)
        let unsettled = StackChange(of: navigation)
        return EventCheck(
            anchor: navigation,
            find: { navigation.topViewController },
            validate: {
                let change = unsettled.settle()
                if let pushed = change.pushed { return pushed }
                guard let top = change.after.last else {
                    throw NavigationPresentationError.unexpectedEmptyStackFollowingEvent(
                        navigationController: navigation)
                }
                guard top !== previous else { throw NavigationPresentationError.noPushOccurred(previous: previous) }
                throw NavigationPresentationError.unexpectedTopStackFollowingEvent(
                    expected: [previous, top], navigationController: navigation)
            },
            wrongType: { NavigationPresentationTypeError<Pushed>.unexpectedPushedType(realized: $0) }
        )
    }

    /// The check of a new root of `navigationController`.
    func rootCheck<Root>(of navigationController: NavigationController, _: Root.Type) -> EventCheck {
        let unsettled = StackChange(of: navigationController)
        return EventCheck(
            anchor: navigationController,
            find: { navigationController.viewControllers.count == 1 ? navigationController.rootViewController : nil },
            validate: {
                let change = unsettled.settle()
                if let root = change.newRoot { return root }
                guard change.after.count == 1, let oldRoot = change.after.first else {
                    throw NavigationPresentationError.unexpectedStackFollowingRootEvent(
                        navigationController: navigationController)
                }
                throw NavigationPresentationError.oldRootRemainsFollowingRootEvent(
                    oldRoot: oldRoot, navigationController: navigationController)
            },
            wrongType: { NavigationPresentationTypeError<Root>.unexpectedRootType(realized: $0) }
        )
    }

    /// The check of a pop from `fromController`, which must be on top of its navigation stack,
    /// back to `toController`.
    func popCheck(from fromController: ViewController, to toController: ViewController) throws -> EventCheck {
        let navigation = try navigationController(topped: fromController)
        let unsettled = StackChange(of: navigation)
        let unexpectedTop = NavigationPresentationError.unexpectedTopFollowingEvent(
            expected: toController, navigationController: navigation)
        return EventCheck(
            anchor: navigation,
            find: { navigation.topViewController === toController ? toController : nil },
            validate: {
                let change = unsettled.settle()
                guard change.popped != nil, change.after.last === toController else { throw unexpectedTop }
                return toController
            },
            wrongType: { _ in unexpectedTop }
        )
    }

    /// The navigation controller of `controller`, which must be on top of its stack.
    private func navigationController(topped controller: ViewController) throws -> NavigationController {
        guard let navigation = controller.navigationController else {
            throw NavigationPresentationError.noNavigationEmbedding(target: controller)
        }
        guard navigation.topViewController === controller else {
            throw NavigationPresentationError.unexpectedTopPrecedingEvent(
                expected: controller, navigationController: navigation)
        }
        return navigation
    }
}
