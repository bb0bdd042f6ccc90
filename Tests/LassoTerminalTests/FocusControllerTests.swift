import Lasso
import Testing

@testable import LassoTerminal

@MainActor
@Suite("Focus")
struct FocusControllerTests {
    @Test("Focus starts on the first focusable widget and Tab / Shift-Tab cycle")
    func cycling() {
        let form = FormViewController()
        let window = makeWindow(form)
        let focus = FocusController()
        focus.update(for: window)
        #expect(focus.focusedWidget === form.username)
        focus.focusNext()
        #expect(focus.focusedWidget === form.password)
        focus.focusNext()
        #expect(focus.focusedWidget === form.logIn)
        focus.focusNext()
        #expect(focus.focusedWidget === form.username, "wraps around")
        focus.focusPrevious()
        #expect(focus.focusedWidget === form.logIn, "wraps backwards")
    }

    @Test("A screen's preferred focus has the focus when it comes up, once; an alert's is its last action")
    func preferredFocus() {
        let form = FormViewController()
        form.preferredFocus = form.logIn
        let window = makeWindow(form)
        let focus = FocusController()
        focus.update(for: window)
        #expect(focus.focusedWidget === form.logIn)
        focus.focusNext()
        focus.update(for: window)
        #expect(focus.focusedWidget === form.username, "only when the screen comes up")

        // One that cannot take the focus yet (still hidden) takes it when it can, unless the user
        // moved the focus first.
        let late = FormViewController()
        late.logIn.isHidden = true
        late.preferredFocus = late.logIn
        let other = makeWindow(late)
        focus.update(for: other)
        #expect(focus.focusedWidget === late.username)
        late.logIn.isHidden = false
        focus.update(for: other)
        #expect(focus.focusedWidget === late.logIn)

        form.presentAlert(title: "Clear history?", message: "", actions: ["Clear", "Cancel"])
        focus.update(for: window)
        #expect((focus.focusedWidget as? Button)?.title == "Cancel", "Enter never clears by accident")
    }

    @Test("A choice's options are one Tab stop, entered at the chosen one; the arrows move among them")
    func aChoiceIsOneTabStop() {
        let before = Button("Before")
        let after = Button("After")
        let theme = ChoiceGroup(["Dark", "Light", "System"], selectedIndex: 1, style: .segmented)
        let controller = ViewController()
        controller.view = Stack([before, theme, after])
        let window = Window()
        window.rootViewController = controller
        let app = TerminalApp(window: window)
        let focusedTitle = { () -> String? in
            guard case .control(let control)? = app.focusedWidget?.primitive else { return nil }
            return control.title
        }
        #expect(focusedTitle() == "Before")
        app.handle(.tab)
        #expect(focusedTitle() == "Light", "Tab enters the choice at the chosen option")
        app.handle(.right)
        #expect(focusedTitle() == "System", "the arrows move among the options")
        app.handle(.tab)
        #expect(focusedTitle() == "After", "the next Tab leaves the choice, from any option")
        app.handle(.backTab)
        #expect(focusedTitle() == "Light")
        app.handle(.backTab)
        #expect(focusedTitle() == "Before")
        // Without a chosen option, the first is the entry.
        theme.selectedIndex = nil
        app.handle(.tab)
        #expect(focusedTitle() == "Dark")
        app.handle(.enter)
        #expect(theme.selectedIndex == 0)
    }

    @Test("Labels, hidden widgets, disabled buttons and empty lists take no focus")
    func notFocusable() {
        let hidden = Button("Hidden")
        hidden.isHidden = true
        let disabled = Button("Disabled")
        disabled.isEnabled = false
        let enabled = Button("OK")
        let controller = MessageViewController(title: "T", message: "Hello", buttons: [hidden, disabled, enabled])
        controller.view = Stack([Label("x"), hidden, disabled, List(), enabled])
        let window = makeWindow(controller)
        let focus = FocusController()
        focus.update(for: window)
        #expect(focus.focusableWidgets.count == 1)
        #expect(focus.focusedWidget === enabled)
    }

    @Test("Focus stays on its widget across updates and moves to a neighbour when it disappears")
    func stability() {
        let form = FormViewController()
        let window = makeWindow(form)
        let focus = FocusController()
        focus.update(for: window)
        focus.focusNext()
        focus.update(for: window)
        focus.update(for: window)
        #expect(focus.focusedWidget === form.password)
        form.password.isHidden = true
        focus.update(for: window)
        #expect(focus.focusedWidget === form.logIn, "the widget now at the same position")
        form.password.isHidden = false
        focus.update(for: window)
        #expect(focus.focusedWidget === form.logIn, "stays where it went")
    }

    @Test("Focus resets when the top controller changes")
    func resetOnNavigation() {
        let form = FormViewController()
        let navigation = NavigationController(rootViewController: form)
        let window = makeWindow(navigation)
        let focus = FocusController()
        focus.update(for: window)
        focus.focusNext()
        #expect(focus.focusedWidget === form.password)

        let contacts = ContactsViewController()
        navigation.pushViewController(contacts)
        focus.update(for: window)
        #expect(focus.controller === contacts)
        #expect(focus.focusedWidget === contacts.list)

        navigation.popViewController()
        focus.update(for: window)
        #expect(focus.focusedWidget === form.username, "a fresh start on the screen shown again")
    }

    @Test("A screen without focusable widgets has no focus, and Tab does nothing")
    func nothingFocusable() {
        let window = makeWindow(MessageViewController(title: "T", message: "Just text"))
        let focus = FocusController()
        focus.update(for: window)
        focus.focusNext()
        #expect(focus.focusedWidget == nil)
        #expect(!focus.focus(Button("elsewhere")))
    }
}
