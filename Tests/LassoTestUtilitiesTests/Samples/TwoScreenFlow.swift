import Lasso

/// Sample flow: the counter screen, then a summary screen pushed over it, from which a help
/// screen can be presented in its own navigation controller.
enum TwoScreenFlowModule: NavigationFlowModule {
    enum Output: Equatable {
        case didFinish(count: Int)
    }
}

enum SummaryScreenModule: PassthroughScreenModule {
    enum Action: Sendable, Equatable {
        case didTapBack
        case didTapHelp
        case didTapFinish
    }

    typealias Output = Action

    struct State: Equatable {
        var count = 0
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: PassthroughStore<SummaryScreenModule>) -> Screen {
        Screen(store, SummaryViewController())
    }
}

enum HelpScreenModule: PassthroughScreenModule {
    enum Action: Sendable, Equatable {
        case didTapClose
    }

    typealias Output = Action

    static var defaultInitialState: EmptyState { EmptyState() }

    static func createScreen(with store: PassthroughStore<HelpScreenModule>) -> Screen {
        Screen(store, HelpViewController())
    }
}

final class SummaryViewController: ViewController {}
final class HelpViewController: ViewController {}

final class TwoScreenFlow: Flow<TwoScreenFlowModule> {
    private let counterFactory: CounterScreenModule.ScreenFactory

    /// A flow building its counter screens with `counterFactory` (tests pass a mock one).
    init(counterFactory: CounterScreenModule.ScreenFactory = .init()) {
        self.counterFactory = counterFactory
        super.init()
    }

    override func createInitialController() -> ViewController {
        counterFactory.createScreen()
            .observeOutput { [weak self] (output: CounterScreenModule.Output) in self?.handle(output) }
            .controller
    }

    private func handle(_ output: CounterScreenModule.Output) {
        guard let context, case .didFinish(let count) = output else { return }
        SummaryScreenModule.createScreen(with: .init(count: count))
            .observeOutput { [weak self] (output: SummaryScreenModule.Output) in self?.handle(output, count: count) }
            .place(with: pushed(in: context))
    }

    private func handle(_ output: SummaryScreenModule.Output, count: Int) {
        guard let context else { return }
        switch output {
        case .didTapBack:
            context.popViewController()
        case .didTapHelp:
            weak var help: ViewController?
            HelpScreenModule.createScreen()
                .captureController(as: &help)
                .observeOutput { (_: HelpScreenModule.Output) in help?.dismiss() }
                .place(with: presented(on: context).withNavigationEmbedding())
        case .didTapFinish:
            dispatchOutput(.didFinish(count: count))
        }
    }
}
