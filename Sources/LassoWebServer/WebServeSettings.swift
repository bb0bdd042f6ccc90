/// The settings of `serve` a person chooses, in the units the command line takes them: each
/// default and each allowed range, written once, for ``WebServeOptions`` and the command's
/// options, help and refusals.
package enum WebServeSettings {
    /// The port when none is given.
    package static let port = 8080
    /// Sessions (browser tabs) at once, at most.
    package static let maxSessions = 100
    /// Minutes a session nobody uses stays open; from a minute to a week.
    package static let idleTimeoutMinutes = 30
    package static let idleTimeoutRange = 1...10_080
    /// Seconds a session whose page went away is kept; up to a day.
    package static let gracePeriodSeconds = 180
    package static let gracePeriodRange = 0...86_400
    /// Seconds a stopping server waits for the pages to answer the close; up to a day.
    package static let stopGraceSeconds = 10
    package static let stopGraceRange = 0...86_400
    /// Hours a sign-in lasts (the access cookie's life): a browser signs in again after it.
    package static let signInHours = 12
}
