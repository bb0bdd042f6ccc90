import Lasso

/// Layers (``ScreenLayer``): the window's root and each modal presentation, with their tab
/// bars and navigation bars.
extension WebRenderer {
    /// The labels of the navigation bar's buttons.
    static let backTitle = "‹ Back"
    static let closeTitle = "✕ Close"

    func element(for layer: ScreenLayer, isTop: Bool) -> WebElement {
        var children: [WebNode] = []
        if let tabBar = layer.tabBar {
            children.append(.element(tabs(of: tabBar)))
        }
        children.append(.element(navigationBar(of: layer, isTop: isTop)))
        let content = layer.content
        var main = WebElement("div", key: key(for: content) + ".view", [.init("class", "content")])
        if let element = element(for: content.view) { main.children = [.element(element)] }
        // Where the page puts the keyboard focus when this screen comes up (lasso.js).
        if let preferred = content.preferredFocus, preferred.acceptsFocus,
            content.view.visibleWidgets.contains(where: { $0 === preferred })
        {
            main.attributes.append(.init("data-focus-first", key(for: preferred)))
        }
        children.append(.element(main))
        let layerKey = key(for: layer.root)
        guard layer.isPresented else {
            var attributes: [WebElement.Attribute] = [.init("class", "layer")]
            if !isTop { attributes.append(.init("inert", "")) }
            return WebElement("div", key: layerKey, attributes, children: children)
        }
        var attributes: [WebElement.Attribute] = [
            .init("open", ""), .init("class", "modal"), .init("aria-modal", "true"),
            .init("aria-labelledby", layerKey + ".title"),
        ]
        if !isTop { attributes.append(.init("inert", "")) }
        let dialog = WebElement("dialog", key: layerKey + ".dialog", attributes, children: children)
        return WebElement("div", key: layerKey, [.init("class", "backdrop")], children: [.element(dialog)])
    }

    private func tabs(of tabBar: TabBarController) -> WebElement {
        let barKey = key(for: tabBar)
        let titles = tabBar.tabTitles
        let buttons: [WebNode] = titles.enumerated().map { index, title in
            let selected = index == tabBar.selectedIndex
            return .element(
                WebElement(
                    "button", key: "\(barKey).tab\(index)",
                    [
                        .init("type", "button"), .init("role", "tab"),
                        .init("aria-selected", selected ? "true" : "false"),
                        .init("data-ev", "tab"), .init("data-i", String(index)),
                    ], children: [.text(title)]))
        }
        return WebElement(
            "nav", key: barKey, [.init("class", "tabs"), .init("role", "tablist"), .init("aria-label", "Tabs")],
            children: buttons)
    }

    private func navigationBar(of layer: ScreenLayer, isTop: Bool) -> WebElement {
        let layerKey = key(for: layer.root)
        var children: [WebNode] = []
        if layer.canGoBack || layer.canClose {
            let title = layer.canGoBack ? Self.backTitle : Self.closeTitle
            children.append(
                .element(
                    WebElement(
                        "button", key: layerKey + ".back",
                        [
                            .init("type", "button"), .init("class", layer.canGoBack ? "back" : "close"),
                            .init("data-ev", "back"),
                            .init("aria-keyshortcuts", "Escape"),
                        ], children: [.text(title)])))
        }
        children.append(
            .element(
                WebElement(
                    "h1", key: layerKey + ".title", [.init("id", layerKey + ".title"), .init("tabindex", "-1")],
                    children: [.text(layer.title ?? "")])))
        return WebElement("header", key: layerKey + ".bar", [.init("class", "bar")], children: children)
    }
}
