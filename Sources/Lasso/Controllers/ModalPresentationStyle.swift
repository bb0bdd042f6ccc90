/// How a presented controller covers the one presenting it: UIKit's `UIModalPresentationStyle`,
/// with its cases and raw values, so Lasso code that sets `modalPresentationStyle` ports
/// unchanged.
///
/// The terminal and the browser draw a controller presented ``fullScreen`` or
/// ``currentContext`` in place of the layers below it, which disappear (their controllers get
/// `viewWillDisappear` and `viewDidDisappear`, and the appearance calls again on dismissal), as
/// UIKit removes the presenter's views for these styles. Every other style is drawn as a box
/// over the presenter, which stays on screen, as a page sheet is.
public enum ModalPresentationStyle: Int, Sendable, CaseIterable {
    /// Covers the screen; the presenter disappears.
    case fullScreen = 0
    /// A sheet over the presenter, which stays on screen.
    case pageSheet = 1
    /// A smaller sheet over the presenter, which stays on screen.
    case formSheet = 2
    /// Covers the presenter's context; the presenter disappears.
    case currentContext = 3
    /// A custom transition: drawn as a sheet here.
    case custom = 4
    /// Covers the screen over the presenter, which stays on screen behind it.
    case overFullScreen = 5
    /// Covers the presenter's context over it; the presenter stays on screen.
    case overCurrentContext = 6
    /// A popover: drawn as a sheet here.
    case popover = 7
    /// No style (UIKit's `.none`): drawn as a sheet here.
    case none = -1
    /// The system's choice, a page sheet: the default.
    case automatic = -2

    /// Whether the presented controller takes the presenter off screen.
    public var hidesPresenter: Bool { self == .fullScreen || self == .currentContext }
}
