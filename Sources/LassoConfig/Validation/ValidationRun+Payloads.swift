import LassoPlugin
import LassoPluginHost

extension ValidationRun {
    /// Checks each `$payload` value of a node's state / parameters as `run` would build it: the
    /// payload has the field, and the field fits the state field it fills; in a template, each
    /// field is text-like and the state field takes text. What the module's types do not say
    /// (``ValueShape/unknown``) is not checked.
    func checkPayloadFields(
        _ parameters: ConfigValue, of registered: RegisteredModule, key: String, in scope: PlacementScope
    ) {
        guard scope.hasPayload else { return }
        for (path, text) in parameters.payloadStrings where !PayloadPlaceholder.isMalformed(text.value) {
            let expected = registered.parameterShape.shape(at: path) ?? .unknown
            let field = "'\(path.joined(separator: "."))' of '\(registered.name)'"
            if let whole = PayloadPlaceholder.path(of: text.value) {
                guard let given = payloadField(whole, named: text.value, at: text.location, in: scope),
                    !given.fits(expected)
                else { continue }
                log.error(
                    "'\(text.value)' does not fit the \(key) field \(field): expected \(expected), given \(given)",
                    at: text.location,
                    hint: "use a payload field of type \(expected), or fill \(field) another way")
                continue
            }
            if !ValueShape.string.fits(expected) {
                log.error(
                    "a text with '\(PayloadPlaceholder.prefix)' in it does not fit the \(key) field \(field): expected \(expected), given String",
                    at: text.location,
                    hint: "write the placeholder alone (\"$payload.FIELD\") to pass the field's value itself")
            }
            for reference in PayloadPlaceholder.references(in: text.value) {
                let name = String(text.value[reference.range])
                guard let given = payloadField(reference.path, named: name, at: text.location, in: scope),
                    !given.isTextual
                else { continue }
                log.error(
                    "'\(name)' cannot be put in a text: it is \(given)",
                    at: text.location,
                    hint: "name one of its fields that is a string, number or boolean")
            }
        }
    }

    /// The shape of the payload field at `path`, or `nil` after reporting that there is none.
    private func payloadField(
        _ path: [String], named placeholder: String, at location: SourcePosition, in scope: PlacementScope
    ) -> ValueShape? {
        if let shape = scope.payload.shape(at: path) { return shape }
        var known = path
        known.removeLast()
        let parent = scope.payload.shape(at: known)
        var fields: [String] = []
        if case .object(let found)? = parent?.unwrapped { fields = found.map(\.name) }
        let what = known.isEmpty ? "the payload" : "'\(known.joined(separator: "."))' of the payload"
        log.error(
            "\(what) of \(scope.payloadSource) has no field '\(path.last ?? "")' for '\(placeholder)'",
            at: location,
            hint: Suggestion.didYouMean(path.last ?? "", among: fields)
                ?? (fields.isEmpty
                    ? "it carries \(parent ?? .unknown)"
                    : "its fields: " + (parent?.unwrapped.fieldList ?? "")))
        return nil
    }
}

extension ValueShape {
    /// An object's fields as `count: Int, title: String`.
    fileprivate var fieldList: String {
        guard case .object(let fields) = self else { return description }
        return fields.map { "\($0.name): \($0.shape)" }.joined(separator: ", ")
    }
}
