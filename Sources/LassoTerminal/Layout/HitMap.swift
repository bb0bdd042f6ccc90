import Lasso

/// Which part of a drawn frame belongs to which interactive element, recorded by the renderer
/// while it draws (``FrameRenderer/hitMap``), so a click is tested against exactly what the
/// user sees: the same layout pass, clipped and scrolled as drawn.
///
/// Only the top layer is interactive: when a modal is drawn, what lies under it is forgotten
/// and ``activeArea`` becomes the modal's box, so clicks outside it hit nothing.
@MainActor
struct HitMap {
    /// What a region is.
    enum Element {
        /// A control (a button, a toggle, an option): a click activates it.
        case control(Widget)
        /// A text input: a click focuses it.
        case textInput(Widget)
        /// A row of a widget's rows (its index in the source).
        case row(Widget, any RowSource, index: Int)
        /// The header of a column of a widget's rows: a click sorts by it.
        case columnHeader(Widget, any RowSource, column: Int)
        /// A widget's canvas: a click goes to the widget at the cell clicked.
        case canvas(Widget)
        /// A tab of the tab bar (zero-based).
        case tab(index: Int)
        /// The navigation bar's `< Back` or `x Close`: going back, as Esc.
        case back
    }

    /// What a scroll area scrolls.
    enum Scroller {
        /// A scroll view's content (the widget whose primitive scrolls).
        case scrollView(Widget)
        /// Rows (scrolling moves the highlight).
        case rows(Widget, any RowSource)
        /// A screen taller than its area (the screen's root widget).
        case screen(Widget)
    }

    /// One clickable region.
    struct Region {
        /// The cells it covers.
        let rect: GridRect
        /// What is there.
        let element: Element
        /// Its label, as a script's `click` names it: a control's title, a text input's or
        /// canvas's accessibility label, a row's or tab's title, `Back` or `Close`.
        let label: String?
    }

    /// One area the wheel scrolls.
    struct ScrollArea {
        /// The cells it shows (without its scroll bars).
        let rect: GridRect
        /// What scrolls.
        let scroller: Scroller
    }

    /// The clickable regions, in drawing order (later ones are drawn over earlier ones).
    private(set) var regions: [Region] = []
    /// The scroll areas, outer ones first.
    private(set) var scrollAreas: [ScrollArea] = []
    /// Where the interactive layer is: the whole screen, or the top modal's box.
    private(set) var activeArea: GridRect

    init(activeArea: GridRect) {
        self.activeArea = activeArea
    }

    /// An empty map (nothing drawn yet, or a frame too small to use).
    static let empty = HitMap(activeArea: GridRect(x: 0, y: 0, width: 0, height: 0))

    // MARK: - Recording

    mutating func add(_ element: Element, label: String?, in rect: GridRect) {
        guard !rect.isEmpty else { return }
        regions.append(Region(rect: rect, element: element, label: label))
    }

    mutating func addScrollArea(_ scroller: Scroller, in rect: GridRect) {
        guard !rect.isEmpty else { return }
        scrollAreas.append(ScrollArea(rect: rect, scroller: scroller))
    }

    /// Forgets everything recorded so far: a modal drawn in `box` covers it.
    mutating func coverAll(byModalIn box: GridRect) {
        regions.removeAll()
        scrollAreas.removeAll()
        activeArea = box
    }

    /// How many regions and scroll areas are recorded, to move those recorded after it.
    var mark: (regions: Int, scrollAreas: Int) { (regions.count, scrollAreas.count) }

    /// Moves what was recorded since `mark` from a scrolled canvas to the screen: shifted by
    /// `dx`, `dy` and clipped to `viewport`; what the viewport does not show is dropped.
    mutating func moveRecorded(
        since mark: (regions: Int, scrollAreas: Int), dx: Int, dy: Int, clippedTo viewport: GridRect
    ) {
        func moved(_ rect: GridRect) -> GridRect {
            GridRect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height).intersection(viewport)
        }
        let keptRegions = regions[mark.regions...].compactMap { region -> Region? in
            let rect = moved(region.rect)
            return rect.isEmpty ? nil : Region(rect: rect, element: region.element, label: region.label)
        }
        regions.replaceSubrange(mark.regions..., with: keptRegions)
        let keptAreas = scrollAreas[mark.scrollAreas...].compactMap { area -> ScrollArea? in
            let rect = moved(area.rect)
            return rect.isEmpty ? nil : ScrollArea(rect: rect, scroller: area.scroller)
        }
        scrollAreas.replaceSubrange(mark.scrollAreas..., with: keptAreas)
    }

    /// The scroll area of the screen, when the screen is taller than its area.
    var screenArea: ScrollArea? {
        scrollAreas.first { if case .screen = $0.scroller { true } else { false } }
    }

    // MARK: - Hit testing

    /// The topmost region at `position`, if any (nothing outside ``activeArea``).
    func region(at position: CellPosition) -> Region? {
        guard activeArea.contains(x: position.x, y: position.y) else { return nil }
        return regions.last { $0.rect.contains(x: position.x, y: position.y) }
    }

    /// The innermost scroll area at `position`, if any (nothing outside ``activeArea``).
    func scrollArea(at position: CellPosition) -> ScrollArea? {
        guard activeArea.contains(x: position.x, y: position.y) else { return nil }
        return scrollAreas.last { $0.rect.contains(x: position.x, y: position.y) }
    }
}

extension GridRect {
    /// The cell a click on this rectangle aims at: the middle of its first row (a button's
    /// title, a row's text).
    var clickPoint: CellPosition {
        CellPosition(x: x + max(0, width - 1) / 2, y: y)
    }
}
