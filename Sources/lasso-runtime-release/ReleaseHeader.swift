import Foundation

/// Reads the runtime release from `lasso_plugin.h`: the string `LASSO_RUNTIME_RELEASE` is
/// defined to (`lasso-runtime-1.0.0`), which C plugins record and every Swift plugin starts with.
enum ReleaseHeader {
    static let macro = "LASSO_RUNTIME_RELEASE"

    static func release(inHeaderAt path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            throw GeneratorError("cannot read \(path)")
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count == 3, words[0] == "#define", words[1] == macro else { continue }
            let value = words[2]
            guard value.count > 2, value.hasPrefix("\""), value.hasSuffix("\""),
                !value.dropFirst().dropLast().contains(where: { $0 == "\"" || $0 == "\\" })
            else {
                throw GeneratorError("\(path):\(index + 1): \(macro) must be defined to a plain string literal")
            }
            return String(value.dropFirst().dropLast())
        }
        throw GeneratorError("\(path): no '#define \(macro) \"…\"' line")
    }
}
