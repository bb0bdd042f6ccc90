import Testing

@testable import Lasso

@MainActor
@Suite("Full-screen presentation (modalPresentationStyle)")
struct FullScreenPresentationTests {
    let log = EventLog()

    func controller(_ name: String) -> LoggingController {
        LoggingController(name, log: log)
    }

    /// The controllers at the root of each layer the window shows, bottom first.
    func layerRoots(_ window: Window) -> [ObjectIdentifier] {
        ScreenLayer.layers(of: window).map { ObjectIdentifier($0.root) }
    }

    func ids(_ controllers: ViewController...) -> [ObjectIdentifier] {
        controllers.map { ObjectIdentifier($0) }
    }

    @Test func aSheetLeavesThePresenterOnScreenAndIsDrawnOverIt() {
        let window = Window()
        let a = controller("A")
        window.rootViewController = a
        log.take()
        let sheet = controller("S")
        a.present(sheet)
        #expect(log.take() == ["S.didLoad", "S.willAppear", "S.didAppear"])
        #expect(a.isVisible)
        #expect(layerRoots(window) == ids(a, sheet))
    }

    @Test func aFullScreenPresentationTakesThePresentersContainerOffScreenUntilDismissed() {
        let window = Window()
        let a = controller("A")
        let navigation = NavigationController(rootViewController: a)
        window.rootViewController = navigation
        log.take()
        let full = controller("F")
        full.modalPresentationStyle = .fullScreen
        a.present(full)
        #expect(log.take() == ["F.didLoad", "A.willDisappear", "F.willAppear", "A.didDisappear", "F.didAppear"])
        #expect(!a.isVisible && !navigation.isVisible)
        #expect(layerRoots(window) == ids(full), "drawn in place of the layers below it")

        a.dismiss()
        #expect(log.take() == ["F.willDisappear", "A.willAppear", "F.didDisappear", "A.didAppear"])
        #expect(a.isVisible)
        #expect(layerRoots(window) == ids(navigation))
    }

    @Test func aSheetOverAFullScreenControllerKeepsItOnScreen() {
        let window = Window()
        let a = controller("A")
        window.rootViewController = a
        let full = controller("F")
        full.modalPresentationStyle = .fullScreen
        a.present(full)
        let sheet = controller("S")
        full.present(sheet)
        log.take()
        #expect(full.isVisible)
        #expect(layerRoots(window) == ids(full, sheet))

        a.dismiss()
        #expect(
            log.take() == [
                "F.willDisappear", "S.willDisappear", "A.willAppear", "F.didDisappear", "S.didDisappear", "A.didAppear",
            ])
    }
}
