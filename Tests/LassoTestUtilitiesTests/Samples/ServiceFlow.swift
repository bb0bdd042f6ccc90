import Dispatch
import Foundation
import Lasso

/// Sample flow whose next screen waits for a service: the counter screen's "done" asks it, and
/// the summary screen is pushed (or the help screen presented) when its answer arrives on the
/// main queue, after the event that asked, as flows place screens after a service's callback.
final class ServiceFlow: Flow<TwoScreenFlowModule> {
    /// How the service answers.
    enum Answer {
        /// From a block given to `DispatchQueue.main.async`.
        case onTheMainQueue
        /// From a task on the main actor.
        case fromAMainActorTask
        /// Never: it holds the main queue for `seconds` (a slow synchronous call), then gives up.
        case never(holdingTheMainQueueFor: TimeInterval)
    }

    /// What the flow does with the answer.
    enum Placement {
        case push, present
    }

    private let answer: Answer
    private let placement: Placement

    init(answer: Answer, placement: Placement = .push) {
        self.answer = answer
        self.placement = placement
        super.init()
    }

    override func createInitialController() -> ViewController {
        CounterScreenModule.createScreen()
            .observeOutput { [weak self] (output: CounterScreenModule.Output) in
                guard case .didFinish(let count) = output else { return }
                self?.askService(count: count)
            }
            .controller
    }

    private func askService(count: Int) {
        switch answer {
        case .onTheMainQueue:
            DispatchQueue.main.async { self.place(count: count) }
        case .fromAMainActorTask:
            Task { @MainActor in self.place(count: count) }
        case .never(let seconds):
            DispatchQueue.main.async { Thread.sleep(forTimeInterval: seconds) }
        }
    }

    private func place(count: Int) {
        guard let context else { return }
        switch placement {
        case .push:
            SummaryScreenModule.createScreen(with: .init(count: count)).place(with: pushed(in: context))
        case .present:
            HelpScreenModule.createScreen().place(with: presented(on: context))
        }
    }
}
