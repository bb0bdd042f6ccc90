import Lasso

/// Draws a window as DOM elements for a browser, and turns what the user does on the page back
/// into the actions the same keys and clicks cause in the terminal.
///
/// The renderer reads only what every renderer reads: the window's layers (``ScreenLayer``: tab
/// bars, navigation bars, modal presentations) and each widget's ``WidgetPrimitive``, so a widget
/// a plugin defines is drawn, focused and driven here like a built-in one, with no per-widget
/// code. Each widget is one element keyed by the widget (``WidgetIdentity``), so two frames
/// compare element by element (``WebPatch``).
///
/// Every text reaches the page as text (``HTMLWriter``), and an event acts only on a widget of
/// the frame the page shows, visible and enabled: a page cannot press a hidden button.
@MainActor
public final class WebRenderer {
    /// The window drawn.
    public let window: Window
    let identity = WidgetIdentity()
    /// The first row shown of each rows widget that has more than a page of them.
    var rowWindows: [ObjectIdentifier: RowWindow] = [:]
    /// The keys of the widgets and controllers of the last frame's top layer, which events may
    /// name.
    private(set) var shownKeys: Set<String> = []
    /// Frames drawn (the identity table is pruned now and then).
    private(set) var frames = 0

    /// How many rows of a list or table are on the page at once; the page asks for others.
    public static let rowPageSize = 50

    /// Creates a renderer of `window`.
    public init(window: Window) {
        self.window = window
    }

    /// The window now, as one element (`<div id="app">`) with every layer in it.
    public func render() -> WebElement {
        frames += 1
        if frames % 64 == 0 { identity.prune() }
        shownKeys.removeAll(keepingCapacity: true)
        var layers: [WebNode] = []
        let screenLayers = ScreenLayer.layers(of: window)
        for (index, layer) in screenLayers.enumerated() {
            // Events may name only what the top layer shows: the layers below are inert.
            shownKeys.removeAll(keepingCapacity: true)
            layers.append(.element(element(for: layer, isTop: index == screenLayers.count - 1)))
        }
        let root = WebElement(
            "div", key: "app",
            [.init("id", "app"), .init("class", "lasso \(ThemeStyleSheet.className(for: window))")],
            children: layers)
        return root.keyed("app")
    }

    /// The key the page knows `widget` by.
    func key(for widget: Widget) -> String {
        let key = identity.key(for: widget, prefix: "w")
        shownKeys.insert(key)
        return key
    }

    /// The key the page knows `controller` by.
    func key(for controller: ViewController) -> String {
        let key = identity.key(for: controller, prefix: "c")
        shownKeys.insert(key)
        return key
    }

    /// The widget the last frame showed under `key`: what an event naming `key` goes to.
    public func shownWidget(_ key: String) -> Widget? {
        guard shownKeys.contains(key) else { return nil }
        return identity.object(forKey: key) as? Widget
    }

    /// `name` safe as a CSS class name part: letters, digits and hyphens.
    nonisolated static func cssName(_ name: String) -> String {
        String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }
}
