/// What a widget shows and how it takes input, in the view layer's small, fixed set of
/// primitives: the part of a widget every renderer understands.
///
/// A widget says once what it is by returning its ``Widget/primitive``. Renderers (the terminal's
/// cell grid, a browser's DOM) draw these primitives, never a widget's type, so a widget a
/// plugin defines is measured, drawn, focused and driven by scripts like a built-in one. The set
/// is closed on purpose, as a browser's elements or ARIA's roles are: a new widget is a new
/// combination of primitives (composition, as SwiftUI's `body` or Textual's `compose`), and what
/// composition cannot show, the widget draws itself on a ``TextCanvas`` (``canvas(_:)``), as a
/// Ratatui widget renders into a buffer.
///
/// Identity is the widget object: a renderer keeps per-widget state (a list's scroll position,
/// a field's scrolled start) by the widget, and what changed between frames is what called
/// ``Widget/setNeedsDisplay()``.
@MainActor
public enum WidgetPrimitive {
    /// Nothing of its own, and nothing below it is shown.
    case empty
    /// Its ``Widget/subwidgets``, laid out one after another (a ``Stack``, a form section, a
    /// custom widget composed of others).
    case group(WidgetLayout)
    /// Read-only text.
    case text(TextContent)
    /// Something the user activates (``Widget/activate()``): a button, a toggle, an option.
    case control(ControlContent)
    /// Editable text, edited through the widget's ``TextEditor``.
    case textInput(TextEditor)
    /// Rows the user moves through and selects (a ``List``); the source is usually the widget.
    case rows(any RowSource)
    /// Its only subwidget, scrolled along the axes when it does not fit (a ``ScrollView``).
    case scroll(ScrollView.Axes)
    /// How far work has come, or that it is under way.
    case progress(ProgressContent)
    /// A series of numbers, drawn small.
    case chart(ChartContent)
    /// Cells the widget draws itself.
    case canvas(CanvasContent)
}

/// How a group lays out its subwidgets.
public struct WidgetLayout: Sendable, Equatable {
    /// The direction subwidgets follow each other in.
    public var axis: Stack.Axis
    /// Blank rows (vertical) or columns (horizontal) between subwidgets.
    public var spacing: Int
    /// A heading shown above the subwidgets, for a group that is a section of a form.
    public var title: String?

    /// Creates a layout.
    public init(axis: Stack.Axis = .vertical, spacing: Int = 0, title: String? = nil) {
        self.axis = axis
        self.spacing = spacing
        self.title = title
    }
}
