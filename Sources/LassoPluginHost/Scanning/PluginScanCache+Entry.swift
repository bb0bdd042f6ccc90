package import Foundation

extension PluginScanCache {
    /// How long a timed-out verdict is believed, in seconds: 10 minutes.
    ///
    /// A plugin that did not finish registering in time may hang, or may only have met a busy
    /// machine. Reusing the verdict for a while spares every start in a row the wait on a plugin
    /// that really hangs; examining it again afterwards gives a plugin that was merely slow once
    /// its chance, instead of skipping it until its file changes.
    package static let timedOutVerdictLifetime: Double = 10 * 60

    /// One cached verdict.
    package struct Entry: Sendable, Equatable {
        /// The file when it was examined.
        package let stamp: PluginFileStamp
        /// Its SHA-256 digest then.
        package let sha256: String
        /// What examining it found.
        package let report: PluginScanReport
        /// When it was examined.
        package let examined: Date

        /// Creates an entry.
        package init(stamp: PluginFileStamp, sha256: String, report: PluginScanReport, examined: Date) {
            self.stamp = stamp
            self.sha256 = sha256
            self.report = report
            self.examined = examined
        }

        /// Whether the verdict may be reused `now` instead of examining the file again with a
        /// scan time-out of `scanTimeout` seconds: always, unless it is a time-out
        /// (``PluginScanReport/timedOutAfter``). A time-out is reused only under a scan time-out
        /// no longer than the one it ran out of, and for ``timedOutVerdictLifetime`` after it was
        /// examined (not at all when the clock went back before then).
        package func isReusable(scanTimeout: Double, now: Date) -> Bool {
            guard let timedOutAfter = report.timedOutAfter else { return true }
            let age = now.timeIntervalSince(examined)
            return scanTimeout <= timedOutAfter && age >= 0 && age < timedOutVerdictLifetime
        }
    }
}
