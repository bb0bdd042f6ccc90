/// The outputs a module can emit, as its routes in a config name them: the cases of its `Output`
/// enum, so that a plugin writes each name once, in the enum; and, when `Output` is also
/// `Decodable`, the shape of each one's payload, recorded in the same pass.
struct OutputNames {
    /// The output names.
    let names: [String]
    /// The payload shape of each output whose type could be explored (``ShapeRecorder``).
    let payloads: [String: ValueShape]

    /// The names of the outputs of a module whose output type is `Output`.
    static func of<Output: Encodable>(_ type: Output.Type, declared: [String], module: String) throws -> [String] {
        try describe(type, declared: declared, module: module).names
    }

    /// The outputs of a module whose output type is `Output`, given the names its registration
    /// `declared` (none: all of the enum's cases). A declared name that is not one of the outputs
    /// is refused, naming the module, the name and the outputs there are.
    static func describe<Output: Encodable>(_ type: Output.Type, declared: [String], module: String) throws
        -> OutputNames
    {
        let cases = EnumCaseNames.of(type)
        // Every name that could be an output, explored once: a case that decodes under its own
        // name is sent under it (custom coding keys would rename it: then the registration names
        // its outputs).
        let payloads = (type as? any Decodable.Type).map {
            ShapeRecorder.payloads(of: $0, cases: declared + (cases ?? []).filter { !declared.contains($0) })
        }
        if declared.isEmpty {
            guard let cases else { return OutputNames(names: [], payloads: [:]) }
            guard let payloads else { return OutputNames(names: cases, payloads: [:]) }
            return OutputNames(names: cases.filter { payloads[$0] != nil }, payloads: payloads)
        }
        let known: Set<String>
        if let payloads {
            known = Set(payloads.keys)
        } else if let cases {
            known = Set(cases)
        } else {
            return OutputNames(names: declared, payloads: [:])  // not an enum: nothing to check against
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
        return OutputNames(names: declared, payloads: (payloads ?? [:]).filter { declared.contains($0.key) })
    }
}
