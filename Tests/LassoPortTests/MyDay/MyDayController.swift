// Ported from Lasso's Example app, Example/Lasso/Samples/MyDay/MyDayController.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import Foundation
import Lasso // port: no UIKit or WWLayout

class MyDayController: ViewController { // port: UIViewController

    var calendarScreenFactory = CalendarScreenModule.ScreenFactory()
    var dailyLogScreenFactory = DailyLogScreenModule.ScreenFactory()
    var cardsScreenFactory = MyDayCardsScreenModule.ScreenFactory()

    private lazy var calendarScreen = calendarScreenFactory.createScreen(with: CalendarScreenModule.State(selectedDate: initialDate))
    private(set) lazy var cardsScreen = cardsScreenFactory.createScreen()
    private lazy var dailyLogScreen = dailyLogScreenFactory.createScreen()

    private let initialDate: Date

    init(date: Date = Date()) {
        self.initialDate = date
        super.init() // port: UIViewController's init(nibName:bundle:)
    }

    private let myDayLabel = Label(style: .title) // port: UILabel

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpView()
        bind()
    }

    private func setUpView() {
        let stack = Stack(spacing: 1, [myDayLabel]) // port: layout (the label is on top)
        view = stack // port: layout
        [calendarScreen.controller, dailyLogScreen.controller, cardsScreen.controller].forEach {
            addChild($0)
            stack.addArrangedWidget($0.view) // port: view.addSubview($0.view)
        }
        [calendarScreen.controller, dailyLogScreen.controller, cardsScreen.controller].forEach {
            $0.didMove(toParent: self)
        }
        myDayLabel.text = "My Day"
    }

    private func bind() {
        calendarScreen.store.observeState(\.selectedDate) { [weak self] (date) in
            self?.dailyLogScreen.store.dispatchAction(.updateForDate(date))
            self?.cardsScreen.store.dispatchAction(.updateForDate(date: date))
        }
    }
}
