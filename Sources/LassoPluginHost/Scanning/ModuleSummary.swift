import LassoPlugin
/// A registered module as plain data: what `plugins inspect --json` and the plugin scanner report.
package struct ModuleSummary: Codable, Sendable, Equatable {
    /// The namespaced name (`auth.login`).
    package let name: String
    /// `screen` or `flow`.
    package let kind: String
    /// The fully qualified Swift type name.
    package let typeName: String
    /// `any` or `navigation`.
    package let requiredContext: String
    /// The names of the outputs it can emit.
    package let outputs: [String]
    /// The fields of its initial state / parameters.
    package let parameterNames: [String]

    /// Creates a summary.
    package init(
        name: String, kind: String, typeName: String, requiredContext: String, outputs: [String],
        parameterNames: [String]
    ) {
        self.name = name
        self.kind = kind
        self.typeName = typeName
        self.requiredContext = requiredContext
        self.outputs = outputs
        self.parameterNames = parameterNames
    }

    /// The summary of a registered module.
    @MainActor
    package init(_ module: RegisteredModule) {
        self.init(
            name: module.name,
            kind: module.kind.rawValue,
            typeName: module.typeName,
            requiredContext: module.requiredContext.rawValue,
            outputs: module.outputs,
            parameterNames: module.parameterNames
        )
    }
}
