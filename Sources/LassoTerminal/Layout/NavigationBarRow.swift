import Lasso

/// The navigation bar: the back or close affordance on the left, the title centred (or just
/// after the affordance when there is no room to centre it).
enum NavigationBarRow {
    /// What the left side offers.
    enum Affordance: Equatable {
        /// Nothing: the root of a stack that cannot be closed.
        case none
        /// `< Back`: the stack is deeper than one.
        case back
        /// `x Close`: a dismissible stack at its root, or a presented screen.
        case close

        /// The word shown (what a script's `click` names it by).
        var label: String {
            switch self {
            case .none: ""
            case .back: "Back"
            case .close: "Close"
            }
        }

        var text: String {
            switch self {
            case .none: ""
            case .back: "< " + label
            case .close: "x " + label
            }
        }
    }

    /// What the left side of `layer`'s bar offers: back when its stack is deeper than one,
    /// close at the root of a closable presented stack.
    @MainActor
    static func affordance(for layer: ScreenLayer) -> Affordance {
        layer.canGoBack ? .back : (layer.navigation != nil && layer.canClose ? .close : .none)
    }

    /// The columns the bar needs to show `title` in full after the affordance.
    static func naturalWidth(title: String?, affordance: Affordance) -> Int {
        let left = DisplayWidth.of(affordance.text)
        let titleWidth = DisplayWidth.of(title ?? "")
        return left + (left > 0 && titleWidth > 0 ? 2 : 0) + titleWidth
    }

    /// Draws the bar on row `y` of `rect`; returns where the affordance was drawn, if it was.
    @discardableResult
    static func draw(
        title: String?, affordance: Affordance, in rect: GridRect, y: Int, palette: ThemePalette, grid: inout CellGrid
    ) -> GridRect? {
        let left = affordance.text
        let leftEnd = left.isEmpty ? rect.x : grid.put(left, x: rect.x, y: y, attributes: palette[.accent], clip: rect)
        let affordanceRect =
            left.isEmpty ? nil : GridRect(x: rect.x, y: y, width: leftEnd - rect.x, height: 1).intersection(rect)
        guard let title, !title.isEmpty else { return affordanceRect }
        let gap = left.isEmpty ? 0 : 2
        let room = rect.maxX - leftEnd - gap
        guard room > 0 else { return affordanceRect }
        let shown = TextLayout.truncate(title, to: room)
        let width = DisplayWidth.of(shown)
        let centred = rect.x + (rect.width - width) / 2
        let x = max(centred, leftEnd + gap)
        grid.put(shown, x: x, y: y, attributes: palette[.title], clip: rect)
        return affordanceRect
    }
}
