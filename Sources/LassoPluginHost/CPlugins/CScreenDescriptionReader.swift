internal import CLassoPluginABI
import Lasso
import LassoPlugin

/// Reads a plugin's `lasso_c_screen` into a ``CScreenDefinition``, checking everything: the
/// struct size, every pointer and count, every name, signature, widget binding and constant.
///
/// Every refusal names the plugin, the screen and the offending text:
/// `plugin 'units': screen 'main': action 'convert': signature "f64,float": parameter 2 has the
/// unsupported type 'float' (…)`.
struct CScreenDescriptionReader {
    /// The most entries of each array (fields, widgets, actions, outputs, arguments) accepted.
    static let maximumCount: UInt32 = 256
    /// The most items of a list field's default accepted.
    static let maximumListCount: UInt32 = 1 << 20

    let pluginName: String

    /// Reads `pointer`. Throws a ``CScreenDescriptionError`` whose text is the whole message.
    func read(_ pointer: UnsafePointer<lasso_c_screen>?) throws(CScreenDescriptionError) -> CScreenDefinition {
        guard let pointer else { throw refusal("the screen description is NULL") }
        let declaredSize = UnsafeRawPointer(pointer).load(as: UInt32.self)
        let hostSize = MemoryLayout<lasso_c_screen>.size
        guard Int(declaredSize) >= hostSize else {
            throw refusal(
                "the screen description's struct_size is \(declaredSize) but this host's lasso_c_screen has \(hostSize) bytes; set struct_size = sizeof(lasso_c_screen) and rebuild against this lasso_plugin.h"
            )
        }
        let screen = pointer.pointee
        guard let rawName = screen.name else { throw refusal("a screen has no name") }
        let name = string(rawName)
        guard
            isValidName(name)
                || (name.hasPrefix(pluginName + ".") && isValidName(String(name.dropFirst(pluginName.count + 1))))
        else {
            throw refusal("screen name '\(name)' is invalid: use \(validNameRule)")
        }
        let localName = name.hasPrefix(pluginName + ".") ? String(name.dropFirst(pluginName.count + 1)) : name
        let context = "plugin '\(pluginName)': screen '\(localName)'"
        func fail(_ message: String) -> CScreenDescriptionError { CScreenDescriptionError("\(context): \(message)") }

        let fields = try readFields(screen, fail: fail)
        let actions = try readActions(screen, fail: fail)
        let outputs = try readOutputs(screen, fail: fail)
        let widgets = try readWidgets(screen, fields: fields, actions: actions, fail: fail)
        return CScreenDefinition(
            pluginName: pluginName,
            name: localName,
            title: screen.title.map(string) ?? "",
            fields: fields,
            widgets: widgets,
            actions: actions,
            outputs: outputs,
            create: screen.create,
            destroy: screen.destroy,
            context: screen.context
        )
    }

    private func refusal(_ message: String) -> CScreenDescriptionError {
        CScreenDescriptionError("plugin '\(pluginName)': \(message)")
    }

    /// The elements of a C array, after checking its pointer and count.
    private func elements<Element>(
        _ base: UnsafePointer<Element>?, _ count: UInt32, _ what: String,
        fail: (String) -> CScreenDescriptionError
    ) throws(CScreenDescriptionError) -> [Element] {
        guard count > 0 else { return [] }
        guard count <= Self.maximumCount else {
            throw fail("\(what) count \(count) is more than the \(Self.maximumCount) supported")
        }
        guard let base else { throw fail("\(what) count is \(count) but the \(what) pointer is NULL") }
        return Array(UnsafeBufferPointer(start: base, count: Int(count)))
    }

    private func readFields(_ screen: lasso_c_screen, fail: (String) -> CScreenDescriptionError)
        throws(CScreenDescriptionError) -> [CScreenDefinition.Field]
    {
        var fields: [CScreenDefinition.Field] = []
        for (index, raw) in try elements(screen.fields, screen.field_count, "fields", fail: fail).enumerated() {
            guard let rawName = raw.name else { throw fail("field \(index + 1) has no name") }
            let name = string(rawName)
            guard isCIdentifier(name) else {
                throw fail(
                    "field name '\(name)' is not a C identifier (letters, digits and '_', not starting with a digit)")
            }
            guard !fields.contains(where: { $0.name == name }) else { throw fail("field '\(name)' is declared twice") }
            let initial = try value(raw.initial, fail: { fail("field '\(name)': \($0)") })
            fields.append(.init(name: name, initial: initial))
        }
        return fields
    }

    private func readActions(_ screen: lasso_c_screen, fail: (String) -> CScreenDescriptionError)
        throws(CScreenDescriptionError) -> [CScreenDefinition.Action]
    {
        var actions: [CScreenDefinition.Action] = []
        for (index, raw) in try elements(screen.actions, screen.action_count, "actions", fail: fail).enumerated() {
            let callable = try readCallable(
                "action", index: index, name: raw.name, signature: raw.signature, noPayload: "no arguments",
                leadingInstance: true, declared: actions.map(\.name), fail: fail)
            guard let handler = raw.handler else { throw fail("action '\(callable.name)' has no handler function") }
            actions.append(
                .init(
                    name: callable.name, signature: callable.signature, handler: handler, interface: callable.interface)
            )
        }
        return actions
    }

    private func readOutputs(_ screen: lasso_c_screen, fail: (String) -> CScreenDescriptionError)
        throws(CScreenDescriptionError) -> [CScreenDefinition.Output]
    {
        var outputs: [CScreenDefinition.Output] = []
        for (index, raw) in try elements(screen.outputs, screen.output_count, "outputs", fail: fail).enumerated() {
            let callable = try readCallable(
                "output", index: index, name: raw.name, signature: raw.signature, noPayload: "no payload",
                leadingInstance: false, declared: outputs.map(\.name), fail: fail)
            outputs.append(.init(name: callable.name, signature: callable.signature, interface: callable.interface))
        }
        return outputs
    }

    /// An action's or output's name, signature and call interface, checked alike: a C identifier
    /// declared once, with a signature (`""` for `noPayload`) that parses and that libffi can call.
    private func readCallable(
        _ kind: String, index: Int, name rawName: UnsafePointer<CChar>?, signature rawSignature: UnsafePointer<CChar>?,
        noPayload: String, leadingInstance: Bool, declared: [String], fail: (String) -> CScreenDescriptionError
    ) throws(CScreenDescriptionError) -> (name: String, signature: CSignature, interface: CCallInterface) {
        guard let rawName else { throw fail("\(kind) \(index + 1) has no name") }
        let name = string(rawName)
        guard isCIdentifier(name) else {
            throw fail(
                "\(kind) name '\(name)' is not a C identifier (letters, digits and '_', not starting with a digit)")
        }
        guard !declared.contains(name) else { throw fail("\(kind) '\(name)' is declared twice") }
        guard let rawSignature else { throw fail("\(kind) '\(name)' has no signature (use \"\" for \(noPayload))") }
        do {
            let signature = try CSignature(parsing: string(rawSignature))
            let interface = try CCallInterface(types: signature.types, leadingInstance: leadingInstance)
            return (name, signature, interface)
        } catch {
            throw fail("\(kind) '\(name)': \(error)")
        }
    }

    private func readWidgets(
        _ screen: lasso_c_screen,
        fields: [CScreenDefinition.Field],
        actions: [CScreenDefinition.Action],
        fail: (String) -> CScreenDescriptionError
    ) throws(CScreenDescriptionError) -> [CScreenDefinition.PlacedWidget] {
        var widgets: [CScreenDefinition.PlacedWidget] = []
        for (index, raw) in try elements(screen.widgets, screen.widget_count, "widgets", fail: fail).enumerated() {
            let identifier = raw.identifier.map(string)
            let label = "widget \(index + 1)" + (identifier.map { " '\($0)'" } ?? "")
            func widgetFail(_ message: String) -> CScreenDescriptionError { fail("\(label): \(message)") }
            let knownFlags =
                LASSO_C_SAME_ROW | (raw.kind == LASSO_C_CHOICE ? LASSO_C_SEGMENTED : 0)
                | (raw.kind == LASSO_C_CHART ? LASSO_C_BARS : 0)
            guard raw.flags & ~knownFlags == 0 else {
                throw widgetFail(
                    "unknown flags 0x\(String(raw.flags, radix: 16)) (use LASSO_C_SAME_ROW, LASSO_C_SEGMENTED on a choice, LASSO_C_BARS on a chart, or 0)"
                )
            }
            let sameRow = raw.flags & LASSO_C_SAME_ROW != 0
            func place(_ widget: CScreenDefinition.Widget) {
                widgets.append(.init(widget: widget, sameRow: sameRow && !widgets.isEmpty))
            }
            let fieldName = raw.field.map(string)
            let field = fieldName.flatMap { name in fields.first { $0.name == name } }
            if let fieldName, field == nil {
                throw widgetFail("shows the field '\(fieldName)', which the screen does not declare")
            }
            let actionName = raw.action.map(string)
            let action = actionName.flatMap { name in actions.first { $0.name == name } }
            if let actionName, action == nil {
                throw widgetFail("invokes the action '\(actionName)', which the screen does not declare")
            }
            switch raw.kind {
            case LASSO_C_LABEL:
                let text = raw.text.map(string)
                let format: CLabelFormat
                do {
                    format =
                        try text.map { text throws(CScreenDescriptionError) in try CLabelFormat(parsing: text) }
                        ?? CLabelFormat(pieces: [.value(decimals: nil)])
                } catch {
                    throw widgetFail("\(error)")
                }
                guard text != nil || field != nil else { throw widgetFail("a label needs a text, a field, or both") }
                if let field {
                    guard format.showsValue else {
                        throw widgetFail("label text \"\(text ?? "")\" shows no '{}' for the field '\(field.name)'")
                    }
                    if format.usesDecimals, field.type != .double {
                        throw widgetFail(
                            "label text \"\(text ?? "")\" asks for decimals, but the field '\(field.name)' is \(field.type), not f64"
                        )
                    }
                } else if format.showsValue {
                    throw widgetFail("label text \"\(text ?? "")\" has a '{}' placeholder but the label names no field")
                }
                let style: Label.Style
                switch raw.style {
                case UInt32(LASSO_C_STYLE_BODY.rawValue): style = .body
                case UInt32(LASSO_C_STYLE_TITLE.rawValue): style = .title
                case UInt32(LASSO_C_STYLE_CAPTION.rawValue): style = .caption
                case UInt32(LASSO_C_STYLE_ERROR.rawValue): style = .error
                default: throw widgetFail("unknown label style \(raw.style)")
                }
                place(.label(identifier: identifier, format: format, field: field?.name, style: style))
            case LASSO_C_BUTTON:
                guard let title = raw.text.map(string), !title.isEmpty else {
                    throw widgetFail("a button needs a title (text)")
                }
                guard let action else { throw widgetFail("button '\(title)' invokes no action") }
                let rawArguments = try elements(raw.arguments, raw.argument_count, "arguments", fail: widgetFail)
                let parameters = action.signature.parameters
                guard rawArguments.count == parameters.count else {
                    throw widgetFail(
                        "button '\(title)' passes \(rawArguments.count) argument(s) to action '\(action.name)', whose signature \"\(action.signature)\" takes \(parameters.count)"
                    )
                }
                var arguments: [CValue] = []
                for (position, (rawArgument, parameter)) in zip(rawArguments, parameters).enumerated() {
                    let argument = try value(rawArgument, fail: { widgetFail("argument \(position + 1): \($0)") })
                    guard let typed = argument.coerced(to: parameter.type) else {
                        throw widgetFail(
                            "button '\(title)' passes \(argument.type) \(argument.literal) as argument \(position + 1) of action '\(action.name)', which takes \(parameter.type)"
                        )
                    }
                    arguments.append(typed)
                }
                place(.button(identifier: identifier, title: title, action: action.name, arguments: arguments))
            case LASSO_C_TEXT_FIELD, LASSO_C_TEXT_VIEW:
                let what = raw.kind == LASSO_C_TEXT_FIELD ? "text field" : "text view"
                guard let field else { throw widgetFail("a \(what) needs a string field to show") }
                guard field.type == .string else {
                    throw widgetFail("a \(what) shows a string field, but '\(field.name)' is \(field.type)")
                }
                guard let action else { throw widgetFail("a \(what) needs an action taking the edited text") }
                guard action.signature.types == [.string] else {
                    throw widgetFail(
                        "a \(what)'s action takes one string, but '\(action.name)' has the signature \"\(action.signature)\""
                    )
                }
                let placeholder = raw.text.map(string) ?? ""
                place(
                    raw.kind == LASSO_C_TEXT_FIELD
                        ? .textField(
                            identifier: identifier, placeholder: placeholder, field: field.name, action: action.name)
                        : .textView(
                            identifier: identifier, placeholder: placeholder, field: field.name, action: action.name))
            case LASSO_C_CHOICE:
                let options = (raw.text.map(string) ?? "").split(separator: "|", omittingEmptySubsequences: false)
                    .map(String.init)
                guard options.count >= 2, !options.contains(where: \.isEmpty) else {
                    throw widgetFail(
                        "a choice needs two or more options in its text, separated by '|' (\"Metric|Imperial\")")
                }
                guard let field, field.type == .int32 else {
                    throw widgetFail(
                        field.map { "a choice shows an i32 field (the chosen index), but '\($0.name)' is \($0.type)" }
                            ?? "a choice needs an i32 field to show the chosen index")
                }
                guard let action, action.signature.types == [.int32] else {
                    throw widgetFail(
                        "a choice needs an action taking the chosen index (signature \"i32\")"
                            + (action.map { ", but '\($0.name)' has the signature \"\($0.signature)\"" } ?? ""))
                }
                place(
                    .choice(
                        identifier: identifier, options: options, segmented: raw.flags & LASSO_C_SEGMENTED != 0,
                        field: field.name, action: action.name))
            case LASSO_C_TOGGLE:
                guard let title = raw.text.map(string), !title.isEmpty else {
                    throw widgetFail("a toggle needs a title (text)")
                }
                guard let field, field.type == .bool else {
                    throw widgetFail(
                        field.map { "a toggle shows a bool field, but '\($0.name)' is \($0.type)" }
                            ?? "toggle '\(title)' needs a bool field to show")
                }
                guard let action, action.signature.types == [.bool] else {
                    throw widgetFail(
                        "toggle '\(title)' needs an action taking the new value (signature \"bool\")"
                            + (action.map { ", but '\($0.name)' has the signature \"\($0.signature)\"" } ?? ""))
                }
                place(.toggle(identifier: identifier, title: title, field: field.name, action: action.name))
            case LASSO_C_PROGRESS:
                guard let field, field.type == .double else {
                    throw widgetFail(
                        field.map { "a progress bar shows an f64 field, but '\($0.name)' is \($0.type)" }
                            ?? "a progress bar needs an f64 field to show")
                }
                place(.progress(identifier: identifier, label: raw.text.map(string) ?? "", field: field.name))
            case LASSO_C_TABLE:
                let columns = (raw.text.map(string) ?? "").split(separator: "|", omittingEmptySubsequences: false)
                    .map(String.init)
                guard !columns.contains(where: \.isEmpty) else {
                    throw widgetFail(
                        "a table needs its column titles in its text, separated by '|' (\"From|To|Result\")")
                }
                guard let field, field.type == .strings else {
                    throw widgetFail(
                        field.map {
                            "a table shows a string-list field (LASSO_C_STRINGS, cells row by row), but '\($0.name)' is \($0.type)"
                        } ?? "a table needs a string-list field (LASSO_C_STRINGS) holding its cells row by row")
                }
                let action = try indexAction(action, "a table", widgetFail)
                place(.table(identifier: identifier, columns: columns, field: field.name, action: action))
            case LASSO_C_TREE:
                guard let field, field.type == .strings else {
                    throw widgetFail(
                        field.map {
                            "a tree shows a string-list field (LASSO_C_STRINGS, one node per item, depth by leading tabs), but '\($0.name)' is \($0.type)"
                        }
                            ?? "a tree needs a string-list field (LASSO_C_STRINGS), one node per item, depth by leading tabs"
                    )
                }
                let action = try indexAction(action, "a tree", widgetFail)
                place(.tree(identifier: identifier, field: field.name, action: action))
            case LASSO_C_CHART:
                guard let field, field.type == .doubles else {
                    throw widgetFail(
                        field.map {
                            "a chart shows a double-list field (LASSO_C_DOUBLES), but '\($0.name)' is \($0.type)"
                        }
                            ?? "a chart needs a double-list field (LASSO_C_DOUBLES) to show")
                }
                place(
                    .chart(
                        identifier: identifier, title: raw.text.map(string) ?? "", bars: raw.flags & LASSO_C_BARS != 0,
                        field: field.name))
            default:
                throw widgetFail(
                    "unknown widget kind \(raw.kind.rawValue) (use LASSO_C_LABEL, LASSO_C_BUTTON, LASSO_C_TEXT_FIELD, LASSO_C_TOGGLE, LASSO_C_PROGRESS, LASSO_C_CHOICE, LASSO_C_TEXT_VIEW, LASSO_C_TABLE, LASSO_C_TREE or LASSO_C_CHART; TOGGLE to TEXT_VIEW need a host with plugin ABI 1.2, TABLE to CHART 1.3)"
                )
            }
        }
        return widgets
    }

    /// The optional action of a table or tree, which takes the chosen row's index.
    private func indexAction(
        _ action: CScreenDefinition.Action?, _ what: String, _ fail: (String) -> CScreenDescriptionError
    ) throws(CScreenDescriptionError) -> String? {
        guard let action else { return nil }
        guard action.signature.types == [.int32] else {
            throw fail(
                "\(what)'s action takes the chosen row's index (signature \"i32\"), but '\(action.name)' has the signature \"\(action.signature)\""
            )
        }
        return action.name
    }

    /// A `lasso_c_value`, copied.
    private func value(_ raw: lasso_c_value, fail: (String) -> CScreenDescriptionError) throws(CScreenDescriptionError)
        -> CValue
    {
        switch raw.type {
        case LASSO_C_INT32: return .int32(raw.as.i32)
        case LASSO_C_INT64: return .int64(raw.as.i64)
        case LASSO_C_DOUBLE: return .double(raw.as.f64)
        case LASSO_C_BOOL:
            // Read the byte: a plugin may have stored a value other than 0 or 1.
            return .bool(withUnsafeBytes(of: raw.as) { $0[0] != 0 })
        case LASSO_C_STRING: return .string(raw.as.str.map(string) ?? "")
        case LASSO_C_DOUBLES, LASSO_C_STRINGS:
            let isDoubles = raw.type == LASSO_C_DOUBLES
            guard let list = raw.as.list?.pointee, list.count > 0 else {
                return isDoubles ? .doubles([]) : .strings([])
            }
            guard list.count <= Self.maximumListCount else {
                throw fail("the list's count \(list.count) is more than the \(Self.maximumListCount) supported")
            }
            guard let items = list.items else {
                throw fail("the list's count is \(list.count) but its items pointer is NULL")
            }
            if isDoubles {
                return .doubles(
                    Array(
                        UnsafeBufferPointer(start: items.assumingMemoryBound(to: Double.self), count: Int(list.count))))
            }
            let strings = UnsafeBufferPointer(
                start: items.assumingMemoryBound(to: UnsafePointer<CChar>?.self), count: Int(list.count))
            return .strings(strings.map { $0.map(string) ?? "" })
        default:
            throw fail(
                "unknown value type \(raw.type.rawValue) (use LASSO_C_INT32, _INT64, _DOUBLE, _BOOL, _STRING, or _DOUBLES or _STRINGS with a host of plugin ABI 1.3)"
            )
        }
    }

    /// A C string copied as UTF-8, invalid sequences repaired.
    private func string(_ pointer: UnsafePointer<CChar>) -> String {
        String(cString: pointer)
    }
}
