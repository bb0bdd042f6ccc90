import Foundation

/// How long an end-to-end test waits for what a working app surely does (a first screen, a
/// process's end, a screen's change) before it calls the app broken.
///
/// One bound for every such wait, sized for the slowest machine the tests run on, not the usual
/// one: `make test` runs a whole `swift test` at once (many shells, tmux sessions and scans beside
/// each other) on two cores that may be busy with other work, and a first start scans every plugin
/// in a child process. A wait that succeeds returns at its event, so the bound costs nothing
/// unless the app is broken; it only turns a hang into a failure.
enum Patience {
    /// Seconds to wait for an app's expected event.
    static let seconds: TimeInterval = 180
}
