import Foundation
internal import Synchronization

/// At most ``maximum`` connections open at once: one more is closed as it comes, before it can
/// take the descriptors the server needs for the pages it serves (a thousand idle sockets made
/// every request time out).
final class ConnectionLimit: Sendable {
    /// The most connections open at once.
    let maximum: Int
    private let open = Atomic<Int>(0)

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Counts a new connection in; `false` (and not counted) when there are ``maximum`` already.
    func admit() -> Bool {
        if open.add(1, ordering: .relaxed).newValue <= maximum { return true }
        open.subtract(1, ordering: .relaxed)
        return false
    }

    /// Counts a connection out, once it closed.
    func release() {
        open.subtract(1, ordering: .relaxed)
    }

    /// The error of a connection refused for the limit.
    struct Reached: Error {}
}

/// The limit on open files (sockets are files) of this process.
enum DescriptorLimit {
    /// Descriptors kept for what is not a connection: the app's files, plugins, the store, logs.
    static let reserve = 128

    /// Raises the soft limit on open files to the hard one (the usual service default of 1,024
    /// is far below what the hard limit allows), and returns the soft limit then.
    static func raiseToHardLimit() -> Int {
        var limits = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limits) == 0 else { return 1_024 }
        if limits.rlim_cur < limits.rlim_max {
            var raised = limits
            raised.rlim_cur = limits.rlim_max
            if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &raised) == 0 { limits = raised }
        }
        return Int(clamping: min(limits.rlim_cur, rlim_t(1 << 20)))
    }

    /// The default connection limit: what the raised limit leaves after ``reserve``.
    static func defaultConnectionLimit() -> Int {
        max(16, raiseToHardLimit() - reserve)
    }
}
