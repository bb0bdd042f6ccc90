// Ported from Lasso's Example app, Example/Lasso/Samples/SearchAndTrackFlow.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import Lasso // port: no UIKit

struct Food: SearchListRepresentable, Equatable {
    let name: String
    let points: Int
    let description: String

    var searchListTitle: String {
        return "\(name), \(String(points)) points"
    }

    // service call
    static func getFoods(searchText: String?, completion: @escaping (Result<[Food], Error>) -> Void) {
        do { // port: answers at once, not after half a second on a global queue: Swift 6 refuses to send the non-Sendable completion there
            if Bool.random() {
                let paulsToast = Food(name: "Paul's Toast", points: 2, description: "Extra toasted with light butter")
                completion(.success([paulsToast]))
            }
            else {
                completion(.failure(SearchError()))
            }
        }
    }
}

struct SearchError: Error { }

class SearchAndTrackFlow: Flow<NoOutputFlow> {

    var searchScreenFactory = SearchScreenModule<Food>.ScreenFactory(configure: { searchStore in
        searchStore.getSearchResults = Food.getFoods
    })
    var foodDetailScreenFactory = TextScreenModule.ScreenFactory()

    override func createInitialController() -> ViewController { // port: UIViewController
        return assembleSearch()
    }

    private func assembleSearch() -> ViewController { // port: UIViewController
        return searchScreenFactory.createScreen()
            .observeOutput({ [weak self] output in
                guard let self = self else { return }
                switch output {

                case .didSelectItem(let food):
                    let food = self.assembleFoodDetail(food)
                    self.nextPresentedInFlow?.place(food)
                }
            })
            .controller
    }

    private func assembleFoodDetail(_ food: Food) -> ViewController { // port: UIViewController
        let description = "\(food.points) Points\n\n\(food.description)"
        let state = TextScreenModule.State(title: food.name, description: description, buttons: ["Track"])
        return foodDetailScreenFactory.createScreen(with: state)
            .observeOutput({ [weak self] output in
                switch output {

                case .didTapButton:
                    self?.unwind()
                }
            })
            .controller
    }

}
