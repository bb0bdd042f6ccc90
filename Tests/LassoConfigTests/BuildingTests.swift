import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost
import Testing

@testable import LassoConfig

/// Building each kind of node with the runtime's placers, checked on the resulting controllers.
@MainActor
@Suite("Building")
struct BuildingTests {
    @Test func screenAtTheRootGetsItsStateAndTitle() throws {
        let app = try build(
            "lasso: 1\nroot:\n  screen: test.detail\n  state: { title: Ann, contactId: '7', count: 2 }\n")
        let root = try #require(app.window.rootViewController as? TestScreenController)
        #expect(root.kind == "detail")
        #expect(root.title == "Ann")
        #expect(root.isVisible)
        let store = try #require(root.screenStore as? EchoStore<DetailModule>)
        #expect(store.state == DetailModule.State(title: "Ann", contactId: "7", count: 2))
    }

    @Test func titleKeySetsTheControllersTitle() throws {
        let app = try build("lasso: 1\nroot: { screen: test.list, title: Contacts }\n")
        #expect(app.window.rootViewController?.title == "Contacts")
    }

    @Test func navigationStackWithPushedNodes() throws {
        let app = try build(
            """
            lasso: 1
            root:
              navigation:
                root: { screen: test.list, state: { title: All } }
                pushed:
                  - { screen: test.detail, state: { title: Ann } }
                  - { screen: test.detail, state: { title: Bob } }
            """)
        let navigation = try #require(app.window.rootViewController as? NavigationController)
        #expect(navigation.viewControllers.map(\.title) == ["All", "Ann", "Bob"])
        #expect(navigation.topViewController?.isVisible == true)
        #expect(navigation.viewControllers.first?.isVisible == false)
        #expect(!navigation.isDismissible)
    }

    @Test func tabsWithTitlesAndEveryKindOfChild() throws {
        let app = try build(
            """
            lasso: 1
            flows:
              single: { root: { screen: test.detail, state: { title: From flow } } }
            root:
              tabs:
                - { title: Home, screen: test.list }
                - title: Stack
                  navigation: { root: { screen: test.list, state: { title: Inside } } }
                - { title: Flow, flow: single }
                - { title: Intro, flow: test.intro, parameters: { greeting: Hi } }
            """)
        let tabBar = try #require(app.window.rootViewController as? TabBarController)
        #expect(tabBar.tabTitles == ["Home", "Stack", "Flow", "Intro"])
        #expect(tabBar.selectedIndex == 0)
        #expect(
            tabBar.viewControllers.map { String(describing: type(of: $0)) } == [
                "TestScreenController", "NavigationController", "TestScreenController", "TestScreenController",
            ])
        #expect((tabBar.viewControllers[1] as? NavigationController)?.rootViewController?.title == "Inside")
        #expect(tabBar.viewControllers[2].title == "From flow")
        #expect(tabBar.viewControllers[3].title == "Hi")
        #expect(tabBar.viewControllers[0].isVisible)
    }

    @Test func modalIsPresentedOverTheNodeBuiltUnderIt() throws {
        let app = try build(
            """
            lasso: 1
            root:
              modal:
                navigation: { root: { screen: test.detail, state: { title: Welcome } }, dismissible: true }
              over:
                tabs: [{ title: Home, screen: test.list }]
            """)
        let tabBar = try #require(app.window.rootViewController as? TabBarController)
        let presented = try #require(tabBar.presentedViewController as? NavigationController)
        #expect(presented.isDismissible)
        #expect(presented.rootViewController?.title == "Welcome")
        #expect(presented.rootViewController?.isVisible == true)
        #expect(app.window.topViewController?.title == "Welcome")
    }

    @Test func pluginFlowsArePlacedInTheirContext() throws {
        let app = try build("lasso: 1\nroot:\n  navigation: { root: { flow: test.wizard } }\n")
        let navigation = try #require(app.window.rootViewController as? NavigationController)
        #expect(navigation.viewControllers.map(\.title) == ["Wizard"])
        app.send(.didNext, from: "Wizard")
        #expect(navigation.viewControllers.map(\.title) == ["Wizard", "Detail"])
    }

    @Test func configFlowsHandTheirNavigationContextToWhatTheyContain() throws {
        let app = try build(
            """
            lasso: 1
            flows:
              guided: { root: { flow: test.wizard } }
            root:
              navigation:
                root: { screen: test.list, state: { title: Start } }
                pushed: [{ flow: guided }]
            """)
        let navigation = try #require(app.window.rootViewController as? NavigationController)
        #expect(navigation.viewControllers.map(\.title) == ["Start", "Wizard"])
        app.send(.didNext, from: "Wizard")
        #expect(navigation.viewControllers.map(\.title) == ["Start", "Wizard", "Detail"])
    }

    @Test func configFlowAtTheRootBuildsItsRoot() throws {
        let app = try build(
            """
            lasso: 1
            flows:
              main:
                root:
                  modal: { screen: test.detail, state: { title: Hello } }
                  over: { tabs: [{ title: A, screen: test.list }, { title: B, screen: test.list }] }
            root: { flow: main }
            """)
        let tabBar = try #require(app.window.rootViewController as? TabBarController)
        #expect(tabBar.tabTitles == ["A", "B"])
        #expect(tabBar.presentedViewController?.title == "Hello")
    }

    @Test func builtAppsDoNotKeepThemselvesAlive() throws {
        weak var window: Window?
        weak var root: ViewController?
        do {
            let app = try build(
                """
                lasso: 1
                flows:
                  main: { root: { navigation: { root: { screen: test.list, on: { didNext: { push: { screen: test.detail } } } } } } }
                root: { flow: main }
                """)
            window = app.window
            root = app.window.rootViewController
            #expect(root != nil)
        }
        #expect(window == nil)
        #expect(root == nil)
    }

    @Test func inspectionDescribesTheTree() throws {
        let app = try build(
            """
            lasso: 1
            root:
              modal: { screen: test.detail, state: { title: Note } }
              over:
                tabs:
                  - { title: Home, navigation: { root: { screen: test.list }, pushed: [{ screen: test.detail }] } }
                  - { title: Count, screen: counter.main }
            """)
        #expect(
            app.tree == """
                root: TabBarController selected=0 (visible)
                  tab[0] "Home": NavigationController "Detail" (visible)
                    stack[0]: TestScreenController "List" [test.list]
                    stack[1]: TestScreenController "Detail" [test.detail] (visible)
                  tab[1] "Count": TestScreenController "Counter" [counter.main]
                  presented: TestScreenController "Note" [test.detail] (visible)
                """)
        let description = HierarchyDescription(window: app.window, registry: app.registry)
        let decoded = try JSONDecoder().decode(HierarchyEntry.self, from: Data(description.json.utf8))
        #expect(decoded == description.root)
        #expect(decoded.children.map(\.placement) == ["tab[0]", "tab[1]", "presented"])
        #expect(decoded.children[1].module == "counter.main")
        #expect(decoded.children[1].tabTitle == "Count")
        #expect(HierarchyDescription(window: Window(), registry: app.registry).text == "(empty window)")
    }

    @Test func unbuildableConfigsThrowWithDiagnostics() throws {
        let parsed = ConfigParser.parse("lasso: 1\nroot: { screen: test.list }\n", file: "app.yaml", directory: "/")
        let config = try #require(parsed.config)
        #expect(throws: ConfigBuildError.self) {
            try AppBuilder(registry: ModuleRegistry()).build(config, in: Window())
        }
        do {
            try AppBuilder(registry: ModuleRegistry()).build(config, in: Window())
        } catch {
            #expect(error.description == "app.yaml:2:17: error: 'test.list' is not registered")
        }
    }
}
