public import Lasso
public import XCTest

@MainActor
extension XCTestCase {
    /// Runs `event`, finds the controller it brought on screen with `resolveTarget`, casts it to
    /// `To`, and calls the lifecycle hooks with it on UIKit's schedule: `onViewDidLoad` right
    /// after its `viewDidLoad`; when the event asked for an animated transition (`animated:
    /// true`), `onViewWillAppear` once the transition's `viewWill…` calls were made, so it sees
    /// the controllers mid-transition, and `onViewDidAppear` after the event; without animation
    /// both after the event, when the transition is complete, as UIKit's are. Hooks whose step did not happen during the event (the
    /// controller is in no window, say) run after it, in that order. The more specific
    /// assertions are built on it.
    ///
    /// The terminal has no animations, so the hierarchy is settled when `event` returns;
    /// `timeout` is accepted, as Lasso's assertions take it, and bounds nothing.
    ///
    /// Throws what `failTest` returns (after ``log``, the default, recorded a failure at the
    /// caller's line) when there is no target or it is not a `To`.
    public func assertControllerEvent<To: ViewController>(
        to resolveTarget: () throws -> ViewController?,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (To) -> Void = { _ in },
        onViewWillAppear: @escaping (To) -> Void = { _ in },
        onViewDidAppear: @escaping (To) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) throws -> To {
        try reporting(file: file, line: line, failTest: failTest) {
            try controllerEvent(
                finding: { (try? resolveTarget()) ?? nil },
                validating: { found in
                    guard let found else { throw FlowAssertionFailure("no controller was found following the event") }
                    return found
                },
                wrongType: {
                    FlowAssertionFailure("expected a controller of type \(To.self), realized \(describe($0))")
                },
                when: event,
                onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear
            )
        }
    }

    /// ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``
    /// with the hooks given `fromController`, the controller modally foremost before the event,
    /// too: Lasso's general form.
    public func assertControllerEvent<From: ViewController, To: ViewController>(
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
    ) throws -> To {
        try withoutActuallyEscaping(onViewDidLoad) { onViewDidLoad in
            try assertControllerEvent(
                to: resolveTarget, when: event, timeout: timeout,
                onViewDidLoad: { onViewDidLoad(fromController, $0) },
                onViewWillAppear: { onViewWillAppear(fromController, $0) },
                onViewDidAppear: { onViewDidAppear(fromController, $0) },
                file: file, line: line, failTest: failTest
            )
        }
    }

    /// ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``
    /// with the target found by `find`, which is asked during the event too and must not fail,
    /// and checked after it by `validate`, which throws a ``LassoError`` (as `wrongType` makes
    /// one) for the caller to report.
    ///
    /// The hooks run on UIKit's schedule: `onViewDidLoad` right after the target's
    /// `viewDidLoad`; when the event asked for an animated transition, the "will" hook once the
    /// transition's `viewWill…` calls were made (the target appearing or disappearing) and the
    /// "did" hook after the event; without animation both after the event (UIKit completes such
    /// a transition before the assertion looks again).
    func controllerEvent<To: ViewController>(
        finding find: () -> ViewController?,
        validating validate: (ViewController?) throws -> ViewController,
        wrongType: (ViewController) -> any LassoError,
        when event: () -> Void,
        onViewDidLoad: (To) -> Void,
        onViewWillAppear: @escaping (To) -> Void,
        onViewDidAppear: @escaping (To) -> Void
    ) throws -> To {
        try withoutActuallyEscaping(onViewDidLoad) { onViewDidLoad in
            try withoutActuallyEscaping(find) { find in
                let hooks = LifecycleHooks<To>(steps: [
                    (.didLoad, onViewDidLoad), (.willAppear, onViewWillAppear), (.didAppear, onViewDidAppear),
                ])
                let previousObserver = ViewController.lifecycleObserver
                let previousTransitionObserver = ViewController.transitionObserver
                ViewController.lifecycleObserver = { controller, lifecycle in
                    previousObserver?(controller, lifecycle)
                    guard lifecycle == .didLoad, let typed = controller as? To, find() === controller else { return }
                    hooks.run(upTo: .didLoad, with: typed)
                }
                ViewController.transitionObserver = { step in
                    previousTransitionObserver?(step)
                    switch step {
                    case .started(let animated):
                        if animated { hooks.animated = true }
                    case .willCallsMade:
                        // Mid-transition, where an animated one pauses: the "will" hook.
                        guard hooks.animated, let typed = find() as? To, typed.isTransitioning else { return }
                        hooks.run(upTo: .willAppear, with: typed)
                    }
                }
                defer {
                    ViewController.lifecycleObserver = previousObserver
                    ViewController.transitionObserver = previousTransitionObserver
                }
                event()
                ViewController.lifecycleObserver = previousObserver
                ViewController.transitionObserver = previousTransitionObserver
                let target = try validate(find())
                guard let typed = target as? To else { throw wrongType(target) }
                typed.loadViewIfNeeded()
                hooks.run(upTo: .didAppear, with: typed)
                return typed
            }
        }
    }

    /// Runs `body`, and gives a ``LassoError`` it throws to `failTest` with the caller's
    /// `file`, `line` and `verbose`, throwing what `failTest` returns.
    func reporting<Result>(
        file: StaticString, line: UInt, verbose: Bool = false, failTest: FailTest, _ body: () throws -> Result
    ) throws -> Result {
        do {
            return try body()
        } catch let error as any LassoError {
            throw failTest(FailedTest(error: error, file: file, line: line, verbose: verbose))
        }
    }
}

/// The hooks of a controller event, each run once, in order, for one controller.
@MainActor
private final class LifecycleHooks<To: ViewController> {
    private var steps: [(event: LifecycleEvent, hook: (To) -> Void)]
    private weak var target: To?
    /// Whether the event asked for an animated transition.
    var animated = false

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

/// A failed flow assertion without a case of Lasso's errors (`assertControllerEvent`,
/// `firstChildOfType`): its message.
public struct FlowAssertionFailure: LassoError, CustomStringConvertible {
    /// What was expected and what happened.
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// The message.
    public func message(verbose: Bool) -> String { description }
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

extension ViewController {
    /// Whether the controller is between a `viewWill…` and its `viewDid…` call.
    fileprivate var isTransitioning: Bool { appearanceState == .appearing || appearanceState == .disappearing }
}
