import Lasso
import Testing

/// The visible widget of `controller` with `identifier`, as a `W`.
@MainActor
func widget<W: Widget>(
    _ identifier: String,
    of type: W.Type,
    in controller: ViewController,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> W {
    let found = controller.view.visibleWidgets.first { $0.identifier == identifier }
    return try #require(found as? W, "no visible \(W.self) \"\(identifier)\"", sourceLocation: sourceLocation)
}

/// The titles of the visible buttons of `controller`, in order.
@MainActor
func buttonTitles(in controller: ViewController) -> [String] {
    controller.view.visibleWidgets.compactMap { ($0 as? Button)?.title }
}

/// Taps the visible button titled `title` on `controller`, as the user would.
@MainActor
func tapButton(_ title: String, on controller: ViewController, sourceLocation: SourceLocation = #_sourceLocation) throws
{
    let button = controller.view.visibleWidgets.compactMap { $0 as? Button }.first { $0.title == title }
    try #require(button, "no visible button \"\(title)\"", sourceLocation: sourceLocation).tap()
}
