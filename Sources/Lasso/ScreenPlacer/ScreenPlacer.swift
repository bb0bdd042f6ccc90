/// Places one controller into the hierarchy and returns the context it was placed into.
///
/// A placer hides *how* a controller is placed (pushed, presented, made a window root, put into a
/// tab) and states *what context* results, as its `PlacedContext` type: a flow that needs a
/// ``NavigationController`` only accepts a `ScreenPlacer<NavigationController>`.
///
/// A placer places exactly once. A second attempt is refused with a report to
/// ``LassoDiagnostics`` and returns `nil`.
@MainActor
public struct ScreenPlacer<PlacedContext: ViewController> {
    private let placement: @MainActor (ViewController) -> PlacedContext?
    private let usage = PlacerUsage()

    init(_ placement: @escaping @MainActor (ViewController) -> PlacedContext?) {
        self.placement = placement
    }

    /// Places `controller` and returns the resulting context (`nil` if placing was refused).
    @discardableResult
    public func place(_ controller: ViewController) -> PlacedContext? {
        if let previous = usage.placedControllerName {
            LassoDiagnostics.report(
                "this placer already placed \(previous); a placer places exactly once, so make a new one to place \(controller.debugName)"
            )
            return nil
        }
        usage.placedControllerName = controller.debugName
        return placement(controller)
    }

    /// This placer with its context seen as a plain ``ViewController``, for flows that need no
    /// more than that.
    public func erasingContext() -> ScreenPlacer<ViewController> {
        ScreenPlacer<ViewController> { self.place($0) }
    }
}

/// Remembers whether a placer (a value type, freely copied) has placed its controller.
@MainActor
private final class PlacerUsage {
    var placedControllerName: String?
}

/// Makes a placer from a placing function: the way to add placements of your own.
///
/// ```swift
/// func replacingTop(in navigation: NavigationController) -> ScreenPlacer<NavigationController> {
///     makePlacer { controller in
///         navigation.setViewControllers(navigation.viewControllers.dropLast() + [controller])
///         return navigation
///     }
/// }
/// ```
@MainActor
public func makePlacer<PlacedContext: ViewController>(
    _ place: @escaping @MainActor (ViewController) -> PlacedContext?
) -> ScreenPlacer<PlacedContext> {
    ScreenPlacer(place)
}

/// Makes a placer that puts controllers into `container` with `embed`, and places the container
/// itself with `base` when the first controller is embedded. `embed` returns `nil` when it could
/// not embed the controller; then the container is not placed. When `base` refuses to place the
/// container, the placer returns `nil` too: the controller is not in the hierarchy.
///
/// This is how embeddings chain onto any placer: `presented(on: c).withNavigationEmbedding()`
/// places a new navigation controller with `presented(on:)` and the screen into it.
@MainActor
public func makeEmbeddingPlacer<Container: ViewController, BaseContext: ViewController, PlacedContext: ViewController>(
    _ container: Container,
    placedWith base: ScreenPlacer<BaseContext>,
    embed: @escaping @MainActor (Container, ViewController) -> PlacedContext?
) -> ScreenPlacer<PlacedContext> {
    makePlacer { controller in
        guard let context = embed(container, controller) else { return nil }
        if container.isUnplaced, base.place(container) == nil { return nil }
        return context
    }
}
