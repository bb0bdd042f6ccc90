internal import CLassoPluginABI
internal import Foundation
import Lasso
import LassoPlugin

#if canImport(Glibc)
    internal import Glibc
#endif

/// The host's side of one plugin's registration: behind the opaque `lasso_registrar *` handed
/// to the plugin. It namespaces and checks every module the plugin registers.
@MainActor
final class HostRegistrar {
    let pluginName: String
    let registry: ModuleRegistry
    /// False when the plugin's descriptor records the C header's release only: its Swift code
    /// (if any) could have been compiled against any runtime release.
    let mayRegisterSwiftModules: Bool
    private(set) var modules: [RegisteredModule] = []
    /// The names in ``modules``: checking a new name is one lookup, so registering is linear.
    private var moduleNames: Set<String> = []
    /// The most modules one plugin may register.
    static let maximumModules = 1000
    private(set) var errors: [String] = []
    /// Why modules were refused because their names were already taken.
    private(set) var duplicateModuleRefusals: [String] = []
    /// Why Swift modules were refused because the plugin records no Swift compiler.
    private(set) var unstampedSwiftModuleRefusals: [String] = []

    /// The settings the plugin declared, in order.
    private(set) var settings: [SettingDeclaration] = []

    /// The plugin whose modules the registering one replaces (a new version of it), if any.
    let replacing: String?

    /// What the plugin is handed as its `lasso_registrar *`: a number naming this registrar
    /// while its registration runs, never a pointer to it, and never used twice. A plugin that
    /// keeps it and calls the host with it later (from a callback, another thread) is refused
    /// instead of reaching freed memory.
    private let token: UInt
    /// The registrars whose registration is running, by token.
    private static var live: [UInt: HostRegistrar] = [:]
    private static var nextToken: UInt = 0x10_000

    init(pluginName: String, registry: ModuleRegistry, mayRegisterSwiftModules: Bool = true, replacing: String? = nil) {
        token = Self.nextToken
        Self.nextToken += 0x10
        self.pluginName = pluginName
        self.replacing = replacing
        self.registry = registry
        self.mayRegisterSwiftModules = mayRegisterSwiftModules
    }

    /// Accepts the Swift `module`, or returns why not.
    func acceptSwift(_ module: RegisteredModule) -> String? {
        guard mayRegisterSwiftModules else {
            unstampedSwiftModuleRefusals.append(
                "Swift module '\(module.name)' was refused: the plugin records only the C header's release '\(RuntimeRelease.cHeader)', not the Swift compiler its Swift code was built with"
            )
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
            return "module name '\(local)' is invalid: use \(validNameRule)"
        }
        module.name = "\(pluginName).\(local)"
        module.pluginName = pluginName
        guard modules.count < Self.maximumModules else {
            let refusal = "the plugin registers more than \(Self.maximumModules) modules; split it into several plugins"
            if errors.last != refusal { errors.append(refusal) }
            return refusal
        }
        if !moduleNames.insert(module.name).inserted {
            duplicateModuleRefusals.append("module '\(module.name)' is registered twice")
            return duplicateModuleRefusals.last
        }
        if let existing = registry.module(named: module.name), existing.pluginName != replacing {
            duplicateModuleRefusals.append(PluginLoadError.moduleTaken(module.name, by: existing.pluginName))
            return duplicateModuleRefusals.last
        }
        modules.append(module)
        return nil
    }

    /// Accepts the setting declared as the JSON object `text`, or records why not (which fails
    /// the registration) and returns it.
    func declareSetting(_ text: String) -> String? {
        let declaration: SettingDeclaration
        do {
            declaration = try JSONDecoder().decode(SettingDeclaration.self, from: Data(text.utf8))
        } catch {
            return refuseSetting(
                "a setting's declaration is not one (\(describeDecodingError(error))): \(text.prefix(200))")
        }
        if let problem = declaration.problem { return refuseSetting(problem) }
        if settings.contains(where: { $0.name == declaration.name }) {
            return refuseSetting("setting '\(declaration.name)' is declared twice")
        }
        guard settings.count < SettingDeclaration.maximumPerPlugin else {
            return refuseSetting("the plugin declares more than \(SettingDeclaration.maximumPerPlugin) settings")
        }
        settings.append(declaration.normalized)
        return nil
    }

    private func refuseSetting(_ reason: String) -> String {
        errors.append(reason)
        return reason
    }

    /// The C table handed to plugins.
    static let hostAPI: UnsafePointer<lasso_host_api> = {
        let table = UnsafeMutablePointer<lasso_host_api>.allocate(capacity: 1)
        table.initialize(
            to: lasso_host_api(
                struct_size: UInt32(MemoryLayout<lasso_host_api>.size),
                abi_major: UInt16(LASSO_PLUGIN_ABI_MAJOR),
                abi_minor: UInt16(LASSO_PLUGIN_ABI_MINOR),
                report_error: { registrarPointer, message in
                    guard let registrarPointer, isOnMainQueue() else {
                        return HostRegistrar.refuseCallOffRegistration()
                    }
                    let text = message.map { String(cString: $0) } ?? "(no message)"
                    nonisolated(unsafe) let registrar = registrarPointer
                    MainActor.assumeIsolated {
                        guard let host = HostRegistrar.from(registrar) else {
                            return HostRegistrar.refuseCallOffRegistration()
                        }
                        host.reportError(text)
                    }
                },
                register_swift_module: { registrarPointer, registrationPointer in
                    guard let registrarPointer, let registrationPointer, isOnMainQueue() else {
                        HostRegistrar.refuseCallOffRegistration()
                        return LASSO_STATUS_ERROR
                    }
                    // Plugins register on the main thread, inside the host's call to register_plugin.
                    nonisolated(unsafe) let registrar = registrarPointer
                    nonisolated(unsafe) let registration = registrationPointer
                    return MainActor.assumeIsolated {
                        let swiftRegistration = Unmanaged<SwiftModuleRegistration>.fromOpaque(registration)
                            .takeUnretainedValue()
                        guard let host = HostRegistrar.from(registrar) else {
                            swiftRegistration.refusal = HostRegistrar.afterRegistrationMessage
                            HostRegistrar.refuseCallOffRegistration()
                            return LASSO_STATUS_ERROR
                        }
                        if let refusal = host.acceptSwift(swiftRegistration.module) {
                            swiftRegistration.refusal = refusal
                            return LASSO_STATUS_ERROR
                        }
                        return LASSO_STATUS_OK
                    }
                },
                register_c_screen: CScreenRegistration.register,
                declare_setting: { registrarPointer, declaration in
                    guard let registrarPointer, isOnMainQueue() else {
                        HostRegistrar.refuseCallOffRegistration()
                        return LASSO_STATUS_ERROR
                    }
                    let text = declaration.map { String(cString: $0) } ?? "(no declaration)"
                    nonisolated(unsafe) let registrar = registrarPointer
                    return MainActor.assumeIsolated {
                        guard let host = HostRegistrar.from(registrar) else {
                            HostRegistrar.refuseCallOffRegistration()
                            return LASSO_STATUS_ERROR
                        }
                        return host.declareSetting(text) == nil ? LASSO_STATUS_OK : LASSO_STATUS_ERROR
                    }
                }
            ))
        return UnsafePointer(table)
    }()

    /// The registrar whose registration is running under `pointer`'s token, or `nil` for a
    /// registrar kept after its registration ended (or anything else).
    static func from(_ pointer: OpaquePointer) -> HostRegistrar? {
        live[UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(pointer)))]
    }

    /// The handle handed to the plugin (see ``token``).
    var opaquePointer: OpaquePointer {
        OpaquePointer(bitPattern: token)!
    }

    /// Runs `registration` with this registrar open: its handle works only inside.
    func whileOpen<Result>(_ registration: () -> Result) -> Result {
        Self.live[token] = self
        defer { Self.live[token] = nil }
        return registration()
    }

    /// Why a call with a kept registrar is refused.
    nonisolated static let afterRegistrationMessage =
        "the plugin called the host with its registrar after register_plugin returned (or from another thread); the registrar is valid only during that call, on the thread it was made on"

    /// Says, on standard error, that a call through a registrar outside its registration was
    /// refused (from any thread: it writes directly).
    nonisolated static func refuseCallOffRegistration() {
        ProgramMessage.warning("\(afterRegistrationMessage); the call was refused").write()
    }
}

/// What ``isValidName(_:)`` accepts, as refusals and hints say it.
package let validNameRule = "lowercase letters, digits, '-' and '_', starting with a letter"

/// Plugin and module names: a lowercase letter, then lowercase letters, digits, `-` or `_`.
package func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
    }
}
