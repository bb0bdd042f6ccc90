import AuthFeature
import Synchronization

/// A login service that records requests and answers each one only when the test says so.
/// A cancelled request ends with `CancellationError`.
final class ControlledLoginService: LoginService {
    /// One call of `logIn(username:password:)`.
    struct Request: Equatable, Sendable {
        var username: String
        var password: String
    }

    private struct Waiting {
        let id: Int
        let continuation: CheckedContinuation<AuthenticatedUser, any Error>
    }

    private struct Storage {
        var requests: [Request] = []
        var waiting: [Waiting] = []
        var cancelledIDs: Set<Int> = []
    }

    private let storage = Mutex(Storage())

    /// Every request received, oldest first.
    var requests: [Request] { storage.withLock { $0.requests } }

    /// How many requests wait for an answer.
    var waitingCount: Int { storage.withLock { $0.waiting.count } }

    func logIn(username: String, password: String) async throws -> AuthenticatedUser {
        let id = storage.withLock { storage in
            storage.requests.append(Request(username: username, password: password))
            return storage.requests.count
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                storage.withLock { storage in
                    if storage.cancelledIDs.contains(id) {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        storage.waiting.append(Waiting(id: id, continuation: continuation))
                    }
                }
            }
        } onCancel: {
            storage.withLock { storage in
                if let index = storage.waiting.firstIndex(where: { $0.id == id }) {
                    storage.waiting.remove(at: index).continuation.resume(throwing: CancellationError())
                } else {
                    storage.cancelledIDs.insert(id)
                }
            }
        }
    }

    /// Answers the oldest waiting request with `result`; `false` when none waits.
    @discardableResult
    func answer(with result: Result<AuthenticatedUser, any Error>) -> Bool {
        let waiting = storage.withLock { storage in
            storage.waiting.isEmpty ? nil : storage.waiting.removeFirst()
        }
        waiting?.continuation.resume(with: result)
        return waiting != nil
    }
}
