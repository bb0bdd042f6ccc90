/// When frames are drawn in colour: the values of `run --color`, and what each
/// means. `NO_COLOR` (any non-empty value) turns colour off for ``auto``.
public enum ColorChoice: String, CaseIterable, Sendable {
    /// No colour.
    case never
    /// Colour when the output is a terminal that shows it and `NO_COLOR` is not set.
    case auto
    /// Colour even when the output is not a terminal, or `NO_COLOR` is set.
    case always

    /// What the choice does, for help text.
    public var summary: String {
        switch self {
        case .never: "no colour, emphasis only"
        case .auto: "colour when the output is a terminal and NO_COLOR is not set (the default)"
        case .always: "colour even into a file or pipe"
        }
    }

    /// Every choice with its summary, for help text: `never: …; auto: …; always: …`.
    public static var help: String {
        allCases.map { "\($0.rawValue): \($0.summary)" }.joined(separator: "; ")
    }

    /// How many colours to draw with, for output that `isTerminal` or not, in `environment`.
    /// How many a terminal shows is read from `COLORTERM` and `TERM`
    /// (``ColorDepth/detected(environment:)``); ``always`` draws at least the 16 standard
    /// colours.
    public func depth(environment: [String: String], isTerminal: Bool) -> ColorDepth {
        switch self {
        case .never:
            return .none
        case .auto:
            let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
            guard isTerminal, !noColor else { return .none }
            return ColorDepth.detected(environment: environment)
        case .always:
            return max(.standard16, ColorDepth.detected(environment: environment))
        }
    }
}
