public import Lasso
public import XCTest

@MainActor
extension XCTestCase {
    /// Runs `event`, finds the controller it brought on screen with `resolveTarget`, casts it to
    /// `To`, and calls the lifecycle hooks with it: `onViewDidLoad` right after its
    /// `viewDidLoad`, `onViewWillAppear` right after its `viewWillAppear` and `onViewDidAppear`
    /// right after its `viewDidAppear`, so each sees the state the controller is in at that
    /// step, as with UIKit. Hooks whose step did not happen during the event (the controller is
    /// in no window, say) run after it, in that order. The more specific assertions are built
    /// on it.
    ///
    /// The terminal has no animations, so the hierarchy is settled when `event` returns;
    /// `timeout` is accepted, as Lasso's assertions take it, and bounds nothing.
    ///
    /// Throws, after recording a failure at the caller's line, when there is no target or it
    /// is not a `To`.
    public func assertControllerEvent<To: ViewController>(
        to resolveTarget: () throws -> ViewController?,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (To) -> Void = { _ in },
        onViewWillAppear: @escaping (To) -> Void = { _ in },
        onViewDidAppear: @escaping (To) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> To {
        try controllerEvent(
            finding: { (try? resolveTarget()) ?? nil },
            validating: { found in
                guard let found else {
                    throw failure("no controller was found following the event", file: file, line: line)
                }
                return found
            },
            when: event,
            onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear,
            file: file, line: line
        )
    }

    /// ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:)``
    /// with the target found by `find`, which is asked during the event too and must not fail,
    /// and checked after it by `validate`, which throws a recorded failure.
    func controllerEvent<To: ViewController>(
        finding find: () -> ViewController?,
        validating validate: (ViewController?) throws -> ViewController,
        when event: () -> Void,
        onViewDidLoad: (To) -> Void,
        onViewWillAppear: @escaping (To) -> Void,
        onViewDidAppear: @escaping (To) -> Void,
        file: StaticString,
        line: UInt
    ) throws -> To {
        try withoutActuallyEscaping(onViewDidLoad) { onViewDidLoad in
            try withoutActuallyEscaping(find) { find in
                let hooks = LifecycleHooks<To>(steps: [
                    (.didLoad, onViewDidLoad), (.willAppear, onViewWillAppear), (.didAppear, onViewDidAppear),
                ])
                let previousObserver = ViewController.lifecycleObserver
                ViewController.lifecycleObserver = { controller, lifecycle in
                    previousObserver?(controller, lifecycle)
                    guard let typed = controller as? To, find() === controller else { return }
                    hooks.run(upTo: lifecycle, with: typed)
                }
                defer { ViewController.lifecycleObserver = previousObserver }
                event()
                ViewController.lifecycleObserver = previousObserver
                let target = try validate(find())
                guard let typed = target as? To else {
                    throw failure(
                        "expected a controller of type \(To.self), realized \(describe(target))", file: file, line: line
                    )
                }
                typed.loadViewIfNeeded()
                hooks.run(upTo: .didAppear, with: typed)
                return typed
            }
        }
    }
}

/// The hooks of a controller event, each run once, in order, for one controller.
@MainActor
private final class LifecycleHooks<To: ViewController> {
    private var steps: [(event: LifecycleEvent, hook: (To) -> Void)]
    private weak var target: To?

    init(steps: [(LifecycleEvent, (To) -> Void)]) {
        self.steps = steps.map { (event: $0.0, hook: $0.1) }
    }

    /// Runs the hooks not run yet whose step is `event` or an earlier one.
    func run(upTo event: LifecycleEvent, with controller: To) {
        if let target, target !== controller { return }
        target = controller
        while let first = steps.first, first.event <= event {
            steps.removeFirst()
            first.hook(controller)
        }
    }
}

/// A failed flow assertion, thrown (after being recorded at the caller's line) so that the
/// test stops there, as Lasso's assertions do.
public struct FlowAssertionFailure: Error, CustomStringConvertible {
    /// What was expected and what happened.
    public let description: String
}

/// Records `message` as a failure at `file`:`line` and returns the error to throw.
func failure(_ message: String, file: StaticString, line: UInt) -> FlowAssertionFailure {
    XCTFail(message, file: file, line: line)
    return FlowAssertionFailure(description: message)
}

/// A controller for failure messages: its class and title.
@MainActor
func describe(_ controller: ViewController?) -> String {
    controller?.debugName ?? "nothing"
}

/// Controllers for failure messages: `[A, B "Title"]`.
@MainActor
func describe(_ controllers: [ViewController]) -> String {
    "[" + controllers.map(\.debugName).joined(separator: ", ") + "]"
}
