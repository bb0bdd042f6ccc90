/// Tabs: one child is shown at a time, and a tab bar lets the user switch.
@MainActor
open class TabBarController: ViewController {
    /// The tabs' controllers, in order. Setting them is refused, with a report, when one is in
    /// another hierarchy, appears twice, or is this tab bar controller or one containing it.
    public var viewControllers: [ViewController] {
        get { tabs }
        set { setTabs(newValue) }
    }

    private var tabs: [ViewController] = []
    private var selection = 0

    /// Replaces the tabs (as setting ``viewControllers`` does).
    /// `animated` is accepted as UIKit's is, so Lasso code ports unchanged; the terminal has no
    /// animations and shows the change in its next frame.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool = false) {
        setTabs(controllers)
    }

    /// Creates a tab bar controller, optionally with its tabs.
    public init(viewControllers: [ViewController] = []) {
        super.init()
        if !viewControllers.isEmpty { setTabs(viewControllers) }
    }

    override var containedViewControllers: [ViewController] { tabs }

    override var visibleChildren: [ViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    override var contentChild: ViewController? { selectedViewController }

    /// The index of the shown tab. Setting an index out of range is refused with a report.
    public var selectedIndex: Int {
        get { selection }
        set {
            guard tabs.indices.contains(newValue) else {
                return LassoDiagnostics.report(
                    "cannot select tab \(newValue) of \(debugName): it has \(tabs.count) tab(s)"
                )
            }
            guard newValue != selection else { return }
            let old = selectedViewController
            selection = newValue
            if isInVisibleHierarchy {
                ViewController.transition(from: old, to: tabs[newValue])
            }
            setNeedsDisplay()
        }
    }

    /// The shown tab's controller.
    public var selectedViewController: ViewController? {
        tabs.indices.contains(selection) ? tabs[selection] : nil
    }

    /// The title of each tab: its ``ViewController/tabTitle``, else its title, else the title of
    /// its navigation root, else "Tab N".
    public var tabTitles: [String] {
        tabs.enumerated().map { index, controller in
            controller.tabTitle
                ?? controller.title
                ?? (controller as? NavigationController)?.rootViewController?.title
                ?? "Tab \(index + 1)"
        }
    }

    private func setTabs(_ controllers: [ViewController]) {
        let oldSelected = selectedViewController
        moveChildren(from: tabs, to: controllers) {
            tabs = controllers
            if let oldSelected, let index = controllers.firstIndex(where: { $0 === oldSelected }) {
                selection = index
            } else {
                selection = min(selection, max(controllers.count - 1, 0))
            }
            if isInVisibleHierarchy { ViewController.transition(from: oldSelected, to: selectedViewController) }
        }
        setNeedsDisplay()
    }
}
