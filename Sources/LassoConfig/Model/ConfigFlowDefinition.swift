/// A named config flow: a reusable tree of nodes, usable anywhere a flow name is, whose routes
/// can `emit` the outputs it declares.
package struct ConfigFlowDefinition: Sendable {
    /// The flow's name (no dots, so it never clashes with `plugin.module` names).
    package let name: Located<String>
    /// What the flow builds when it starts.
    package let root: ConfigNode
    /// The outputs its routes may emit.
    package let outputs: [Located<String>]
    /// Where the definition starts.
    package let location: SourcePosition

    /// Creates a definition.
    package init(name: Located<String>, root: ConfigNode, outputs: [Located<String>], location: SourcePosition) {
        self.name = name
        self.root = root
        self.outputs = outputs
        self.location = location
    }

    /// The declared output names.
    package var outputNames: [String] { outputs.map(\.value) }
}
