// Ported from Lasso's Example app, Example/Lasso/Samples/MyDay/CalendarScreen.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import Foundation
import Lasso // port: no UIKit or WWLayout

enum CalendarScreenModule: ScreenModule {

    struct State: Equatable {
        var selectedDate = Date()
    }

    enum Action: Equatable {
        case didSelectDate(Date)
    }

    enum Output: Equatable { }

    static var defaultInitialState: State { return State() }

    static func createScreen(with store: CalendarStore) -> Screen {
        let controller = CalendarController(store: store.asViewStore())
        return Screen(store, controller)
    }

}

class CalendarStore: LassoStore<CalendarScreenModule> {

    override func handleAction(_ action: CalendarScreenModule.Action) {
        switch action {

        case .didSelectDate(let date):
            update { $0.selectedDate = date }
        }
    }

}

class CalendarController: ViewController, LassoView { // port: UIViewController

    let store: CalendarScreenModule.ViewStore

    private let datePicker = Label() // port: UIDatePicker: the date, and buttons to change it
    private let previousDay = Button("< Previous day") // port: UIDatePicker
    private let nextDay = Button("Next day >") // port: UIDatePicker

    init(store: CalendarScreenModule.ViewStore) {
        self.store = store
        super.init() // port: UIViewController's init(nibName:bundle:)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpView()
        bind()
    }

    private func setUpView() {
        view = Stack(axis: .horizontal, spacing: 2, [previousDay, datePicker, nextDay]) // port: layout and UIDatePicker's mode
    }

    private func bind() {
        store.observeState(\.selectedDate) { [weak self] (date) in
            self?.datePicker.text = date.formatted(date: .abbreviated, time: .omitted) // port: setDate(_:animated:)
        }

        previousDay.bind(to: store) { [store] in .didSelectDate(store.state.selectedDate.addingTimeInterval(-86_400)) } // port: bindDateChange(to:)
        nextDay.bind(to: store) { [store] in .didSelectDate(store.state.selectedDate.addingTimeInterval(86_400)) } // port: bindDateChange(to:)
    }

}
