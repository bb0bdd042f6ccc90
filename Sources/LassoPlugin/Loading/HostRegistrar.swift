import CLassoPluginABI
import Lasso

/// The host's side of one plugin's registration: behind the opaque `lasso_registrar *` handed
/// to the plugin. It namespaces and checks every module the plugin registers.
@MainActor
final class HostRegistrar {
    let pluginName: String
    let registry: ModuleRegistry
    /// False when the plugin's descriptor records the C header's fingerprint only: its Swift code
    /// (if any) could have been compiled against any runtime build.
    let mayRegisterSwiftModules: Bool
    private(set) var modules: [RegisteredModule] = []
    private(set) var errors: [String] = []
    /// Why modules were refused because their names were already taken.
    private(set) var duplicateModuleRefusals: [String] = []
    /// Why Swift modules were refused because the plugin records no runtime build.
    private(set) var unstampedSwiftModuleRefusals: [String] = []

    /// The plugin whose modules the registering one replaces (a new version of it), if any.
    let replacing: String?

    init(pluginName: String, registry: ModuleRegistry, mayRegisterSwiftModules: Bool = true, replacing: String? = nil) {
        self.pluginName = pluginName
        self.replacing = replacing
        self.registry = registry
        self.mayRegisterSwiftModules = mayRegisterSwiftModules
    }

    /// Accepts the Swift `module`, or returns why not.
    func acceptSwift(_ module: RegisteredModule) -> String? {
        guard mayRegisterSwiftModules else {
            unstampedSwiftModuleRefusals.append("Swift module '\(module.name)' was refused: the plugin records only the C header's runtime fingerprint '\(RuntimeFingerprint.cHeader)', not the runtime build its Swift code was compiled against")
            return unstampedSwiftModuleRefusals.last
        }
        return accept(module)
    }

    func reportError(_ message: String) {
        errors.append(message)
    }

    /// Accepts `module` under its namespaced name, or returns why not.
    func accept(_ module: RegisteredModule) -> String? {
        var module = module
        let local: String
        if module.name.hasPrefix(pluginName + ".") {
            local = String(module.name.dropFirst(pluginName.count + 1))
        } else if module.name.contains(".") {
            return "module name '\(module.name)' is outside the plugin's namespace '\(pluginName).'"
        } else {
            local = module.name
        }
        guard isValidName(local) else {
            return "module name '\(local)' is invalid: use lowercase letters, digits, '-' and '_', starting with a letter"
        }
        module.name = "\(pluginName).\(local)"
        module.pluginName = pluginName
        if modules.contains(where: { $0.name == module.name }) {
            duplicateModuleRefusals.append("module '\(module.name)' is registered twice")
            return duplicateModuleRefusals.last
        }
        if let existing = registry.module(named: module.name), existing.pluginName != replacing {
            duplicateModuleRefusals.append("module '\(module.name)' is already registered by plugin '\(existing.pluginName)'")
            return duplicateModuleRefusals.last
        }
        modules.append(module)
        return nil
    }

    /// The C table handed to plugins.
    static let hostAPI: UnsafePointer<lasso_host_api> = {
        let table = UnsafeMutablePointer<lasso_host_api>.allocate(capacity: 1)
        table.initialize(to: lasso_host_api(
            struct_size: UInt32(MemoryLayout<lasso_host_api>.size),
            abi_major: UInt16(LASSO_PLUGIN_ABI_MAJOR),
            abi_minor: UInt16(LASSO_PLUGIN_ABI_MINOR),
            report_error: { registrarPointer, message in
                guard let registrarPointer else { return }
                let text = message.map { String(cString: $0) } ?? "(no message)"
                nonisolated(unsafe) let registrar = registrarPointer
                MainActor.assumeIsolated {
                    HostRegistrar.from(registrar).reportError(text)
                }
            },
            register_swift_module: { registrarPointer, registrationPointer in
                guard let registrarPointer, let registrationPointer else { return LASSO_STATUS_ERROR }
                // Plugins register on the main thread, inside the host's call to register_plugin.
                nonisolated(unsafe) let registrar = registrarPointer
                nonisolated(unsafe) let registration = registrationPointer
                return MainActor.assumeIsolated {
                    let swiftRegistration = Unmanaged<SwiftModuleRegistration>.fromOpaque(registration).takeUnretainedValue()
                    if let refusal = HostRegistrar.from(registrar).acceptSwift(swiftRegistration.module) {
                        swiftRegistration.refusal = refusal
                        return LASSO_STATUS_ERROR
                    }
                    return LASSO_STATUS_OK
                }
            },
            register_c_screen: CScreenRegistration.register
        ))
        return UnsafePointer(table)
    }()

    static func from(_ pointer: OpaquePointer) -> HostRegistrar {
        Unmanaged<HostRegistrar>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    var opaquePointer: OpaquePointer {
        OpaquePointer(Unmanaged.passUnretained(self).toOpaque())
    }
}

/// Plugin and module names: a lowercase letter, then lowercase letters, digits, `-` or `_`.
func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
}
