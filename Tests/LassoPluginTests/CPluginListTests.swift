import CLassoPluginABI
import CPluginFixtures
import Foundation
import Lasso
import Testing

@testable import LassoPlugin
@testable import LassoPluginHost

/// ABI 1.3: list fields (set, counted and read through libffi), the table, tree and chart that
/// show them, and alerts whose choice comes back as an action.
@MainActor
@Suite("C plugin lists, table, tree, chart and alerts")
struct CPluginListTests {
    let registry = ModuleRegistry()
    let module: RegisteredModule

    init() throws {
        try PluginOpener(registry: registry).registerLinked(origin: "clists") {
            UnsafeRawPointer(lasso_fixture_clists_describe()!)
        }
        module = try #require(registry.module(named: "clists.lists"))
    }

    /// A live list screen and the outputs it emitted, decoded.
    @MainActor
    final class Lists {
        let instance: ModuleInstance
        let store: CScreenStore
        var outputs: [(name: String, payload: [String: CValue])] = []

        init(_ instance: ModuleInstance) throws {
            self.instance = instance
            store = try #require(instance.store as? CScreenStore)
            instance.observeOutput { [unowned self] output in
                let payload = (try? JSONDecoder().decode([String: CValue].self, from: output.payload)) ?? [:]
                self.outputs.append((output.name, payload))
            }
        }

        /// Invokes `action` and returns the last output it emitted.
        @discardableResult
        func call(_ action: String, _ arguments: [CValue] = []) -> (name: String, payload: [String: CValue])? {
            let before = outputs.count
            store.dispatchAction(.invoke(action, arguments))
            return outputs.count > before ? outputs.last : nil
        }

        /// The widget of the screen's view with `identifier`.
        func widget<W: Widget>(_ identifier: String, as type: W.Type) -> W? {
            func find(_ widget: Widget) -> Widget? {
                if widget.identifier == identifier { return widget }
                return widget.subwidgets.lazy.compactMap(find).first
            }
            return instance.controller().flatMap { find($0.view) } as? W
        }
    }

    private func makeLists(_ parameters: String? = nil) throws -> Lists {
        try Lists(module.instantiate(parameters.map { Data($0.utf8) }, .inMemoryForTests))
    }

    // MARK: - Registration

    @Test func aPluginOfABI13RegistersListFieldsWithTheirDefaults() throws {
        let plugin = try PluginOpener(registry: ModuleRegistry()).registerLinked(origin: "clists") {
            UnsafeRawPointer(lasso_fixture_clists_describe()!)
        }
        #expect(plugin.abiMajor == 1 && plugin.abiMinor == 3)
        let defaults = try JSONDecoder().decode([String: CValue].self, from: try #require(module.defaultParameters))
        #expect(defaults["cells"] == .strings(["b", "2", "a", "10"]))
        #expect(defaults["values"] == .doubles([1.5, 2.5]))
        #expect(defaults["empty"]?.coerced(to: .strings) == .strings([]))
    }

    @Test func anABI12PluginStillLoadsAndRunsBesideIt() throws {
        let plugin = try PluginOpener(registry: registry).registerLinked(origin: "cecho") {
            UnsafeRawPointer(lasso_fixture_cecho_describe()!)
        }
        #expect(plugin.abiMinor == 2)
        let echo = try #require(
            try registry.module(named: "cecho.echo")?.instantiate(nil, .inMemoryForTests).store as? CScreenStore)
        echo.dispatchAction(.invoke("set_str", [.string("still here")]))
        #expect(echo.value(of: "text") == .string("still here"))
    }

    // MARK: - Lists through libffi

    @Test func stringListsAreSetCountedAndReadByTheirHandlers() throws {
        let lists = try makeLists()
        #expect(lists.call("read_cells")?.payload == ["count": .int64(4), "joined": .string("b|2|a|10")])
        #expect(lists.call("set_cells", [.string("x|héllo|")])?.payload["status"] == .int64(0))
        #expect(lists.store.value(of: "cells") == .strings(["x", "héllo", ""]))
        #expect(lists.call("read_cells")?.payload == ["count": .int64(3), "joined": .string("x|héllo|")])
        let box = try #require(CInstanceBox.from(lists.store.cInstance?.assumingMemoryBound(to: lasso_c_instance.self)))
        #expect(box.strings.keys.filter { $0.hasPrefix("cells[") }.count == 3, "read_cells read 3 items")
        lists.call("set_cells", [.string("")])
        #expect(box.strings.keys.filter { $0.hasPrefix("cells[") }.isEmpty, "setting the list frees its item copies")
        #expect(lists.store.value(of: "cells") == .strings([]))
        #expect(lists.call("read_cells")?.payload["count"] == .int64(0))
    }

    @Test func doubleListsAreSetCountedAndReadByTheirHandlers() throws {
        let lists = try makeLists()
        var read = lists.call("read_values")?.payload
        #expect(read?["count"] == .int64(2) && read?["sum"]?.coerced(to: .double) == .double(4))
        lists.call("set_values", [.int32(1000)])
        read = lists.call("read_values")?.payload
        #expect(read?["count"] == .int64(1000) && read?["sum"]?.coerced(to: .double) == .double(249_750))
        lists.call("set_values", [.int32(0)])
        #expect(lists.store.value(of: "values") == .doubles([]))
    }

    @Test func listMisuseIsRefusedAndReportedNotCrashed() throws {
        let lists = try makeLists()
        var results: [CValue?] = []
        let reports = LassoDiagnostics.capturingReports {
            for which in 0..<9 { results.append(lists.call("misuse", [.int32(Int32(which))])?.payload["status"]) }
        }
        let error = CValue.int64(Int64(LASSO_STATUS_ERROR.rawValue))
        #expect(results == [error, error, error, .int64(0), .int64(0), .int64(0), error, error, error])
        let messages = reports.map(\.message)
        #expect(messages.count == 9)
        #expect(messages[0].contains("C screen clists.lists: set_doubles: the field 'cells' is str list, not f64 list"))
        #expect(messages[1].contains("set_strings: the field 'values' is f64 list, not str list"))
        #expect(messages[2].contains("set_strings: the field 'label' is str, not str list"))
        #expect(messages[3].contains("get_count: the field 'label' is str, not a list"))
        #expect(messages[4].contains("get_string_at: index 1000 is out of range: the field 'cells' has 4 item(s)"))
        #expect(messages[5].contains("get_double_at: index 1000 is out of range: the field 'values' has 2 item(s)"))
        #expect(messages[6].contains("set_strings: field 'cells': the count is 3 but the values pointer is NULL"))
        #expect(messages[7].contains("present_alert: the action 'set_cells' takes the chosen button's index"))
        #expect(messages[8].contains("present_alert: no action 'nope'"))
        #expect(lists.store.value(of: "cells") == .strings(["b", "2", "a", "10"]), "refused calls change nothing")
    }

    // MARK: - Saving and restoring

    @Test func listFieldsAreSavedAndRestoredWithTheState() throws {
        let lists = try makeLists()
        lists.call("set_cells", [.string("saved|cells")])
        lists.call("set_values", [.int32(3)])
        let saved = try makeCValueEncoder().encode(lists.store.state)
        let text = String(decoding: saved, as: UTF8.self)
        #expect(text.contains(#""cells":["saved","cells"]"#))
        #expect(text.contains(#""values":[0,0.5,1]"#))
        let restored = try JSONDecoder().decode(CScreenModule.State.self, from: saved)
        let store = CScreenStore(definition: lists.store.definition, initialState: restored)
        #expect(store.value(of: "cells") == .strings(["saved", "cells"]))
        #expect(store.value(of: "values") == .doubles([0, 0.5, 1]), "integral doubles come back as doubles")
    }

    @Test func nonFiniteDoublesInAListSurviveSaving() throws {
        let state = CScreenModule.State(values: ["values": .doubles([1, .infinity, -2.5])])
        let saved = try makeCValueEncoder().encode(state)
        let restored = try JSONDecoder().decode(CScreenModule.State.self, from: saved)
        #expect(restored.values["values"]?.coerced(to: .doubles) == .doubles([1, .infinity, -2.5]))
    }

    @Test func aConfigSetsListFieldsAndIsCheckedLikeOtherFields() throws {
        let lists = try makeLists(#"{"cells": ["p", "q"], "values": [4, 5.5]}"#)
        #expect(lists.store.value(of: "cells") == .strings(["p", "q"]))
        #expect(lists.store.value(of: "values") == .doubles([4, 5.5]))
        #expect(throws: PluginModuleError.self) { try makeLists(#"{"values": ["a"]}"#) }
        #expect(throws: PluginModuleError.self) { try makeLists(#"{"cells": 3}"#) }
    }

    // MARK: - Widgets

    @Test func aTableShowsTheCellsRowByRowSortsAndReportsRowsInTheFieldsOrder() throws {
        let lists = try makeLists()
        let table = try #require(lists.widget("table", as: Table.self))
        #expect(table.columnTitles == ["Name", "Size"])
        #expect(table.rowCount == 2)
        #expect(table.row(at: 0).cells == ["b", "2"])
        table.requestSort(RowSort(column: 1, ascending: false))
        #expect(table.sort == RowSort(column: 1, ascending: false))
        #expect(table.row(at: 0).cells == ["a", "10"], "numbers sort by value: 10 before 2 descending")
        table.select(row: 0)
        #expect(lists.outputs.last?.name == "picked")
        #expect(lists.outputs.last?.payload["row"] == .int64(1), "the row's index in the field, not on screen")
        lists.call("set_cells", [.string("c|3|b|2|a|1")])
        #expect(table.rowCount == 3)
        #expect(table.row(at: 0).cells == ["c", "3"], "the sort is kept")
        let reports = LassoDiagnostics.capturingReports { lists.call("set_cells", [.string("x|1|y")]) }
        #expect(table.rowCount == 1)
        #expect(
            reports.first?.message.contains(
                "C screen clists.lists: table 'table': field 'cells' has 3 item(s), not a multiple of its 2 column(s)")
                == true)
    }

    @Test func aTreeShowsTheOutlineByLeadingTabsAndReportsTheNodesIndex() throws {
        let lists = try makeLists()
        let tree = try #require(lists.widget("tree", as: Tree.self))
        #expect(tree.roots.map(\.title) == ["root", "other"])
        #expect(tree.roots[0].children.map(\.title) == ["child", "second"])
        #expect(tree.roots[0].children[0].children.map(\.id) == ["2"])
        #expect(tree.rowCount == 2, "collapsed at first")
        tree.expandHighlighted()
        #expect(tree.rowCount == 4)
        tree.select(row: 2)
        #expect(lists.outputs.last?.payload["row"] == .int64(3), "'second' is item 3 of the field")
    }

    @Test func anItemTooDeepGoesOneLevelUnderItsParentAndIsReported() {
        let (roots, problem) = CListWidgets.outline(["a", "\t\t\tdeep", "\tnext", "b"])
        #expect(roots.map(\.title) == ["a", "b"])
        #expect(roots[0].children.map(\.title) == ["deep", "next"])
        #expect(
            problem?.contains("item 2 (\"deep\") has 3 leading tab(s), but the item before it allows at most 1") == true
        )
        #expect(CListWidgets.outline(["\tfirst"]).roots.map(\.title) == ["first"])
    }

    @Test func chartsFollowTheDoubleList() throws {
        let lists = try makeLists()
        let chart = try #require(lists.widget("chart", as: Chart.self))
        let bars = try #require(lists.widget("bars", as: Chart.self))
        #expect(chart.values == [1.5, 2.5] && chart.style == .sparkline && chart.title == "Values")
        #expect(bars.style == .bars)
        lists.call("set_values", [.int32(3)])
        #expect(chart.values == [0, 0.5, 1])
    }

    // MARK: - Alerts

    @Test func anAlertsChoiceComesBackAsTheNamedActionWithTheButtonsIndex() throws {
        let lists = try makeLists()
        let controller = try #require(lists.instance.controller())
        #expect(lists.call("ask")?.payload["status"] == .int64(0))
        let alert = try #require(controller.presentedViewController as? AlertViewController)
        #expect(alert.store.state.actions == ["Yes", "No", "Later"])
        #expect(alert.store.state.title == "Keep?")
        alert.store.dispatchAction(.didChoose(2))
        #expect(lists.outputs.last?.name == "answered")
        #expect(lists.outputs.last?.payload["button"] == .int64(2))
        #expect(lists.store.value(of: "answer") == .int32(2))
        #expect(controller.presentedViewController == nil)
    }

    @Test func anAlertWithoutAControllerIsRefused() throws {
        let definition = try makeLists().store.definition
        let store = CScreenStore(definition: definition)
        var outputs: [ModuleOutput] = []
        store.observeOutput { outputs.append($0) }
        let reports = LassoDiagnostics.capturingReports { store.dispatchAction(.invoke("ask", [])) }
        #expect(reports.first?.message.contains("present_alert: the screen has no view controller") == true)
        let status = try JSONDecoder().decode([String: CValue].self, from: try #require(outputs.last).payload)
        #expect(status["status"] == .int64(Int64(LASSO_STATUS_ERROR.rawValue)))
    }

    // MARK: - Description checks

    @Test func listWidgetsAndDefaultsAreCheckedAtRegistration() {
        let fields = permanentArray([
            field("cells", LASSO_C_STRINGS), field("values", LASSO_C_DOUBLES), field("name", LASSO_C_STRING),
        ])
        let actions = permanentArray([
            lasso_c_action(name: permanent("pick"), signature: permanent("i32"), handler: noOp),
            lasso_c_action(name: permanent("rename"), signature: permanent("str"), handler: noOp),
        ])
        func problem(_ widget: lasso_c_widget, fields given: UnsafePointer<lasso_c_field>? = nil) -> String? {
            var screen = lasso_c_screen()
            screen.struct_size = UInt32(MemoryLayout<lasso_c_screen>.size)
            screen.name = permanent("main")
            screen.fields = given ?? fields
            screen.field_count = 3
            screen.actions = actions
            screen.action_count = 2
            screen.widgets = permanentArray([widget])
            screen.widget_count = 1
            do {
                _ = try withUnsafePointer(to: &screen) { pointer throws(CScreenDescriptionError) in
                    try CScreenDescriptionReader(pluginName: "units").read(pointer)
                }
                return nil
            } catch {
                return "\(error)"
            }
        }

        var table = lasso_c_widget()
        table.kind = LASSO_C_TABLE
        table.identifier = permanent("history")
        table.text = permanent("From||To")
        table.field = permanent("cells")
        #expect(
            problem(table)?.contains(
                "plugin 'units': screen 'main': widget 1 'history': a table needs its column titles in its text, separated by '|'"
            )
                == true)
        table.text = permanent("From|To")
        table.field = permanent("values")
        #expect(problem(table)?.contains("a table shows a string-list field (LASSO_C_STRINGS") == true)
        table.field = nil
        #expect(problem(table)?.contains("a table needs a string-list field") == true)
        table.field = permanent("cells")
        table.action = permanent("rename")
        #expect(problem(table)?.contains("a table's action takes the chosen row's index (signature \"i32\")") == true)
        table.action = permanent("pick")
        #expect(problem(table) == nil)
        table.action = nil
        #expect(problem(table) == nil, "the action is optional")

        var tree = lasso_c_widget()
        tree.kind = LASSO_C_TREE
        tree.field = permanent("name")
        #expect(problem(tree)?.contains("a tree shows a string-list field (LASSO_C_STRINGS") == true)
        tree.field = permanent("cells")
        tree.action = permanent("rename")
        #expect(problem(tree)?.contains("a tree's action takes the chosen row's index") == true)
        tree.action = permanent("pick")
        #expect(problem(tree) == nil)

        var chart = lasso_c_widget()
        chart.kind = LASSO_C_CHART
        chart.field = permanent("cells")
        #expect(
            problem(chart)?.contains("a chart shows a double-list field (LASSO_C_DOUBLES), but 'cells' is str list")
                == true)
        chart.field = permanent("values")
        chart.flags = LASSO_C_BARS | LASSO_C_SEGMENTED
        #expect(problem(chart)?.contains("unknown flags 0x6") == true)
        chart.flags = LASSO_C_BARS
        #expect(problem(chart) == nil)

        var bars = lasso_c_widget()
        bars.kind = LASSO_C_PROGRESS
        bars.field = permanent("values")
        bars.flags = LASSO_C_BARS
        #expect(problem(bars)?.contains("unknown flags 0x4") == true, "LASSO_C_BARS is a chart's flag only")

        var button = lasso_c_widget()
        button.kind = LASSO_C_BUTTON
        button.text = permanent("Pick")
        button.action = permanent("pick")
        button.arguments = permanentArray([cValue(LASSO_C_DOUBLES)])
        button.argument_count = 1
        #expect(problem(button)?.contains("passes f64 list [] as argument 1 of action 'pick', which takes i32") == true)

        var label = lasso_c_widget()
        label.kind = LASSO_C_LABEL
        label.text = permanent("x")
        var nullItems = field("cells", LASSO_C_STRINGS)
        nullItems.initial.as.list = permanentArray([lasso_c_list(items: nil, count: 2)])
        #expect(
            problem(label, fields: permanentArray([nullItems, fields[1], fields[2]]))?.contains(
                "field 'cells': the list's count is 2 but its items pointer is NULL") == true)
    }

    @Test func theLayoutsOlderPluginsWereCompiledWithAreUnchanged() {
        // Plugins built against ABI 1.1 and 1.2 index these arrays and tables with these sizes.
        #expect(MemoryLayout<lasso_c_value>.size == 16)
        #expect(MemoryLayout<lasso_c_field>.stride == 24)
        #expect(MemoryLayout<lasso_c_widget>.stride == 64)
        #expect(MemoryLayout<lasso_c_instance>.size == 40)
        #expect(MemoryLayout<lasso_c_instance_api>.offset(of: \.emitter) == 88)
        #expect(MemoryLayout<lasso_c_instance_api>.offset(of: \.set_doubles) == 96, "1.3 functions come after")
        #expect(MemoryLayout<lasso_c_instance_api>.offset(of: \.present_alert) == 136)
        #expect(CInstanceAPI.table.pointee.struct_size == UInt32(MemoryLayout<lasso_c_instance_api>.size))
    }

    @Test func signaturesCannotNameListTypes() {
        #expect(throws: CSignatureError.self) { try CSignature(parsing: "f64 list") }
        #expect(CValueType(spelling: "str list") == nil)
    }
}
