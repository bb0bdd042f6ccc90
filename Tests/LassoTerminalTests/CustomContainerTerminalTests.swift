import Foundation
import Lasso
import Testing

@testable import LassoTerminal

/// A custom container as Lasso's MyDay screen is one: a title, then its children's views.
@MainActor
private final class DashboardController: ViewController {
    let form = FormViewController()
    let message = MessageViewController(title: "News", message: "Nothing new today")

    override func loadView() {
        let stack = Stack(spacing: 1, [Label("Dashboard", style: .title)])
        view = stack
        for child in [form, message] as [ViewController] {
            addChild(child)
            stack.addArrangedWidget(child.view)
            child.didMove(toParent: self)
        }
    }
}

@MainActor
@Suite("Custom containers in the terminal")
struct CustomContainerTerminalTests {
    @Test("A container's frame shows its children's widgets where their views sit in its stack")
    func childrenAreDrawnInsideTheContainer() {
        let dashboard = DashboardController()
        let app = TerminalApp(window: makeWindow(NavigationController(rootViewController: dashboard)))
        let lines = app.render().text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let dashboardRow = lines.firstIndex(of: "Dashboard")
        let usernameRow = lines.firstIndex { $0.hasPrefix("[Username") }
        let newsRow = lines.firstIndex(of: "Nothing new today")
        #expect(dashboardRow != nil && usernameRow != nil && newsRow != nil, "\(lines)")
        if let dashboardRow, let usernameRow, let newsRow {
            #expect(
                dashboardRow < usernameRow && usernameRow < newsRow,
                "the children's views follow the container's title in order")
        }
    }

    @Test("Keys reach a child's widgets: focus moves among the container's and its children's widgets")
    func focusAndTypingReachTheChildren() {
        let dashboard = DashboardController()
        let app = TerminalApp(window: makeWindow(dashboard))
        app.handle(.text("alice"))
        #expect(dashboard.form.username.text == "alice")
        app.handle(.tab)
        app.handle(.text("pw"))
        #expect(dashboard.form.password.text == "pw")
    }

    @Test("A change in a child's widget asks the window for a frame")
    func childChangesRedraw() {
        let dashboard = DashboardController()
        let window = makeWindow(dashboard)
        var frames = 0
        window.onNeedsDisplay = { frames += 1 }
        dashboard.form.error.text = "Wrong password"
        #expect(frames == 1)
    }
}
