import Foundation
import LassoPlugin
import LassoPluginHost

extension ValidationRun {
    /// Finds the registered module `module` names, reporting an unknown plugin, an unknown
    /// module (with did-you-mean) or a module of the other kind.
    func lookUp(_ module: ModuleNode, kind: RegisteredModule.Kind) -> RegisteredModule? {
        let name = module.name.value
        let other: RegisteredModule.Kind = kind == .screen ? .flow : .screen
        if let registered = registry.module(named: name) {
            guard registered.kind == kind else {
                log.error(
                    "'\(name)' is a \(registered.kind.rawValue), not a \(kind.rawValue)", at: module.name.location,
                    hint: "write '\(other.rawValue): \(name)'")
                return nil
            }
            return registered
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // A name of another shape is reported by the parser.
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        let pluginName = parts[0]
        guard registry.plugins[pluginName] != nil else {
            let loaded = registry.plugins.keys.sorted()
            if pluginsFailedToLoad, Suggestion.closest(to: pluginName, among: loaded) == nil {
                // Most likely the plugin whose file failed to load: say so once, not at every use.
                if reportedMissingPlugins.insert(pluginName).inserted {
                    log.error(
                        "plugin '\(pluginName)' is not loaded (used by '\(name)'): a plugin file named in 'plugins:' failed to load",
                        at: module.name.location,
                        hint:
                            "fix the plugin load error reported above; other uses of '\(pluginName)' are not reported again"
                    )
                }
                return nil
            }
            log.error(
                "unknown plugin '\(pluginName)' in '\(name)'",
                at: module.name.location,
                hint: Suggestion.closest(to: pluginName, among: loaded).map {
                    "did you mean '\(suggestedModule(for: name, plugin: $0, kind: kind))'?"
                }
                    ?? (loaded.isEmpty
                        ? "no plugins are loaded; add a 'plugins:' entry naming the plugin's directory or file"
                        : "loaded plugins: \(loaded.joined(separator: ", "))")
            )
            return nil
        }
        let sameKind = registry.moduleNames.filter {
            $0.hasPrefix(pluginName + ".") && registry.module(named: $0)?.kind == kind
        }
        log.error(
            "plugin '\(pluginName)' has no \(kind.rawValue) '\(parts[1])'",
            at: module.name.location,
            hint: Suggestion.didYouMean(name, among: sameKind)
                ?? (sameKind.isEmpty
                    ? "it registers no \(kind.rawValue)s"
                    : "its \(kind.rawValue)s: \(sameKind.joined(separator: ", "))")
        )
        return nil
    }

    /// The module name `name` would be with its plugin part replaced by `plugin`.
    private func suggestedModule(for name: String, plugin: String, kind: RegisteredModule.Kind) -> String {
        let local = name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? ""
        let candidate = "\(plugin).\(local)"
        if registry.module(named: candidate)?.kind == kind { return candidate }
        let sameKind = registry.moduleNames.filter {
            $0.hasPrefix(plugin + ".") && registry.module(named: $0)?.kind == kind
        }
        return Suggestion.closest(to: candidate, among: sameKind) ?? candidate
    }

    /// Checks a node's `state` / `parameters`: payload placeholders are allowed only in nodes
    /// built by routes, and the rest must decode into the module's state or parameters.
    func checkParameters(_ module: ModuleNode, registered: RegisteredModule?, in scope: PlacementScope) {
        guard let parameters = module.parameters else { return }
        let key = registered?.kind == .flow ? "parameters" : "state"
        for placeholder in parameters.placeholders {
            if PayloadPlaceholder.isMalformed(placeholder.value) {
                log.error(
                    "'\(placeholder.value)' is not a payload field", at: placeholder.location,
                    hint: "write \"$payload.FIELD\", e.g. \"$payload.id\"")
            } else if !scope.hasPayload {
                log.error(
                    "'\(placeholder.value)' is only available in a node built by a route, from the output that triggered it",
                    at: placeholder.location,
                    hint: "give a fixed value here, or build this node with push/present/replaceRoot in a route"
                )
            }
        }
        guard let registered else { return }
        // A field the module does not have would be ignored silently by decoding: refuse it,
        // naming the nearest field (the module reports its fields in its default state).
        let fields = registered.parameterNames
        if case .object(let members) = parameters.kind, registered.defaultParameters != nil {
            var unknown = false
            for member in members where !fields.contains(member.key) {
                unknown = true
                log.error(
                    "'\(registered.name)' has no \(key) field '\(member.key)'",
                    at: member.keyLocation,
                    hint: Suggestion.didYouMean(member.key, among: fields)
                        ?? (fields.isEmpty
                            ? "'\(registered.name)' takes no \(key) fields; remove '\(key)'"
                            : "its \(key) fields: \(fields.joined(separator: ", "))")
                )
            }
            if unknown { return }
        }
        checkPayloadFields(parameters, of: registered, key: key, in: scope)
        checkDecoding(parameters, of: registered, key: key)
    }

    /// Reports every field of `parameters` that does not decode, each at its place, not only
    /// the first: the decoder stops at the first it meets, so each field it names is reported,
    /// then left out (its default takes its place) and the rest decoded again, until the rest
    /// decodes or the error names no field written there (a required field missing).
    private func checkDecoding(_ parameters: ConfigValue, of registered: RegisteredModule, key: String) {
        let fields = registered.parameterNames
        let hint =
            fields.isEmpty
            ? "'\(registered.name)' takes no \(key) fields; remove '\(key)'"
            : "its \(key) fields: \(fields.joined(separator: ", "))"
        var rest = parameters
        var reported: Set<String> = []
        while true {
            do {
                try registered.validateParameters(rest.removingPlaceholders.jsonData)
                return
            } catch let PluginModuleError.invalidParameters(_, reason) {
                let field = Self.firstField(named: reason)
                // A field already reported and left out, now missing: nothing new to say.
                if let field, reported.contains(field) { return }
                log.error(
                    "the \(key) of '\(registered.name)' does not decode: \(reason)",
                    at: location(of: reason, in: parameters), hint: hint)
                guard let field, case .object(let members) = rest.kind, members.contains(where: { $0.key == field })
                else { return }
                reported.insert(field)
                rest = ConfigValue(.object(members.filter { $0.key != field }), at: rest.location)
            } catch {
                log.error("the \(key) of '\(registered.name)' does not decode: \(error)", at: parameters.location)
                return
            }
        }
    }

    /// The top-level field a decoding error names first (`count` in `'count': expected Int`,
    /// `items` in `'items.[0].name': …`), if it names one.
    private static func firstField(named reason: String) -> String? {
        guard reason.hasPrefix("'"), let end = reason.dropFirst().firstIndex(of: "'") else { return nil }
        let path = reason[reason.index(after: reason.startIndex)..<end]
        return path.split(separator: ".").first.map(String.init)
    }

    /// Where the field a decoding error names (`'items.[0].name': …`) is written, or the
    /// whole value's location.
    private func location(of reason: String, in parameters: ConfigValue) -> SourcePosition {
        guard reason.hasPrefix("'"), let end = reason.dropFirst().firstIndex(of: "'") else {
            return parameters.location
        }
        var path = reason[reason.index(after: reason.startIndex)..<end]
            .split(separator: ".")
            .map { $0.hasPrefix("[") && $0.hasSuffix("]") ? String($0.dropFirst().dropLast()) : String($0) }
        while !path.isEmpty {
            if let value = parameters.value(at: path) { return value.location }
            path.removeLast()
        }
        return parameters.location
    }
}
