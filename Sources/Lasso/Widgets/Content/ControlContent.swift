/// Something the user activates, by Enter or Space, a click, or a script's `tap`/`click`: the
/// renderer calls ``Widget/activate()`` on the widget.
public struct ControlContent: Sendable, Equatable {
    /// What kind of control it is, which says how it is drawn and what activating it means.
    public enum Kind: Sendable, Equatable {
        /// A push button.
        case button
        /// A box that is checked or not (a toggle).
        case checkbox(isOn: Bool)
        /// One option of a choice of one among several, chosen or not.
        case radio(isSelected: Bool)
        /// One segment of a segmented control, chosen or not.
        case segment(isSelected: Bool)
    }

    /// The control's kind.
    public var kind: Kind
    /// Its title, which also names it for scripts.
    public var title: String
    /// A disabled control ignores activation and takes no focus.
    public var isEnabled: Bool

    /// Creates control content.
    public init(_ kind: Kind, title: String, isEnabled: Bool = true) {
        self.kind = kind
        self.title = title
        self.isEnabled = isEnabled
    }
}
