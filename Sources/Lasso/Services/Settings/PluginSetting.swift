/// A setting a plugin declares, typed: declared once at registration
/// (`registrar.declare(_:)`), read and followed through `services.settings`, overridden for the
/// whole app by a config's `settings:`, and changed by each user on the settings screen the
/// host draws (`screen: lasso.settings`). Keep each as a static property of the plugin:
///
/// ```swift
/// enum UnitsSettings {
///     static let precision = PluginSetting.integer(
///         "precision", title: "Decimal places", default: 2, in: 0...6,
///         help: "How many decimal places a converted value shows.")
/// }
/// ```
public struct PluginSetting<Value: Sendable>: Sendable {
    /// What the host knows of it.
    public let declaration: SettingDeclaration
    let read: @Sendable (JSONValue) -> Value?
    let write: @Sendable (Value) -> JSONValue

    init(
        _ declaration: SettingDeclaration, read: @escaping @Sendable (JSONValue) -> Value?,
        write: @escaping @Sendable (Value) -> JSONValue
    ) {
        self.declaration = declaration
        self.read = read
        self.write = write
    }

    /// The setting's name within its plugin.
    public var name: String { declaration.name }

    /// The declared default.
    public var defaultValue: Value {
        // Each kind's constructor writes the default with `write`, which `read` reads back.
        read(declaration.defaultValue)!
    }
}

extension PluginSetting where Value == Bool {
    /// A setting that is on or off.
    public static func toggle(_ name: String, title: String, default value: Bool, help: String) -> Self {
        Self(
            SettingDeclaration(name: name, kind: .toggle, defaultValue: .bool(value), title: title, help: help),
            read: { if case .bool(let value) = $0 { value } else { nil } }, write: { .bool($0) })
    }
}

extension PluginSetting where Value == Int {
    /// A whole number, within `range` when given.
    public static func integer(
        _ name: String, title: String, default value: Int, in range: ClosedRange<Int>? = nil, help: String
    ) -> Self {
        Self(
            SettingDeclaration(
                name: name, kind: .integer, defaultValue: .integer(Int64(value)), title: title, help: help,
                minimum: range.map { Double($0.lowerBound) }, maximum: range.map { Double($0.upperBound) }),
            read: { if case .integer(let value) = $0 { Int(exactly: value) } else { nil } },
            write: { .integer(Int64($0)) })
    }
}

extension PluginSetting where Value == Double {
    /// A number, within `range` when given.
    public static func number(
        _ name: String, title: String, default value: Double, in range: ClosedRange<Double>? = nil, help: String
    ) -> Self {
        Self(
            SettingDeclaration(
                name: name, kind: .number, defaultValue: .number(value), title: title, help: help,
                minimum: range?.lowerBound, maximum: range?.upperBound),
            read: {
                switch $0 {
                case .number(let value): value
                case .integer(let value): Double(value)
                default: nil
                }
            },
            write: { .number($0) })
    }
}

extension PluginSetting where Value == String {
    /// A line of text.
    public static func text(_ name: String, title: String, default value: String = "", help: String) -> Self {
        Self(
            SettingDeclaration(name: name, kind: .text, defaultValue: .string(value), title: title, help: help),
            read: Self.readText, write: { .string($0) })
    }

    /// One of `choices`, shown in their order.
    public static func choice(
        _ name: String, title: String, among choices: [String], default value: String, help: String
    ) -> Self {
        Self(
            SettingDeclaration(
                name: name, kind: .choice, defaultValue: .string(value), title: title, help: help, choices: choices),
            read: Self.readText, write: { .string($0) })
    }

    @Sendable private static func readText(_ value: JSONValue) -> String? {
        if case .string(let text) = value { text } else { nil }
    }
}
