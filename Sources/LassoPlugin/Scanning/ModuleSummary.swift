/// A registered module as plain data: what `plugins inspect --json` and the plugin scanner report.
public struct ModuleSummary: Codable, Sendable, Equatable {
    /// The namespaced name (`auth.login`).
    public let name: String
    /// `screen` or `flow`.
    public let kind: String
    /// The fully qualified Swift type name.
    public let typeName: String
    /// `any` or `navigation`.
    public let requiredContext: String
    /// The names of the outputs it can emit.
    public let outputs: [String]
    /// The fields of its initial state / parameters.
    public let parameterNames: [String]

    /// Creates a summary.
    public init(name: String, kind: String, typeName: String, requiredContext: String, outputs: [String], parameterNames: [String]) {
        self.name = name
        self.kind = kind
        self.typeName = typeName
        self.requiredContext = requiredContext
        self.outputs = outputs
        self.parameterNames = parameterNames
    }

    /// The summary of a registered module.
    @MainActor
    public init(_ module: RegisteredModule) {
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
