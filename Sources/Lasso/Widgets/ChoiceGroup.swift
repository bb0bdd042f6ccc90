/// A choice of one among several options, shown as radio buttons one under the other or as
/// the segments of a segmented control side by side. Each option is a control, and the options
/// are one Tab stop, as a radio group is in a browser: Tab enters the choice at the chosen option
/// (else the first), the arrows move between the options, Enter, Space or a click chooses one.
///
/// The chosen option follows the state both ways: `bind(\.selectedIndex, to: store, \.theme)`
/// shows the state's choice, and `bindSelection(to:_:)` sends the user's.
@MainActor
public final class ChoiceGroup: Widget {
    /// How the options are shown.
    public enum Style: Sendable, Equatable {
        /// Radio buttons, one under the other: `(•) Dark`.
        case radio
        /// Segments side by side: `[ Dark ] Light`.
        case segmented
    }

    /// The options' titles, which also name them for scripts.
    public var options: [String] {
        didSet {
            guard options != oldValue else { return }
            if let selectedIndex, !options.indices.contains(selectedIndex) { self.selectedIndex = nil }
            rebuildOptions()
        }
    }

    /// The chosen option, if any. Setting it from code calls no handlers.
    public var selectedIndex: Int? {
        didSet {
            if let selectedIndex, !options.indices.contains(selectedIndex) { self.selectedIndex = nil }
            if selectedIndex != oldValue { setNeedsDisplay() }
        }
    }

    /// A title shown above the options.
    public var title: String? { didSet { if title != oldValue { setNeedsDisplay() } } }

    /// How the options are shown.
    public var style: Style { didSet { if style != oldValue { setNeedsDisplay() } } }

    /// A disabled choice ignores activation and takes no focus.
    public var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    private var optionWidgets: [Option] = []
    private var selectionHandlers: [@MainActor (Int) -> Void] = []

    /// Creates a choice among `options`.
    public init(_ options: [String], selectedIndex: Int? = nil, style: Style = .radio, title: String? = nil) {
        self.options = options
        self.selectedIndex = selectedIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        self.style = style
        self.title = title
        super.init()
        rebuildOptions()
    }

    public override var subwidgets: [Widget] { optionWidgets }

    public override var primitive: WidgetPrimitive {
        .group(
            WidgetLayout(
                axis: style == .radio ? .vertical : .horizontal, spacing: style == .radio ? 0 : 1, title: title))
    }

    /// Registers `handler` for every choice by the user, with the option's index.
    public func onSelect(_ handler: @escaping @MainActor (Int) -> Void) {
        selectionHandlers.append(handler)
    }

    /// Chooses option `index` as the user would. Out-of-range indices are refused with a report.
    public func select(_ index: Int) {
        guard isEnabled else { return }
        guard options.indices.contains(index) else {
            return LassoDiagnostics.report("cannot choose option \(index) of a choice of \(options.count)")
        }
        selectedIndex = index
        for handler in selectionHandlers { handler(index) }
    }

    private func rebuildOptions() {
        optionWidgets = options.indices.map { Option(group: self, index: $0) }
        setNeedsDisplay()
    }

    /// One option: a control drawn as a radio button or a segment.
    fileprivate final class Option: Widget {
        unowned let group: ChoiceGroup
        let index: Int

        init(group: ChoiceGroup, index: Int) {
            self.group = group
            self.index = index
            super.init()
            container = group
        }

        override var primitive: WidgetPrimitive {
            let isSelected = group.selectedIndex == index
            let kind: ControlContent.Kind =
                group.style == .radio ? .radio(isSelected: isSelected) : .segment(isSelected: isSelected)
            return .control(ControlContent(kind, title: group.options[index], isEnabled: group.isEnabled))
        }

        override var accessibilityLabel: String? { group.options[index] }

        override func activate() { group.select(index) }
    }
}

/// The Tab stop several focusable widgets share (``Widget/tabStop``).
package struct SharedTabStop: Equatable, Sendable {
    /// What the widgets sharing the stop belong to.
    package let group: ObjectIdentifier
    /// Whether Tab, entering the stop, focuses this widget.
    package let isEntry: Bool
}

extension Widget {
    /// For an option of a ``ChoiceGroup``: the Tab stop it shares with the other options, and
    /// whether it is where Tab enters them (the chosen option, else the first); `nil` for a
    /// widget that is a Tab stop of its own. Read by each front end's Tab order, so that one
    /// choice costs one Tab however many options it has.
    package var tabStop: SharedTabStop? {
        guard let option = self as? ChoiceGroup.Option else { return nil }
        let entry = option.group.selectedIndex ?? 0
        return SharedTabStop(group: ObjectIdentifier(option.group), isEntry: option.index == entry)
    }
}
