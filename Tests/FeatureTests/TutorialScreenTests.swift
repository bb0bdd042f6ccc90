import Foundation
import Lasso
import OnboardingFeature
import Testing

@MainActor
@Suite("TutorialScreenModule")
struct TutorialScreenTests {
    @Test func pagesHaveTheirButtons() {
        #expect(TutorialScreenModule.State.welcome.buttonTitles == ["Skip", "Next"])
        #expect(TutorialScreenModule.State.finish.buttonTitles == ["OK"])
        #expect(!TutorialScreenModule.State.welcome.title.isEmpty)
        #expect(!TutorialScreenModule.State.finish.body.isEmpty)
        #expect(TutorialScreenModule.defaultInitialState == .welcome)
    }

    @Test func theControllerShowsThePage() throws {
        let screen = TutorialScreenModule.createScreen(with: .welcome)
        let controller = screen.controller

        #expect(controller is TutorialViewController)
        #expect(controller.title == TutorialScreenModule.State.welcome.title)
        let labels = controller.view.visibleWidgets.compactMap { $0 as? Label }.map(\.text)
        #expect(!labels.contains(TutorialScreenModule.State.welcome.title), "the title is the controller's, shown once")
        #expect(try widget("body", of: Label.self, in: controller).text == TutorialScreenModule.State.welcome.body)
        #expect(buttonTitles(in: controller) == ["Skip", "Next"])
        #expect(try widget("button-1", of: Button.self, in: controller).title == "Next")
    }

    @Test func eachButtonEmitsItsIndex() throws {
        let outputs = Recorder<TutorialScreenModule.Output>()
        let screen = TutorialScreenModule.createScreen(with: .welcome).observeOutput(outputs.record)

        try tapButton("Next", on: screen.controller)
        try tapButton("Skip", on: screen.controller)

        #expect(outputs.values == [.didPressButton(index: 1), .didPressButton(index: 0)])
    }

    @Test func theWidgetsFollowARestoredPage() throws {
        let screen = TutorialScreenModule.createScreen(with: .welcome)
        let outputs = Recorder<TutorialScreenModule.Output>()
        screen.observeOutput(outputs.record)
        _ = screen.controller.view
        let finish = TutorialScreenModule.createScreen(with: .finish)

        try screen.concreteStore.restoreState(from: finish.concreteStore.encodedState())

        #expect(screen.store.state == .finish)
        #expect(screen.controller.title == TutorialScreenModule.State.finish.title)
        #expect(
            try widget("body", of: Label.self, in: screen.controller).text == TutorialScreenModule.State.finish.body)
        #expect(buttonTitles(in: screen.controller) == ["OK"])
        try tapButton("OK", on: screen.controller)
        #expect(outputs.values == [.didPressButton(index: 0)])
    }

    @Test func stateIsCodable() throws {
        let page = TutorialScreenModule.State(title: "T", body: "B", buttonTitles: ["A", "B", "C"])
        let decoded = try JSONDecoder().decode(TutorialScreenModule.State.self, from: JSONEncoder().encode(page))
        #expect(decoded == page)
        #expect(TutorialScreenModule.createScreen(with: page).concreteStore.isStateCodable)
    }
}
