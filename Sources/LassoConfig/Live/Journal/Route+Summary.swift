extension Route {
    /// The route as the journal writes it: its key and what it builds or names
    /// (`push screen 'orders.detail'`, `switchTab 'Orders'`, `emit didFinish`, `pop`).
    var summary: String {
        switch action {
        case .push(let node), .replaceRoot(let node): "\(action.keyword) \(node.summary)"
        case .present(let node, let navigation, _):
            "\(action.keyword) \(node.summary)\(navigation ? " in a navigation stack" : "")"
        case .pop, .dismiss: action.keyword
        case .switchTab(let tab): "\(action.keyword) \(tab.value)"
        case .emit(let output): "\(action.keyword) \(output.value)"
        }
    }
}
