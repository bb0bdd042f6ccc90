// Ported from Lasso's Example app, Example/Lasso/Samples/SearchModule.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import Lasso // port: no UIKit

protocol SearchListRepresentable {
    var searchListTitle: String { get }
}

enum SearchScreenModule<Item: SearchListRepresentable & Equatable>: ScreenModule {

    struct State: Equatable {
        var searchText: String?
        var items: [Item]
        var phase: Phase
        var viewDidAppear: Bool

        enum Phase: Equatable {
            case idle
            case searching
            case error(message: String)
        }

    }

    enum Action: Equatable {
        case didUpdateSearchText(String?)
        case didPressClear
        case didSelectItem(idx: Int)
        case viewWillAppear
        case didAcknowledgeError
    }

    enum Output: Equatable {
        case didSelectItem(Item)
    }

    struct Item: Equatable {
        let id: String
        let name: String
        let points: Int
    }

    static var defaultInitialState: State {
        return State(searchText: nil, items: [], phase: .idle, viewDidAppear: false)
    }

    static func createScreen(with store: SearchStore<Item>) -> Screen {
        let viewStore = store.asViewStore(stateMap: { $0.asViewState })
        let controller = SearchViewController(store: viewStore)
        return Screen(store, controller)
    }

}

enum SearchViewModule<Item: SearchListRepresentable & Equatable>: ViewModule {

    struct ViewState: Equatable {
        var isLoading: Bool
        var error: String?
        var items: [Item]
        var searchText: String?
    }

    typealias ViewAction = SearchScreenModule<Item>.Action

}

class SearchStore<Item: SearchListRepresentable & Equatable>: LassoStore<SearchScreenModule<Item>> {

    var getSearchResults: (String?, @escaping (Result<[Item], Error>) -> Void) -> Void = { _, _ in }

    override func handleAction(_ action: Action) {
        switch action {
        case .didPressClear:
            search(nil)

        case .didSelectItem(let idx):
            guard idx >= 0, idx < state.items.count else { return }
            dispatchOutput(.didSelectItem(state.items[idx]))

        case .didUpdateSearchText(let searchText):
            search(searchText)

        case .viewWillAppear:
            handleViewWillAppear()

        case .didAcknowledgeError:
            update { state in
                state.phase = .idle
            }
        }
    }

    private func search(_ searchText: String?) {
        update { state in
            state.searchText = searchText
            state.phase = .searching
        }
        getSearchResults(searchText) { [weak self] (result) in
            guard let self = self else { return }
            switch result {

            case .success(let items):
                self.update { state in
                    state.items = items
                    state.phase = .idle
                }
            case .failure:
                self.update { state in
                    state.items = []
                    state.phase = .error(message: "Something went wrong")
                }
            }
        }
    }

    private func handleViewWillAppear() {
        if !state.viewDidAppear {
            batchUpdate { state in state.viewDidAppear = true }
            search(state.searchText)
        }
    }

}

class SearchViewController<Item: SearchListRepresentable & Equatable>: ViewController, LassoView { // port: UIViewController and UIKit's table and search bar delegates

    let store: SearchViewModule<Item>.ViewStore

    private let searchBar = TextField(placeholder: "Search") // port: UISearchBar
    private let itemsTable = List() // port: UITableView
    private let activityIndicator = ActivityIndicator() // port: UIActivityIndicatorView
    private weak var alertController: ViewController? // port: UIAlertController

    init(store: SearchViewModule<Item>.ViewStore) {
        self.store = store
        super.init() // port: UIViewController's init(nibName:bundle:)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setUp()
        bind()
    }

    override func viewWillAppear() { // port: lifecycle hooks take no `animated` argument
        super.viewWillAppear() // port: lifecycle hooks take no `animated` argument
        store.dispatchAction(.viewWillAppear)
    }

    private func setUp() {
        view = Stack([searchBar, activityIndicator, itemsTable]) // port: layout constraints and style
        itemsTable.bindSelection(to: store) { .didSelectItem(idx: $0) } // port: UITableViewDelegate
        searchBar.bindTextDidChange(to: store) { .didUpdateSearchText($0) } // port: UISearchBarDelegate
    }

    private func bind() {

        store.observeState(\.isLoading) { [activityIndicator] (_, isLoading) in
            if isLoading {
                if !activityIndicator.isAnimating { activityIndicator.isAnimating = true } // port: startAnimating()
            }
            else {
                if activityIndicator.isAnimating { activityIndicator.isAnimating = false } // port: stopAnimating()
            }
        }

        store.observeState(\.items) { [weak self] (_, items) in
            self?.itemsTable.rows = items.map { List.Row($0.searchListTitle) } // port: reloadData() and the table's data source
        }

        store.observeState(\.searchText) { [searchBar] (_, searchText) in
            searchBar.text = searchText ?? "" // port: TextField.text is not optional
        }

        store.observeState(\.error) { [weak self] (_, error) in
            if let error = error {
                if self?.alertController == nil {
                    self?.showError(error)
                }
            }
            else {
                if let alertController = self?.alertController {
                    alertController.dismiss(animated: true, completion: nil)
                }
            }
        }

    }

    private func showError(_ error: String) {
        let alertController = AlertController(title: error, actionTitle: "Continue") { [store] in // port: UIAlertController and UIAlertAction
            store.dispatchAction(.didAcknowledgeError)
        }
        present(alertController, animated: true, completion: nil)
        self.alertController = alertController
    }

}

extension SearchScreenModule.State {

    var asViewState: SearchViewModule<Item>.ViewState {
        let error: String?
        switch phase {
        case .error(message: let message): error = message
        case .idle, .searching: error = nil
        }
        return SearchViewModule<Item>.ViewState(isLoading: phase == .searching, error: error, items: items, searchText: searchText)
    }

}
