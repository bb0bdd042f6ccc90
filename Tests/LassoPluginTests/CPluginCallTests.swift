import CLassoPluginABI
import CPluginFixtures
import Foundation
import Lasso
import Testing

@testable import LassoPlugin
@testable import LassoPluginHost

/// The libffi paths in-process: Swift → ffi_call → the C echo handlers → the host's setters
/// and getters → a libffi emitter closure → a ModuleOutput, for every type.
@MainActor
@Suite("C plugin calls through libffi")
struct CPluginCallTests {
    let registry = ModuleRegistry()
    let module: RegisteredModule

    init() throws {
        try PluginOpener(registry: registry).registerLinked(origin: "cecho") {
            UnsafeRawPointer(lasso_fixture_cecho_describe()!)
        }
        module = try #require(registry.module(named: "cecho.echo"))
    }

    /// A live echo screen and the outputs it emitted.
    @MainActor
    final class Echo {
        let instance: ModuleInstance
        let store: CScreenStore
        var outputs: [ModuleOutput] = []

        init(_ instance: ModuleInstance) throws {
            self.instance = instance
            store = try #require(instance.store as? CScreenStore)
            instance.observeOutput { [unowned self] in self.outputs.append($0) }
        }

        /// Invokes `action` and returns the one output it emitted, decoded.
        func call(_ action: String, _ arguments: [CValue], sourceLocation: SourceLocation = #_sourceLocation) throws
            -> (name: String, payload: [String: CValue])
        {
            let before = outputs.count
            store.dispatchAction(.invoke(action, arguments))
            try #require(
                outputs.count == before + 1, "action \(action) emitted \(outputs.count - before) outputs",
                sourceLocation: sourceLocation)
            let output = outputs[before]
            return (output.name, try JSONDecoder().decode([String: CValue].self, from: output.payload))
        }
    }

    private func makeEcho(_ parameters: String? = nil) throws -> Echo {
        try Echo(module.instantiate(parameters.map { Data($0.utf8) }, .inMemoryForTests))
    }

    // MARK: - Every type, both directions

    @Test(arguments: [Int32.min, -1, 0, 1, 42, Int32.max])
    func int32RoundTrip(value: Int32) throws {
        let echo = try makeEcho()
        let output = try echo.call("set_i32", [.int32(value)])
        #expect(output.name == "got_i32")
        #expect(output.payload["value"]?.coerced(to: .int32) == .int32(value))
        #expect(echo.store.value(of: "i32") == .int32(value))
    }

    @Test(arguments: [Int64.min, Int64.min + 1, -1, 0, Int64(Int32.max) + 1, Int64.max - 1, Int64.max])
    func int64RoundTripIncludingExtremes(value: Int64) throws {
        let echo = try makeEcho()
        let output = try echo.call("set_i64", [.int64(value)])
        #expect(output.name == "got_i64")
        #expect(output.payload["value"]?.coerced(to: .int64) == .int64(value))
        #expect(echo.store.value(of: "i64") == .int64(value))
        let saved = String(decoding: echo.outputs[0].payload, as: UTF8.self)
        #expect(saved == "{\"value\":\(value)}", "int64 payloads are exact in JSON")
    }

    @Test(arguments: [
        0.0, -0.0, 0.1, -2.5e300, Double.pi, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude,
        Double.leastNormalMagnitude,
    ])
    func doubleRoundTrip(value: Double) throws {
        let echo = try makeEcho()
        let output = try echo.call("set_f64", [.double(value)])
        #expect(output.name == "got_f64")
        #expect(output.payload["value"]?.coerced(to: .double) == .double(value))
        #expect(echo.store.value(of: "f64") == .double(value))
    }

    @Test func nonFiniteDoublesRoundTrip() throws {
        let echo = try makeEcho()
        #expect(
            try echo.call("set_f64", [.double(.infinity)]).payload["value"]?.coerced(to: .double) == .double(.infinity))
        #expect(
            try echo.call("set_f64", [.double(-.infinity)]).payload["value"]?.coerced(to: .double)
                == .double(-.infinity))
        let nan = try echo.call("set_f64", [.double(.nan)]).payload["value"]?.coerced(to: .double)
        guard case .double(let number)? = nan else {
            Issue.record("nan did not come back")
            return
        }
        #expect(number.isNaN)
    }

    @Test(arguments: [true, false, true])
    func boolRoundTrip(value: Bool) throws {
        let echo = try makeEcho()
        let output = try echo.call("set_bool", [.bool(value)])
        #expect(output.name == "got_bool")
        #expect(output.payload["value"] == .bool(value))
        #expect(echo.store.value(of: "flag") == .bool(value))
    }

    @Test(arguments: [
        "", "plain ASCII", "grüße", "日本語", "emoji 🎉👩‍👩‍👧‍👦 and 🇨🇭", "Ελληνικά, русский, עברית, العربية",
        String(repeating: "long ", count: 2000),
    ])
    func stringRoundTripIncludingNonASCII(value: String) throws {
        let echo = try makeEcho()
        let output = try echo.call("set_str", [.string(value)])
        #expect(output.name == "got_str")
        #expect(output.payload["value"] == .string(value))
        #expect(echo.store.value(of: "text") == .string(value))
    }

    @Test func everyTypeInOneCallWithNamedPayloadKeys() throws {
        let echo = try makeEcho()
        let output = try echo.call(
            "all", [.int32(Int32.min), .int64(Int64.max), .double(-0.5), .bool(true), .string("grüße 日本語 🎉")])
        #expect(output.name == "all")
        #expect(output.payload.keys.sorted() == ["a", "b", "c", "d", "e"])
        #expect(output.payload["a"]?.coerced(to: .int32) == .int32(Int32.min))
        #expect(output.payload["b"] == .int64(Int64.max))
        #expect(output.payload["c"] == .double(-0.5))
        #expect(output.payload["d"] == .bool(true))
        #expect(output.payload["e"] == .string("grüße 日本語 🎉"))
    }

    @Test func unnamedPayloadKeysAreIndices() throws {
        let echo = try makeEcho()
        let output = try echo.call("pair", [.int32(-7), .string("日本語")])
        #expect(output.name == "pair")
        #expect(output.payload == ["0": .int64(-7), "1": .string("日本語")])
    }

    @Test func sixteenArgumentsPassThroughRegistersAndTheStack() throws {
        let echo = try makeEcho()
        let arguments: [CValue] = [
            .double(1.25), .int32(-2), .double(3.5), .int64(Int64.min), .bool(true), .string("six ✓"),
            .double(7.75), .int32(Int32.max), .int64(Int64.max), .string("zehn"), .double(-11.5), .bool(false),
            .int32(13), .double(14.125), .double(1e100), .string("🎉 sixteen"),
        ]
        let output = try echo.call("many", arguments)
        #expect(output.name == "many")
        let types = try CSignature(parsing: "f64,i32,f64,i64,bool,str,f64,i32,i64,str,f64,bool,i32,f64,f64,str").types
        for (index, (argument, type)) in zip(arguments, types).enumerated() {
            #expect(output.payload[String(index)]?.coerced(to: type) == argument, "argument \(index)")
        }
    }

    @Test func noArgumentsAndAnEmitterLookedUpByName() throws {
        let echo = try makeEcho()
        let output = try echo.call("ping", [])
        #expect(output.name == "pong")
        #expect(output.payload.isEmpty)
        #expect(String(decoding: echo.outputs[0].payload, as: UTF8.self) == "{}")
    }

    @Test func argumentsAreCoercedToTheSignature() throws {
        let echo = try makeEcho()
        #expect(try echo.call("set_f64", [.int32(3)]).payload["value"]?.coerced(to: .double) == .double(3))
        #expect(try echo.call("set_i32", [.int64(12)]).payload["value"] == .int64(12))
        #expect(try echo.call("set_i64", [.double(4)]).payload["value"] == .int64(4))
    }

    @Test func badInvocationsAreReportedAndNotCalled() throws {
        let echo = try makeEcho()
        let reports = LassoDiagnostics.capturingReports {
            echo.store.dispatchAction(.invoke("explode", []))
            echo.store.dispatchAction(.invoke("set_i32", []))
            echo.store.dispatchAction(.invoke("set_i32", [.int64(Int64.max)]))
            echo.store.dispatchAction(.invoke("set_str", [.int32(1)]))
            echo.store.dispatchAction(.invoke("set_bool", [.string("true")]))
        }
        #expect(echo.outputs.isEmpty)
        #expect(reports.count == 5)
        #expect(reports[0].message.contains("C screen cecho.echo: no action 'explode' (actions: set_i32"))
        #expect(reports[1].message.contains("action 'set_i32' takes 1 argument(s) (\"i32\"), got 0"))
        #expect(reports[2].message.contains("argument 1 is i64 9223372036854775807, the signature \"i32\" wants i32"))
        #expect(reports[3].message.contains("argument 1 is i32 1, the signature \"str\" wants str"))
        #expect(reports[4].message.contains("argument 1 is str \"true\", the signature \"bool\" wants bool"))
    }

    @Test func misusedHostFunctionsAreRefusedWithoutACrash() throws {
        let echo = try makeEcho()
        var output: (name: String, payload: [String: CValue])?
        let reports = try LassoDiagnostics.capturingReports {
            output = try echo.call("misuse", [])
        }
        #expect(output?.payload["unknown_field"] == .int64(Int64(LASSO_STATUS_ERROR.rawValue)))
        #expect(output?.payload["wrong_type"] == .int64(Int64(LASSO_STATUS_ERROR.rawValue)))
        #expect(output?.payload["get_unknown"] == .int64(0))
        #expect(output?.payload["unknown_output"] == .bool(true))
        #expect(output?.payload["foreign_pointer"] == .bool(true))
        let messages = reports.map(\.message)
        #expect(
            messages.contains {
                $0.contains("set_int32: no state field 'no_such_field' (fields: i32, i64, f64, flag, text, calls)")
            })
        #expect(messages.contains { $0.contains("set_string: the field 'i32' is i32, not str") })
        #expect(messages.contains { $0.contains("get_int32: no state field 'no_such_field'") })
        #expect(messages.contains { $0.contains("emitter: no output 'no_such_output'") })
        #expect(messages.contains { $0.contains("set_int32 was given a pointer that is not a live lasso_c_instance") })
        #expect(echo.store.value(of: "i32") == .int32(7), "refused sets change nothing")
    }

    // MARK: - Instances, state, emitters

    @Test func eachInstanceHasItsOwnUserDataAndIsDestroyedWithItsStore() throws {
        let destroyedBefore = lasso_fixture_cecho_destroyed()
        do {
            let first = try makeEcho()
            let second = try makeEcho()
            _ = try first.call("ping", [])
            _ = try first.call("ping", [])
            #expect(try first.call("report_calls", []).payload["count"] == .int64(3))
            #expect(try second.call("report_calls", []).payload["count"] == .int64(1))
            #expect(first.store.value(of: "calls") == .int64(3))
        }
        #expect(lasso_fixture_cecho_destroyed() == destroyedBefore + 2)
    }

    @Test func handlerStateChangesArriveInOneUpdate() throws {
        let echo = try makeEcho()
        var updates = 0
        echo.store.observeState { _, _ in updates += 1 }
        updates = 0
        _ = try echo.call("set_i32", [.int32(5)])
        #expect(updates == 1)
        _ = try echo.call("ping", [])
        #expect(updates == 1, "a handler that changes nothing causes no update")
    }

    @Test func outputObserversSeeTheStateTheHandlerSetBeforeEmitting() throws {
        let echo = try makeEcho()
        var seen: CValue?
        echo.instance.observeOutput { [store = echo.store] _ in seen = store.state["text"] }
        _ = try echo.call("set_str", [.string("grüße")])
        #expect(seen == .string("grüße"))
    }

    @Test func emittersAreRealCFunctionPointersBoundToTheirInstance() throws {
        let first = try makeEcho()
        let second = try makeEcho()
        let instance = try #require(first.store.cInstance).assumingMemoryBound(to: lasso_c_instance.self)
        #expect(instance.pointee.emitter_count == 11)
        typealias EmitPair = @convention(c) (Int32, UnsafePointer<CChar>?) -> Void
        let pair = unsafeBitCast(try #require(instance.pointee.emitters?[6]), to: EmitPair.self)
        "日本語 🎉".withCString { pair(99, $0) }
        #expect(first.outputs.map(\.name) == ["pair"])
        #expect(second.outputs.isEmpty)
        #expect(
            try JSONDecoder().decode([String: CValue].self, from: first.outputs[0].payload) == [
                "0": .int64(99), "1": .string("日本語 🎉"),
            ])

        let reports = LassoDiagnostics.capturingReports { pair(1, nil) }
        #expect(first.outputs.count == 2)
        #expect(reports.first?.message.contains("output 'pair': string argument 2 was NULL") == true)
    }

    @Test func emitterCalledOffTheMainThreadDeliversOnTheMainThread() async throws {
        let echo = try makeEcho()
        let instance = try #require(echo.store.cInstance).assumingMemoryBound(to: lasso_c_instance.self)
        typealias EmitBool = @convention(c) (Bool) -> Void
        let emit = unsafeBitCast(try #require(instance.pointee.emitters?[3]), to: EmitBool.self)
        let thread = Thread { emit(true) }
        thread.start()
        // Up to 60 s, only as the bound of a failing test: it goes on as soon as the output came.
        for _ in 0..<6000 where echo.outputs.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(echo.outputs.map(\.name) == ["got_bool"])
    }

    @Test func initialStateFromConfigIsTypedAndChecked() throws {
        let echo = try makeEcho(#"{"i32": 9, "i64": -9223372036854775808, "f64": 2, "flag": false, "text": "grüße"}"#)
        #expect(echo.store.value(of: "i32") == .int32(9))
        #expect(echo.store.value(of: "i64") == .int64(.min))
        #expect(echo.store.value(of: "f64") == .double(2))
        #expect(echo.store.value(of: "flag") == .bool(false))
        #expect(echo.store.value(of: "text") == .string("grüße"))

        let bad: [(String, String)] = [
            (#"{"i32": "x"}"#, "'i32': expected i32, got \"x\""),
            (#"{"i32": 3000000000}"#, "'i32': expected i32, got 3000000000"),
            (#"{"flag": 1}"#, "'flag': expected bool, got 1"),
            (#"{"nope": 1}"#, "'nope': no such field (fields: i32, i64, f64, flag, text, calls)"),
            (#"[1]"#, "the initial state must be a mapping"),
        ]
        for (parameters, problem) in bad {
            #expect {
                try module.validateParameters(Data(parameters.utf8))
            } throws: { error in
                "\(error)".contains("cecho.echo") && "\(error)".contains(problem)
            }
        }
    }

    @Test func stateSavesAndRestoresLikeASwiftScreen() throws {
        let echo = try makeEcho()
        _ = try echo.call("set_i64", [.int64(Int64.max)])
        _ = try echo.call("set_str", [.string("日本語")])
        let saved = try echo.store.encodedState()
        #expect(
            String(decoding: saved, as: UTF8.self)
                == #"{"calls":0,"f64":1.5,"flag":true,"i32":7,"i64":9223372036854775807,"text":"日本語"}"#)

        let restored = try makeEcho()
        try restored.store.restoreState(from: saved)
        #expect(restored.store.value(of: "i64") == .int64(Int64.max))
        #expect(restored.store.value(of: "text") == .string("日本語"))
        #expect(restored.store.value(of: "f64") == .double(1.5))
        #expect(try restored.call("report_calls", []).payload["count"] == .int64(1))

        try restored.store.restoreState(from: Data(#"{"i32": 4.0}"#.utf8))
        #expect(restored.store.value(of: "i32") == .int32(4), "loose values read as the declared type")
        #expect(restored.store.value(of: "text") == .string("héllo"), "missing fields read as their defaults")
    }

    // MARK: - The generic view controller

    @Test func viewIsBuiltFromTheDescriptionAndBoundToTheStore() throws {
        let echo = try makeEcho()
        let controller = try #require(echo.instance.controller() as? CScreenViewController)
        #expect(controller.title == "Echo")
        let widgets = controller.view.visibleWidgets
        func widget<W: Widget>(_ identifier: String, as type: W.Type) throws -> W {
            try #require(widgets.first { $0.identifier == identifier } as? W, "no \(W.self) '\(identifier)'")
        }
        #expect(try widget("heading", as: Label.self).text == "Echo every type")
        #expect(try widget("heading", as: Label.self).style == .title)
        #expect(try widget("i32_label", as: Label.self).text == "i32: 7")
        #expect(try widget("f64_label", as: Label.self).text == "f64: 1.50 {raw 1.5}")
        #expect(try widget("text_label", as: Label.self).text == "héllo")
        #expect(try widget("text_label", as: Label.self).style == .caption)
        #expect(try widget("text_field", as: TextField.self).text == "héllo")
        #expect(try widget("text_field", as: TextField.self).placeholder == "Type here")

        try widget("set42", as: Button.self).tap()
        #expect(echo.outputs.last?.name == "got_i32")
        #expect(try widget("i32_label", as: Label.self).text == "i32: 42")

        try widget("text_field", as: TextField.self).userDidEdit("日本語 🎉")
        #expect(echo.outputs.last?.name == "got_str")
        #expect(try widget("text_label", as: Label.self).text == "日本語 🎉")

        try widget("all", as: Button.self).tap()
        let all = try JSONDecoder().decode([String: CValue].self, from: try #require(echo.outputs.last).payload)
        #expect(
            all == ["a": .int64(-5), "b": .int64(Int64.max), "c": .double(0.25), "d": .bool(false), "e": .string("日本")])

        try widget("ping", as: Button.self).tap()
        #expect(echo.outputs.last?.name == "pong")

        let row = try #require(try widget("ping", as: Button.self).superview)
        #expect(row.axis == .horizontal, "LASSO_C_SAME_ROW puts Ping next to All")
        #expect(row.arrangedWidgets.map(\.identifier) == ["all", "ping"])

        _ = try echo.call("set_f64", [.double(2.345)])
        #expect(try widget("f64_label", as: Label.self).text == "f64: 2.35 {raw 2.345}")

        let toggle = try widget("flag_toggle", as: Toggle.self)
        #expect(toggle.isOn, "the toggle shows the bool field")
        toggle.toggle()
        #expect(echo.outputs.last?.name == "got_bool")
        #expect(echo.store.value(of: "flag") == .bool(false))
        _ = try echo.call("set_bool", [.bool(true)])
        #expect(toggle.isOn, "and follows it")
        let progress = try widget("f64_progress", as: ProgressBar.self)
        _ = try echo.call("set_f64", [.double(0.25)])
        #expect(progress.value == 0.25)
        #expect(progress.label == "f64")

        let choice = try widget("i32_choice", as: ChoiceGroup.self)
        #expect(choice.options == ["zero", "one", "two"])
        #expect(choice.style == .segmented)
        choice.select(2)
        #expect(echo.store.value(of: "i32") == .int32(2))
        _ = try echo.call("set_i32", [.int32(1)])
        #expect(choice.selectedIndex == 1, "the choice follows the i32 field")
        let textView = try widget("text_view", as: TextView.self)
        textView.editor.insert("\nsecond line")
        #expect(echo.outputs.last?.name == "got_str")
        #expect(echo.store.value(of: "text")?.description.hasSuffix("\nsecond line") == true)
    }

    // MARK: - The paths the ffi benchmark times

    /// A C handler reached through ``CCallInterface`` and through a C screen store built without
    /// a plugin: the libffi and store paths `lasso-benchmarks ffi` times
    /// (Benchmarks/LassoBenchmarks/FFI/CActionCallBenchmark.swift, which builds them the same way).
    @Test func benchmarkedPathsRunTheHandler() throws {
        let total = UnsafeMutablePointer<Int64>.allocate(capacity: 1)
        total.initialize(to: 0)
        defer { total.deallocate() }
        let add: @convention(c) (UnsafeMutablePointer<lasso_c_instance>?, Int32) -> Void = { instance, value in
            instance?.pointee.user_data?.assumingMemoryBound(to: Int64.self).pointee &+= Int64(value)
        }
        let handler = unsafeBitCast(add, to: lasso_c_function.self)
        let interface = try CCallInterface(types: [.int32], leadingInstance: true)

        var instance = lasso_c_instance(
            api: nil, user_data: UnsafeMutableRawPointer(total), emitters: nil, emitter_count: 0, host_private: nil)
        for _ in 0..<10 { interface.call(handler, instance: &instance, arguments: [.int32(2)]) }
        #expect(total.pointee == 20)

        let store = CScreenStore(
            definition: CScreenDefinition(
                pluginName: "benchmark", name: "add", title: "Add", fields: [], widgets: [],
                actions: [
                    .init(
                        name: "add", signature: CSignature([.init(type: .int32)]), handler: handler,
                        interface: interface)
                ],
                outputs: [],
                create: { _, context in context },
                context: UnsafeMutableRawPointer(total)
            ))
        for _ in 0..<3 { store.dispatchAction(.invoke("add", [.int32(5)])) }
        #expect(total.pointee == 35)
    }
}
