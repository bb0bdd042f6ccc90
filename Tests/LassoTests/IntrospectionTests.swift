import Foundation
import Testing

@testable import Lasso

@MainActor
@Suite("Introspection")
struct IntrospectionTests {
    /// A window showing a tab bar: tab 0 is a navigation stack of two counters, the second
    /// presenting an opaque screen; tab 1 is a plain controller.
    @MainActor
    struct Fixture {
        let window = Window()
        let tabs: TabBarController
        let navigation: NavigationController
        let first: CounterScreenModule.Screen
        let second: CounterScreenModule.Screen
        let opaque: OpaqueScreenModule.Screen
        let plain: ViewController

        init() {
            first = CounterScreenModule.createScreen(with: .init(count: 1, name: "one"))
                .setUpController { $0.title = "First" }
            second = CounterScreenModule.createScreen(with: .init(count: 2, name: "two"))
                .setUpController { $0.title = "Second" }
            opaque = OpaqueScreenModule.createScreen()
            plain = titled("Plain")
            navigation = NavigationController(rootViewController: first.controller)
            navigation.pushViewController(second.controller)
            tabs = TabBarController(viewControllers: [navigation, plain])
            window.rootViewController = tabs
            second.controller.present(opaque.controller)
        }
    }

    // MARK: - Hierarchy

    @Test func hierarchyDescribesEveryControllerWithItsPlacement() throws {
        let fixture = Fixture()
        let root = try #require(fixture.window.hierarchy())
        #expect(root.controller === fixture.tabs)
        #expect(root.placement == .windowRoot)
        #expect(root.store == nil)
        #expect(root.children.map(\.placement) == [.tab(index: 0), .tab(index: 1)])

        let navigationNode = root.children[0]
        #expect(navigationNode.controller === fixture.navigation)
        #expect(navigationNode.children.map(\.placement) == [.navigationStack(index: 0), .navigationStack(index: 1)])

        let secondNode = navigationNode.children[1]
        #expect(secondNode.controller === fixture.second.controller)
        #expect(secondNode.store?.moduleName == String(reflecting: CounterScreenModule.self))
        #expect(secondNode.store?.moduleType == CounterScreenModule.self)
        #expect(secondNode.children.map(\.placement) == [.presented])
        #expect(secondNode.children[0].store?.moduleName == String(reflecting: OpaqueScreenModule.self))

        #expect(root.allNodes.count == 6)
        #expect(
            root.allNodes.map(\.placement.description) == [
                "root", "tab[0]", "stack[0]", "stack[1]", "presented", "tab[1]",
            ])
    }

    @Test func anEmptyWindowHasNoHierarchy() {
        #expect(Window().hierarchy() == nil)
    }

    @Test func treeDescriptionIndentsOneLinePerController() throws {
        let fixture = Fixture()
        let tree = try #require(fixture.window.hierarchy()).treeDescription()
        #expect(
            tree == """
                root: TabBarController selected=0 (visible)
                  tab[0]: NavigationController "Second" (visible)
                    stack[0]: CounterViewController "First" [LassoTests.CounterScreenModule]
                    stack[1]: CounterViewController "Second" [LassoTests.CounterScreenModule] (visible)
                      presented: ViewController [LassoTests.OpaqueScreenModule] (visible)
                  tab[1]: ViewController "Plain"
                """)
    }

    // MARK: - State coding

    @Test func encodedStateIsTheStateAsSortedJSON() throws {
        let fixture = Fixture()
        let store = fixture.first.concreteStore
        #expect(store.isStateCodable)
        let data = try store.encodedState()
        #expect(String(decoding: data, as: UTF8.self) == #"{"count":1,"name":"one"}"#)
    }

    @Test func restoreStateReplacesTheStateAndNotifiesObservers() throws {
        let fixture = Fixture()
        let controller = try #require(fixture.first.controller as? CounterViewController)
        controller.loadViewIfNeeded()
        let saved = try fixture.second.concreteStore.encodedState()

        let introspectable: any StateCodingStore = fixture.first.concreteStore
        try introspectable.restoreState(from: saved)
        #expect(fixture.first.store.state == .init(count: 2, name: "two"))
        #expect(controller.countLabel.text == "Count: 2")
        #expect(controller.nameField.text == "two")
    }

    @Test func aNonCodableStateCannotBeEncodedOrRestored() {
        let store = Fixture().opaque.concreteStore
        #expect(!store.isStateCodable)
        let expected = StateCodingError.stateNotCodable(
            module: String(reflecting: OpaqueScreenModule.self),
            stateType: String(reflecting: OpaqueScreenModule.State.self)
        )
        #expect(throws: expected) { try store.encodedState() }
        #expect(throws: expected) { try store.restoreState(from: Data("{}".utf8)) }
        #expect(expected.description.contains("is not Codable"))
    }

    @Test func decodingFailuresNameTheField() {
        let store = CounterStore(with: .init(count: 7))
        var notifications = 0
        store.observeState { (_: CounterScreenModule.State) in notifications += 1 }

        func reason(_ json: String) -> String? {
            do {
                try store.restoreState(from: Data(json.utf8))
                return nil
            } catch let StateCodingError.decodingFailed(module, reason) {
                #expect(module == String(reflecting: CounterScreenModule.self))
                return reason
            } catch {
                Issue.record("unexpected error \(error)")
                return nil
            }
        }

        #expect(reason(#"{"count":"seven","name":"x"}"#)?.hasPrefix("'count': expected Int") == true)
        #expect(reason(#"{"count":1}"#) == "'name': the field is required but missing")
        #expect(reason(#"{"count":null,"name":"x"}"#) == "'count': missing a value of type Int")
        #expect(reason("not json")?.hasPrefix("the top level: ") == true)
        #expect(store.state.count == 7, "a failed restore leaves the state alone")
        #expect(notifications == 1)

        let error = StateCodingError.decodingFailed(module: "M", reason: "'x': bad")
        #expect(error.description == "the saved state does not fit M: 'x': bad")
    }

    @Test func decodingErrorsNameNestedPaths() {
        struct Outer: Decodable { var inner: [Inner] }
        struct Inner: Decodable { var value: Int }
        do {
            _ = try JSONDecoder().decode(Outer.self, from: Data(#"{"inner":[{"value":1},{"value":"x"}]}"#.utf8))
            Issue.record("decoding should fail")
        } catch {
            #expect(describeDecodingError(error).hasPrefix("'inner.[1].value': expected Int"))
        }
        struct Plain: Error {}
        #expect(describeDecodingError(Plain()) == "Plain()")
    }

    // MARK: - Replacement

    @Test func replacingAStackEntryKeepsItsPosition() {
        let fixture = Fixture()
        let replacement = titled("New first")
        #expect(fixture.first.controller.replaceInHierarchy(with: replacement))
        #expect(fixture.navigation.viewControllers[0] === replacement)
        #expect(fixture.navigation.viewControllers.count == 2)
        #expect(replacement.parent === fixture.navigation)
        #expect(fixture.first.controller.parent == nil)
        #expect(!replacement.isViewLoaded, "it is not the top, so it does not appear")
    }

    @Test func replacingTheVisibleTopCarriesItsPresentationOver() {
        let fixture = Fixture()
        let log = EventLog()
        let replacement = LoggingController("R", log: log)
        #expect(fixture.second.controller.replaceInHierarchy(with: replacement))
        #expect(fixture.navigation.topViewController === replacement)
        #expect(replacement.presentedViewController === fixture.opaque.controller)
        #expect(fixture.opaque.controller.presentingViewController === replacement)
        #expect(fixture.second.controller.presentedViewController == nil)
        #expect(fixture.opaque.controller.isVisible)
        #expect(replacement.isVisible)
        #expect(!fixture.second.controller.isVisible)
        #expect(log.events == ["R.didLoad", "R.willAppear", "R.didAppear"])
        #expect(fixture.window.topViewController === fixture.opaque.controller)
    }

    @Test func replacingATabKeepsItsIndex() {
        let fixture = Fixture()
        let replacement = titled("New tab")
        #expect(fixture.plain.replaceInHierarchy(with: replacement))
        #expect(fixture.tabs.viewControllers[1] === replacement)
        #expect(fixture.tabs.selectedIndex == 0)
        #expect(fixture.plain.parent == nil)
    }

    @Test func replacingTheWindowRoot() {
        let fixture = Fixture()
        let replacement = titled("New root")
        #expect(fixture.tabs.replaceInHierarchy(with: replacement))
        #expect(fixture.window.rootViewController === replacement)
        #expect(replacement.isVisible)
        #expect(!fixture.tabs.isVisible)
        #expect(fixture.tabs.windowIfRoot == nil)
    }

    @Test func replacingAPresentedControllerPresentsTheReplacement() {
        let fixture = Fixture()
        let replacement = titled("New modal")
        let onTop = titled("On top")
        fixture.opaque.controller.present(onTop)
        #expect(fixture.opaque.controller.replaceInHierarchy(with: replacement))
        #expect(fixture.second.controller.presentedViewController === replacement)
        #expect(replacement.presentingViewController === fixture.second.controller)
        #expect(replacement.presentedViewController === onTop, "the presentation is carried over")
        #expect(fixture.opaque.controller.presentingViewController == nil)
        #expect(replacement.isVisible)
        #expect(onTop.isVisible)
    }

    @Test func replacingIsRefusedOutsideAHierarchyOrWithAPlacedReplacement() {
        let fixture = Fixture()
        let loose = titled("Loose")
        let presentedByLoose = titled("Presented by loose")
        loose.present(presentedByLoose)
        var results: [Bool] = []
        let reports = LassoDiagnostics.capturingReports {
            results.append(loose.replaceInHierarchy(with: titled("Replacement")))
            results.append(fixture.plain.replaceInHierarchy(with: fixture.first.controller))
        }
        #expect(results == [false, false])
        #expect(reports.count == 2)
        #expect(loose.presentedViewController === presentedByLoose, "a refused replacement keeps the presentation")
        #expect(fixture.tabs.viewControllers[1] === fixture.plain)
    }
}
