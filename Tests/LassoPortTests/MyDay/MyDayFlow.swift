// Ported from Lasso's Example app, Example/Lasso/Samples/MyDay/MyDayFlow.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import Foundation
import Lasso // port: no UIKit

class MyDayFlow: Flow<NoOutputNavigationFlow> {

    var createMyDay = MyDayController.init(date:)

    private let initialDate: Date

    init(date: Date = Date()) {
        self.initialDate = date
    }

    override func createInitialController() -> ViewController { // port: UIViewController
        return assembleMyDayController()
    }

    private func assembleMyDayController() -> ViewController { // port: UIViewController
        let myDay = createMyDay(initialDate)

        myDay.cardsScreen.store.observeOutput { [weak self] (output) in
            guard let self = self else { return }
            switch output {

            case .didSelectCard(card: let card):
                let cardController = self.assembleCardController(card: card)
                self.context?.pushViewController(cardController, animated: true)
            }
        }

        return myDay
    }

    private func assembleCardController(card: String) -> ViewController { // port: UIViewController
        let state = TextScreenModule.State(title: card, description: "Blah blah, blah blah")
        return TextScreenModule.createScreen(with: state)
            .controller
    }
}
