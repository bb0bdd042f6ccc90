import Foundation
import LassoPlugin
import LassoPluginHost
import Testing

@testable import LassoConfig

/// Checks against the registry: names, state, navigation contexts, routes, config flows.
@MainActor
@Suite("Validation")
struct ValidationTests {
    /// `lasso: 1` and a root of `node` (indented under `root:`).
    private func app(_ node: String, flows: String = "") -> String {
        "lasso: 1\n" + (flows.isEmpty ? "" : "flows:\n" + flows) + "root:\n" + node
    }

    @Test func unknownNamesSuggestRegisteredOnes() throws {
        let found = try diagnostics(app("  screen: test.lst\n"))
        #expect(
            found.map(\.description) == [
                "app.yaml:3:11: error: plugin 'test' has no screen 'lst' (hint: did you mean 'test.list'?)"
            ])
        #expect(
            try diagnostics(app("  screen: tset.list\n")).map(\.description) == [
                "app.yaml:3:11: error: unknown plugin 'tset' in 'tset.list' (hint: did you mean 'test.list'?)"
            ])
        #expect(try diagnostics(app("  screen: test.nothing\n")).first?.hint == "its screens: test.detail, test.list")
        #expect(try diagnostics(app("  screen: other.list\n")).first?.hint == "loaded plugins: counter, test")
        #expect(
            try diagnostics(app("  flow: test.wizzard\n")).map(\.description) == [
                "app.yaml:3:9: error: plugin 'test' has no flow 'wizzard' (hint: did you mean 'test.wizard'?)"
            ])
        #expect(
            try diagnostics(app("  flow: wizrd\n")).map(\.description) == [
                "app.yaml:3:9: error: unknown flow 'wizrd' (hint: declare it under 'flows:', or name a plugin flow as plugin.flow)"
            ])
        #expect(
            try diagnostics(app("  flow: intor\n", flows: "  intro: { root: { screen: test.list } }\n")).map(
                \.description
            ).contains("app.yaml:5:9: error: unknown flow 'intor' (hint: did you mean 'intro'?)"))
    }

    @Test func aMisspeltStateFieldIsRefusedAtItsNameWithTheNearestField() throws {
        #expect(
            try diagnostics(app("  screen: counter.main\n  state: { limt: 3, title: Five }\n")).map(\.description) == [
                "app.yaml:4:12: error: 'counter.main' has no state field 'limt' (hint: did you mean 'limit'?)"
            ])
        #expect(
            try diagnostics(app("  screen: counter.main\n  state: { zzz: 3 }\n")).first?.hint
                == "its state fields: count, limit, title")
        #expect(
            try diagnostics(app("  flow: test.intro\n  parameters: { greting: hi }\n")).first?.message
                == "'test.intro' has no parameters field 'greting'")
    }

    @Test func anOptionalStateFieldWhoseDefaultIsNilCanBeSet() throws {
        // Its default state encodes no `note` (synthesized Encodable leaves nil out): the fields
        // the state's decoding reads count too.
        #expect(try diagnostics(app("  screen: test.detail\n  state: { note: Call first }\n")).isEmpty)
        #expect(
            try problems(app("  screen: test.detail\n  state: { note: [1] }\n")).first?.hasPrefix(
                "4:18: the state of 'test.detail' does not decode: 'note'") == true)
    }

    @Test func anUnknownPluginAfterAFailedLoadIsSaidOnceToBeThatPlugin() throws {
        let registry = try makeRegistry()
        let config = try #require(
            ConfigParser.parse(
                app("  tabs:\n    - { title: A, screen: notes.list }\n    - { title: B, screen: notes.list }\n"),
                file: "app.yaml", directory: "/nonexistent"
            ).config)
        let found = Validator(registry: registry, pluginsFailedToLoad: true).validate(config)
        #expect(
            found.map(\.description) == [
                "app.yaml:4:27: error: plugin 'notes' is not loaded (used by 'notes.list'): a plugin file named in 'plugins:' failed to load (hint: fix the plugin load error reported above; other uses of 'notes' are not reported again)"
            ])
    }

    @Test func noPluginsLoadedSaysSo() throws {
        #expect(
            try diagnostics(app("  screen: counter.main\n"), registry: ModuleRegistry()).first?.hint
                == "no plugins are loaded; add a 'plugins:' entry naming the plugin's directory or file")
    }

    @Test func screensAndFlowsAreNotInterchangeable() throws {
        #expect(try problems(app("  screen: test.intro\n")) == ["3:11: 'test.intro' is a flow, not a screen"])
        #expect(
            try diagnostics(app("  flow: test.list\n")).map(\.description) == [
                "app.yaml:3:9: error: 'test.list' is a screen, not a flow (hint: write 'screen: test.list')"
            ])
    }

    @Test func initialStateMustDecodeAndTheFieldIsNamed() throws {
        let found = try diagnostics(app("  screen: test.detail\n  state:\n    title: Ann\n    count: lots\n"))
        #expect(
            found.map(\.description) == [
                "app.yaml:6:12: error: the state of 'test.detail' does not decode: 'count': expected Int (Expected to decode Int but found a string instead.) (hint: its state fields: contactId, count, note, title)"
            ])
        #expect(
            try problems(app("  screen: test.list\n  state: { items: [a, 2, c] }\n")) == [
                "4:23: the state of 'test.list' does not decode: 'items.[1]': expected String (Expected to decode String but found number instead.)"
            ])
        #expect(
            try problems(app("  flow: test.intro\n  parameters: { greeting: [1] }\n")) == [
                "4:27: the parameters of 'test.intro' does not decode: 'greeting': expected String (Expected to decode String but found an array instead.)"
            ])
        // Decoding would ignore an unknown field; the validator does not.
        #expect(
            try problems(app("  screen: test.detail\n  state: { colour: red }\n")) == [
                "4:12: 'test.detail' has no state field 'colour'"
            ])
    }

    @Test func everyStateFieldThatDoesNotDecodeIsReportedAtItsPlaceNotOnlyTheFirst() throws {
        let found = try problems(
            app("  screen: test.detail\n  state:\n    title: [1]\n    count: lots\n    note: [2]\n"))
        #expect(found.count == 3, "\(found)")
        #expect(found.map { $0.prefix(5) } == ["5:12:", "6:12:", "7:11:"].map { Substring($0) }, "\(found)")
        #expect(found.allSatisfy { $0.contains("the state of 'test.detail' does not decode") })
        // A required field written wrong is reported once, not again as missing once left out.
        #expect(
            try problems(app("  flow: test.intro\n  parameters: { greeting: [1] }\n")).count == 1)
    }

    @Test func navigationFlowsNeedANavigationContextEverywhere() throws {
        #expect(
            try diagnostics(app("  flow: test.wizard\n")).map(\.description) == [
                "app.yaml:3:9: error: flow 'test.wizard' needs a navigation context, but it is placed as the window's root (hint: wrap it: { navigation: { root: … } })"
            ])
        #expect(
            try problems(app("  tabs:\n    - { title: A, flow: test.wizard }\n")) == [
                "4:25: flow 'test.wizard' needs a navigation context, but it is placed directly in a tab"
            ])
        #expect(
            try problems(app("  modal: { flow: test.wizard }\n  over: { screen: test.list }\n")) == [
                "3:18: flow 'test.wizard' needs a navigation context, but it is presented by 'modal:' without a navigation stack"
            ])
        let present = try diagnostics(
            app("  screen: test.list\n  on:\n    didNext: { present: { flow: test.wizard } }\n"))
        #expect(
            present.map(\.description) == [
                "app.yaml:5:33: error: flow 'test.wizard' needs a navigation context, but it is presented by a route without 'navigation: true' (hint: add 'navigation: true' to the present route)"
            ])
        #expect(
            try problems(app("  screen: test.list\n  on:\n    didNext: { replaceRoot: { flow: test.wizard } }\n")) == [
                "5:37: flow 'test.wizard' needs a navigation context, but it is made the window's root by 'replaceRoot'"
            ])
        // Where there is a navigation stack, it is fine.
        #expect(
            try problems(app("  navigation: { root: { flow: test.wizard }, pushed: [{ flow: test.wizard }] }\n"))
                .isEmpty)
        #expect(
            try problems(
                app("  screen: test.list\n  on:\n    didNext: { present: { flow: test.wizard }, navigation: true }\n")
            ).isEmpty)
        #expect(try problems(app("  tabs:\n    - { title: A, navigation: { root: { flow: test.wizard } } }\n")).isEmpty)
    }

    @Test func configFlowsNeedTheContextTheirRootNeeds() throws {
        let flows = "  guided: { root: { flow: test.wizard } }\n"
        #expect(
            try problems(app("  flow: guided\n", flows: flows)) == [
                "5:9: config flow 'guided' needs a navigation context (its root, flow 'test.wizard', does), but it is placed as the window's root"
            ])
        #expect(try problems(app("  navigation: { root: { flow: guided } }\n", flows: flows)).isEmpty)
    }

    @Test func containersGoWhereTheyFit() throws {
        #expect(
            try problems(app("  navigation:\n    root:\n      navigation: { root: { screen: test.list } }\n")) == [
                "5:7: a navigation stack cannot be the root of a navigation stack: it would be a stack inside a stack"
            ])
        #expect(
            try problems(app("  navigation:\n    root: { tabs: [{ title: A, screen: test.list }] }\n")) == [
                "4:11: tabs cannot be the root of a navigation stack"
            ])
        #expect(
            try problems(app("  tabs:\n    - title: A\n      tabs: [{ title: B, screen: test.list }]\n")) == [
                "4:7: tabs cannot be placed inside tabs"
            ])
        let present = try diagnostics(
            app(
                "  screen: test.list\n  on:\n    didNext:\n      present: { navigation: { root: { screen: test.detail } } }\n      navigation: true\n"
            ))
        #expect(present.first?.hint == "remove 'navigation: true' from the route; this node brings its own stack")
        #expect(
            try problems(app("  tabs:\n    - { title: A, screen: test.list }\n    - { title: A, screen: test.list }\n"))
                == ["5:16: two tabs are titled 'A'"])
        #expect(
            try diagnostics(
                app("  tabs:\n    - { title: A, screen: test.list }\n    - { title: A, screen: test.list }\n")
            ).first?.severity == .warning)
    }

    @Test func routesOnUndeclaredOutputsCanNeverFire() throws {
        #expect(
            try diagnostics(
                app(
                    "  navigation:\n    root:\n      screen: test.list\n      on:\n        didSelct: { push: { screen: test.detail } }\n"
                )
            ).map(\.description) == [
                "app.yaml:7:9: error: 'test.list' has no output 'didSelct'; this route can never fire (hint: did you mean 'didSelect'?)"
            ])
        #expect(
            try diagnostics(
                app("  screen: test.detail\n  on:\n    didExplode: { replaceRoot: { screen: test.list } }\n")
            ).first?.hint
                == "its outputs: didFinish, didClose, didNext")
        #expect(
            try diagnostics(
                app(
                    "  flow: f\n  on:\n    done: { replaceRoot: { screen: test.list } }\n",
                    flows: "  f: { root: { screen: test.list }, outputs: [finished] }\n")
            ).map(\.description) == [
                "app.yaml:7:5: error: config flow 'f' has no output 'done'; this route can never fire (hint: declare it in the flow's 'outputs:' (now: finished))"
            ])
    }

    @Test func routesThatNeedWhatIsNotThere() throws {
        let push = try diagnostics(app("  screen: test.list\n  on:\n    didNext: { push: { screen: test.detail } }\n"))
        #expect(
            push.map(\.description) == [
                "app.yaml:5:14: error: 'push' on 'didNext' of 'test.list' can never happen: 'test.list' is not in a navigation stack (it is placed as the window's root) (hint: place 'test.list' in a navigation stack, or use 'present' with 'navigation: true')"
            ])
        #expect(
            try problems(app("  screen: test.list\n  on:\n    didClose: { pop: true }\n")) == [
                "5:15: 'pop' on 'didClose' of 'test.list' can never happen: 'test.list' is not in a navigation stack (it is placed as the window's root)"
            ])
        #expect(
            try problems(
                app("  navigation:\n    root:\n      screen: test.list\n      on: { didClose: { pop: true } }\n")) == [
                    "6:23: 'pop' on 'didClose' of 'test.list' can never happen: 'test.list' is the root of its navigation stack, which is never popped"
                ])
        #expect(
            try problems(app("  screen: test.list\n  on:\n    didClose: { dismiss: true }\n")) == [
                "5:15: 'dismiss' on 'didClose' of 'test.list' can never happen: 'test.list' is not presented (it is placed as the window's root)"
            ])
        #expect(
            try problems(app("  screen: test.list\n  on:\n    didNext: { switchTab: 1 }\n")) == [
                "5:27: 'switchTab' on 'didNext' of 'test.list' can never happen: 'test.list' is not inside tabs"
            ])
        #expect(
            try problems(app("  screen: test.list\n  on:\n    didNext: { emit: done }\n")) == [
                "5:22: 'emit' on 'didNext' of 'test.list' can never happen: it is not inside a config flow"
            ])
    }

    @Test func routesThatFitWhereTheyArePlaced() throws {
        let yaml = app(
            """
              modal:
                navigation:
                  root:
                    screen: test.list
                    on:
                      didNext: { push: { screen: test.detail, on: { didClose: { pop: true }, didFinish: { dismiss: true } } } }
                      didClose: { dismiss: true }
              over:
                tabs:
                  - title: Home
                    screen: test.list
                    on:
                      didNext: { switchTab: Settings }
                      didSelect: { present: { screen: test.detail, on: { didClose: { dismiss: true } } } }
                  - title: Settings
                    navigation:
                      root:
                        screen: test.list
                        on: { didNext: { switchTab: 0 }, didSelect: { push: { screen: test.detail, on: { didNext: { switchTab: Home } } } } }

            """)
        #expect(try problems(yaml).isEmpty)
    }

    @Test func switchTabNamesAnExistingTab() throws {
        let tabs =
            "  tabs:\n    - title: Home\n      screen: test.list\n      on: { didNext: { switchTab: %@ } }\n    - { title: Settings, screen: test.list }\n"
        #expect(
            try diagnostics(app(tabs.replacingOccurrences(of: "%@", with: "2"))).map(\.description) == [
                "app.yaml:6:35: error: there is no tab 2: the tabs are numbered 0 to 1 (hint: tabs: 0 Home, 1 Settings)"
            ])
        #expect(
            try diagnostics(app(tabs.replacingOccurrences(of: "%@", with: "Setings"))).map(\.description) == [
                "app.yaml:6:35: error: there is no tab titled 'Setings' (hint: did you mean 'Settings'?)"
            ])
        #expect(try problems(app(tabs.replacingOccurrences(of: "%@", with: "'Settings'"))).isEmpty)
    }

    @Test func emitSendsADeclaredOutputOfTheEnclosingFlow() throws {
        let flows =
            "  f:\n    outputs: [finished]\n    root:\n      screen: test.list\n      on: { didFinish: { emit: %@ } }\n"
        #expect(try problems(app("  flow: f\n", flows: flows.replacingOccurrences(of: "%@", with: "finished"))).isEmpty)
        #expect(
            try diagnostics(app("  flow: f\n", flows: flows.replacingOccurrences(of: "%@", with: "finishd"))).map(
                \.description) == [
                    "app.yaml:7:32: error: config flow 'f' has no output 'finishd' (hint: did you mean 'finished'?)"
                ])
        // After replaceRoot, the flow is gone: its nodes cannot emit.
        let replaced =
            "  f:\n    outputs: [finished]\n    root:\n      screen: test.list\n      on: { didNext: { replaceRoot: { screen: test.list, on: { didNext: { emit: finished } } } } }\n"
        #expect(
            try problems(app("  flow: f\n", flows: replaced)) == [
                "7:81: 'emit' on 'didNext' of 'test.list' can never happen: it is not inside a config flow"
            ])
    }

    @Test func configFlowCyclesAreReportedOnce() throws {
        let flows = """
              a: { root: { navigation: { root: { flow: b } } } }
              b: { root: { modal: { screen: test.list }, over: { flow: a } } }
              c: { root: { flow: c } }

            """
        let found = try diagnostics(
            app("  tabs:\n    - { title: A, flow: a }\n    - { title: C, flow: c }\n", flows: flows))
        #expect(
            found.map(\.description) == [
                "app.yaml:4:60: error: config flow 'a' contains itself (a → b → a), so building it would never end (hint: break the cycle: reach the flow through a route (push, present) instead of placing it directly)",
                "app.yaml:5:22: error: config flow 'c' contains itself (c → c), so building it would never end (hint: break the cycle: reach the flow through a route (push, present) instead of placing it directly)",
            ])
        // Reaching a flow again through a route is how apps loop; it builds only when the route fires.
        let routed =
            "  a:\n    root:\n      navigation:\n        root:\n          screen: test.list\n          on: { didNext: { push: { flow: b } } }\n  b: { root: { screen: test.detail, on: { didNext: { present: { flow: a } } } } }\n"
        #expect(try problems(app("  flow: a\n", flows: routed)).isEmpty)
    }

    @Test func payloadValuesOnlyWhereARouteBuildsTheNode() throws {
        #expect(
            try diagnostics(app("  screen: test.detail\n  state: { contactId: \"$payload.id\" }\n")).map(\.description)
                == [
                    "app.yaml:4:23: error: '$payload.id' is only available in a node built by a route, from the output that triggered it (hint: give a fixed value here, or build this node with push/present/replaceRoot in a route)"
                ])
        #expect(
            try problems(
                app(
                    "  navigation:\n    root:\n      screen: test.list\n      on: { didSelect: { push: { screen: test.detail, state: { contactId: \"$payload.\" } } } }\n"
                )) == [
                    "6:75: '$payload.' is not a payload field"
                ])
        // Placeholders are checked against the payload and the state type (PayloadValidationTests)...
        #expect(
            try problems(
                app(
                    "  navigation:\n    root:\n      screen: test.list\n      on: { didSelect: { push: { screen: test.detail, state: { count: \"$payload.index\", contactId: \"$payload.id\" } } } }\n"
                )
            ).isEmpty)
        // ...but the rest of the state is.
        #expect(
            try problems(
                app(
                    "  navigation:\n    root:\n      screen: test.list\n      on: { didSelect: { push: { screen: test.detail, state: { count: x, contactId: \"$payload.id\" } } } }\n"
                )
            ).first?.hasPrefix("6:71: the state of 'test.detail' does not decode: 'count'") == true)
    }

    @Test func unusedFlowsAreAWarningAndStillChecked() throws {
        let found = try diagnostics(app("  screen: test.list\n", flows: "  spare: { root: { screen: test.lst } }\n"))
        #expect(
            found.map(\.description) == [
                "app.yaml:3:3: warning: config flow 'spare' is never used (hint: use it as { flow: spare }, or remove it)",
                "app.yaml:3:28: error: plugin 'test' has no screen 'lst' (hint: did you mean 'test.list'?)",
            ])
        #expect(
            try diagnostics(app("  screen: test.list\n", flows: "  spare: { root: { screen: test.list } }\n"))
                .containsErrors == false)
    }

    @Test(.timeLimit(.minutes(10))) func appsTooLargeToBuildAreRefused() throws {
        var flows = ""
        for level in 0..<17 {
            flows += "  f\(level): { root: { modal: { flow: f\(level + 1) }, over: { flow: f\(level + 1) } } }\n"
        }
        flows += "  f17: { root: { screen: test.list } }\n"
        // Built, the app would have 2^18 nodes: the suite's time limit catches a validator that
        // tries (no timed assertion: a busy machine must not fail it).
        #expect(
            try problems(app("  flow: f0\n", flows: flows)) == ["22:3: the app builds more than 100000 nodes at start"])
    }

    @Test func flowsNestedTooDeeplyAreRefused() throws {
        var flows = ""
        for level in 0..<40 { flows += "  f\(level): { root: { flow: f\(level + 1) } }\n" }
        flows += "  f40: { root: { screen: test.list } }\n"
        #expect(
            try problems(app("  flow: f0\n", flows: flows)) == [
                "3:3: config flow 'f0' places config flows more than 32 levels deep"
            ])
    }
}
