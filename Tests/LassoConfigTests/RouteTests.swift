import Foundation
import Lasso
import Testing

@testable import LassoConfig

/// Every route action, fired by making a live test screen emit its output.
@MainActor
@Suite("Routes")
struct RouteTests {
    @Test func pushPassesPayloadFieldsIntoTheNextState() throws {
        let app = try build(
            """
            lasso: 1
            root:
              navigation:
                root:
                  screen: test.list
                  on:
                    didSelect:
                      push:
                        screen: test.detail
                        state: { title: Contact, contactId: "$payload.id", count: "$payload.index" }
            """)
        let navigation = try #require(app.window.rootViewController as? NavigationController)
        app.send(.didSelect(id: "42", index: 3), from: "List")
        #expect(navigation.viewControllers.map(\.title) == ["List", "Contact"])
        let store = try #require(navigation.topViewController?.screenStore as? EchoStore<DetailModule>)
        #expect(store.state == DetailModule.State(title: "Contact", contactId: "42", count: 3))
        #expect(navigation.topViewController?.isVisible == true)
    }

    @Test func missingPayloadFieldsKeepTheDefaultAndAreReported() throws {
        let app = try build(
            """
            lasso: 1
            flows:
              picking:
                outputs: [picked]
                root: { screen: test.list, on: { didSelect: { emit: picked } } }
            root:
              navigation:
                root:
                  flow: picking
                  on: { picked: { push: { screen: test.detail, state: { contactId: "$payload.nothing", count: "$payload.index" } } } }
            """)
        // A config flow's output passes on another's payload: its fields are checked when the route fires.
        let reports = RunErrors.capturing {
            app.send(.didSelect(id: "1", index: 5), from: "List")
        }
        #expect(
            reports.map(\.description) == [
                "app.yaml:10:72: error: the output's payload has no field for '$payload.nothing'; 'test.detail' keeps its default there"
            ])
        let store = try #require(app.controller(titled: "Detail")?.screenStore as? EchoStore<DetailModule>)
        #expect(store.state.contactId == "")
        #expect(store.state.count == 5)
    }

    @Test func presentShowsTheNodeModally() throws {
        let app = try build(
            "lasso: 1\nroot:\n  screen: test.list\n  on: { didNext: { present: { screen: test.detail } } }\n")
        app.send(.didNext, from: "List")
        let presented = try #require(app.window.rootViewController?.presentedViewController as? TestScreenController)
        #expect(presented.kind == "detail")
        #expect(presented.isVisible)
        // A second output presents over the first presentation.
        app.send(.didNext, from: "List")
        #expect(presented.presentedViewController?.title == "Detail")
    }

    @Test func presentWithNavigationEmbedsTheNode() throws {
        let app = try build(
            """
            lasso: 1
            root:
              screen: test.list
              on:
                didNext:
                  present:
                    screen: test.detail
                    on: { didNext: { push: { screen: test.list, state: { title: Deeper } } } }
                  navigation: true
                  dismissible: true
            """)
        app.send(.didNext, from: "List")
        let navigation = try #require(app.window.rootViewController?.presentedViewController as? NavigationController)
        #expect(navigation.isDismissible)
        #expect(navigation.viewControllers.map(\.title) == ["Detail"])
        app.send(.didNext, from: "Detail")
        #expect(navigation.viewControllers.map(\.title) == ["Detail", "Deeper"])
    }

    @Test func replaceRootReplacesEverythingAndReleasesTheOldRoot() throws {
        let app = try build(
            """
            lasso: 1
            root:
              modal: { screen: test.detail, state: { title: Modal } }
              over:
                screen: test.list
                on: { didNext: { replaceRoot: { tabs: [{ title: New, screen: test.detail }] } } }
            """)
        weak let oldRoot = app.window.rootViewController
        weak let oldModal = app.window.rootViewController?.presentedViewController
        app.send(.didNext, from: "List")
        let tabBar = try #require(app.window.rootViewController as? TabBarController)
        #expect(tabBar.tabTitles == ["New"])
        #expect(tabBar.viewControllers.first?.isVisible == true)
        #expect(oldRoot == nil)
        #expect(oldModal == nil)
    }

    @Test func popRemovesTheEmitterFromTheStack() throws {
        let app = try build(
            """
            lasso: 1
            root:
              navigation:
                root: { screen: test.list }
                pushed:
                  - screen: test.detail
                    on: { didClose: { pop: true } }
                  - { screen: test.list, state: { title: Top } }
            """)
        let navigation = try #require(app.window.rootViewController as? NavigationController)
        app.send(.didClose, from: "Detail")
        #expect(navigation.viewControllers.map(\.title) == ["List"])
        #expect(navigation.topViewController?.isVisible == true)
    }

    @Test func dismissClosesThePresentationTheEmitterIsIn() throws {
        let app = try build(
            """
            lasso: 1
            root:
              modal:
                navigation:
                  root:
                    screen: test.detail
                    on: { didClose: { dismiss: true } }
              over: { screen: test.list }
            """)
        let root = try #require(app.window.rootViewController)
        #expect(root.presentedViewController is NavigationController)
        app.send(.didClose, from: "Detail")
        #expect(root.presentedViewController == nil)
        #expect(root.isVisible)
    }

    @Test func switchTabByTitleAndByIndex() throws {
        let app = try build(
            """
            lasso: 1
            root:
              tabs:
                - title: One
                  screen: test.list
                  on: { didNext: { switchTab: Two } }
                - title: Two
                  navigation:
                    root:
                      screen: test.detail
                      on: { didNext: { switchTab: 0 } }
            """)
        let tabBar = try #require(app.window.rootViewController as? TabBarController)
        app.send(.didNext, from: "List")
        #expect(tabBar.selectedIndex == 1)
        #expect(tabBar.viewControllers[1].isVisible)
        app.send(.didNext, from: "Detail")
        #expect(tabBar.selectedIndex == 0)
    }

    @Test func emitSendsTheConfigFlowsOutputWithThePayload() throws {
        let app = try build(
            """
            lasso: 1
            flows:
              picker:
                outputs: [picked]
                root:
                  navigation:
                    root:
                      screen: test.list
                      on: { didSelect: { emit: picked } }
            root:
              flow: picker
              on:
                picked:
                  replaceRoot: { screen: test.detail, state: { title: Picked, contactId: "$payload.id" } }
            """)
        #expect(app.window.rootViewController is NavigationController)
        app.send(.didSelect(id: "ann", index: 0), from: "List")
        let root = try #require(app.window.rootViewController?.screenStore as? EchoStore<DetailModule>)
        #expect(root.state.title == "Picked")
        #expect(root.state.contactId == "ann")
    }

    @Test func configFlowOutputsRouteFromWhereTheFlowIsPlaced() throws {
        let app = try build(
            """
            lasso: 1
            flows:
              step:
                outputs: [done]
                root:
                  screen: test.detail
                  state: { title: Step }
                  on: { didFinish: { emit: done } }
            root:
              navigation:
                root:
                  screen: test.list
                  on: { didNext: { push: { flow: step, on: { done: { pop: true } } } } }
            """)
        let navigation = try #require(app.window.rootViewController as? NavigationController)
        app.send(.didNext, from: "List")
        #expect(navigation.viewControllers.map(\.title) == ["List", "Step"])
        app.send(.didFinish, from: "Step")
        #expect(navigation.viewControllers.map(\.title) == ["List"])
    }

    @Test func pluginFlowOutputsAreRoutedToo() throws {
        let app = try build(
            """
            lasso: 1
            root:
              navigation:
                root:
                  flow: test.wizard
                  on: { didFinish: { present: { flow: test.intro, parameters: { greeting: Done } } } }
            """)
        app.send(.didFinish, from: "Wizard")
        let navigation = try #require(app.window.rootViewController as? NavigationController)
        #expect(navigation.viewControllers.first?.presentedViewController?.title == "Done")
    }

    @Test func routesFireAgainWithANewNodeEachTime() throws {
        let app = try build(
            """
            lasso: 1
            root:
              navigation:
                root:
                  screen: test.list
                  on: { didSelect: { push: { screen: test.detail, state: { title: "$payload.id" } } } }
            """)
        let navigation = try #require(app.window.rootViewController as? NavigationController)
        app.send(.didSelect(id: "a", index: 0), from: "List")
        app.send(.didSelect(id: "b", index: 1), from: "List")
        #expect(navigation.viewControllers.map(\.title) == ["List", "a", "b"])
    }
}
