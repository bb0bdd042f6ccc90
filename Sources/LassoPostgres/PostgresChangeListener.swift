internal import Foundation
internal import Lasso
internal import Logging
internal import PostgresNIO
internal import Synchronization

/// Hears the commits of other processes sharing the store (`LISTEN lasso_records`), on one
/// connection of its own, so that a change a user makes on one server shows live in their
/// sessions on every other.
///
/// A lost connection is made again, waiting a little longer after each failure (up to 5 s);
/// once it is back, ``StorageChange/anything`` is reported, since commits made meanwhile were
/// not heard.
final class PostgresChangeListener: Sendable {
    private let location: PostgresLocation
    private let timeout: Duration
    private let logger: Logger
    private let task = Mutex<Task<Void, Never>?>(nil)

    init(location: PostgresLocation, timeout: Duration, logger: Logger) {
        self.location = location
        self.timeout = timeout
        self.logger = logger
    }

    /// What the listener hears.
    enum Heard: Sendable {
        /// A notification's payload.
        case notification(String)
        /// The connection came back after it was lost.
        case back
        /// The connection was lost (told once per loss), for this reason.
        case lost(String)
    }

    /// Starts listening (once), telling `heard` what it hears.
    func start(_ heard: @escaping @Sendable (Heard) -> Void) {
        task.withLock { task in
            guard task == nil else { return }
            task = Task.detached { [location, timeout, logger] in
                var failures = 0
                var wasLost = false
                while !Task.isCancelled {
                    var reason = "the server ended the connection"
                    do {
                        let configuration = try location.connectionConfiguration(timeout: timeout)
                        let connection = try await PostgresConnection.connect(
                            configuration: configuration, id: 1, logger: logger)
                        defer { Task { try? await connection.close() } }
                        try await connection.listen(on: PostgresSchema.channel) { notifications in
                            failures = 0
                            if wasLost { heard(.back) }
                            wasLost = false
                            for try await notification in notifications { heard(.notification(notification.payload)) }
                        }
                    } catch {
                        reason = PostgresFailure.words(for: error)
                    }
                    if Task.isCancelled { return }
                    if !wasLost { heard(.lost(reason)) }
                    wasLost = true
                    failures += 1
                    try? await Task.sleep(for: .milliseconds(min(5000, 100 << min(failures, 6))))
                }
            }
        }
    }

    func stop() {
        task.withLock { $0?.cancel() }
    }

    /// What `heard` says changed, unless this process (`origin`) made the change.
    static func change(from heard: Heard, ignoring origin: String) -> StorageChange? {
        let payload: String
        switch heard {
        case .back: return .anything
        case .lost(let reason): return .unheard(reason: reason)
        case .notification(let text): payload = text
        }
        struct Notice: Decodable {
            let o: String
            let n: String
            let s: String
            let k: [String]?
        }
        guard let notice = try? JSONDecoder().decode(Notice.self, from: Data(payload.utf8)) else { return .anything }
        guard notice.o != origin else { return nil }
        return .records(StorageAddress(namespace: notice.n, scope: notice.s), keys: notice.k)
    }
}
