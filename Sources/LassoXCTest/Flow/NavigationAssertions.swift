public import Lasso
public import XCTest

@MainActor
extension XCTestCase {
    /// Asserts that `event` pushes one controller, a `Pushed`, onto the navigation controller of
    /// `previous`, which is on top of the stack before the event and right below the pushed one
    /// after it. Returns the pushed controller. The hooks run at the pushed controller's steps
    /// (`previous` disappears at the same ones), as in
    /// ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:)``.
    public func assertPushed<Previous: ViewController, Pushed: ViewController>(
        after previous: Previous,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (Previous, Pushed) -> Void = { _, _ in },
        onViewWillAppear: @escaping (Previous, Pushed) -> Void = { _, _ in },
        onViewDidAppear: @escaping (Previous, Pushed) -> Void = { _, _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Pushed {
        let navigation = try navigationController(topped: previous, file: file, line: line)
        return try controllerEvent(
            finding: { navigation.topViewController },
            validating: { _ in
                let stack = navigation.viewControllers
                guard let top = stack.last, top !== previous else {
                    throw failure(
                        "no push occurred: \(describe(previous)) is still on top of the navigation stack \(describe(stack))",
                        file: file, line: line)
                }
                guard stack.count >= 2, stack[stack.count - 2] === previous else {
                    throw failure(
                        "expected \(describe(top)) to be pushed right above \(describe(previous)), realized the navigation stack \(describe(stack))",
                        file: file, line: line)
                }
                return top
            },
            when: event,
            onViewDidLoad: { onViewDidLoad(previous, $0) },
            onViewWillAppear: { onViewWillAppear(previous, $0) },
            onViewDidAppear: { onViewDidAppear(previous, $0) },
            file: file, line: line
        )
    }

    /// Asserts that `event` makes a `Root` the only controller of `navigationController`'s
    /// stack, in place of what was there. Returns the new root.
    public func assertRoot<Root: ViewController>(
        of navigationController: NavigationController,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (Root) -> Void = { _ in },
        onViewWillAppear: @escaping (Root) -> Void = { _ in },
        onViewDidAppear: @escaping (Root) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Root {
        let precedingRoot = navigationController.viewControllers.first
        return try controllerEvent(
            finding: {
                navigationController.viewControllers.count == 1 ? navigationController.rootViewController : nil
            },
            validating: { _ in
                let stack = navigationController.viewControllers
                guard stack.count == 1, let root = stack.first else {
                    throw failure(
                        "expected one controller in the navigation stack following the event, realized \(describe(stack))",
                        file: file, line: line)
                }
                guard root !== precedingRoot else {
                    throw failure(
                        "expected a new root following the event, realized the old root \(describe(root))", file: file,
                        line: line)
                }
                return root
            },
            when: event,
            onViewDidLoad: onViewDidLoad,
            onViewWillAppear: onViewWillAppear,
            onViewDidAppear: onViewDidAppear,
            file: file, line: line
        )
    }

    /// Asserts that `event` pops the navigation stack of `fromController`, on top before the
    /// event, back to `toController`, on top after it. The hooks run at `toController`'s steps.
    public func assertPopped<From: ViewController, To: ViewController>(
        from fromController: From,
        to toController: To,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewWillAppear: @escaping (From, To) -> Void = { _, _ in },
        onViewDidAppear: @escaping (From, To) -> Void = { _, _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let navigation = try navigationController(topped: fromController, file: file, line: line)
        let _: To = try controllerEvent(
            finding: { navigation.topViewController === toController ? toController : nil },
            validating: { _ in
                let stack = navigation.viewControllers
                guard stack.last === toController, !stack.contains(where: { $0 === fromController }) else {
                    throw failure(
                        "expected \(describe(toController)) to be on top of the navigation stack following the event, with \(describe(fromController)) popped; realized \(describe(stack))",
                        file: file, line: line)
                }
                return toController
            },
            when: event,
            onViewDidLoad: { _ in },
            onViewWillAppear: { onViewWillAppear(fromController, $0) },
            onViewDidAppear: { onViewDidAppear(fromController, $0) },
            file: file, line: line
        )
    }

    /// The navigation controller of `controller`, which must be on top of its stack.
    private func navigationController(topped controller: ViewController, file: StaticString, line: UInt) throws
        -> NavigationController
    {
        guard let navigation = controller.navigationController else {
            throw failure("nil navigation controller for controller \(describe(controller))", file: file, line: line)
        }
        guard navigation.topViewController === controller else {
            throw failure(
                "expected \(describe(controller)) to be at the top of the navigation stack preceding the event, realized \(describe(navigation.viewControllers))",
                file: file, line: line)
        }
        return navigation
    }
}
