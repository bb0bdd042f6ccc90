import Dispatch
import Lasso

// Screens built from Lasso primitives for the terminal tests (no dependency on the plugins).

/// A counter: title label, caption, and "-", "+", "Reset" buttons side by side.
enum TestCounterModule: ScreenModule {
    enum Action: Sendable, Equatable { case increment, decrement, reset }
    struct State: Equatable, Codable, Sendable { var count = 0 }
    typealias Output = NoOutput

    static var defaultInitialState: State { State() }

    static func createScreen(with store: TestCounterStore) -> Screen {
        Screen(store, TestCounterViewController(store: store.asViewStore()))
    }
}

final class TestCounterStore: LassoStore<TestCounterModule> {
    override func handleAction(_ action: Action) {
        switch action {
        case .increment: update { $0.count += 1 }
        case .decrement: update { $0.count = max(0, $0.count - 1) }
        case .reset: update { $0.count = 0 }
        }
    }
}

final class TestCounterViewController: ViewController, LassoView {
    let store: TestCounterModule.ViewStore

    init(store: TestCounterModule.ViewStore) {
        self.store = store
        super.init()
        title = "Counter"
    }

    override func viewDidLoad() {
        let count = Label(style: .title)
        count.bind(\.text, to: store, \.count) { "Count: \($0)" }
        let decrement = Button("-")
        decrement.bind(to: store, action: .decrement)
        let increment = Button("+")
        increment.bind(to: store, action: .increment)
        let reset = Button("Reset")
        reset.bind(to: store, action: .reset)
        view = Stack(
            spacing: 1,
            [
                count,
                Label("Limit: 10", style: .caption),
                Stack(axis: .horizontal, spacing: 2, [decrement, increment, reset]),
            ])
    }
}

/// A sign-in form: two text fields, a button, an error label.
final class FormViewController: ViewController {
    let username = TextField(placeholder: "Username")
    let password = TextField(placeholder: "Password", isSecure: true)
    let logIn = Button("Log in")
    let error = Label(style: .error)
    private(set) var submissions: [String] = []

    override init() {
        super.init()
        title = "Sign in"
        username.identifier = "username"
        password.identifier = "password"
    }

    override func viewDidLoad() {
        logIn.onTap { [weak self] in
            guard let self else { return }
            submissions.append("\(username.text):\(password.text)")
            error.text = password.text == "secret" ? "" : "Wrong password"
        }
        view = Stack(spacing: 1, [username, password, logIn, error])
    }
}

/// A list of contacts with details; records selections.
final class ContactsViewController: ViewController {
    let list: List
    private(set) var selections: [Int] = []

    init(count: Int = 5, title: String = "Contacts") {
        list = List(rows: (1...max(1, count)).map { List.Row("Contact \($0)", detail: "c\($0)@example.com") })
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        list.onSelect { [weak self] in self?.selections.append($0) }
        view = Stack(spacing: 1, [Label("Pick a contact", style: .caption), list])
    }
}

/// A plain screen with a title and one label.
final class MessageViewController: ViewController {
    init(title: String, message: String, buttons: [Button] = []) {
        super.init()
        self.title = title
        view = Stack(spacing: 1, [Label(message)] + buttons)
    }
}

/// Work in the background: "Load" starts an asynchronous job (a task sleeping on the main actor,
/// or a background queue dispatching its result from another thread) while an activity
/// indicator animates.
enum LoaderModule: ScreenModule {
    enum Action: Sendable, Equatable {
        case load, loadOnBackgroundThread
        case didFinish(String)
    }
    struct State: Equatable, Codable, Sendable {
        var isLoading = false
        var result = ""
    }
    typealias Output = NoOutput

    static var defaultInitialState: State { State() }

    static func createScreen(with store: LoaderStore) -> Screen {
        Screen(store, LoaderViewController(store: store.asViewStore()))
    }
}

final class LoaderStore: LassoStore<LoaderModule> {
    var delay: Duration = .milliseconds(30)

    override func handleAction(_ action: Action) {
        switch action {
        case .load:
            update {
                $0.isLoading = true
                $0.result = ""
            }
            let delay = delay
            Task { [weak self] in
                try? await Task.sleep(for: delay)
                self?.dispatchAction(.didFinish("Loaded"))
            }
        case .loadOnBackgroundThread:
            update {
                $0.isLoading = true
                $0.result = ""
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(30)) { [weak self] in
                self?.dispatchAction(.didFinish("Loaded from background"))
            }
        case .didFinish(let result):
            update {
                $0.isLoading = false
                $0.result = result
            }
        }
    }
}

final class LoaderViewController: ViewController, LassoView {
    let store: LoaderModule.ViewStore

    init(store: LoaderModule.ViewStore) {
        self.store = store
        super.init()
        title = "Loader"
    }

    override func viewDidLoad() {
        let indicator = ActivityIndicator(message: "Loading…")
        indicator.bind(\.isAnimating, to: store, \.isLoading)
        let result = Label()
        result.bind(\.text, to: store, \.result)
        let load = Button("Load")
        load.bind(to: store, action: .load)
        let background = Button("Load in background")
        background.bind(to: store, action: .loadOnBackgroundThread)
        view = Stack(spacing: 1, [load, background, indicator, result])
    }
}

/// A window whose root is `controller`.
@MainActor
func makeWindow(_ controller: ViewController) -> Window {
    let window = Window()
    window.rootViewController = controller
    return window
}
