import Dispatch
import Testing

@testable import Lasso

/// The store's dispatch path enters the main actor through `MainActorGate`, which checks the
/// main queue itself, in every build, instead of trusting its caller.
@Suite struct MainActorGateTests {
    @MainActor
    @Test func onTheMainQueueTheOperationRunsAtOnceWithItsArguments() {
        let log = Log()
        let ran = MainActorGate.run(log, "tap") { log, entry in log.entries.append(entry) }
        #expect(ran)
        #expect(log.entries == ["tap"])
    }

    @Test func offTheMainQueueTheOperationIsNotRunAndTheCallerIsTold() async {
        let log = Log()
        let ran = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    returning: MainActorGate.run(log, "tap") { log, entry in log.entries.append(entry) })
            }
        }
        #expect(!ran)
        #expect(await log.entries.isEmpty)
    }

    @Test func theMainQueueCountsAsMainOnWhicheverThreadServesIt() async {
        let onMainQueue = await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume(returning: isOnMainQueue()) }
        }
        let onGlobalQueue = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: isOnMainQueue()) }
        }
        #expect(onMainQueue)
        #expect(!onGlobalQueue)
    }
}

@MainActor
private final class Log {
    var entries: [String] = []
}
