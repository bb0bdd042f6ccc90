/// The top of the controller hierarchy: shows its root controller, and through it everything else.
@MainActor
public final class Window {
    /// Creates a window. A window is on screen from the start: its root controller appears as
    /// soon as it is set.
    public init() {}

    /// Does nothing: a window is on screen from its creation, and the app has one. It is here so
    /// that Lasso code and tests that call UIKit's `makeKeyAndVisible()` keep the line.
    public func makeKeyAndVisible() {}

    // MARK: - Theme

    /// The theme everything in this window is drawn with: the one a screen asked for, else the
    /// app's (from its config file), else the default for the terminal (dark or light).
    public var theme: Theme { requestedTheme ?? appTheme ?? defaultTheme }

    /// A theme a screen asked for, which replaces the app's at once on every screen; `nil`
    /// (the default) goes back to the app's. A settings screen sets it from its view controller:
    ///
    /// ```swift
    /// store.observeState(\.themeName) { [weak self] name in
    ///     self?.window?.requestedTheme = Theme.named(name)
    /// }
    /// ```
    public var requestedTheme: Theme? {
        didSet { if requestedTheme != oldValue { setNeedsDisplay() } }
    }

    /// The app's theme, which the host sets from the config file; `nil` when it names none.
    package var appTheme: Theme? {
        didSet { if appTheme != oldValue { setNeedsDisplay() } }
    }

    /// The theme for the terminal, when neither a screen nor the config chose one: the host
    /// sets it from what it knows of the terminal's background.
    package var defaultTheme: Theme = .dark {
        didSet { if defaultTheme != oldValue { setNeedsDisplay() } }
    }

    // MARK: - Invalidation

    /// Incremented by every change to what this window shows; a renderer compares it with the
    /// value it last drew.
    package private(set) var displayGeneration: UInt64 = 0

    /// What the app started off the main actor that its screen waits for (its plugins' records
    /// being read or written, their HTTP requests); the host sets it when it builds the app.
    package var backgroundWork: [any BackgroundWork] = []

    /// Called after every change to what this window shows; the renderer showing the window
    /// sets it to schedule a frame. Nothing here runs on a timer.
    package var onNeedsDisplay: (@MainActor () -> Void)?

    /// Called after every change to what this window shows, as ``onNeedsDisplay`` is, for what
    /// watches the window beside its renderer (the session journal); empty unless one does.
    package var displayObservers: [@MainActor () -> Void] = []

    /// Called when a front end has handled one input (a key, a click, a script's step, a
    /// page's event): what it changed synchronously is complete. The session journal writes a
    /// batch then, so that each input's changes are told apart even when inputs come faster
    /// than the main actor turns (a script's steps).
    package var inputObservers: [@MainActor () -> Void] = []

    /// Tells ``inputObservers`` that one input was handled.
    package func inputHandled() {
        for observer in inputObservers { observer() }
    }

    /// Marks the window as out of date: every change to its controllers and their widgets ends
    /// here (``Widget/setNeedsDisplay()``), so each window, and each renderer, only hears of
    /// its own changes.
    package func setNeedsDisplay() {
        displayGeneration &+= 1
        onNeedsDisplay?()
        for observer in displayObservers { observer() }
    }

    /// The controller filling the window. Replacing it makes the old root (and everything it
    /// presents) disappear and releases it.
    public var rootViewController: ViewController? {
        get { root }
        set { setRootViewController(newValue) }
    }

    private var root: ViewController?

    private func setRootViewController(_ controller: ViewController?) {
        guard controller !== root else { return }
        if let controller, !controller.isUnplaced {
            return LassoDiagnostics.report(
                "cannot make \(controller.debugName) the window's root: it is already in a controller hierarchy"
            )
        }
        let old = root
        root = controller
        controller?.windowIfRoot = self
        ViewController.transition(from: old, to: controller)
        old?.windowIfRoot = nil
        setNeedsDisplay()
    }

    /// The controller the user interacts with: the top of the visible chain, following selected
    /// tabs, navigation tops and modal presentations. A custom container (one that adds children
    /// with ``ViewController/addChild(_:)``) is itself the top: its view holds its children's.
    public var topViewController: ViewController? {
        guard var current = root else { return nil }
        while true {
            if let presented = current.presentedViewController {
                current = presented
            } else if let child = current.contentChild {
                current = child
            } else {
                return current
            }
        }
    }
}
