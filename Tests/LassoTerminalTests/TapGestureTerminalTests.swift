import Lasso
import Testing

@testable import LassoTerminal

/// A label with a tap recognizer in the terminal: clicked, focused with Tab and activated with
/// Enter, and clicked by a script's `click`.
@MainActor
@Suite("Tap gesture recognizers in the terminal")
struct TapGestureTerminalTests {
    /// A screen with a tappable label between a plain label and a button.
    private final class AvatarController: ViewController {
        let plain = Label("Plain text")
        let avatar = Label("Avatar")
        let save = Button("Save")
        var taps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            let tap = TapGestureRecognizer()
            tap.addAction { [weak self] _ in self?.taps += 1 }
            avatar.addGestureRecognizer(tap)
            view = Stack([plain, avatar, save])
        }
    }

    private func position(of text: String, in app: TerminalApp) -> CellPosition? {
        for (row, line) in app.render().grid.lines.enumerated() {
            if let range = line.range(of: text) {
                return CellPosition(x: line.distance(from: line.startIndex, to: range.lowerBound), y: row)
            }
        }
        return nil
    }

    @Test("A click on the label taps it and focuses it; a click on plain text does nothing")
    func click() throws {
        let controller = AvatarController()
        let app = TerminalApp(window: makeWindow(controller))
        let avatar = try #require(position(of: "Avatar", in: app))
        app.handle(.mouse(MouseEvent(.left, .press, at: avatar)))
        app.handle(.mouse(MouseEvent(.left, .release, at: avatar)))
        #expect(controller.taps == 1)
        #expect(app.focusedWidget === controller.avatar)

        let plain = try #require(position(of: "Plain text", in: app))
        app.handle(.mouse(MouseEvent(.left, .press, at: plain)))
        app.handle(.mouse(MouseEvent(.left, .release, at: plain)))
        #expect(controller.taps == 1)
    }

    @Test("Tab reaches the label, in screen order, and Enter or Space taps it")
    func keyboard() {
        let controller = AvatarController()
        let app = TerminalApp(window: makeWindow(controller))
        app.render()
        let focusable = app.focus.focusableWidgets.map(ObjectIdentifier.init)
        #expect(focusable == [ObjectIdentifier(controller.avatar), ObjectIdentifier(controller.save)])
        while app.focusedWidget !== controller.avatar { app.handle(.tab) }
        app.handle(.enter)
        app.handle(.text(" "))
        #expect(controller.taps == 2)
    }

    @Test("A script's click finds the label by its text")
    func scriptClick() async {
        let controller = AvatarController()
        let runner = ScriptRunner(window: makeWindow(controller))
        let result = await runner.run(script: "click Avatar\nclick Avatar\n", fileName: "tap.script")
        #expect(result.succeeded, "\(result.failure?.description ?? "")")
        #expect(controller.taps == 2)
    }
}
