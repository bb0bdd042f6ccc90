package import CLassoPluginABI
package import Foundation
import Lasso
import LassoPlugin

/// A screen a C plugin described with `register_c_screen`, copied into Swift and checked: every
/// name, signature string, widget binding and constant argument. Function pointers stay the
/// plugin's (its library is never unloaded).
///
/// `@unchecked Sendable` invariant: every stored property is a `let` set in `init` and never
/// changed; the only non-`Sendable` parts are the plugin's C function pointers (immutable
/// addresses into a library that stays mapped for the life of the process) and ``Action``'s
/// ``CCallInterface`` (see its invariant). Sharing the definition between threads shares
/// read-only data.
package final class CScreenDefinition: @unchecked Sendable {
    /// One state field with its declared type and default.
    package struct Field: Sendable, Hashable {
        /// The field name.
        package let name: String
        /// The default value, whose type is the field's type.
        package let initial: CValue
        /// The field's type.
        package var type: CValueType { initial.type }

        /// `package`: tests of other modules build a C screen without a plugin.
        package init(name: String, initial: CValue) {
            self.name = name
            self.initial = initial
        }
    }

    /// One action: its name, parsed signature and C handler.
    ///
    /// `@unchecked Sendable` invariant: immutable; `handler` is a C function pointer (an address
    /// in a library never unloaded) and `interface` is read-only after `init` (its invariant).
    package struct Action: @unchecked Sendable {
        /// The action name.
        package let name: String
        /// The argument types.
        package let signature: CSignature
        /// `void handler(lasso_c_instance *, …)`.
        let handler: lasso_c_function
        /// The prepared libffi call interface (instance pointer, then the arguments).
        let interface: CCallInterface

        /// `package`: the benchmarks (Benchmarks/Package.swift) build an action without a plugin.
        package init(name: String, signature: CSignature, handler: lasso_c_function, interface: CCallInterface) {
            self.name = name
            self.signature = signature
            self.handler = handler
            self.interface = interface
        }
    }

    /// One output: its name and parsed payload signature.
    package struct Output: Sendable {
        /// The output name.
        package let name: String
        /// The payload types.
        package let signature: CSignature
        /// The prepared libffi interface of the output's emitter closures.
        let interface: CCallInterface
    }

    /// One widget of the screen's view, and whether it shares the row of the widget before it.
    package struct PlacedWidget: Sendable, Equatable {
        /// The widget.
        package let widget: Widget
        /// Whether it is laid out to the right of the previous widget (`LASSO_C_SAME_ROW`).
        package let sameRow: Bool

        /// `package`: tests of other modules build a C screen without a plugin.
        package init(widget: Widget, sameRow: Bool = false) {
            self.widget = widget
            self.sameRow = sameRow
        }
    }

    /// One widget of the screen's view.
    package enum Widget: Sendable, Equatable {
        /// A label showing `format` with the value of `field` filled in.
        case label(identifier: String?, format: CLabelFormat, field: String?, style: Label.Style)
        /// A button that invokes `action` with constant `arguments`.
        case button(identifier: String?, title: String, action: String, arguments: [CValue])
        /// A text field showing the string field `field`, invoking `action` with every edit.
        case textField(identifier: String?, placeholder: String, field: String, action: String)
        /// A toggle showing the bool field `field`, invoking `action` with every flip (ABI 1.2).
        case toggle(identifier: String?, title: String, field: String, action: String)
        /// A progress bar showing the f64 field `field`, from 0 to 1 (ABI 1.2).
        case progress(identifier: String?, label: String, field: String)
        /// A choice among `options` showing the i32 field `field` as the chosen index, invoking
        /// `action` with every choice (ABI 1.2).
        case choice(identifier: String?, options: [String], segmented: Bool, field: String, action: String)
        /// A text view showing the string field `field`, invoking `action` with every edit (ABI 1.2).
        case textView(identifier: String?, placeholder: String, field: String, action: String)
        /// A table with `columns` showing the string-list field `field` row by row, invoking
        /// `action` (if any) with a selected row's index (ABI 1.3).
        case table(identifier: String?, columns: [String], field: String, action: String?)
        /// A tree showing the string-list field `field`, one node per item with its depth in
        /// leading tabs, invoking `action` (if any) with a selected node's index (ABI 1.3).
        case tree(identifier: String?, field: String, action: String?)
        /// A chart titled `title` of the double-list field `field`, as bars or a sparkline (ABI 1.3).
        case chart(identifier: String?, title: String, bars: Bool, field: String)

        /// The name scripts and tests find the widget by, if the plugin gave one.
        var identifier: String? {
            switch self {
            case .label(let identifier, _, _, _), .button(let identifier, _, _, _),
                .textField(let identifier, _, _, _), .toggle(let identifier, _, _, _),
                .progress(let identifier, _, _), .choice(let identifier, _, _, _, _),
                .textView(let identifier, _, _, _), .table(let identifier, _, _, _), .tree(let identifier, _, _),
                .chart(let identifier, _, _, _):
                identifier
            }
        }
    }

    /// The plugin that registered the screen.
    package let pluginName: String
    /// The module name the plugin gave (without the plugin namespace).
    package let name: String
    /// The screen's title.
    package let title: String
    /// The state fields, in declaration order.
    package let fields: [Field]
    /// The view, top to bottom (rows left to right).
    package let widgets: [PlacedWidget]
    /// The actions, in declaration order.
    package let actions: [Action]
    /// The outputs, in declaration order.
    package let outputs: [Output]

    package typealias CreateFunction =
        @convention(c) (UnsafeMutablePointer<lasso_c_instance>?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
    package typealias DestroyFunction =
        @convention(c) (UnsafeMutablePointer<lasso_c_instance>?, UnsafeMutableRawPointer?) -> Void

    let create: CreateFunction?
    let destroy: DestroyFunction?
    let context: UnsafeMutableRawPointer?

    /// `package`: the benchmarks (Benchmarks/Package.swift) build a C screen without a plugin.
    package init(
        pluginName: String, name: String, title: String, fields: [Field], widgets: [PlacedWidget],
        actions: [Action], outputs: [Output],
        create: CreateFunction? = nil, destroy: DestroyFunction? = nil, context: UnsafeMutableRawPointer? = nil
    ) {
        self.pluginName = pluginName
        self.name = name
        self.title = title
        self.fields = fields
        self.widgets = widgets
        self.actions = actions
        self.outputs = outputs
        self.create = create
        self.destroy = destroy
        self.context = context
    }

    /// A definition without fields, view, actions or outputs (for stores made without one).
    static let empty = CScreenDefinition(
        pluginName: "", name: "", title: "", fields: [], widgets: [], actions: [], outputs: [])

    /// The namespaced module name, `plugin.name`.
    package var qualifiedName: String { pluginName.isEmpty ? name : "\(pluginName).\(name)" }

    /// The field named `name`.
    package func field(named name: String) -> Field? { fields.first { $0.name == name } }

    /// The action named `name`.
    package func action(named name: String) -> Action? { actions.first { $0.name == name } }

    /// The index of the output named `name`.
    package func outputIndex(named name: String) -> Int? { outputs.firstIndex { $0.name == name } }

    /// The default state: every field at its declared default.
    package var defaultState: CScreenModule.State {
        CScreenModule.State(values: Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.initial) }))
    }

    /// The value of `field` in `state` as its declared type: a restored state holds loosely
    /// typed values, and a missing or unfitting one reads as the field's default.
    package func value(of field: Field, in state: CScreenModule.State) -> CValue {
        state.values[field.name]?.coerced(to: field.type) ?? field.initial
    }

    /// The state `parameters` (a JSON object of field values, from a config) sets over the
    /// defaults. Throws ``PluginModuleError/invalidParameters(module:reason:)`` naming the field.
    package func initialState(parameters: Data?) throws -> CScreenModule.State {
        var state = defaultState
        guard let parameters else { return state }
        let given: [String: CValue]
        do {
            given = try JSONDecoder().decode([String: CValue].self, from: parameters)
        } catch {
            throw PluginModuleError.invalidParameters(
                module: qualifiedName,
                reason:
                    "the initial state must be a mapping of field names to numbers, booleans or strings (\(describeDecodingError(error)))"
            )
        }
        for (name, value) in given.sorted(by: { $0.key < $1.key }) {
            guard let field = field(named: name) else {
                let known = fields.map(\.name).joined(separator: ", ")
                throw PluginModuleError.invalidParameters(
                    module: qualifiedName,
                    reason: "'\(name)': no such field (fields: \(known.isEmpty ? "none" : known))")
            }
            guard let typed = value.coerced(to: field.type) else {
                throw PluginModuleError.invalidParameters(
                    module: qualifiedName, reason: "'\(name)': expected \(field.type), got \(value.literal)")
            }
            state.values[name] = typed
        }
        return state
    }
}

/// A label's text: fixed text, with `{}` (the field's value) or `{.N}` (a double field's value
/// with N decimals) filled in. `{{` and `}}` are literal braces.
package struct CLabelFormat: Sendable, Equatable {
    /// A piece of the format.
    package enum Piece: Sendable, Equatable {
        /// Literal text.
        case text(String)
        /// The field's value; `decimals` for doubles formatted with a fixed number of decimals.
        case value(decimals: Int?)
    }

    /// The pieces, in order.
    package let pieces: [Piece]

    /// Whether the format shows the field's value somewhere.
    package var showsValue: Bool { pieces.contains { if case .value = $0 { true } else { false } } }

    /// Whether some placeholder asks for a fixed number of decimals.
    package var usesDecimals: Bool { pieces.contains { if case .value(decimals: .some) = $0 { true } else { false } } }

    /// Creates a format from pieces.
    package init(pieces: [Piece]) { self.pieces = pieces }

    /// Parses `text`. Throws a message quoting the problem.
    package init(parsing text: String) throws(CScreenDescriptionError) {
        var pieces: [Piece] = []
        var literal = ""
        var index = text.startIndex
        func next(_ i: String.Index) -> Character? { i < text.endIndex ? text[i] : nil }
        while index < text.endIndex {
            let character = text[index]
            let following = text.index(after: index)
            if character == "{" {
                if next(following) == "{" {
                    literal.append("{")
                    index = text.index(after: following)
                    continue
                }
                guard let close = text[following...].firstIndex(of: "}") else {
                    throw CScreenDescriptionError("label text \"\(text)\" has a '{' without '}'")
                }
                let inside = String(text[following..<close])
                let decimals: Int?
                if inside.isEmpty {
                    decimals = nil
                } else if inside.count == 2, inside.first == ".", let digit = inside.last?.wholeNumberValue,
                    inside.last!.isASCII
                {
                    decimals = digit
                } else {
                    throw CScreenDescriptionError(
                        "label text \"\(text)\" has the placeholder '{\(inside)}'; use '{}' or '{.N}' with N from 0 to 9"
                    )
                }
                if !literal.isEmpty {
                    pieces.append(.text(literal))
                    literal = ""
                }
                pieces.append(.value(decimals: decimals))
                index = text.index(after: close)
            } else if character == "}" {
                guard next(following) == "}" else {
                    throw CScreenDescriptionError(
                        "label text \"\(text)\" has a '}' without '{' (write '}}' for a brace)")
                }
                literal.append("}")
                index = text.index(after: following)
            } else {
                literal.append(character)
                index = following
            }
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    /// The text with `value` filled in.
    package func render(_ value: CValue?) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): return text
            case .value(let decimals):
                guard let value else { return "" }
                if let decimals, case .double(let number) = value {
                    return String(format: "%.\(decimals)f", number)
                }
                return value.description
            }
        }.joined()
    }
}

/// A C screen description the host refuses: what is wrong, quoting the offending text.
package struct CScreenDescriptionError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    package let description: String

    /// Creates an error.
    package init(_ description: String) { self.description = description }
}
