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
