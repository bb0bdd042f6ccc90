import Synchronization
import Testing

/// The issues `body` records. `body` must record at least one: the test fails otherwise, so
/// tests of failing assertions cannot pass vacuously.
@MainActor
func recordedIssues(sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void) -> [Issue] {
    let collected = IssueCollector()
    withKnownIssue(sourceLocation: sourceLocation) {
        body()
    } matching: { issue in
        collected.append(issue)
        return true
    }
    return collected.issues
}

/// The issues the asynchronous `body` records; see ``recordedIssues(sourceLocation:_:)``.
@MainActor
func recordedIssuesAsync(sourceLocation: SourceLocation = #_sourceLocation, _ body: () async -> Void) async -> [Issue] {
    let collected = IssueCollector()
    await withKnownIssue(sourceLocation: sourceLocation) {
        await body()
    } matching: { issue in
        collected.append(issue)
        return true
    }
    return collected.issues
}

/// Collects issues from the known-issue matcher, which may run on any thread.
private final class IssueCollector: Sendable {
    private let storage = Mutex<[Issue]>([])

    func append(_ issue: Issue) {
        storage.withLock { $0.append(issue) }
    }

    var issues: [Issue] {
        storage.withLock { $0 }
    }
}

extension Issue {
    /// The issue's comments, one per line.
    var message: String {
        comments.map(\.rawValue).joined(separator: "\n")
    }

    /// The line the issue was reported at.
    var line: Int? {
        sourceLocation?.line
    }
}
