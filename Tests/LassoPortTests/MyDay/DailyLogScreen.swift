// Ported from Lasso's Example app, Example/Lasso/Samples/MyDay/DailyLogScreen.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import Foundation
import Lasso // port: no UIKit or WWLayout

// MARK: - Module

enum DailyLogScreenModule: ScreenModule {

    struct State: Equatable {
        var display: Display
        var isLoading: Bool

        enum Display: Equatable {
            case main(log: DailyLog)
            case error
            case empty
        }
    }

    enum Action: Equatable {
        case updateForDate(Date)
    }

    static var defaultInitialState: DailyLogScreenModule.State {
        return State(display: .empty, isLoading: false)
    }

    static func createScreen(with store: DailyLogStore) -> Screen {
        let viewStore: DailyLogViewModule.ViewStore = store.asViewStore(stateMap: { $0.toViewState() })
        let controller = DailyLogController(store: viewStore)
        return Screen(store, controller)
    }

}

extension DailyLogScreenModule.State {

    func toViewState() -> DailyLogViewModule.ViewState {
        let text: String
        switch display {

        case .empty:
            text = ""

        case .error:
            text = "Error"

        case .main(log: let log):
            text = """
            program: \(log.program)
            calories consumed: \(log.caloriesConsumed)
            calories remaining: \(log.caloriesRemaining)
            steps taken: \(log.stepsTaken)
            """
        }
        return DailyLogViewModule.ViewState(text: text, isLoading: isLoading)
    }

}

// MARK: - Store

class DailyLogStore: LassoStore<DailyLogScreenModule> {

    var getDailyLog = DailyLogService.getDailyLog
    var user = User.current

    override func handleAction(_ action: DailyLogScreenModule.Action) {
        switch action {

        case .updateForDate(let date):
            update { $0.isLoading = true }
            getDailyLog(date, user.id) { [weak self] result in
                self?.batchUpdate { $0.isLoading = false }
                switch result {

                case .success(let log):
                    self?.update { $0.display = .main(log: log) }

                case .failure:
                    self?.update { $0.display = .error }
                }
            }
        }
    }

}

// MARK: - View

enum DailyLogViewModule: ViewModule {

    struct ViewState: Equatable {
        var text: String
        var isLoading: Bool
    }

    typealias ViewAction = DailyLogScreenModule.Action

}

class DailyLogController: ViewController, LassoView { // port: UIViewController

    let store: DailyLogViewModule.ViewStore

    private let label = Label() // port: UILabel
    private let activityIndicator = ActivityIndicator() // port: UIActivityIndicatorView
    private let titleLabel = Label(style: .title) // port: UILabel

    init(store: DailyLogViewModule.ViewStore) {
        self.store = store
        super.init() // port: UIViewController's init(nibName:bundle:)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpView()
        bind()
    }

    private func setUpView() {
        view = Stack([titleLabel, label, activityIndicator]) // port: layout and style
        titleLabel.text = "Daily Log"
    }

    private func bind() {
        store.observeState(\.text) { [weak self] (text) in
            self?.label.text = text
        }

        store.observeState(\.isLoading) { [weak self] (isLoading) in
            if isLoading {
                self?.activityIndicator.isAnimating = true // port: startAnimating()
                self?.label.style = .caption // port: alpha = 0.3
            }
            else {
                self?.activityIndicator.isAnimating = false // port: stopAnimating()
                self?.label.style = .body // port: alpha = 1.0
            }
        }
    }

}

// MARK: - User & service

class User {

    @MainActor static let current = User(id: "abc123", program: .B) // port: Swift 6: a shared non-Sendable instance belongs to the main actor

    let id: String
    var program: Program

    init(id: String, program: Program) {
        self.id = id
        self.program = program
    }

}

enum Program: String, CaseIterable {
    case A
    case B
    case C

    static func random() -> Program {
        return allCases.randomElement() ?? .A
    }
}

struct DailyLog: Equatable {
    let program: Program
    let caloriesConsumed: Int
    let caloriesRemaining: Int
    let stepsTaken: Int
}

enum DailyLogService {

    static func getDailyLog(date: Date, userId: String, completion: @escaping (Result<DailyLog, Error>) -> Void) {
        let components = Calendar.current.dateComponents([.month, .day], from: date)
        let day = components.day ?? 0
        let month = components.month ?? 0
        let caloriesConsumed = 20 * day
        let log = DailyLog(program: .random(),
                           caloriesConsumed: caloriesConsumed,
                           caloriesRemaining: 2500 - caloriesConsumed,
                           stepsTaken: month * 500 + day * 10)
        do { // port: answers at once, not after 0.4 seconds on a global queue: Swift 6 refuses to send the non-Sendable completion there
            completion(.success(log))
        }
    }

}
