import Foundation
import LassoPluginHost
import Testing

@testable import LassoConfig

/// The structure checks: YAML syntax, keys, required keys, value types, with exact positions.
@MainActor
@Suite("Parsing")
struct ParsingTests {
    @Test func aByteOrderMarkAtTheStartIsReadPast() throws {
        let parsed = ConfigParser.parse(
            "\u{FEFF}lasso: 1\nroot:\n  screen: test.list\n", file: "app.yaml", directory: "/nonexistent")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.config != nil)
    }

    @Test func aTabIndentingALineIsNamedAsSuch() throws {
        let parsed = ConfigParser.parse(
            "lasso: 1\nroot:\n  screen: test.list\n  state:\n  \ttitle: x\n", file: "app.yaml",
            directory: "/nonexistent")
        #expect(
            parsed.diagnostics.map(\.description) == [
                "app.yaml:5:3: error: a tab indents this line; YAML indents with spaces only (hint: replace the tab with spaces (most editors can show and convert tabs))"
            ])
    }

    @Test func minimalConfigParses() throws {
        let parsed = ConfigParser.parse("lasso: 1\nroot:\n  screen: test.list\n", file: "app.yaml", directory: "/apps")
        #expect(parsed.diagnostics.isEmpty)
        let config = try #require(parsed.config)
        #expect(config.version.value == 1)
        #expect(config.directory == "/apps")
        guard case .screen(let screen) = config.root else {
            Issue.record("root is not a screen")
            return
        }
        #expect(screen.name == Located("test.list", at: SourcePosition(line: 3, column: 11)))
    }

    @Test func jsonIsAcceptedAsYAML() throws {
        let json = #"{"lasso": 1, "root": {"screen": "test.detail", "state": {"contactId": "7", "count": 2}}}"#
        #expect(try problems(json).isEmpty)
    }

    @Test func yamlSyntaxErrorsPointAtTheProblem() throws {
        let found = try diagnostics("lasso: 1\nroot:\n  screen: [test.list\n")
        #expect(found.count == 1)
        #expect(
            found.first?.description.hasPrefix(
                "app.yaml:4:1: error: YAML syntax error: did not find expected ',' or ']' (while parsing a flow sequence at 3:11)"
            ) == true)
        #expect(try problems("lasso: 1\nroot: {screen: test.list\n  bad: : :\n").first?.hasPrefix("3:") == true)
        #expect(
            try problems("lasso: 1\n\troot: x\n") == ["2:1: a tab indents this line; YAML indents with spaces only"])
    }

    @Test func emptyAndNonMappingFiles() throws {
        #expect(try problems("") == ["1:1: the file is empty"])
        #expect(try problems("# only a comment\n") == ["1:1: the file is empty"])
        #expect(try problems("- a\n- b\n") == ["1:1: the config file's top level must be a mapping, not a list"])
        #expect(try problems("hello\n") == ["1:1: the config file's top level must be a mapping, not the text 'hello'"])
    }

    @Test func unknownKeysSuggestTheKnownOne() throws {
        let found = try diagnostics("lasso: 1\nplugns: []\nroot:\n  scren: test.list\n")
        #expect(
            found.map(\.description) == [
                "app.yaml:2:1: error: unknown key 'plugns' in the config file's top level (hint: did you mean 'plugins'?)",
                "app.yaml:4:3: error: unknown key 'scren' in the root (hint: did you mean 'screen'?)",
            ])
        #expect(
            try problems("lasso: 1\nroot:\n  screen: test.list\n  titel: Hi\n") == [
                "4:3: unknown key 'titel' in the root (screen)"
            ])
        #expect(
            try diagnostics("lasso: 1\nroot:\n  screen: test.list\n  titel: Hi\n").first?.hint
                == "did you mean 'title'?")
        #expect(
            try diagnostics("lasso: 1\nroot:\n  screen: test.list\n  colour: red\n").first?.hint
                == "allowed here: screen, state, title, on")
    }

    @Test func misplacedKeysGetASpecificHint() throws {
        let found = try diagnostics("lasso: 1\nroot:\n  flow: test.intro\n  state: { greeting: Hi }\n")
        #expect(
            found.map(\.description) == [
                "app.yaml:4:3: error: unknown key 'state' in the root (flow) (hint: flows take 'parameters:'; 'state:' is for screens)"
            ])
        let navigation = try diagnostics(
            "lasso: 1\nroot:\n  navigation: { root: { screen: test.list } }\n  dismissible: true\n")
        #expect(navigation.first?.hint == "put 'dismissible' inside 'navigation: { … }'")
    }

    @Test func missingRequiredKeys() throws {
        #expect(try problems("lasso: 1\n") == ["1:1: the config file is missing 'root'"])
        #expect(try problems("root: { screen: test.list }\n") == ["1:1: the config file is missing 'lasso'"])
        #expect(
            try problems("lasso: 1\nroot:\n  modal: { screen: test.list }\n") == ["3:3: a modal node is missing 'over'"]
        )
        #expect(
            try problems("lasso: 1\nroot:\n  navigation:\n    pushed: []\n") == ["4:5: 'navigation' is missing 'root'"])
        #expect(
            try problems("lasso: 1\nroot:\n  tabs:\n    - screen: test.list\n") == ["4:7: tab 1 is missing 'title'"])
        #expect(
            try problems("lasso: 1\nflows:\n  f: { outputs: [] }\nroot: { flow: f }\n") == [
                "3:6: config flow 'f' is missing 'root'",
                "4:15: unknown flow 'f'",
            ])
        // A misspelt required key is reported once, as the misspelling.
        #expect(
            try problems("lasso: 1\nroot:\n  modal: { screen: test.list }\n  ovr: { screen: test.list }\n") == [
                "4:3: unknown key 'ovr' in the root (modal)"
            ])
        #expect(
            try problems("lasso: 1\nplugins:\n  - { sha256: abc }\nroot: { screen: test.list }\n") == [
                "3:5: a plugins entry is missing 'dir' or 'file'"
            ])
    }

    @Test func nodesNeedExactlyOneKind() throws {
        #expect(
            try problems("lasso: 1\nroot:\n  title: Hello\n") == [
                "3:3: the root does not say what it is: it needs one of screen, flow, navigation, tabs or modal"
            ])
        #expect(
            try problems("lasso: 1\nroot:\n  screen: test.list\n  flow: test.intro\n") == [
                "4:3: a node is exactly one of screen, flow, navigation, tabs or modal; the root has both 'screen' and 'flow'"
            ])
        #expect(
            try problems("lasso: 1\nroot: test.list\n") == [
                "2:7: the root must be a node (a mapping with screen, flow, navigation, tabs or modal), not the text 'test.list'"
            ])
    }

    @Test func wrongValueTypes() throws {
        #expect(
            try problems("lasso: one\nroot: { screen: test.list }\n") == [
                "1:8: 'lasso' (the schema version) must be a whole number, not the text 'one'"
            ])
        // The message names the program (HostProgram: `lasso`, or whatever another test installed).
        let schema = try problems("lasso: 2\nroot: { screen: test.list }\n")
        #expect(schema.count == 1)
        #expect(schema.first?.hasPrefix("1:8: schema version 2 is not supported; this ") == true)
        #expect(schema.first?.hasSuffix(" reads version 1") == true)
        #expect(try problems("lasso: 1\nroot: { screen: [a] }\n") == ["2:17: 'screen' must be text, not a list"])
        #expect(try problems("lasso: 1\nroot: { tabs: { a: b } }\n") == ["2:15: 'tabs' must be a list, not a mapping"])
        #expect(try problems("lasso: 1\nroot: { tabs: [] }\n") == ["2:15: 'tabs' has no tabs"])
        #expect(
            try problems("lasso: 1\nroot: { screen: test.list, state: 3 }\n") == [
                "2:35: 'state' must be a mapping of field names to values, not the number 3"
            ])
        #expect(
            try problems("lasso: 1\nplugins: { dir: x }\nroot: { screen: test.list }\n") == [
                "2:10: 'plugins' must be a list, not a mapping"
            ])
        #expect(
            try problems("lasso: 1\nroot: { navigation: { root: { screen: test.list }, dismissible: maybe } }\n") == [
                "2:65: 'dismissible' must be true or false, not the text 'maybe'"
            ])
    }

    @Test func moduleNamesHaveTheirShape() throws {
        #expect(try problems("lasso: 1\nroot: { screen: list }\n") == ["2:17: 'list' is not a screen name"])
        #expect(try problems("lasso: 1\nroot: { screen: a.b.c }\n") == ["2:17: 'a.b.c' is not a screen name"])
        #expect(
            try problems("lasso: 1\nflows:\n  my.flow: { root: { screen: test.list } }\nroot: { screen: test.list }\n")
                == [
                    "3:3: 'my.flow' is not a valid config flow name"
                ])
    }

    @Test func repeatedKeysAreReported() throws {
        #expect(
            try problems("lasso: 1\nroot:\n  screen: test.list\n  screen: test.detail\n") == [
                "4:3: 'screen' is given twice in the root (screen) (first at 3:3)"
            ])
        #expect(
            try problems("lasso: 1\nroot:\n  screen: test.detail\n  state: { count: 1, count: 2 }\n") == [
                "4:22: 'count' is given twice in a value (first at 4:12)"
            ])
    }

    @Test func routeShapes() throws {
        func route(_ text: String) throws -> [String] {
            try problems(
                "lasso: 1\nroot:\n  navigation:\n    root:\n      screen: test.list\n      on:\n        didFinish: \(text)\n"
            )
        }
        #expect(
            try route("pop") == ["7:20: the route of 'didFinish' must be a mapping with one action, not the text 'pop'"]
        )
        #expect(
            try route("{ pop: true, dismiss: true }") == [
                "7:33: the route of 'didFinish' has two actions, 'pop' and 'dismiss'; a route does one thing"
            ])
        #expect(try route("{ pop: false }") == ["7:27: 'pop: false' does nothing"])
        #expect(try route("{ popp: true }") == ["7:22: unknown key 'popp' in the route of 'didFinish'"])
        #expect(
            try route("{ push: { screen: test.detail }, navigation: true }") == [
                "7:53: 'navigation' only applies to 'present', not 'push'"
            ])
        #expect(
            try route("{ present: { screen: test.detail }, dismissible: true }") == [
                "7:69: 'dismissible' applies to the navigation controller that 'navigation: true' adds"
            ])
        #expect(try route("{ switchTab: -1 }") == ["7:33: tab index -1 is negative; tabs count from 0"])
        #expect(
            try route("{ switchTab: [1] }") == ["7:33: 'switchTab' takes a tab index (from 0) or title, not a list"])
        #expect(try route("{}") == ["7:20: the route of 'didFinish' has no action"])
    }

    @Test func pluginEntries() throws {
        func plugins(_ text: String) throws -> [String] {
            try problems("lasso: 1\nplugins:\n  - \(text)\nroot: { screen: test.list }\n")
        }
        #expect(try plugins("{ dir: a, file: b }") == ["3:21: a plugins entry has either 'dir' or 'file', not both"])
        #expect(
            try plugins("{ dir: a, sha256: abc }") == [
                "3:15: 'sha256' pins a single file; it cannot apply to a directory"
            ])
        #expect(try plugins("{ file: a.so, sha256: abc }") == ["3:27: 'sha256' must be 64 hexadecimal digits"])
        #expect(
            try plugins("{ file: a.so, only: [a.so] }") == [
                "3:19: 'only' picks libraries of a 'dir'; a 'file' entry names its one library"
            ])
        #expect(
            try plugins("{ dir: a, only: [../libA.so, libB.so] }") == [
                "3:22: '../libA.so' is not a file name: 'only' names libraries inside the directory"
            ])
        let parsed = ConfigParser.parse(
            "lasso: 1\nplugins:\n  - dir: lib\n  - file: x/libA.so\n    sha256: \(String(repeating: "AB", count: 32))\nroot: { screen: test.list }\n",
            file: "app.yaml", directory: "/apps")
        let config = try #require(parsed.config)
        #expect(
            config.plugins.map(\.kind) == [
                .directory("lib", only: nil),
                .file(
                    "x/libA.so",
                    sha256: Located(String(repeating: "ab", count: 32), at: SourcePosition(line: 5, column: 13))),
            ])
    }

    @Test func scalarsFollowTheYAMLCoreSchema() throws {
        let parsed = ConfigParser.parse(
            "lasso: 1\nroot:\n  screen: test.list\n  state:\n    a: ~\n    b: TRUE\n    c: yes\n    d: 0x1F\n    e: -12\n    f: 1.5e3\n    g: '3'\n    h: !!str 4\n    i: [1, x]\n",
            file: "app.yaml", directory: "/"
        )
        let config = try #require(parsed.config)
        guard case .screen(let screen) = config.root, let state = screen.parameters else {
            Issue.record("no state")
            return
        }
        let kinds = ["a", "b", "c", "d", "e", "f", "g", "h"].map { state.value(at: [$0])?.kind }
        #expect(
            kinds == [
                .null, .bool(true), .string("yes"), .int(31), .int(-12), .double(1500), .string("3"), .string("4"),
            ])
        #expect(state.value(at: ["i", "1"])?.kind == .string("x"))
        #expect(state.value(at: ["i", "1"])?.location == SourcePosition(line: 13, column: 12))
    }

    @Test func numbersWithoutAJSONValueAreReported() throws {
        #expect(
            try problems(
                "lasso: 1\nroot:\n  screen: test.detail\n  state: { count: 99999999999999999999, title: .inf }\n") == [
                    "4:19: the number 99999999999999999999 cannot be passed on: it is out of range or not finite",
                    "4:48: the number .inf cannot be passed on: it is out of range or not finite",
                ])
        #expect(
            try problems("lasso: 1\nroot: { screen: test.detail, state: { count: 1e999 } }\n") == [
                "2:46: the number 1e999 cannot be passed on: it is out of range or not finite"
            ])
    }

    @Test func manyProblemsAreReportedInOneRun() throws {
        let yaml = """
            lasso: 1
            plugins:
              - dri: ../plugins
            flows:
              intro:
                rot: { screen: test.list }
            root:
              tabs:
                - title: Home
                  screen: test.lst
                  state: { count: many }
                - title: Wizard
                  flow: test.wizard
                - screen: test.detail
                  state: { count: lots }
                  on:
                    didClos: { dismiss: true }
            """
        let found = try diagnostics(yaml)
        #expect(
            found.map { "\($0.line):\($0.column): \($0.message)" } == [
                "3:5: unknown key 'dri' in a plugins entry",
                "6:5: unknown key 'rot' in config flow 'intro'",
                "10:15: plugin 'test' has no screen 'lst'",
                "13:13: flow 'test.wizard' needs a navigation context, but it is placed directly in a tab",
                "14:7: tab 3 is missing 'title'",
                "15:23: the state of 'test.detail' does not decode: 'count': expected Int (Expected to decode Int but found a string instead.)",
                "17:9: 'test.detail' has no output 'didClos'; this route can never fire",
                "17:18: 'dismiss' on 'didClos' of 'test.detail' can never happen: 'test.detail' is not presented (it is placed directly in a tab)",
            ])
        #expect(
            found.map(\.hint) == [
                "did you mean 'dir'?",
                "did you mean 'root'?",
                "did you mean 'test.list'?",
                "put a navigation stack in the tab: { title: …, navigation: { root: … } }",
                "add 'title:' with the text of the tab",
                "its state fields: contactId, count, note, title",
                "did you mean 'didClose'?",
                "present it first ('modal:' or a 'present' route), or use 'pop' / 'replaceRoot'",
            ])
    }

    @Test(.timeLimit(.minutes(10))) func limitsStopHostileInput() throws {
        let deepBrackets =
            "lasso: 1\nroot: { screen: test.list, state: { a: " + String(repeating: "[", count: 150)
            + String(repeating: "]", count: 150) + " } }\n"
        #expect(try problems(deepBrackets) == ["2:138: brackets are nested more than 100 levels deep"])
        let deepDashes =
            "lasso: 1\nroot:\n  screen: test.list\n  state:\n    a:\n" + String(repeating: "- ", count: 200) + "x\n"
        #expect(try problems(deepDashes) == ["6:1: the line is indented or nested more than 240 columns deep"])
        let deepNodes =
            "lasso: 1\nroot: " + String(repeating: "{ modal: { screen: test.list }, over: ", count: 70)
            + "{ screen: test.list }" + String(repeating: " }", count: 70) + "\n"
        #expect(try problems(deepNodes).contains { $0.hasSuffix("nodes are nested more than 64 levels deep") })
        var bomb = "lasso: 1\nvalues:\n  a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...6 {
            bomb +=
                "  l\(level): &l\(level) ["
                + Array(repeating: "*\(level == 1 ? "a" : "l\(level - 1)")", count: 10).joined(separator: ", ") + "]\n"
        }
        bomb = bomb.replacingOccurrences(of: "values:", with: "root:\n  screen: test.list\n  state:")
            .replacingOccurrences(of: "\n  a:", with: "\n    a:").replacingOccurrences(of: "\n  l", with: "\n    l")
        // Expanded, the bomb would be a million values: the suite's time limit catches a
        // reader that tries (no timed assertion: a busy machine must not fail it).
        #expect(
            try problems(bomb).contains {
                $0.hasSuffix("the file has more than 200000 values (an alias counts each time it is used)")
            })
    }

    @Test(.timeLimit(.minutes(10))) func aFileOfTooManyValuesWithoutAliasesIsNotBlamedOnAliases() throws {
        // 600 KB, under the size cap: the value cap stops it, and the message fits a file with
        // no alias in it (it once asked "through aliases?" and said to remove them).
        let many =
            "lasso: 1\nroot:\n  screen: test.list\n  state:\n    items: [" + String(repeating: "1, ", count: 200_001)
            + "1]\n"
        let cap = try #require(try diagnostics(many).first { $0.message.contains("200000 values") })
        #expect(cap.message == "the file has more than 200000 values (an alias counts each time it is used)")
        #expect(
            cap.hint
                == "split the app into config flows, or remove the aliases (*name) that repeat large parts of the file")
    }

    @Test func quotedBracketsAndBlockScalarsDoNotCountAsNesting() {
        let text =
            "a: \"" + String(repeating: "[", count: 300) + "\"\nb: |\n  " + String(repeating: "{", count: 300)
            + "\nc: [[1]]\n"
        #expect(InputGuard.nestingProblem(in: text) == nil)
        #expect(InputGuard.nestingProblem(in: "a: don't [x]\nb: [\"]]]]\", [[[1]]]]\n") == nil)
    }

    @Test func fileProblems() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lasso-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = directory.appendingPathComponent("binary.yaml")
        try Data([0x6C, 0x61, 0x73, 0x73, 0x6F, 0x3A, 0x20, 0x31, 0x0A, 0x72, 0xFF, 0x0A]).write(to: binary)
        #expect(
            ConfigParser.parse(contentsOf: binary.path).diagnostics.map(\.description) == [
                "\(binary.path):2:2: error: the file is not valid UTF-8 text (hint: save the file as UTF-8)"
            ])
        let missing = directory.appendingPathComponent("missing.yaml").path
        #expect(ConfigParser.parse(contentsOf: missing).diagnostics.map(\.message) == ["no such config file"])
        #expect(
            ConfigParser.parse(contentsOf: directory.path).diagnostics.map(\.message) == [
                "the config is not a regular file"
            ])
        #expect(
            ConfigParser.parse(contentsOf: "/dev/zero").diagnostics.map(\.message) == [
                "the config is not a regular file"
            ])
        let large = directory.appendingPathComponent("large.yaml")
        try Data(repeating: 0x20, count: InputGuard.maximumSize + 1).write(to: large)
        #expect(
            ConfigParser.parse(contentsOf: large.path).diagnostics.first?.message.hasPrefix("the file is 2097153 bytes")
                == true)
        let good = directory.appendingPathComponent("good.yaml")
        try Data("lasso: 1\nroot: { screen: test.list }\n".utf8).write(to: good)
        let parsed = ConfigParser.parse(contentsOf: good.path)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.config?.directory == directory.standardizedFileURL.path)
    }

    @Test func didYouMeanPicksTheClosestLikelyTypo() {
        #expect(Suggestion.closest(to: "scren", among: ["screen", "state", "title"]) == "screen")
        #expect(Suggestion.closest(to: "Screen", among: ["screen"]) == "screen")
        #expect(Suggestion.closest(to: "xyz", among: ["screen", "state"]) == nil)
        #expect(Suggestion.closest(to: "", among: ["a"]) == nil)
        #expect(Suggestion.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
    }
}
