internal import CLassoPluginABI
internal import Synchronization

#if canImport(Glibc)
    internal import Glibc
#endif

// `describePlugin(_:)`, which plugins call, is generated with the runtime's release
// (RuntimeRelease+Generated.swift, by the LassoRuntimeRelease build tool).

/// Builds (once per plugin type and stamp) the descriptor of `plugin`, recording the stamp
/// `compiledAgainst` as the runtime it was compiled against. ``describePlugin(_:)`` calls it with
/// the plugin's own stamp; tests call it to pose as plugins built elsewhere.
public func _describePlugin<Plugin: LassoPluginDefinition>(
    _ plugin: Plugin.Type,
    compiledAgainst stamp: String
) -> UnsafeRawPointer {
    DescriptorStore.shared.descriptor(for: plugin, stamp: stamp)
}

/// ``_describePlugin(_:compiledAgainst:)`` as plugins built against 1.0 call it.
@available(*, deprecated, renamed: "_describePlugin(_:compiledAgainst:)")
public func _describePlugin<Plugin: LassoPluginDefinition>(
    _ plugin: Plugin.Type,
    compiledFingerprint: String
) -> UnsafeRawPointer {
    DescriptorStore.shared.descriptor(for: plugin, stamp: compiledFingerprint)
}

/// Keeps every descriptor handed out alive (and at a stable address) for the life of the process.
private final class DescriptorStore: Sendable {
    static let shared = DescriptorStore()

    /// One descriptor per plugin type and recorded stamp.
    private struct Key: Hashable {
        let plugin: ObjectIdentifier
        let stamp: String
    }

    private let descriptors = Mutex<[Key: UnsafeRawPointer]>([:])

    func descriptor<Plugin: LassoPluginDefinition>(for plugin: Plugin.Type, stamp: String) -> UnsafeRawPointer {
        descriptors.withLock { descriptors in
            let key = Key(plugin: ObjectIdentifier(plugin), stamp: stamp)
            if let existing = descriptors[key] { return existing }
            let context = SwiftPluginContext(register: { try Plugin.register(in: $0) })
            let pointer = UnsafeMutablePointer<lasso_plugin_descriptor>.allocate(capacity: 1)
            pointer.initialize(
                to: lasso_plugin_descriptor(
                    magic: LASSO_PLUGIN_MAGIC,
                    abi_major: UInt16(LASSO_PLUGIN_ABI_MAJOR),
                    abi_minor: UInt16(LASSO_PLUGIN_ABI_MINOR),
                    name: permanentCString(Plugin.name),
                    version: permanentCString(Plugin.version),
                    description: permanentCString(Plugin.summary),
                    runtime_fingerprint: permanentCString(stamp),
                    register_plugin: swiftPluginRegister,
                    context: Unmanaged.passRetained(context).toOpaque()
                ))
            let raw = UnsafeRawPointer(pointer)
            descriptors[key] = raw
            return raw
        }
    }
}

/// A C string that is never freed (descriptors live as long as the process).
private func permanentCString(_ string: String) -> UnsafePointer<CChar> {
    UnsafePointer(strdup(string)!)
}

/// What a Swift plugin's descriptor carries in its `context`: its registration function.
final class SwiftPluginContext: Sendable {
    let register: @MainActor @Sendable (PluginRegistrar) throws -> Void

    init(register: @escaping @MainActor @Sendable (PluginRegistrar) throws -> Void) {
        self.register = register
    }
}

/// The `register_plugin` entry of every Swift plugin: runs the plugin's `register(in:)` with a
/// Swift registrar that talks to the host through the C host table.
private let swiftPluginRegister: lasso_register_fn = { host, registrar, context in
    guard let hostPointer = host, let registrarPointer = registrar, let context else { return LASSO_STATUS_ERROR }
    let pluginContext = Unmanaged<SwiftPluginContext>.fromOpaque(context).takeUnretainedValue()
    // The host calls registration on the main thread; the pointers stay on it.
    nonisolated(unsafe) let host = hostPointer
    nonisolated(unsafe) let registrar = registrarPointer
    return MainActor.assumeIsolated {
        let swiftRegistrar = PluginRegistrar(host: host, registrar: registrar)
        do {
            try pluginContext.register(swiftRegistrar)
            return LASSO_STATUS_OK
        } catch {
            if (error as? PluginRegistrationError)?.isReportedByHost == true { return LASSO_STATUS_ERROR }
            host.pointee.report_error?(registrar, String(describing: error))
            return LASSO_STATUS_ERROR
        }
    }
}
