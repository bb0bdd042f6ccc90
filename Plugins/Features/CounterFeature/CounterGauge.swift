import Lasso

/// The count against its limit, drawn by the plugin itself: `[████░░░░░░] 4/10`.
///
/// A custom widget: the host has no code for it. It draws on a canvas
/// (``Lasso/WidgetPrimitive/canvas(_:)``), takes focus because it has key commands of its own
/// (`+`/`→` count up, `-`/`←` count down, listed in the `?` help), and a click left of the
/// filled part counts down, on or right of it counts up. Scripts find it by its identifier
/// (`focus gauge`, `click gauge`).
public final class CounterGauge: Widget {
    /// The count shown.
    public var count = 0 { didSet { if count != oldValue { setNeedsDisplay() } } }

    /// The limit the count is shown against.
    public var limit = 10 { didSet { if limit != oldValue { setNeedsDisplay() } } }

    /// Called with +1 or -1 when the user steps the count.
    public var onStep: @MainActor (Int) -> Void = { _ in }

    /// The most cells the bar takes.
    static let maximumCells = 20

    /// Creates a gauge.
    public override init() {
        super.init()
        identifier = "gauge"
    }

    /// The bar's cells: one per unit of the limit, at most ``maximumCells``.
    private var cells: Int { max(1, min(limit, Self.maximumCells)) }

    /// How many cells are filled.
    private var filled: Int { limit > 0 ? min(cells, max(0, count * cells / limit)) : 0 }

    public override var primitive: WidgetPrimitive {
        let (cells, filled) = (cells, filled)
        let text = " \(count)/\(limit)"
        return .canvas(
            CanvasContent(width: cells + 2 + text.count, height: 1) { canvas in
                // The track is `secondary`, not `border`: it says how far the limit is, so it
                // is read as text is (WCAG's 4.5:1, which `border`'s lines need not meet).
                canvas.put("[", x: 0, y: 0, role: .secondary)
                for cell in 0..<cells {
                    let isFilled = cell < filled
                    canvas.put(isFilled ? "█" : "░", x: 1 + cell, y: 0, role: isFilled ? .accent : .secondary)
                }
                canvas.put("]", x: cells + 1, y: 0, role: .secondary)
                canvas.put(text, x: cells + 2, y: 0)
            })
    }

    /// What the bar shows, in words: the browser's name for it, read by a screen reader.
    public override var accessibilityLabel: String? { "Count \(count) of \(limit)" }

    public override var keyCommands: [WidgetKeyCommand] {
        [
            WidgetKeyCommand([.character("+"), .right], "count up") { [weak self] in self?.onStep(1) },
            WidgetKeyCommand([.character("-"), .left], "count down") { [weak self] in self?.onStep(-1) },
        ]
    }

    public override func didClick(atColumn column: Int, row: Int) {
        onStep(column <= filled ? -1 : 1)
    }
}

extension CounterGauge {
    /// Shows `store`'s count and limit, and sends its increment and decrement actions.
    public func bind(to store: CounterScreenModule.ViewStore) {
        bind(\.count, to: store, \.count)
        bind(\.limit, to: store, \.limit)
        onStep = { store.dispatchAction($0 > 0 ? .didTapIncrement : .didTapDecrement) }
    }
}
