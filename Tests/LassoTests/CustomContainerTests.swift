import Testing

@testable import Lasso

/// A controller that logs its lifecycle and its moves between containers, as
/// "<name>.<callback>" and "<name>.willMove(<parent's name or class>)".
@MainActor
private final class MovingController: LoggingController {
    override func willMove(toParent parent: ViewController?) {
        log.record("\(name).willMove(\(Self.name(of: parent)))")
    }

    override func didMove(toParent parent: ViewController?) {
        log.record("\(name).didMove(\(Self.name(of: parent)))")
    }

    private static func name(of parent: ViewController?) -> String {
        guard let parent else { return "nil" }
        return (parent as? LoggingController)?.name ?? String(describing: type(of: parent))
    }
}

/// A custom container: its view is a stack that holds its own label and its children's views.
@MainActor
private class Container: LoggingController {
    let stack = Stack()
    override func loadView() { view = stack }
}

@MainActor
@Suite("Custom container controllers")
struct CustomContainerTests {
    let log = EventLog()

    private func child(_ name: String) -> MovingController {
        MovingController(name, log: log, title: name)
    }

    private func container(_ name: String = "C") -> Container {
        Container(name, log: log, title: name)
    }

    /// UIKit's sequence for adding a child: `addChild`, the view into the container's, `didMove`.
    private func embed(_ child: ViewController, in container: Container) {
        container.addChild(child)
        container.stack.addArrangedWidget(child.view)
        child.didMove(toParent: container)
    }

    @Test func aChildPresentsFromItsContainerAndDismissesWhatItPresented() {
        let window = Window()
        let container = container()
        let a = child("A")
        embed(a, in: container)
        window.rootViewController = container
        let modal = ViewController()
        a.present(modal)
        #expect(container.presentedViewController === modal, "the container holds the child's view, so it presents")
        #expect(modal.presentingViewController === container)
        #expect(window.topViewController === modal, "the modal is what the user sees and types into")
        a.dismiss()
        #expect(container.presentedViewController == nil)
        #expect(window.topViewController === container)
    }

    @Test func navigationAndTabBarControllersAreRefusedAsChildrenOfACustomContainer() {
        let container = container()
        let reports = LassoDiagnostics.capturingReports {
            container.addChild(NavigationController(rootViewController: ViewController()))
            container.addChild(TabBarController(viewControllers: [ViewController()]))
        }
        #expect(reports.count == 2)
        #expect(reports.allSatisfy { $0.message.contains("is not drawn in the terminal") })
        #expect(container.children.isEmpty)
    }

    @Test func addChildCallsWillMoveAndTheContainerCallsDidMove() {
        let container = container()
        let a = child("A")
        container.addChild(a)
        #expect(log.take() == ["A.willMove(C)"], "addChild calls willMove(toParent:) only")
        #expect(container.children.count == 1)
        #expect(container.children.first === a)
        #expect(a.parent === container)
        a.didMove(toParent: container)
        #expect(log.take() == ["A.didMove(C)"])
    }

    @Test func removeFromParentCallsDidMoveWithNil() {
        let container = container()
        let a = child("A")
        container.addChild(a)
        log.take()
        a.willMove(toParent: nil)
        a.removeFromParent()
        #expect(
            log.take() == ["A.willMove(nil)", "A.didMove(nil)"], "removeFromParent calls didMove(toParent: nil) only")
        #expect(container.children.isEmpty)
        #expect(a.parent == nil)
    }

    @Test func removeFromParentWithoutAParentDoesNothing() {
        let a = child("A")
        let reports = LassoDiagnostics.capturingReports { a.removeFromParent() }
        #expect(reports.isEmpty)
        #expect(log.take().isEmpty)
    }

    @Test func aChildEmbeddedInAContainerOnScreenAppearsAndLeavesWithItsView() {
        let window = Window()
        let container = container()
        window.rootViewController = container
        log.take()
        let a = child("A")
        embed(a, in: container)
        #expect(log.take() == ["A.willMove(C)", "A.didLoad", "A.willAppear", "A.didAppear", "A.didMove(C)"])
        #expect(a.isVisible)

        a.willMove(toParent: nil)
        a.view.removeFromSuperview()
        a.removeFromParent()
        #expect(log.take() == ["A.willMove(nil)", "A.willDisappear", "A.didDisappear", "A.didMove(nil)"])
        #expect(!a.isVisible)
    }

    @Test func childrenAppearAndDisappearWithTheirContainerInUIKitOrder() {
        let window = Window()
        let navigation = NavigationController()
        window.rootViewController = navigation
        let container = container()
        let a = child("A")
        let b = child("B")
        embed(a, in: container)
        embed(b, in: container)
        log.take()

        navigation.pushViewController(container)
        #expect(
            log.take() == [
                "C.didLoad", "C.willAppear", "A.willAppear", "B.willAppear",
                "C.didAppear", "A.didAppear", "B.didAppear",
            ])

        navigation.pushViewController(LoggingController("D", log: log))
        #expect(
            log.take() == [
                "D.didLoad", "C.willDisappear", "A.willDisappear", "B.willDisappear", "D.willAppear",
                "C.didDisappear", "A.didDisappear", "B.didDisappear", "D.didAppear",
            ])
    }

    @Test func aChildWhoseViewIsNotInTheContainersViewStaysOffScreen() {
        let window = Window()
        let container = container()
        let a = child("A")
        container.addChild(a)
        window.rootViewController = container
        #expect(!a.isVisible)
        #expect(!log.take().contains("A.willAppear"))
    }

    @Test func aChildEmbeddedWhileTheContainerAppearsEndsItsAppearanceWithTheContainer() {
        final class EmbeddingOnAppear: Container {
            var child: ViewController?
            override func viewWillAppear() {
                super.viewWillAppear()
                if let child {
                    addChild(child)
                    stack.addArrangedWidget(child.view)
                }
            }
        }
        let window = Window()
        let container = EmbeddingOnAppear("C", log: log, title: "C")
        container.child = child("A")
        window.rootViewController = container
        #expect(
            log.take() == [
                "C.didLoad", "C.willAppear", "A.willMove(C)", "A.didLoad", "A.willAppear", "C.didAppear", "A.didAppear",
            ])
        #expect(container.child?.isVisible == true)
    }

    @Test func aChildWhoseViewMovesWithinItsContainersViewStaysOnScreenWithoutCallbacks() {
        let window = Window()
        let container = container()
        let left = Stack()
        let right = Stack()
        container.stack.addArrangedWidget(left)
        container.stack.addArrangedWidget(right)
        let a = child("A")
        container.addChild(a)
        left.addArrangedWidget(a.view)
        a.didMove(toParent: container)
        window.rootViewController = container
        #expect(a.isVisible)
        log.take()

        right.addArrangedWidget(a.view)
        #expect(log.take() == [], "moving the view from one stack to another is not leaving the screen")
        #expect(a.isVisible)

        let elsewhere = Stack()
        elsewhere.addArrangedWidget(a.view)
        #expect(
            log.take() == ["A.willDisappear", "A.didDisappear"], "a view moved out of the container leaves the screen")
        right.addArrangedWidget(a.view)
        #expect(log.take() == ["A.willAppear", "A.didAppear"])
    }

    @Test func theContainerIsTheControllerTheUserInteractsWith() {
        let window = Window()
        let container = container()
        embed(child("A"), in: container)
        window.rootViewController = NavigationController(rootViewController: container)
        #expect(window.topViewController === container)
    }

    @Test func navigationAndTabBarControllersCallWillMoveAndDidMove() {
        let window = Window()
        let root = child("R")
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        log.take()
        let a = child("A")
        navigation.pushViewController(a)
        #expect(
            log.take() == [
                "A.willMove(NavigationController)", "A.didLoad", "R.willDisappear", "A.willAppear",
                "R.didDisappear", "A.didAppear", "A.didMove(NavigationController)",
            ])
        navigation.popViewController()
        #expect(
            log.take() == [
                "A.willMove(nil)", "A.willDisappear", "R.willAppear", "A.didDisappear", "R.didAppear", "A.didMove(nil)",
            ])

        let tabs = TabBarController()
        let t = child("T")
        tabs.viewControllers = [t]
        #expect(log.take() == ["T.willMove(TabBarController)", "T.didMove(TabBarController)"])
        tabs.viewControllers = []
        #expect(log.take() == ["T.willMove(nil)", "T.didMove(nil)"])
    }

    @Test func hierarchyDescriptionsShowAContainersChildren() {
        let window = Window()
        let container = container()
        embed(child("A"), in: container)
        container.addChild(child("B"))
        window.rootViewController = container
        #expect(
            window.hierarchy()?.treeDescription() == """
                root: Container "C" (visible)
                  child[0]: MovingController "A" (visible)
                  child[1]: MovingController "B"
                """)
    }

    @Test func aChangeInAChildsWidgetRedrawsTheWindow() {
        let window = Window()
        let container = container()
        let a = child("A")
        let label = Label("one")
        a.view = Stack([label])
        embed(a, in: container)
        window.rootViewController = container
        let before = window.displayGeneration
        label.text = "two"
        #expect(window.displayGeneration > before)
    }

    // MARK: - Misuse

    @Test func addingAChildThatAlreadyHasAParentIsReportedAndChangesNothing() {
        let first = container("C1")
        let second = container("C2")
        let a = child("A")
        first.addChild(a)
        log.take()
        let reports = LassoDiagnostics.capturingReports {
            second.addChild(a)
            first.addChild(a)
        }
        #expect(
            reports.map(\.message) == [
                "cannot add MovingController \"A\" as a child of Container \"C2\": it is already a child of Container \"C1\"; call removeFromParent() on it first",
                "cannot add MovingController \"A\" as a child of Container \"C1\": it is already a child of Container \"C1\"; call removeFromParent() on it first",
            ])
        #expect(first.children.count == 1)
        #expect(second.children.isEmpty)
        #expect(a.parent === first)
        #expect(log.take().isEmpty, "no willMove for a refused add")
    }

    @Test func addingAnAncestorOrAPresentedControllerIsReported() {
        let window = Window()
        let outer = container("Outer")
        let inner = container("Inner")
        outer.addChild(inner)
        let presented = child("P")
        window.rootViewController = outer
        outer.present(presented)
        let reports = LassoDiagnostics.capturingReports {
            inner.addChild(outer)
            inner.addChild(presented)
            let lone = container("L")
            lone.addChild(lone)
        }
        #expect(reports.count == 3)
        #expect(reports[0].message.contains("it would contain itself"))
        #expect(reports[1].message.contains("it is already in another controller hierarchy"))
        #expect(reports[2].message.contains("it would contain itself"))
        #expect(inner.children.isEmpty)
    }

    @Test func navigationAndTabBarControllersRefuseAddChildAndRemoveFromParent() {
        let navigation = NavigationController(rootViewController: child("R"))
        let a = child("A")
        let pushed = child("P")
        navigation.pushViewController(pushed)
        let reports = LassoDiagnostics.capturingReports {
            navigation.addChild(a)
            TabBarController().addChild(a)
            pushed.removeFromParent()
        }
        #expect(
            reports.map(\.message) == [
                "cannot add MovingController \"A\" as a child of NavigationController \"P\": it places its own children; push it or set its view controllers instead",
                "cannot add MovingController \"A\" as a child of TabBarController: it places its own children; push it or set its view controllers instead",
                "cannot remove MovingController \"P\" from NavigationController \"P\" with removeFromParent(): pop it or set that container's view controllers instead",
            ])
        #expect(navigation.viewControllers.count == 2)
        #expect(a.parent == nil)
    }

    @Test func replacingAChildOfACustomContainerIsReported() {
        let container = container()
        let a = child("A")
        container.addChild(a)
        let reports = LassoDiagnostics.capturingReports {
            #expect(!a.replaceInHierarchy(with: ViewController()))
        }
        #expect(
            reports.map(\.message) == [
                "cannot replace MovingController \"A\": it is a child of Container \"C\", a custom container, which places its children itself"
            ])
        #expect(container.children.first === a)
    }
}
