public import Lasso
internal import LassoTestUtilities

/// Why a modal assertion (`assertPresentation`, `assertDismissal` and their full-screen forms)
/// failed: Lasso's `ModalPresentationError`.
public enum ModalPresentationError: LassoError {
    /// Something was presented over the controller before the event.
    case unexpectedModallyForemostPrecedingEvent(expected: ViewController, realized: ViewController)
    /// The modal stack did not end with the expected controllers after the event.
    case unexpectedModallyForemostFollowingEvent(expected: [ViewController], realized: [ViewController])
    /// Nothing was presented.
    case noPresentationOccurred
    /// Nothing was dismissed.
    case noDismissalOccurred
    /// The presented controller's `modalPresentationStyle` is not the one asked for.
    case unexpectedModalPresentationStyle(expected: ModalPresentationStyle, realized: ModalPresentationStyle)

    /// What failed; `verbose` adds the modal hierarchy (`describeViewControllerHierarchy(_:)`).
    public func message(verbose: Bool) -> String {
        MainActor.assumeIsolated {
            switch self {
            case .unexpectedModallyForemostPrecedingEvent(let expected, let realized):
                "unexpected modally foremost preceding event"
                    + (verbose ? " \(describeViewControllerHierarchy(realized))" : "")
                    + formattedText(("expected", describe(expected)), ("realized", describe(realized)))
            case .unexpectedModallyForemostFollowingEvent(let expected, let realized):
                "unexpected modally foremost following event"
                    + (verbose ? realized.first.map { " \(describeViewControllerHierarchy($0))" } ?? "" : "")
                    + formattedText(("expected", describe(expected)), ("realized", describe(realized)))
            case .noPresentationOccurred:
                "no presentation occurred"
            case .noDismissalOccurred:
                "no dismissal occurred"
            case .unexpectedModalPresentationStyle(let expected, let realized):
                "unexpected modal transition style"
                    + formattedText(("expected", "\(expected.rawValue)"), ("realized", "\(realized.rawValue)"))
            }
        }
    }
}

/// Why a modal assertion found a controller of the wrong type: Lasso's
/// `ModalPresentationTypeError`, where `Type` is the type asked for.
public enum ModalPresentationTypeError<Type>: LassoError {
    /// The presented controller is not a `Type`.
    case unexpectedPresentedTypeFollowingEvent(realized: ViewController)

    /// The type asked for and the controller found.
    public func message(verbose: Bool) -> String {
        MainActor.assumeIsolated {
            switch self {
            case .unexpectedPresentedTypeFollowingEvent(let realized):
                "expected presented to be of type \(Type.self), instead found \(type(of: realized))"
            }
        }
    }
}
