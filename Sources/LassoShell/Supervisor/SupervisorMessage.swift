/// What the app's process tells its supervisor (``AppSupervisor``), one line each on the pipe
/// between them; the one definition both sides read and write.
enum SupervisorMessage: Equatable, Sendable {
    /// The app is built and its session has started: from now on a fault is recovered from.
    case ready
    /// A served app listens on this port (sent before ``ready``): a restarted server listens on
    /// the same one, so that its pages find it again.
    case listening(port: Int)
    /// An input is about to be handled: what it is, where, and by whose screen.
    case input(InputInHand)
    /// The input is handled.
    case idle
    /// The main actor is answering (sent every ``heartbeatSeconds``).
    case beat
    /// The main actor may not answer for up to this many seconds, on purpose: a plugin
    /// registering under a time limit of the host's own, which ends the app if it passes.
    case patience(seconds: Int)
    /// The app is ending by the user's wish (a quit, a signal): its exit is not a fault.
    case quit

    /// The first field of an ``input(_:)`` message.
    private static let inputTag = "input"

    /// Whether `line` (without its newline) is an ``input(_:)`` message, told without reading it
    /// whole: the supervisor keeps the last one as it came, and reads it only when a fault names
    /// it (a served app sends one per page event).
    static func isInput(_ line: Substring) -> Bool {
        line.hasPrefix(inputTag) && line.dropFirst(inputTag.count).first.map { $0 == "\t" } ?? true
    }

    /// How often the app beats.
    static let heartbeatSeconds = 1

    /// The line for the pipe, newline included. Fields are separated by tabs, which they
    /// cannot hold (``InputInHand`` replaces control characters).
    var line: String {
        switch self {
        case .ready: "ready\n"
        case .listening(let port): "listening\t\(port)\n"
        case .input(let input): ([Self.inputTag] + input.fields).joined(separator: "\t") + "\n"
        case .idle: "idle\n"
        case .beat: "beat\n"
        case .patience(let seconds): "patience\t\(seconds)\n"
        case .quit: "quit\n"
        }
    }

    /// The message of `line` (without its newline); `nil` for one this version does not know.
    init?(line: Substring) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        switch fields.first {
        case "ready": self = .ready
        case "listening":
            guard fields.count == 2, let port = Int(fields[1]), (1...65535).contains(port) else { return nil }
            self = .listening(port: port)
        case Self.inputTag: self = .input(InputInHand(fields: Array(fields.dropFirst())))
        case "idle": self = .idle
        case "beat": self = .beat
        case "patience":
            guard fields.count == 2, let seconds = Int(fields[1]), seconds >= 0 else { return nil }
            self = .patience(seconds: seconds)
        case "quit": self = .quit
        default: return nil
        }
    }
}

/// An input the app was handling: the key or click, the control it went to, and the screen
/// (its module as the config names it, and its plugin).
struct InputInHand: Equatable, Sendable, Codable {
    /// `Enter`, `click`.
    var input: String
    /// `the button “Trap”`; empty when no control had it.
    var control: String
    /// `faulty.main`; empty when no screen.
    var screen: String
    /// `faulty`; empty when the screen is the host's or unknown.
    var plugin: String

    init(input: String, control: String, screen: String, plugin: String) {
        self.input = Self.clean(input)
        self.control = Self.clean(control)
        self.screen = Self.clean(screen)
        self.plugin = Self.clean(plugin)
    }

    fileprivate init(fields: [String]) {
        func field(_ index: Int) -> String { fields.indices.contains(index) ? fields[index] : "" }
        self.init(input: field(0), control: field(1), screen: field(2), plugin: field(3))
    }

    fileprivate var fields: [String] { [input, control, screen, plugin] }

    /// `Enter on the button “Trap” in faulty.main`.
    var description: String {
        var text = input
        if !control.isEmpty { text += " on \(control)" }
        if !screen.isEmpty { text += " in \(screen)" }
        return text
    }

    /// At most 200 characters, control characters (a tab, a newline) as spaces.
    private static func clean(_ text: String) -> String {
        String(text.prefix(200).map { $0.isASCII && ($0.asciiValue ?? 32) < 32 ? " " : $0 })
    }
}
