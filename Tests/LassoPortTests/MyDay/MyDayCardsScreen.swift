// Ported from Lasso's Example app, Example/Lasso/Samples/MyDay/MyDayCardsScreen.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import Foundation
import Lasso // port: no UIKit or WWLayout

enum MyDayCardsScreenModule: ScreenModule {

    struct State: Equatable {
        var cards: [String] = []
        var phase: Phase = .idle

        enum Phase {
            case idle
            case busy
            case error
        }

    }

    enum Action: Equatable {
        case updateForDate(date: Date)
        case didSelectCard(idx: Int)
    }

    enum Output: Equatable {
        case didSelectCard(card: String)
    }

    static var defaultInitialState: State { return State() }

    static func createScreen(with store: MyDayCardsStore) -> Screen {
        let controller = MyDayCardsController(store: store.asViewStore())
        return Screen(store, controller)
    }

}

class MyDayCardsStore: LassoStore<MyDayCardsScreenModule> {

    var getCards = { (_: Date, completion: @escaping (Result<[String], Error>) -> Void) in
        do { // port: answers at once, not after a second on a global queue: Swift 6 refuses to send the non-Sendable completion there
            let allCards = ["Yay apples", "Yay grapes", "Whoa exercise", "Get fit!!", "Healthy desserts", "Yay tomatoes"]
            var cards = [String]()
            for card in allCards where Bool.random() {
                cards.append(card)
            }
            completion(.success(cards.shuffled()))
        }
    }

    override func handleAction(_ action: MyDayCardsScreenModule.Action) {
        switch action {

        case .didSelectCard(idx: let idx):
            let card = state.cards[idx]
            dispatchOutput(.didSelectCard(card: card))

        case .updateForDate(date: let date):
            update { $0.phase = .busy }
            getCards(date) { [weak self] result in
                guard let self = self else { return }
                switch result {

                case .success(let cards):
                    self.update {
                        $0.cards = cards
                        $0.phase = .idle
                    }

                case .failure:
                    self.update {
                        $0.phase = .error
                    }
                }
            }
        }
    }

}

class MyDayCardsController: ViewController, LassoView { // port: UIViewController and UIKit's collection view delegates

    let store: MyDayCardsScreenModule.ViewStore

    private let collectionView = List() // port: UICollectionView and its layout
    private let activityIndicator = ActivityIndicator() // port: UIActivityIndicatorView
    private let errorLabel = Label(style: .error) // port: UILabel
    private let titleLabel = Label(style: .title) // port: UILabel

    init(store: MyDayCardsScreenModule.ViewStore) {
        self.store = store
        super.init() // port: UIViewController's init(nibName:bundle:)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpView()
        bind()
    }

    private func setUpView() {
        view = Stack([titleLabel, collectionView, activityIndicator, errorLabel]) // port: layout and style
        collectionView.bindSelection(to: store) { .didSelectCard(idx: $0) } // port: UICollectionViewDelegate
        errorLabel.text = "Something went wrong"
        titleLabel.text = "Articles"
    }

    private func bind() {
        store.observeState(\.cards) { [weak self] cards in
            self?.collectionView.rows = cards.map { List.Row($0) } // port: reloadData() and the collection view's data source
        }

        store.observeState(\.phase) { [weak self] (phase) in
            self?.activityIndicator.isAnimating = phase == .busy // port: startAnimating() and stopAnimating()
            self?.collectionView.isHidden = phase == .error
            self?.errorLabel.isHidden = !(phase == .error)
        }
    }

}
