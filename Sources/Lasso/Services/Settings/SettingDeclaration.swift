/// One setting a plugin declares (``PluginSetting``): its name, kind, default, range or
/// choices, and the words a settings screen shows for it. The one description every part reads:
/// the plugin's reads and writes, `validate`'s check of a config's `settings:`, the settings
/// screen the host draws, and the plugin ABI (it crosses as this JSON, docs/plugin-abi.md).
public struct SettingDeclaration: Sendable, Equatable, Codable {
    /// What a setting holds.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// On or off (`true` or `false`).
        case toggle
        /// A whole number, optionally within ``SettingDeclaration/minimum`` and
        /// ``SettingDeclaration/maximum``.
        case integer
        /// A number, optionally within ``SettingDeclaration/minimum`` and
        /// ``SettingDeclaration/maximum``.
        case number
        /// A line of text of at most ``SettingDeclaration/maximumTextLength`` characters.
        case text
        /// One of ``SettingDeclaration/choices``.
        case choice
    }

    /// The setting's name within its plugin: a letter, then letters, digits, `-` and `_`
    /// (`displayName`). A config names it `plugin.name`.
    public let name: String
    /// What it holds.
    public let kind: Kind
    /// Its value until the app's config or the user says otherwise.
    public let defaultValue: JSONValue
    /// Its label on the settings screen ("Display name").
    public let title: String
    /// One sentence saying what it does, shown beside it and by `validate`.
    public let help: String
    /// The smallest value an integer or number may take, when bounded.
    public let minimum: Double?
    /// The largest value an integer or number may take, when bounded.
    public let maximum: Double?
    /// The values a choice may take, in the order the settings screen shows them.
    public let choices: [String]?

    /// The longest text a text setting takes, in characters.
    public static let maximumTextLength = 1000
    /// The most settings one plugin may declare.
    public static let maximumPerPlugin = 200
    /// The longest name, in characters.
    public static let maximumNameLength = 64
    /// The longest title or choice, in characters.
    public static let maximumTitleLength = 100
    /// The longest help, in characters.
    public static let maximumHelpLength = 500
    /// The most choices a choice setting lists.
    public static let maximumChoices = 100

    enum CodingKeys: String, CodingKey {
        case name, kind
        case defaultValue = "default"
        case title, help, minimum, maximum, choices
    }

    package init(
        name: String, kind: Kind, defaultValue: JSONValue, title: String, help: String,
        minimum: Double? = nil, maximum: Double? = nil, choices: [String]? = nil
    ) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.title = title
        self.help = help
        self.minimum = minimum
        self.maximum = maximum
        self.choices = choices
    }

    /// What a value must be, as messages say it: "a whole number from 0 to 6", "on or off
    /// (true or false)", "one of System, Dark or Light".
    public var expectation: String {
        switch kind {
        case .toggle: "on or off (true or false)"
        case .integer: "a whole number" + rangeText
        case .number: "a number" + rangeText
        case .text: "text of at most \(Self.maximumTextLength) characters"
        case .choice: "one of " + spokenList(choices ?? [], joinedBy: "or")
        }
    }

    private var rangeText: String {
        switch (minimum, maximum) {
        case (let low?, let high?): " from \(Self.show(low)) to \(Self.show(high))"
        case (let low?, nil): " of at least \(Self.show(low))"
        case (nil, let high?): " of at most \(Self.show(high))"
        case (nil, nil): ""
        }
    }

    /// `value` as this setting takes it, or `nil` when it is not one (``expectation`` says what
    /// is): a whole number written as `3.0` is taken as 3, nothing else is converted.
    public func accepted(_ value: JSONValue) -> JSONValue? {
        switch (kind, value) {
        case (.toggle, .bool): return value
        case (.integer, .integer(let number)):
            return inRange(Double(number)) ? value : nil
        case (.integer, .number(let number)):
            guard number.rounded() == number, let whole = Int64(exactly: number) else { return nil }
            return inRange(number) ? .integer(whole) : nil
        case (.number, .integer(let number)):
            return inRange(Double(number)) ? .number(Double(number)) : nil
        case (.number, .number(let number)):
            return number.isFinite && inRange(number) ? value : nil
        case (.text, .string(let text)):
            return text.count <= Self.maximumTextLength && Self.isOneLine(text) ? value : nil
        case (.choice, .string(let text)):
            return choices?.contains(text) == true ? value : nil
        default: return nil
        }
    }

    private func inRange(_ number: Double) -> Bool {
        (minimum.map { number >= $0 } ?? true) && (maximum.map { number <= $0 } ?? true)
    }

    /// Why this declaration cannot be used (a bad name, a default it does not accept, a range
    /// upside down), or `nil` when it can: what the host checks when a plugin declares it.
    public var problem: String? {
        guard Self.isValidName(name), name.count <= Self.maximumNameLength else {
            return
                "setting name '\(name.prefix(Self.maximumNameLength))' is invalid: use \(Self.nameRule), at most \(Self.maximumNameLength) of them"
        }
        guard title.contains(where: { !$0.isWhitespace }) else { return "setting '\(name)' has no title" }
        guard title.count <= Self.maximumTitleLength, Self.isOneLine(title) else {
            return "setting '\(name)': its title must be one line of at most \(Self.maximumTitleLength) characters"
        }
        guard help.count <= Self.maximumHelpLength, Self.isOneLine(help) else {
            return "setting '\(name)': its help must be one line of at most \(Self.maximumHelpLength) characters"
        }
        switch kind {
        case .integer, .number:
            if let minimum, let maximum, minimum > maximum {
                return "setting '\(name)': its minimum \(Self.show(minimum)) is above its maximum \(Self.show(maximum))"
            }
            if choices != nil { return "setting '\(name)' is \(kind.rawValue) and cannot have choices" }
        case .choice:
            guard let choices, !choices.isEmpty else { return "choice setting '\(name)' has no choices" }
            guard choices.count <= Self.maximumChoices else {
                return "choice setting '\(name)' lists more than \(Self.maximumChoices) choices"
            }
            guard
                choices.allSatisfy({
                    $0.contains(where: { !$0.isWhitespace }) && $0.count <= Self.maximumTitleLength
                        && Self.isOneLine($0)
                })
            else {
                return
                    "choice setting '\(name)': each choice must be one line of 1 to \(Self.maximumTitleLength) characters"
            }
            if Set(choices).count != choices.count { return "choice setting '\(name)' lists a choice twice" }
            if minimum != nil || maximum != nil { return "choice setting '\(name)' cannot have a range" }
        case .toggle, .text:
            if minimum != nil || maximum != nil || choices != nil {
                return "setting '\(name)' is \(kind.rawValue) and takes neither a range nor choices"
            }
        }
        guard accepted(defaultValue) != nil else {
            return "setting '\(name)': its default \(defaultValue.jsonText) is not \(expectation)"
        }
        return nil
    }

    /// What ``isValidName(_:)`` accepts, as refusals say it.
    public static let nameRule = "a letter, then letters, digits, '-' and '_'"

    /// Setting names: an ASCII letter, then ASCII letters, digits, `-` or `_`.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
    }

    /// Whether `text` holds no line break of any kind (`\n`, `\r`, U+2028, …): one line on
    /// every screen.
    static func isOneLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains {
            $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator
                || ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}"].contains($0)
        }
    }

    /// This declaration with its default as the declaration takes it (a whole number given to a
    /// number setting becomes a number): what the host keeps.
    package var normalized: SettingDeclaration {
        SettingDeclaration(
            name: name, kind: kind, defaultValue: accepted(defaultValue) ?? defaultValue, title: title, help: help,
            minimum: minimum, maximum: maximum, choices: choices)
    }

    /// A bound as people write it: `6`, not `6.0`.
    static func show(_ number: Double) -> String {
        // JSON's rule for numbers as people read them, written once (`JSONValue.scalarText`).
        JSONValue.number(number).scalarText ?? String(number)
    }
}
