import Lasso
import LassoPlugin
import LassoPluginHost

/// The text `plugins inspect` prints for one plugin: its descriptor, then each module with its
/// kind, type, context, parameters and outputs, and what the host's type checks see, then the
/// settings it declares.
@MainActor
struct PluginDescription {
    let plugin: LoadedPlugin
    let registry: ModuleRegistry

    var text: String {
        var lines = [
            "plugin \(plugin.name) \(plugin.version)",
            "  summary: \(plugin.summary)",
            "  file: \(plugin.path)",
            "  abi: \(plugin.abiMajor).\(plugin.abiMinor)",
            "  runtime: \(plugin.runtimeStamp)",
            "  modules:",
        ]
        for name in plugin.moduleNames {
            guard let module = registry.module(named: name) else { continue }
            lines.append("    \(module.name): \(module.kind.rawValue) \(module.typeName)")
            lines.append("      context: \(module.requiredContext.rawValue)")
            lines.append(
                "      parameters: \(module.parameterNames.isEmpty ? "(none)" : module.parameterNames.joined(separator: ", "))"
            )
            lines.append("      outputs: \(module.outputs.isEmpty ? "(none)" : module.outputs.joined(separator: ", "))")
            lines.append("      host sees: \(HostTypeCheck(module).summary)")
        }
        let settings = registry.settings.declarations[plugin.name] ?? []
        if !settings.isEmpty {
            lines.append("  settings:")
            for setting in settings {
                lines.append(
                    "    \(plugin.name).\(setting.name): \(setting.expectation), default \(setting.defaultValue.jsonText)"
                )
                lines.append("      \(setting.title): \(setting.help)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// What the host's own type checks say about a plugin's module: proof that host and plugin
/// share one runtime (with two copies, these casts fail).
@MainActor
struct HostTypeCheck {
    let module: RegisteredModule

    init(_ module: RegisteredModule) { self.module = module }

    var summary: String {
        var facts: [String] = []
        switch module.kind {
        case .screen:
            facts.append("ScreenModule=\(module.moduleType is any ScreenModule.Type)")
            if let instance = try? module.instantiate(nil, SessionServices.inMemory().services(for: module.pluginName)),
                let store = instance.store
            {
                facts.append("store is IntrospectableStore=true")
                facts.append("state Codable=\(store.isStateCodable)")
            } else {
                facts.append("store is IntrospectableStore=false")
            }
        case .flow:
            facts.append("FlowModule=\(module.moduleType is any FlowModule.Type)")
        }
        return facts.joined(separator: ", ")
    }
}
