public import Lasso
internal import LassoTestUtilities
public import XCTest

@MainActor
extension XCTestCase {
    /// Asserts that `event` makes `presenting` (or the container it is in), modally foremost
    /// before the event, present a `Presented`, modally foremost after it (LassoTestUtilities'
    /// `expectPresented(_:on:after:)` is the same check). Returns the presented controller. The
    /// work the event queued on the main queue runs first, within `timeout`, as
    /// ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``
    /// says; in an `async` test method, await
    /// ``assertPresentationAsync(on:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:verbose:)``.
    ///
    /// On failure, throws what `failTest` returns for a ``ModalPresentationError``, a
    /// ``ModalPresentationTypeError`` or a ``WaitError`` (``log``, the default, records it at the
    /// caller's line; `verbose` adds the modal hierarchy to the message).
    public func assertPresentation<Presenting: ViewController, Presented: ViewController>(
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
    ) throws -> Presented {
        try reporting(file: file, line: line, verbose: verbose, failTest: failTest) {
            try controllerEvent(
                presentationCheck(on: presenting, Presented.self), when: event, timeout: timeout,
                onViewDidLoad: onViewDidLoad, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
        }
    }

    /// Asserts what ``assertPresentation(on:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:verbose:)``
    /// does, and that the presented controller's `modalPresentationStyle` is `.fullScreen`
    /// (`presenting` disappears, at the same steps as the hooks).
    public func assertFullScreenPresentation<Presenting: ViewController, Presented: ViewController>(
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
    ) throws -> Presented {
        try reporting(file: file, line: line, verbose: verbose, failTest: failTest) {
            let presented: Presented = try controllerEvent(
                presentationCheck(on: presenting, Presented.self), when: event, timeout: timeout,
                onViewDidLoad: { onViewDidLoad(presenting, $0) },
                onViewWillAppear: { onViewWillAppear(presenting, $0) },
                onViewDidAppear: { onViewDidAppear(presenting, $0) }
            )
            try requireFullScreen(presented)
            return presented
        }
    }

    /// Asserts that `event` dismisses `presented`, modally foremost before the event, leaving
    /// `presenting` modally foremost after it (LassoTestUtilities' `expectDismissed` is the same
    /// check). The hooks run at `presented`'s `viewWillDisappear` and `viewDidDisappear`, on
    /// UIKit's schedule for the `animated` flag the dismissal was given. The work the event
    /// queued on the main queue runs first, within `timeout`, as
    /// ``assertControllerEvent(to:when:timeout:onViewDidLoad:onViewWillAppear:onViewDidAppear:file:line:failTest:)``
    /// says; in an `async` test method, await
    /// ``assertDismissalAsync(from:to:when:timeout:onViewWillAppear:onViewDidAppear:file:line:failTest:)``.
    ///
    /// On failure, throws what `failTest` returns for a ``ModalPresentationError`` or a
    /// ``WaitError`` (``log``, the default, records it at the caller's line).
    public func assertDismissal<Presenting: ViewController, Presented: ViewController>(
        from presented: Presented,
        to presenting: Presenting,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewWillAppear: @escaping (Presented) -> Void = { _ in },
        onViewDidAppear: @escaping (Presented) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) throws {
        try reporting(file: file, line: line, failTest: failTest) {
            let _: Presented = try controllerEvent(
                dismissalCheck(from: presented, to: presenting), when: event, timeout: timeout,
                onViewDidLoad: { _ in }, onViewWillAppear: onViewWillAppear, onViewDidAppear: onViewDidAppear)
        }
    }

    /// Asserts that `presented`'s `modalPresentationStyle` is `.fullScreen`, and what
    /// ``assertDismissal(from:to:when:timeout:onViewWillAppear:onViewDidAppear:file:line:failTest:)``
    /// does (`presenting` appears again, at the same steps as the hooks).
    public func assertFullScreenDismissal<Presenting: ViewController, Presented: ViewController>(
        from presented: Presented,
        to presenting: Presenting,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewWillAppear: @escaping (Presented, Presenting) -> Void = { _, _ in },
        onViewDidAppear: @escaping (Presented, Presenting) -> Void = { _, _ in },
        file: StaticString = #filePath,
        line: UInt = #line,
        failTest: FailTest = log
    ) throws {
        try reporting(file: file, line: line, failTest: failTest) {
            try requireFullScreen(presented)
            let _: Presented = try controllerEvent(
                dismissalCheck(from: presented, to: presenting), when: event, timeout: timeout,
                onViewDidLoad: { _ in },
                onViewWillAppear: { onViewWillAppear($0, presenting) },
                onViewDidAppear: { onViewDidAppear($0, presenting) }
            )
        }
    }

    /// The check of a presentation on `presenting`, which must be modally foremost before the
    /// event.
    func presentationCheck<Presented>(on presenting: ViewController, _: Presented.Type) throws -> EventCheck {
        try requireModallyForemost(presenting)
        let unsettled = PresentationChange(on: presenting)
        return EventCheck(
            anchor: presenting,
            find: { PresentationChange.presented(over: presenting) },
            validate: {
                guard let presented = unsettled.settle().presented else {
                    throw ModalPresentationError.noPresentationOccurred
                }
                let foremost = PresentationChange.modallyForemost(on: presented)
                guard foremost === presented else {
                    throw ModalPresentationError.unexpectedModallyForemostFollowingEvent(
                        expected: [topParent(of: presenting), presented],
                        realized: Array(modalStack(preceding: foremost).suffix(2)))
                }
                return presented
            },
            wrongType: { ModalPresentationTypeError<Presented>.unexpectedPresentedTypeFollowingEvent(realized: $0) }
        )
    }

    /// The check of the dismissal of `presented`, which must be modally foremost before the
    /// event, back to `presenting`.
    func dismissalCheck(from presented: ViewController, to presenting: ViewController) throws -> EventCheck {
        try requireModallyForemost(presented)
        let unsettled = presenter(of: presented).map { PresentationChange(on: $0) }
        return EventCheck(
            anchor: presenting,
            find: { presented },
            validate: {
                guard unsettled?.settle().dismissed != nil else { throw ModalPresentationError.noDismissalOccurred }
                let foremost = PresentationChange.modallyForemost(on: presenting)
                guard foremost === presenting else {
                    throw ModalPresentationError.unexpectedModallyForemostFollowingEvent(
                        expected: [presenting], realized: Array(modalStack(preceding: foremost).suffix(1)))
                }
                return presented
            },
            wrongType: { _ in ModalPresentationError.noDismissalOccurred }
        )
    }

    /// Throws unless `presented` is presented full screen.
    func requireFullScreen(_ presented: ViewController) throws {
        guard presented.modalPresentationStyle == .fullScreen else {
            throw ModalPresentationError.unexpectedModalPresentationStyle(
                expected: .fullScreen, realized: presented.modalPresentationStyle)
        }
    }

    /// Throws unless nothing is presented over `controller` (or over the containers it is in).
    private func requireModallyForemost(_ controller: ViewController) throws {
        let foremost = PresentationChange.modallyForemost(on: controller)
        guard foremost === controller else {
            throw ModalPresentationError.unexpectedModallyForemostPrecedingEvent(
                expected: controller, realized: foremost)
        }
    }
}

/// The controller that presents `controller`, or the container it is in.
@MainActor
private func presenter(of controller: ViewController) -> ViewController? {
    var current: ViewController? = controller
    while let candidate = current {
        if let presenter = candidate.presentingViewController { return presenter }
        current = candidate.parent
    }
    return nil
}

/// The chain of presentations ending at `controller`, first presenter first.
@MainActor
private func modalStack(preceding controller: ViewController) -> [ViewController] {
    var stack = [controller]
    while let presenter = presenter(of: stack[0]) { stack.insert(topParent(of: presenter), at: 0) }
    return stack
}

/// The outermost container of `controller`.
@MainActor
private func topParent(of controller: ViewController) -> ViewController {
    var top = controller
    while let parent = top.parent { top = parent }
    return top
}
