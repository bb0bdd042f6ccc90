internal import CLassoPluginABI
internal import Foundation
import Lasso
import LassoPlugin

#if canImport(Glibc)
    internal import Glibc
#endif

/// Loads plugin shared libraries into the process and registers their modules.
///
/// Loading is checked step by step, and each refusal names the file and the fix: the file must
/// exist and be a shared object exporting `lasso_plugin_describe`; its descriptor must carry the
/// Lasso magic, this host's ABI major version and a runtime release and compiler this host
/// accepts (see ``RuntimeRelease``); its registration must succeed. A library holding Swift code is never unloaded once opened.
@MainActor
package struct PluginOpener {
    /// The registry plugins register into.
    package let registry: ModuleRegistry
    /// How long a registration in this process may take before the process is ended, in seconds
    /// (``RegistrationExitGuard``); `nil` for no limit. A host that examines plugins in a child
    /// first sets it to the scan time-out: a registration that finished there and hangs here is
    /// a plugin behaving differently in the host, which nothing else could stop.
    package var registrationTimeLimit: Double?

    /// Creates a loader registering into `registry`.
    package init(registry: ModuleRegistry = .shared) {
        self.registry = registry
    }

    /// Loads the plugin at `path` and registers its modules.
    @discardableResult
    package func load(_ path: String) throws(PluginLoadError) -> LoadedPlugin {
        try load(path, options: PluginLoadOptions())
    }

    /// Registers a plugin linked into this process (statically, or by the caller), given its
    /// descriptor function, with the same checks as a loaded one. `origin` names it in messages.
    /// Tests and statically linked apps use it.
    @discardableResult
    package func registerLinked(origin: String, describe: () -> UnsafeRawPointer) throws(PluginLoadError)
        -> LoadedPlugin
    {
        let raw = describe().assumingMemoryBound(to: lasso_plugin_descriptor.self)
        return try register(checkDescriptor(raw, path: origin), path: origin)
    }

    func register(_ descriptor: Descriptor, path: String, image: PluginImageCopy? = nil) throws(PluginLoadError)
        -> LoadedPlugin
    {
        if let existing = registry.plugins[descriptor.name] {
            throw .duplicatePlugin(descriptor.name, path: path, alreadyProvidedBy: existing.path)
        }
        let (plugin, modules, settings) = try runRegistration(descriptor, path: path, image: image, replacing: nil)
        try registry.add(plugin, modules: modules, settings: settings)
        return plugin
    }

    /// Loads the private copy `copy` as the next version of the loaded plugin `current` and
    /// runs its registration, without touching the registry: the upgrade holds the new
    /// version's modules until ``ModuleRegistry/commit(_:)`` makes them the registered ones.
    /// Until then, and if it is never committed, the registry keeps serving `current`.
    package func stageUpgrade(_ copy: PluginImageCopy, of current: LoadedPlugin) throws(PluginLoadError)
        -> PluginUpgrade
    {
        let descriptor = try readDescriptor(from: copy)
        guard descriptor.name == current.name else {
            throw PluginLoadError(
                .invalidDescriptor, path: copy.origin,
                "the file now holds plugin '\(descriptor.name)', not '\(current.name)', which the app runs",
                hint: "restart \(HostProgram.current.name) to load it as another plugin"
            )
        }
        let (plugin, modules, settings) = try runRegistration(
            descriptor, path: copy.origin, image: copy, replacing: current)
        return PluginUpgrade(previous: current, plugin: plugin, modules: modules, settings: settings)
    }

    /// Runs the plugin's registration into a registrar of its own and checks what it did.
    /// `replacing` is the version of the same plugin that the new one is to replace: its module
    /// names are not taken.
    private func runRegistration(
        _ descriptor: Descriptor, path: String, image: PluginImageCopy?, replacing: LoadedPlugin?
    ) throws(PluginLoadError) -> (LoadedPlugin, [RegisteredModule], [SettingDeclaration]) {
        let registrar = HostRegistrar(
            pluginName: descriptor.name, registry: registry,
            mayRegisterSwiftModules: descriptor.mayRegisterSwiftModules, replacing: replacing?.name)
        let status = RegistrationExitGuard.during(
            plugin: descriptor.name, path: path, timeLimit: registrationTimeLimit
        ) {
            registrar.whileOpen {
                descriptor.register(HostRegistrar.hostAPI, registrar.opaquePointer, descriptor.context)
            }
        }
        // A refusal the host reported (e.g. a C screen's bad signature) fails the load even when
        // the plugin ignored it and returned OK.
        guard status == LASSO_STATUS_OK, registrar.errors.isEmpty, registrar.unstampedSwiftModuleRefusals.isEmpty else {
            if let unstamped = registrar.unstampedSwiftModuleRefusals.first {
                throw PluginLoadError(
                    .incompatibleRuntime, path: path,
                    "plugin '\(descriptor.name)' failed to register: \(unstamped)",
                    hint:
                        "describe a Swift plugin with describePlugin(_:), which records the runtime and compiler it is built with, and rebuild it"
                )
            }
            if let duplicate = registrar.duplicateModuleRefusals.first {
                throw PluginLoadError(
                    .duplicateModule, path: path,
                    "plugin '\(descriptor.name)' failed to register: \(duplicate)",
                    hint: "give each of the plugin's modules its own name"
                )
            }
            let reason =
                registrar.errors.isEmpty
                ? "its registration function returned an error" : registrar.errors.joined(separator: "; ")
            throw PluginLoadError(
                .registrationFailed, path: path,
                "plugin '\(descriptor.name)' failed to register: \(reason)",
                hint: "fix the plugin's register function, or remove the plugin"
            )
        }
        let plugin = LoadedPlugin(
            name: descriptor.name,
            version: descriptor.version,
            summary: descriptor.summary,
            abiMajor: descriptor.abiMajor,
            abiMinor: descriptor.abiMinor,
            runtimeStamp: descriptor.stamp,
            path: path,
            moduleNames: registrar.modules.map(\.name).sorted(),
            generation: (replacing?.generation ?? 0) + 1,
            imageBytes: image?.size ?? 0,
            imageStamp: image?.sourceStamp
        )
        return (plugin, registrar.modules, registrar.settings)
    }

    /// What a descriptor says, read and checked before any registration runs.
    struct Descriptor {
        let name: String, version: String, summary: String, stamp: String
        /// False for a plugin compiled against the C header only.
        let mayRegisterSwiftModules: Bool
        let abiMajor: Int, abiMinor: Int
        let register: lasso_register_fn
        let context: UnsafeMutableRawPointer?
    }

    /// Opens the private copy `copy` and reads and checks its descriptor; messages name the
    /// file the copy was made of. A library the plugin finds next to itself (through `$ORIGIN`)
    /// is made reachable from the copy's directory.
    func readDescriptor(from copy: PluginImageCopy) throws(PluginLoadError) -> Descriptor {
        try readDescriptor(opening: copy.path, origin: copy.origin, linkSibling: copy.linkSibling(named:))
    }

    /// Opens `path` and reads and checks its descriptor; messages name the file `origin`.
    func readDescriptor(opening path: String, origin: String, linkSibling: ((String) -> Bool)? = nil)
        throws(PluginLoadError) -> Descriptor
    {
        guard FileManager.default.fileExists(atPath: path) else {
            throw PluginLoadError(
                .fileMissing, path: origin, "no such plugin file",
                hint: "check the path, or \(HostProgram.current.buildPluginsHint)")
        }
        guard let header = elfHeader(path) else {
            throw PluginLoadError(
                .notSharedObject, path: origin, "not a shared object (no ELF header)",
                hint: "point to the plugin's .so file")
        }
        if let architecture = Self.foreignArchitecture(header) {
            throw PluginLoadError(
                .notSharedObject, path: origin,
                "built for \(architecture), not for this machine (\(Self.thisArchitecture))",
                hint: "build the plugin on or for this machine")
        }
        var linked: Set<String> = []
        var opened = dlopen(path, RTLD_NOW | RTLD_LOCAL)
        while opened == nil {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
            // "libfoo.so: cannot open shared object file": a dependency the plugin finds next
            // to itself. Link it beside the copy and try again.
            if let linkSibling, let missing = Self.missingDependency(in: reason), linked.insert(missing).inserted,
                linkSibling(missing)
            {
                opened = dlopen(path, RTLD_NOW | RTLD_LOCAL)
                continue
            }
            throw PluginLoadError(
                .notSharedObject, path: origin,
                "cannot be loaded as a shared object: \(reason.replacingOccurrences(of: path, with: origin))",
                hint: "rebuild the plugin for this machine and check its dependencies with ldd")
        }
        guard let handle = opened, let symbol = dlsym(handle, LASSO_PLUGIN_DESCRIBE_SYMBOL) else {
            throw PluginLoadError(
                .notLassoPlugin, path: origin,
                "not a Lasso plugin: it exports no \(LASSO_PLUGIN_DESCRIBE_SYMBOL) function",
                hint: "export it (Swift: @_cdecl(\"lasso_plugin_describe\") returning describePlugin(YourPlugin.self))")
        }
        let describe = unsafeBitCast(symbol, to: lasso_plugin_describe_fn.self)
        guard let raw = describe() else {
            throw PluginLoadError(
                .invalidDescriptor, path: origin, "lasso_plugin_describe returned no descriptor",
                hint: "return a pointer to a descriptor that lives as long as the library")
        }
        return try checkDescriptor(raw, path: origin)
    }

    /// The machine this process runs on, as messages name it.
    nonisolated static var thisArchitecture: String {
        #if arch(x86_64)
            "x86_64"
        #elseif arch(arm64)
            "aarch64"
        #else
            "this architecture"
        #endif
    }

    /// The library named in a dynamic loader message "NAME: cannot open shared object file…".
    nonisolated static func missingDependency(in message: String) -> String? {
        guard let range = message.range(of: ": cannot open shared object file") else { return nil }
        let name = message[..<range.lowerBound]
        guard !name.isEmpty, !name.contains("/"), !name.contains(" ") else { return nil }
        return String(name)
    }

    /// Reads and checks the descriptor at `raw`, of a plugin linked into the host or loaded from
    /// the file at `path`.
    func checkDescriptor(_ raw: UnsafePointer<lasso_plugin_descriptor>, path: String) throws(PluginLoadError)
        -> Descriptor
    {
        let descriptor = raw.pointee
        guard descriptor.magic == LASSO_PLUGIN_MAGIC else {
            throw PluginLoadError(
                .badMagic, path: path,
                "bad descriptor magic 0x\(String(descriptor.magic, radix: 16, uppercase: true)) (expected 0x\(String(LASSO_PLUGIN_MAGIC, radix: 16, uppercase: true)))",
                hint: "the file is not a Lasso plugin or is corrupt; rebuild it")
        }
        guard Int(descriptor.abi_major) == Int(LASSO_PLUGIN_ABI_MAJOR) else {
            throw PluginLoadError(
                .abiMismatch, path: path,
                "plugin ABI \(descriptor.abi_major).\(descriptor.abi_minor) does not match host ABI \(LASSO_PLUGIN_ABI_MAJOR).\(LASSO_PLUGIN_ABI_MINOR)",
                hint: "rebuild the plugin against this runtime's lasso_plugin.h")
        }
        func text(_ pointer: UnsafePointer<CChar>?, _ field: String) throws(PluginLoadError) -> String {
            guard let pointer else {
                throw PluginLoadError(
                    .invalidDescriptor, path: path, "descriptor field '\(field)' is missing",
                    hint: "fill in every descriptor field")
            }
            // Read no further than the limit: a plugin's text ends up in every listing.
            let length = strnlen(pointer, DescriptorText.maximumLength + 1)
            guard length <= DescriptorText.maximumLength else {
                throw PluginLoadError(
                    .invalidDescriptor, path: path,
                    "descriptor field '\(field)' is longer than \(DescriptorText.maximumLength) bytes",
                    hint: "shorten it")
            }
            let value = String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
            guard !DescriptorText.hasControlCharacters(value) else {
                throw PluginLoadError(
                    .invalidDescriptor, path: path,
                    "descriptor field '\(field)' contains control characters (\(DescriptorText.shown(value)))",
                    hint:
                        "use printable text only: escape sequences would reach the terminal of whoever lists the plugin"
                )
            }
            return value
        }
        let stamp = try text(descriptor.runtime_fingerprint, "runtime_fingerprint")
        let verdict = try RuntimeRelease.verdict(on: stamp, path: path)
        let name = try text(descriptor.name, "name")
        guard isValidName(name) else {
            throw PluginLoadError(
                .invalidDescriptor, path: path, "invalid plugin name '\(DescriptorText.shown(name))'",
                hint: "use \(validNameRule)")
        }
        guard name != HostSettings.plugin else {
            throw PluginLoadError(
                .invalidDescriptor, path: path,
                "plugin name '\(name)' is the host's own (its screens and settings go by it: lasso.settings)",
                hint: "give the plugin another name")
        }
        let version = try text(descriptor.version, "version")
        guard SemanticVersion(version) != nil else {
            throw PluginLoadError(
                .invalidDescriptor, path: path,
                "plugin '\(name)' has version '\(DescriptorText.shown(version))', which is not MAJOR.MINOR.PATCH",
                hint: "give the plugin a semantic version such as 1.0.0")
        }
        guard let register = descriptor.register_plugin else {
            throw PluginLoadError(
                .invalidDescriptor, path: path, "plugin '\(name)' has no register_plugin function",
                hint: "fill in every descriptor field")
        }
        return Descriptor(
            name: name, version: version,
            summary: try text(descriptor.description, "description"),
            stamp: stamp, mayRegisterSwiftModules: verdict == .swift,
            abiMajor: Int(descriptor.abi_major), abiMinor: Int(descriptor.abi_minor),
            register: register, context: descriptor.context
        )
    }

    /// The first 20 bytes of the file when it starts with the ELF magic.
    private func elfHeader(_ path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let header = [UInt8]((try? handle.read(upToCount: 20)) ?? Data())
        return header.count == 20 && header[0..<4] == [0x7F, 0x45, 0x4C, 0x46] ? header : nil
    }

    /// When the ELF file whose first bytes are `header` was built for another machine than this
    /// process runs on, its machine's name; `nil` when it is for this one (or cannot be told).
    nonisolated static func foreignArchitecture(_ header: [UInt8]) -> String? {
        let machine =
            header[5] == 2 ? UInt16(header[18]) << 8 | UInt16(header[19]) : UInt16(header[19]) << 8 | UInt16(header[18])
        let names: [UInt16: String] = [
            3: "x86 (32-bit)", 40: "ARM (32-bit)", 62: "x86_64", 183: "aarch64", 243: "RISC-V", 8: "MIPS",
            20: "PowerPC", 21: "PowerPC 64", 22: "s390",
        ]
        #if arch(x86_64)
            let this: UInt16 = 62
        #elseif arch(arm64)
            let this: UInt16 = 183
        #else
            return nil
        #endif
        guard machine != this else { return nil }
        return names[machine] ?? "machine type \(machine)"
    }
}
