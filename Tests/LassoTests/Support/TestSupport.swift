import Dispatch
import Foundation

@testable import Lasso

// Shared fixtures of the runtime's tests: an event log, a controller that records its
// lifecycle, a few store and screen modules, and small helpers.

/// An ordered record of what happened, for asserting on sequences.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }

    /// Returns the events recorded so far and starts afresh.
    @discardableResult
    func take() -> [String] {
        defer { events.removeAll() }
        return events
    }
}

/// A controller that logs every lifecycle callback as "<name>.<callback>".
@MainActor
class LoggingController: ViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog, title: String? = nil) {
        self.name = name
        self.log = log
        super.init()
        self.title = title
    }

    override func viewDidLoad() { log.record("\(name).didLoad") }
    override func viewWillAppear() { log.record("\(name).willAppear") }
    override func viewDidAppear() { log.record("\(name).didAppear") }
    override func viewWillDisappear() { log.record("\(name).willDisappear") }
    override func viewDidDisappear() { log.record("\(name).didDisappear") }
}

/// A reference that does not keep its object alive, to observe deallocation.
@MainActor
final class Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
    var isReleased: Bool { object == nil }
}

/// Whether the caller runs on the main dispatch queue, which serves the main actor. (On Linux
/// that is not always the process's first thread, so `Thread.isMainThread` cannot tell.)
func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueMarker) != nil
}

private let mainQueueMarker: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
}()

/// Waits until every block already queued on the main dispatch queue has run (the runtime
/// delivers actions dispatched from other threads through it).
func drainMainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}

// MARK: - A counter screen

/// A screen module with a Codable state, outputs and a view controller with bound widgets.
enum CounterScreenModule: ScreenModule {
    enum Action: Sendable, Equatable {
        case didTapIncrement
        case didTapFinish
        case didEditName(String)
    }

    struct State: Equatable, Codable, Sendable {
        var count = 0
        var name = ""
    }

    enum Output: Equatable {
        case didFinish(count: Int)
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: CounterStore) -> Screen {
        Screen(store, CounterViewController(store: store.asViewStore()))
    }
}

final class CounterStore: LassoStore<CounterScreenModule> {
    /// Set by `createScreen(with:configure:)` tests to show that `configure` ran first.
    var service: String?

    override func handleAction(_ action: Action) {
        switch action {
        case .didTapIncrement:
            update { $0.count += 1 }
        case .didTapFinish:
            dispatchOutput(.didFinish(count: state.count))
        case .didEditName(let name):
            update { $0.name = name }
        }
    }
}

/// The counter's view: a label bound to the count, a field bound both ways to the name, and
/// buttons dispatching actions.
final class CounterViewController: ViewController, LassoView {
    let store: CounterScreenModule.ViewStore
    let countLabel = Label()
    let nameField = TextField(placeholder: "name")
    let incrementButton = Button("+")
    let finishButton = Button("Done")

    init(store: CounterScreenModule.ViewStore) {
        self.store = store
        super.init()
    }

    override func loadView() {
        view = Stack([countLabel, nameField, incrementButton, finishButton])
    }

    override func viewDidLoad() {
        countLabel.bind(\.text, to: store, \.count) { "Count: \($0)" }
        nameField.bind(\.text, to: store, \.name)
        nameField.bindTextDidChange(to: store) { .didEditName($0) }
        incrementButton.bind(to: store, action: .didTapIncrement)
        finishButton.bind(to: store, action: .didTapFinish)
    }
}

// MARK: - A screen whose state is not Codable

enum OpaqueScreenModule: ScreenModule {
    struct State {
        var value = 0
    }

    static var defaultInitialState: State { State() }

    static func createScreen(with store: LassoStore<OpaqueScreenModule>) -> Screen {
        Screen(store, ViewController())
    }
}

// MARK: - A flow

/// A navigation flow whose initial screen is a counter; it pushes more counters on demand.
enum CounterFlowModule: NavigationFlowModule {
    typealias RequiredContext = NavigationController

    enum Output: Equatable {
        case didFinish(count: Int)
    }
}

final class CounterFlow: Flow<CounterFlowModule> {
    private(set) var createdControllers = 0

    override func createInitialController() -> ViewController {
        createdControllers += 1
        return CounterScreenModule.createScreen()
            .observeOutput { [weak self] output in
                guard case .didFinish(let count) = output else { return }
                self?.dispatchOutput(.didFinish(count: count))
            }
            .setUpController { $0.title = "Counter 1" }
            .controller
    }

    /// Pushes another counter on top of the flow's stack.
    @discardableResult
    func pushNext(title: String) -> ViewController? {
        guard let context else { return nil }
        return CounterScreenModule.createScreen()
            .setUpController { $0.title = title }
            .place(with: pushed(in: context))
            .controller
    }
}

/// A flow placed into any controller; its initial controller is a plain titled controller.
final class ModalFlow: Flow<NoOutputFlow> {
    let initialTitle: String

    init(initialTitle: String = "Modal") {
        self.initialTitle = initialTitle
        super.init()
    }

    override func createInitialController() -> ViewController {
        let controller = ViewController()
        controller.title = initialTitle
        return controller
    }
}

/// Makes a controller with a title.
@MainActor
func titled(_ title: String) -> ViewController {
    let controller = ViewController()
    controller.title = title
    return controller
}

/// Whether both references are the same object. (Used instead of `===` inside `#expect` for
/// store classes: the Swift 6.3 compiler crashes (SILGen) on `#expect(store === otherStore)` for a
/// subclass of a generic class.)
func isSameObject(_ lhs: AnyObject?, _ rhs: AnyObject?) -> Bool {
    lhs.map(ObjectIdentifier.init) == rhs.map(ObjectIdentifier.init)
}
