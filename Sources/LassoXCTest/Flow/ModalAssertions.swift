public import Lasso
public import XCTest

@MainActor
extension XCTestCase {
    /// Asserts that `event` makes `presenting` (or the container it is in), modally foremost
    /// before the event, present a `Presented`. Returns the presented controller.
    public func assertPresentation<Presenting: ViewController, Presented: ViewController>(
        on presenting: Presenting,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewDidLoad: (Presented) -> Void = { _ in },
        onViewWillAppear: @escaping (Presented) -> Void = { _ in },
        onViewDidAppear: @escaping (Presented) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Presented {
        try requireModallyForemost(presenting, when: "preceding", file: file, line: line)
        return try controllerEvent(
            finding: { presenting.presentedOver },
            validating: { presented in
                guard let presented else {
                    throw failure("no presentation occurred on \(describe(presenting))", file: file, line: line)
                }
                try requireModallyForemost(presented, when: "following", file: file, line: line)
                return presented
            },
            when: event,
            onViewDidLoad: onViewDidLoad,
            onViewWillAppear: onViewWillAppear,
            onViewDidAppear: onViewDidAppear,
            file: file, line: line
        )
    }

    /// Asserts that `event` dismisses `presented`, modally foremost before the event, leaving
    /// `presenting` modally foremost after it.
    public func assertDismissal<Presenting: ViewController, Presented: ViewController>(
        from presented: Presented,
        to presenting: Presenting,
        when event: () -> Void,
        timeout: Double? = nil,
        onViewWillAppear: @escaping (Presented) -> Void = { _ in },
        onViewDidAppear: @escaping (Presented) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        try requireModallyForemost(presented, when: "preceding", file: file, line: line)
        event()
        if presented.isPresentedModally {
            throw failure("no dismissal occurred: \(describe(presented)) is still presented", file: file, line: line)
        }
        try requireModallyForemost(presenting, when: "following", file: file, line: line)
        onViewWillAppear(presented)
        onViewDidAppear(presented)
    }

    /// Fails unless nothing is presented over `controller` (or over the containers it is in).
    private func requireModallyForemost(
        _ controller: ViewController, when moment: String, file: StaticString, line: UInt
    ) throws {
        if let over = controller.presentedOver {
            throw failure(
                "expected \(describe(controller)) to be modally foremost \(moment) the event, realized \(describe(over.topmostPresentedViewController)) presented over it",
                file: file, line: line
            )
        }
    }
}

extension ViewController {
    /// What is presented over this controller: presented by it or by a container it is in.
    fileprivate var presentedOver: ViewController? {
        var current: ViewController? = self
        while let controller = current {
            if let presented = controller.presentedViewController { return presented }
            current = controller.parent
        }
        return nil
    }

    /// Whether this controller, or a container it is in, was presented modally.
    fileprivate var isPresentedModally: Bool {
        var current: ViewController? = self
        while let controller = current {
            if controller.presentingViewController != nil { return true }
            current = controller.parent
        }
        return false
    }
}
