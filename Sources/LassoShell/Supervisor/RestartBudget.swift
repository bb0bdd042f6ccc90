import Foundation

/// How many faults the supervisor recovers from before it stops trying: at most ``limit`` in
/// any ``window`` (three in a minute), so an app that faults again as soon as it is back (an
/// action a script repeats, a screen that faults when shown) ends with a message instead of
/// restarting for ever. A fault older than the window no longer counts.
struct RestartBudget: Equatable {
    static let limit = 3
    static let window: TimeInterval = 60

    private var faults: [Date] = []

    /// Records a fault at `time`; whether the app may be started again.
    mutating func allowsRestart(after time: Date) -> Bool {
        faults = faults.filter { time.timeIntervalSince($0) < Self.window } + [time]
        return faults.count <= Self.limit
    }

    /// How many faults the window holds now (the last one recorded among them).
    var recentFaults: Int { faults.count }

    /// `2nd fault within 60 s; at the 4th the app stops`: where `what` stands (its
    /// ``AppSupervisor/Kind/name``: the app, the server), for its user.
    static func standing(recentFaults count: Int, of what: AppSupervisor.Kind) -> String {
        "\(ordinal(count)) fault within \(Int(window)) s; at the \(ordinal(limit + 1)) \(what.name) stops"
    }

    private static func ordinal(_ number: Int) -> String {
        let suffix =
            switch (number % 10, number % 100) {
            case (1, let tens) where tens != 11: "st"
            case (2, let tens) where tens != 12: "nd"
            case (3, let tens) where tens != 13: "rd"
            default: "th"
            }
        return "\(number)\(suffix)"
    }

    /// `4 faults within 60 s`: why the supervisor stopped.
    static var exhaustedText: String { "\(limit + 1) faults within \(Int(window)) s" }
}
