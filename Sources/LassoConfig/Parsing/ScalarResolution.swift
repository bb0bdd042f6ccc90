import Yams

/// The value of a YAML scalar under the YAML 1.2 core schema: `null`/`~`/empty, `true`/`false`,
/// whole numbers (decimal, `0x`, `0o`), decimal fractions and exponents; anything else, and
/// anything quoted or tagged `!!str`, is text. Done here rather than by Yams' constructors so
/// that out-of-range numbers become diagnostics, never traps.
enum ScalarResolution {
    /// What a scalar resolved to.
    enum Value: Equatable {
        case null
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
        /// A number that has no JSON representation (too large, infinite, not a number).
        case unrepresentableNumber(String)
    }

    /// Resolves `scalar`.
    static func resolve(_ scalar: Node.Scalar) -> Value {
        let text = scalar.string
        if scalar.style != .plain && scalar.style != .any { return .string(text) }
        if scalar.tag.description == Tag.Name.str.rawValue { return .string(text) }
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN":
            return .unrepresentableNumber(text)
        default: break
        }
        let scalars = Array(text.unicodeScalars)
        if let value = integer(scalars, text: text) { return value }
        if isDecimalFloat(scalars) {
            guard let double = Double(text), double.isFinite else { return .unrepresentableNumber(text) }
            return .double(double)
        }
        return .string(text)
    }

    private static func integer(_ scalars: [Unicode.Scalar], text: String) -> Value? {
        if scalars.count > 2, scalars[0] == "0", scalars[1] == "x" || scalars[1] == "o" {
            let hex = scalars[1] == "x"
            let body = scalars[2...]
            guard body.allSatisfy({ hex ? $0.properties.isASCIIHexDigit : ("0"..."7").contains($0) }) else {
                return nil
            }
            return Int(String(String.UnicodeScalarView(body)), radix: hex ? 16 : 8).map(Value.int)
                ?? .unrepresentableNumber(text)
        }
        var body = scalars[...]
        if let first = body.first, first == "-" || first == "+" { body = body.dropFirst() }
        guard !body.isEmpty, body.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(text).map(Value.int) ?? .unrepresentableNumber(text)
    }

    /// `[-+]? ( \.[0-9]+ | [0-9]+ ( \.[0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
    private static func isDecimalFloat(_ scalars: [Unicode.Scalar]) -> Bool {
        var index = 0
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        func skipDigits() -> Int {
            let start = index
            while isDigit(index) { index += 1 }
            return index - start
        }
        if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
        let whole = skipDigits()
        var fraction = 0
        if index < scalars.count, scalars[index] == "." {
            index += 1
            fraction = skipDigits()
        }
        guard whole > 0 || fraction > 0 else { return false }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
            guard skipDigits() > 0 else { return false }
        }
        return index == scalars.count
    }
}
