import CLassoPluginABI
import CPluginFixtures
import Foundation
import Lasso
import Testing

@testable import LassoPlugin
@testable import LassoPluginHost

/// C plugins register through the host table in-process, with the loader's checks.
@MainActor
@Suite("C plugin registration")
struct CPluginRegistrationTests {
    let registry = ModuleRegistry()

    @Test func cScreenAppearsInTheRegistryLikeASwiftScreen() throws {
        let plugin = try PluginOpener(registry: registry).registerLinked(origin: "cecho") {
            UnsafeRawPointer(lasso_fixture_cecho_describe()!)
        }
        #expect(plugin.name == "cecho")
        #expect(plugin.abiMajor == 1 && plugin.abiMinor == 2)
        #expect(plugin.moduleNames == ["cecho.echo"])
        let module = try #require(registry.module(named: "cecho.echo"))
        #expect(module.kind == .screen)
        #expect(module.requiredContext == .any)
        #expect(module.moduleType is any ScreenModule.Type)
        #expect(module.typeName == "LassoPluginHost.CScreenModule")
        #expect(module.parameterNames == ["calls", "f64", "flag", "i32", "i64", "text"])
        #expect(
            module.outputs == [
                "got_i32", "got_i64", "got_f64", "got_bool", "got_str", "all", "pair", "many", "pong", "misuse",
                "calls",
            ])
        let defaults = try JSONDecoder().decode([String: CValue].self, from: try #require(module.defaultParameters))
        #expect(defaults["text"] == .string("héllo"))
        #expect(defaults["flag"] == .bool(true))
    }

    @Test func cAndSwiftScreensArePlacedTheSameWay() throws {
        let loader = PluginOpener(registry: registry)
        try loader.registerLinked(origin: "greeting") { describePlugin(GreetingPlugin.self) }
        try loader.registerLinked(origin: "cecho") { UnsafeRawPointer(lasso_fixture_cecho_describe()!) }
        let navigation = NavigationController()
        let swiftScreen = try #require(registry.module(named: "greeting.hello")).instantiate(nil, .inMemoryForTests)
        try swiftScreen.place(.navigation(root(of: navigation)))
        let cScreen = try #require(registry.module(named: "cecho.echo")).instantiate(nil, .inMemoryForTests)
        try cScreen.place(.navigation(pushed(in: navigation)))
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === cScreen.controller())
        #expect(cScreen.controller()?.title == "Echo")
        #expect(cScreen.store?.isStateCodable == true)
    }

    // MARK: - Refusals

    /// Registers "cbad" with the given signatures; the load error's text.
    private func refusal(action: String?, output: String?) -> PluginLoadError? {
        func withOptionalCString<T>(_ text: String?, _ body: (UnsafePointer<CChar>?) -> T) -> T {
            guard let text else { return body(nil) }
            return text.withCString { body($0) }
        }
        return withOptionalCString(action) { actionPointer -> PluginLoadError? in
            withOptionalCString(output) { outputPointer -> PluginLoadError? in
                lasso_fixture_cbad_set(actionPointer, outputPointer)
                defer { lasso_fixture_cbad_set("", "") }
                do {
                    try PluginOpener(registry: registry).registerLinked(origin: "/plugins/libcbad.so") {
                        UnsafeRawPointer(lasso_fixture_cbad_describe()!)
                    }
                    return nil
                } catch {
                    return error as? PluginLoadError
                }
            }
        }
    }

    @Test func wellFormedSignaturesRegister() {
        #expect(refusal(action: "count:i32, label:str", output: "f64,bool,i64") == nil)
        #expect(registry.module(named: "cbad.bad")?.outputs == ["out"])
    }

    @Test(arguments: [
        ("i32,,str", "parameter 2 is empty"),
        ("float", "unsupported type 'float'"),
        ("f64,bool,i65", "parameter 3 has the unsupported type 'i65'"),
        ("a:i32,str", "name every parameter or none"),
    ])
    func badActionSignatureIsRefusedAtLoadNamingThePluginAndTheText(signature: String, problem: String) throws {
        let error = try #require(refusal(action: signature, output: ""))
        #expect(error.kind == .registrationFailed)
        #expect(error.path == "/plugins/libcbad.so")
        #expect(
            error.message.contains(
                "plugin 'cbad' failed to register: screen 'bad': action 'act': signature \"\(signature)\""))
        #expect(error.message.contains(problem))
        #expect(registry.module(named: "cbad.bad") == nil)
        #expect(registry.plugins["cbad"] == nil)
    }

    @Test(arguments: [
        ("i32,float", "parameter 2 has the unsupported type 'float'"),
        ("count:i32,count:i64", "repeats the name 'count'"),
        ("i32,", "parameter 2 is empty"),
    ])
    func badOutputSignatureIsRefusedAtLoadNamingThePluginAndTheText(signature: String, problem: String) throws {
        let error = try #require(refusal(action: "", output: signature))
        #expect(error.kind == .registrationFailed)
        #expect(
            error.message.contains(
                "plugin 'cbad' failed to register: screen 'bad': output 'out': signature \"\(signature)\""))
        #expect(error.message.contains(problem))
    }

    @Test func refusalFailsTheLoadEvenWhenThePluginIgnoresIt() throws {
        lasso_fixture_cbad_ignore_refusal(true)
        defer { lasso_fixture_cbad_ignore_refusal(false) }
        let error = try #require(refusal(action: "i32,double,flaot", output: ""))
        #expect(error.kind == .registrationFailed)
        #expect(error.message.contains("signature \"i32,double,flaot\": parameter 3 has the unsupported type 'flaot'"))
        #expect(registry.plugins["cbad"] == nil)
    }

    @Test func missingSignatureIsRefused() throws {
        let error = try #require(refusal(action: nil, output: ""))
        #expect(error.message.contains("plugin 'cbad' failed to register: screen 'bad': action 'act' has no signature"))
    }

    // MARK: - Description checks

    private func read(_ configure: (inout lasso_c_screen) -> Void) -> String? {
        var screen = lasso_c_screen()
        screen.struct_size = UInt32(MemoryLayout<lasso_c_screen>.size)
        screen.name = permanent("main")
        configure(&screen)
        do {
            _ = try withUnsafePointer(to: &screen) { pointer throws(CScreenDescriptionError) in
                try CScreenDescriptionReader(pluginName: "units").read(pointer)
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func screenDescriptionsAreCheckedBeforeTheyAreAccepted() {
        #expect(
            read { $0.struct_size = 8 }?.contains("plugin 'units': the screen description's struct_size is 8") == true)
        #expect(read { $0.name = nil }?.contains("plugin 'units': a screen has no name") == true)
        #expect(read { $0.name = permanent("Main Screen") }?.contains("screen name 'Main Screen' is invalid") == true)
        #expect(
            read { $0.field_count = 2 }?.contains(
                "plugin 'units': screen 'main': fields count is 2 but the fields pointer is NULL") == true)
        #expect(
            read { $0.action_count = 100_000 }?.contains("actions count 100000 is more than the 256 supported") == true)

        let duplicateFields = permanentArray([field("a", LASSO_C_INT32), field("a", LASSO_C_STRING)])
        #expect(
            read {
                $0.fields = duplicateFields
                $0.field_count = 2
            }?.contains("field 'a' is declared twice") == true)

        var badType = field("a", LASSO_C_INT32)
        badType.initial.type = lasso_c_type(rawValue: 99)
        let badTypeFields = permanentArray([badType])
        #expect(
            read {
                $0.fields = badTypeFields
                $0.field_count = 1
            }?.contains("field 'a': unknown value type 99") == true)

        let noHandler = permanentArray([lasso_c_action(name: permanent("go"), signature: permanent(""), handler: nil)])
        #expect(
            read {
                $0.actions = noHandler
                $0.action_count = 1
            }?.contains("action 'go' has no handler function") == true)
    }

    @Test func outputsAreCheckedAsActionsAre() {
        func readOutputs(_ outputs: [lasso_c_output]) -> String? {
            let array = permanentArray(outputs)
            return read {
                $0.outputs = array
                $0.output_count = UInt32(outputs.count)
            }
        }
        #expect(
            readOutputs([lasso_c_output(name: permanent("2go"), signature: permanent(""))])?.contains(
                "output name '2go' is not a C identifier") == true)
        #expect(
            readOutputs([
                lasso_c_output(name: permanent("done"), signature: permanent("")),
                lasso_c_output(name: permanent("done"), signature: permanent("i32")),
            ])?.contains("output 'done' is declared twice") == true)
        #expect(
            readOutputs([lasso_c_output(name: permanent("done"), signature: nil)])?.contains(
                #"output 'done' has no signature (use "" for no payload)"#) == true)
        #expect(
            readOutputs([lasso_c_output(name: permanent("done"), signature: permanent("i33"))])?.contains(
                "output 'done': ") == true)
    }

    @Test func widgetBindingsAreChecked() {
        let fields = permanentArray([field("amount", LASSO_C_DOUBLE), field("unit", LASSO_C_STRING)])
        let actions = permanentArray([
            lasso_c_action(name: permanent("set_unit"), signature: permanent("str"), handler: noOp),
            lasso_c_action(name: permanent("convert"), signature: permanent("f64,i32"), handler: noOp),
        ])
        func problem(_ widget: lasso_c_widget) -> String? {
            let widgets = permanentArray([widget])
            return read {
                $0.fields = fields
                $0.field_count = 2
                $0.actions = actions
                $0.action_count = 2
                $0.widgets = widgets
                $0.widget_count = 1
            }
        }
        var label = lasso_c_widget()
        label.kind = LASSO_C_LABEL
        label.field = permanent("nope")
        #expect(problem(label)?.contains("widget 1: shows the field 'nope', which the screen does not declare") == true)
        label.field = permanent("unit")
        label.text = permanent("Unit: {.2}")
        #expect(problem(label)?.contains("asks for decimals, but the field 'unit' is str, not f64") == true)
        label.text = permanent("Unit")
        #expect(problem(label)?.contains("label text \"Unit\" shows no '{}' for the field 'unit'") == true)
        label.field = nil
        label.text = permanent("Unit: {}")
        #expect(problem(label)?.contains("has a '{}' placeholder but the label names no field") == true)
        label.text = permanent("Unit: {")
        #expect(problem(label)?.contains("has a '{' without '}'") == true)

        var textField = lasso_c_widget()
        textField.kind = LASSO_C_TEXT_FIELD
        textField.identifier = permanent("amount_field")
        textField.field = permanent("amount")
        textField.action = permanent("set_unit")
        #expect(
            problem(textField)?.contains(
                "widget 1 'amount_field': a text field shows a string field, but 'amount' is f64") == true)
        textField.field = permanent("unit")
        textField.action = permanent("convert")
        #expect(
            problem(textField)?.contains(
                "a text field's action takes one string, but 'convert' has the signature \"f64,i32\"") == true)
        textField.action = permanent("set_unit")
        #expect(problem(textField) == nil)

        var button = lasso_c_widget()
        button.kind = LASSO_C_BUTTON
        button.text = permanent("Convert")
        button.action = permanent("convert")
        #expect(
            problem(button)?.contains(
                "button 'Convert' passes 0 argument(s) to action 'convert', whose signature \"f64,i32\" takes 2")
                == true)
        button.arguments = permanentArray([cValue(LASSO_C_DOUBLE), cValue(LASSO_C_STRING)])
        button.argument_count = 2
        #expect(problem(button)?.contains("passes str \"\" as argument 2 of action 'convert', which takes i32") == true)
        button.arguments = permanentArray([cValue(LASSO_C_INT32), cValue(LASSO_C_INT32)])
        #expect(problem(button) == nil, "an int32 constant fits a double parameter")
        button.action = permanent("explode")
        #expect(problem(button)?.contains("invokes the action 'explode', which the screen does not declare") == true)

        var toggle = lasso_c_widget()
        toggle.kind = LASSO_C_TOGGLE
        toggle.text = permanent("Metric")
        toggle.field = permanent("unit")
        toggle.action = permanent("set_unit")
        #expect(problem(toggle)?.contains("a toggle shows a bool field, but 'unit' is str") == true)
        toggle.field = nil
        #expect(problem(toggle)?.contains("toggle 'Metric' needs a bool field to show") == true)

        var progress = lasso_c_widget()
        progress.kind = LASSO_C_PROGRESS
        progress.field = permanent("unit")
        #expect(problem(progress)?.contains("a progress bar shows an f64 field, but 'unit' is str") == true)
        progress.field = permanent("amount")
        #expect(problem(progress) == nil)

        var choice = lasso_c_widget()
        choice.kind = LASSO_C_CHOICE
        choice.text = permanent("Metric")
        #expect(problem(choice)?.contains("a choice needs two or more options in its text, separated by '|'") == true)
        choice.text = permanent("Metric|Imperial")
        choice.field = permanent("unit")
        #expect(problem(choice)?.contains("a choice shows an i32 field (the chosen index), but 'unit' is str") == true)
        choice.flags = 4
        #expect(problem(choice)?.contains("unknown flags 0x4") == true)

        var textView = lasso_c_widget()
        textView.kind = LASSO_C_TEXT_VIEW
        textView.field = permanent("amount")
        textView.action = permanent("set_unit")
        #expect(problem(textView)?.contains("a text view shows a string field, but 'amount' is f64") == true)
        textView.field = permanent("unit")
        #expect(problem(textView) == nil)

        var unknown = lasso_c_widget()
        unknown.kind = lasso_c_widget_kind(rawValue: 42)
        #expect(problem(unknown)?.contains("unknown widget kind 42") == true)
    }
}

// MARK: - Building C descriptions in Swift

/// A C string that lives as long as the test process.
func permanent(_ text: String) -> UnsafePointer<CChar> {
    UnsafePointer(strdup(text)!)
}

/// A C array that lives as long as the test process.
func permanentArray<Element>(_ elements: [Element]) -> UnsafePointer<Element> {
    let pointer = UnsafeMutablePointer<Element>.allocate(capacity: max(elements.count, 1))
    pointer.initialize(from: elements, count: elements.count)
    return UnsafePointer(pointer)
}

/// A zero value of `type`.
func cValue(_ type: lasso_c_type) -> lasso_c_value {
    var value = lasso_c_value()
    value.type = type
    if type == LASSO_C_STRING { value.as.str = permanent("") }
    return value
}

/// A field named `name` of `type`, defaulting to zero.
func field(_ name: String, _ type: lasso_c_type) -> lasso_c_field {
    lasso_c_field(name: permanent(name), initial: cValue(type))
}

/// A handler that does nothing.
let noOp: lasso_c_function = unsafeBitCast(
    { (_: UnsafeMutablePointer<lasso_c_instance>?) in }
        as @convention(c) (UnsafeMutablePointer<lasso_c_instance>?) -> Void,
    to: lasso_c_function.self
)
