extension ViewController {
    /// Puts `replacement` exactly where this controller is (window root, navigation stack entry,
    /// tab, or presented controller) and takes this one out. What this controller presented is
    /// moved onto the replacement, and so is its tab's title when the replacement has none. Used to rebuild a screen in place, for example when its
    /// plugin is reloaded.
    ///
    /// Returns `false`, with a report, when this controller is not in a hierarchy or the
    /// replacement already is.
    @discardableResult
    public func replaceInHierarchy(with replacement: ViewController) -> Bool {
        guard replacement.isUnplaced else {
            LassoDiagnostics.report(
                "cannot replace \(debugName) with \(replacement.debugName): the replacement is already in a hierarchy")
            return false
        }
        let carriedPresentation = presentedViewController
        if let carriedPresentation {
            presentedViewController = nil
            carriedPresentation.presentingViewController = nil
        }
        let replaced: Bool
        if let navigation = parent as? NavigationController {
            navigation.setViewControllers(navigation.viewControllers.map { $0 === self ? replacement : $0 })
            replaced = true
        } else if let tabs = parent as? TabBarController {
            // The tab is the same tab: its title stays, whatever the replacement calls itself.
            if replacement.tabTitle == nil { replacement.tabTitle = tabTitle }
            tabs.viewControllers = tabs.viewControllers.map { $0 === self ? replacement : $0 }
            replaced = true
        } else if let container = parent {
            LassoDiagnostics.report(
                "cannot replace \(debugName): it is a child of \(container.debugName), a custom container, which places its children itself"
            )
            replaced = false
        } else if let window = windowIfRoot {
            window.rootViewController = replacement
            replaced = true
        } else if let presenter = presentingViewController {
            presenter.dismissPresented()
            presenter.present(replacement)
            replaced = true
        } else {
            LassoDiagnostics.report("cannot replace \(debugName): it is not in a controller hierarchy")
            replaced = false
        }
        if let carriedPresentation {
            (replaced ? replacement : self).present(carriedPresentation)
        }
        return replaced
    }
}
