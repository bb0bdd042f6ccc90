/// A parsed signature string of a C action or output: its parameter types, optionally named.
///
/// ```
/// ""                     no parameters
/// "i32,str"              int32_t, const char *
/// " f64 , bool, i64 "    whitespace around items is ignored
/// "count:i32,label:str"  named parameters: name every parameter or none
/// ```
///
/// Types: `i32`/`int32`, `i64`/`int64`, `f64`/`double`, `bool`, `str`/`string`.
package struct CSignature: Sendable, Hashable, CustomStringConvertible {
    /// One parameter.
    package struct Parameter: Sendable, Hashable {
        /// The declared name, if the signature names its parameters.
        package let name: String?
        /// The type.
        package let type: CValueType

        /// Creates a parameter.
        package init(name: String? = nil, type: CValueType) {
            self.name = name
            self.type = type
        }
    }

    /// The most parameters a signature may declare (`LASSO_C_MAX_PARAMETERS`).
    package static let maximumParameterCount = 16

    /// The parameters, in order.
    package let parameters: [Parameter]

    /// The parameter types, in order.
    package var types: [CValueType] { parameters.map(\.type) }

    /// The keys of an output payload: the declared names, or `"0"`, `"1"`, … when unnamed.
    package var payloadKeys: [String] {
        parameters.enumerated().map { index, parameter in parameter.name ?? String(index) }
    }

    /// The signature in canonical spelling (`count:i32,label:str`).
    package var description: String {
        parameters.map { parameter in
            parameter.name.map { "\($0):\(parameter.type)" } ?? parameter.type.rawValue
        }.joined(separator: ",")
    }

    /// Creates a signature from already-checked parameters.
    package init(_ parameters: [Parameter]) {
        self.parameters = parameters
    }

    /// Parses `text`. Throws ``CSignatureError`` quoting the offending item.
    package init(parsing text: String) throws(CSignatureError) {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else {
            self.parameters = []
            return
        }
        let items = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        guard items.count <= Self.maximumParameterCount else {
            throw CSignatureError(
                signature: text,
                problem: "declares \(items.count) parameters; at most \(Self.maximumParameterCount) are supported")
        }
        var parameters: [Parameter] = []
        for (index, rawItem) in items.enumerated() {
            let position = index + 1
            let item = rawItem.trimmingWhitespace()
            guard !item.isEmpty else {
                throw CSignatureError(signature: text, problem: "parameter \(position) is empty (a stray ',')")
            }
            var name: String?
            var typeText = item
            if let colon = item.firstIndex(of: ":") {
                let rawName = item[..<colon].trimmingWhitespace()
                typeText = item[item.index(after: colon)...].trimmingWhitespace()
                guard !rawName.isEmpty else {
                    throw CSignatureError(
                        signature: text, problem: "parameter \(position) '\(item)' has an empty name before ':'")
                }
                guard isCIdentifier(rawName) else {
                    throw CSignatureError(
                        signature: text,
                        problem:
                            "parameter \(position) has an invalid name '\(rawName)' (use a C identifier: letters, digits and '_', not starting with a digit)"
                    )
                }
                guard !typeText.isEmpty else {
                    throw CSignatureError(
                        signature: text, problem: "parameter \(position) '\(item)' has no type after ':'")
                }
                name = rawName
            }
            guard let type = CValueType(spelling: typeText) else {
                throw CSignatureError(
                    signature: text,
                    problem:
                        "parameter \(position) has the unsupported type '\(typeText)' (supported: \(CValueType.spellings))"
                )
            }
            if let name, parameters.contains(where: { $0.name == name }) {
                throw CSignatureError(signature: text, problem: "parameter \(position) repeats the name '\(name)'")
            }
            parameters.append(Parameter(name: name, type: type))
        }
        let named = parameters.filter { $0.name != nil }.count
        guard named == 0 || named == parameters.count else {
            throw CSignatureError(
                signature: text, problem: "names some parameters but not others; name every parameter or none")
        }
        self.parameters = parameters
    }
}

/// A signature string that is malformed or uses an unsupported type.
package struct CSignatureError: Error, Equatable, CustomStringConvertible {
    /// The signature text as the plugin wrote it.
    package let signature: String
    /// What is wrong with it, quoting the offending item.
    package let problem: String

    /// Creates an error.
    package init(signature: String, problem: String) {
        self.signature = signature
        self.problem = problem
    }

    /// `signature "i32,float": parameter 2 has the unsupported type 'float' (…)`.
    package var description: String {
        "signature \"\(signature)\": \(problem)"
    }
}

/// Whether `text` is a C identifier: ASCII letters, digits and `_`, not starting with a digit.
func isCIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
    }
}

extension StringProtocol {
    /// The text without leading and trailing white space.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = lastIndex(where: { !isSpace($0) })!
        return String(self[start...end])
    }
}
