/// The names of the outputs a module can emit, as its routes in a config name them: the cases of
/// its `Output` enum, so that a plugin writes each name once, in the enum.
enum OutputNames {
    /// The outputs of a module whose output type is `Output`, given the names its registration
    /// `declared` (none: all of the enum's cases). A declared name that is not one of the outputs is
    /// refused, naming the module, the name and the outputs there are.
    static func of<Output: Encodable>(_ type: Output.Type, declared: [String], module: String) throws -> [String] {
        let cases = EnumCaseNames.of(type)
        let decodable = type as? any Decodable.Type
        if declared.isEmpty {
            guard let cases else { return [] }
            // A case that decodes under its own name is sent under it (custom coding keys would
            // rename it: then the registration names its outputs).
            guard let decodable else { return cases }
            let sent = Set(ShapeRecorder.payloads(of: decodable, cases: cases).keys)
            return cases.filter(sent.contains)
        }
        let known: Set<String>
        if let decodable {
            known = Set(ShapeRecorder.payloads(of: decodable, cases: declared + (cases ?? [])).keys)
        } else if let cases {
            known = Set(cases)
        } else {
            return declared  // not an enum: nothing to check the names against
        }
        if let unknown = declared.first(where: { !known.contains($0) }) {
            let outputs = (cases ?? []).filter(known.contains)
            throw PluginRegistrationError(
                "\(module) declares the output '\(unknown)', but \(String(reflecting: type)) has "
                    + (outputs.isEmpty
                        ? "no case of that name"
                        : "only \(outputs.map { "'\($0)'" }.joined(separator: ", "))")
                    + ": leave `outputs:` out of the registration, and the names come from the enum")
        }
        return declared
    }
}
