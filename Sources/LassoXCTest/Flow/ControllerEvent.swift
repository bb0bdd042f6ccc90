internal import Foundation
public import Lasso
internal import LassoTestUtilities
public import XCTest

@MainActor
extension XCTestCase {
    /// Runs `event`, lets the work it queued on the main queue run (see below), finds the
    /// controller it brought on screen with `resolveTarget`, casts it to `To`, and calls the
    /// lifecycle hooks with it on UIKit's schedule: `onViewDidLoad` right after its
    /// `viewDidLoad`; when the transition was asked for with animation (`animated: true`),
    /// `onViewWillAppear` once the transition's `viewWill…` calls were made, so it sees the
    /// controllers mid-transition, and `onViewDidAppear` after the wait; without animation both
    /// after the wait, when the transition is complete, as UIKit's are. Hooks whose step did not
    /// happen (the controller is in no window, say) run after the wait, in that order. The more
    /// specific assertions are built on it.
    ///
    /// The wait, as Lasso's: the work the event queued on the main queue (a flow that places a
    /// screen from `DispatchQueue.main.async` or a main-actor task, an action dispatched from
    /// another thread) runs before the hierarchy is checked, and more rounds of it while each
    /// changes the hierarchy. It waits on that work, never on the clock: with nothing queued it
    /// costs one hop of the main queue. `timeout` (``lassoAssertionTimeout`` when `nil`) bounds
    /// it; work that has not run by then fails the assertion with ``WaitError/timedOut(_:)``.
    /// A synchronous assertion waits by running the main run loop, which it can in a synchronous
    /// test method; in the body of an `async` test method (itself a block of the main queue) it
    /// cannot, and checks the hierarchy as the event left it: await
    /// ``assertControllerEventAsync(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``
    /// there.
    ///
    /// Throws what `failTest` returns (after ``log``, the default, recorded a failure at the
    /// caller's line) when there is no target, it is not a `To`, or the wait timed out.
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
            try withoutActuallyEscaping(resolveTarget) { resolveTarget in
                try controllerEvent(
                    targetCheck(resolveTarget, To.self), when: event, timeout: timeout,
                    onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
            }
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
        try assertControllerEvent(
            to: resolveTarget, when: event, timeout: timeout,
            onViewDidLoad: { onViewDidLoad(fromController, $0) },
            onViewWillAppear: { onViewWillAppear(fromController, $0) },
            onViewDidAppear: { onViewDidAppear(fromController, $0) },
            file: file, line: line, failTest: failTest
        )
    }

    /// The check of ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``:
    /// the target is what `resolveTarget` returns (asked during the event too, where it must not
    /// fail), and there must be one.
    func targetCheck<To>(_ resolveTarget: @escaping () throws -> ViewController?, _: To.Type) -> EventCheck {
        let find = { (try? resolveTarget()) ?? nil }
        return EventCheck(
            anchor: nil,
            find: find,
            validate: {
                guard let found = find() else {
                    throw FlowAssertionFailure("no controller was found following the event")
                }
                return found
            },
            wrongType: { FlowAssertionFailure("expected a controller of type \(To.self), realized \(describe($0))") }
        )
    }

    /// Runs `event`, waits for the main queue (running its run loop, where it can), then checks
    /// the hierarchy with `check` and runs the hooks, as
    /// ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``
    /// describes; throws unreported errors (a ``LassoError``), for the caller to report.
    func controllerEvent<To: ViewController>(
        _ check: EventCheck,
        when event: () -> Void,
        timeout: TimeInterval?,
        onViewDidLoad: (To) -> Void,
        onViewWillAppear: @escaping (To) -> Void,
        onViewDidAppear: @escaping (To) -> Void
    ) throws -> To {
        try withoutActuallyEscaping(onViewDidLoad) { onViewDidLoad in
            let observation = ControllerEventObservation<To>(
                find: check.find, onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
                onViewDidAppear: onViewDidAppear)
            defer { observation.stop() }
            event()
            try settleMainQueue(timeout: timeout, scope: MainQueueSettling.hierarchy(of: check.anchor))
            return try observation.finish(check)
        }
    }

    /// ``controllerEvent(_:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:)``,
    /// suspending for the wait: the asynchronous assertions' form, which waits wherever it runs.
    func controllerEventAsync<To: ViewController>(
        _ check: EventCheck,
        when event: () -> Void,
        timeout: TimeInterval?,
        onViewDidLoad: (To) -> Void,
        onViewWillAppear: @escaping (To) -> Void,
        onViewDidAppear: @escaping (To) -> Void
    ) async throws -> To {
        try await withoutActuallyEscaping(onViewDidLoad) { onViewDidLoad in
            let observation = ControllerEventObservation<To>(
                find: check.find, onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear,
                onViewDidAppear: onViewDidAppear)
            defer { observation.stop() }
            event()
            try await settleMainQueueAsync(timeout: timeout, scope: MainQueueSettling.hierarchy(of: check.anchor))
            return try observation.finish(check)
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

    /// ``reporting(file:line:verbose:failTest:_:)`` for an asynchronous `body`.
    func reportingAsync<Result>(
        file: StaticString, line: UInt, verbose: Bool = false, failTest: FailTest,
        _ body: () async throws -> Result
    ) async throws -> Result {
        do {
            return try await body()
        } catch let error as any LassoError {
            throw failTest(FailedTest(error: error, file: file, line: line, verbose: verbose))
        }
    }
}

/// What a flow assertion checks of an event, made before the event (it records the hierarchy
/// as it was then).
@MainActor
struct EventCheck {
    /// A controller of the hierarchy the event changes, whose changes during the wait call for
    /// another round of it (``MainQueueSettling/hierarchy(of:)``); `nil` when not known.
    let anchor: ViewController?
    /// The target as the hierarchy has it now; asked during the event and the wait too, so it
    /// must not fail.
    let find: () -> ViewController?
    /// Checks the hierarchy after the event and the wait, and returns the target; throws a
    /// ``LassoError`` when it is not as asserted.
    let validate: () throws -> ViewController
    /// The error for a target that is not of the type asked for.
    let wrongType: (ViewController) -> any LassoError
}

/// The hooks of one controller event, called on UIKit's schedule from the lifecycle callbacks
/// and transition steps observed while the event and the wait run.
@MainActor
private final class ControllerEventObservation<To: ViewController> {
    private let hooks: LifecycleHooks<To>
    private var registration: HierarchyObservers.Registration?

    /// Starts observing.
    init(
        find: @escaping () -> ViewController?,
        onViewDidLoad: @escaping (To) -> Void,
        onViewWillAppear: @escaping (To) -> Void,
        onViewDidAppear: @escaping (To) -> Void
    ) {
        let hooks = LifecycleHooks<To>(steps: [
            (.didLoad, onViewDidLoad), (.willAppear, onViewWillAppear), (.didAppear, onViewDidAppear),
        ])
        self.hooks = hooks
        registration = HierarchyObservers.add(
            lifecycle: { controller, lifecycle in
                guard lifecycle == .didLoad, let typed = controller as? To, find() === controller else { return }
                hooks.run(upTo: .didLoad, with: typed)
            },
            transition: { step in
                switch step {
                case .started(let animated):
                    if animated { hooks.animated = true }
                case .willCallsMade:
                    // Mid-transition, where an animated one pauses: the "will" hook.
                    guard hooks.animated, let typed = find() as? To, typed.isTransitioning else { return }
                    hooks.run(upTo: .willAppear, with: typed)
                }
            }
        )
    }

    /// Stops observing; stopping again does nothing.
    func stop() {
        if let registration { HierarchyObservers.remove(registration) }
        registration = nil
    }

    /// Stops observing, checks the hierarchy with `check`, and runs the hooks not run yet with
    /// the target.
    func finish(_ check: EventCheck) throws -> To {
        stop()
        let target = try check.validate()
        guard let typed = target as? To else { throw check.wrongType(target) }
        typed.loadViewIfNeeded()
        hooks.run(upTo: .didAppear, with: typed)
        return typed
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
