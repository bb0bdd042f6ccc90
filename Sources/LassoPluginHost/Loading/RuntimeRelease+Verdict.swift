import LassoPlugin

/// The host's check of a plugin's stamp against its own runtime's (``RuntimeRelease``, whose
/// rules it applies: docs/plugin-abi.md).
extension RuntimeRelease {
    /// What a plugin's stamp lets it do.
    enum Verdict: Equatable {
        /// A compatible Swift plugin: it may register Swift modules and C screens.
        case swift
        /// Compiled against the C header only: C screens, no Swift modules.
        case cHeaderOnly
    }

    /// Checks the `stamp` in the descriptor of the plugin at `path` against this host's.
    static func verdict(on stamp: String, path: String) throws(PluginLoadError) -> Verdict {
        try verdict(on: stamp, path: path, host: host)
    }

    /// Checks `stamp` against the runtime `host` (a parameter for the tests).
    static func verdict(on stamp: String, path: String, host: Stamp) throws(PluginLoadError) -> Verdict {
        func refuse(_ message: String, hint: String) -> PluginLoadError {
            PluginLoadError(.incompatibleRuntime, path: path, message, hint: hint)
        }
        let rebuild = "rebuild the plugin against runtime \(host.version)"
        guard let plugin = Stamp(stamp) else {
            throw refuse(
                "incompatible plugin: it records runtime '\(DescriptorText.shown(stamp))', not a Lasso runtime release this host can check (this host runs \(host.version))",
                hint: rebuild
            )
        }
        // A C plugin shares no Swift layout with the host, so the fragile rule is about Swift ones.
        if plugin.compiler != nil, host.isFragile || plugin.isFragile {
            guard plugin == host else {
                throw refuse(
                    "incompatible plugin: it records runtime '\(stamp)', and this host (runtime '\(Self.text(of: host))') \(host.isFragile ? "was built without library evolution, so it accepts only plugins built against exactly its own runtime" : "was built with library evolution, while the plugin was built against a runtime without it")",
                    hint: rebuild
                )
            }
            return .swift
        }
        if plugin.version.major != host.version.major {
            throw refuse(
                "incompatible plugin: built against Lasso runtime \(plugin.version), this host runs \(host.version); a plugin loads only into a runtime of its own major version",
                hint: plugin.version.major < host.version.major
                    ? rebuild : "run it with a \(plugin.version.major).x shell, or \(rebuild)"
            )
        }
        if plugin.version.minor > host.version.minor {
            throw refuse(
                "incompatible plugin: built against Lasso runtime \(plugin.version), newer than this host's \(host.version); it may use API this runtime does not have",
                hint:
                    "update the shell to runtime \(plugin.version.major).\(plugin.version.minor) or later, or \(rebuild)"
            )
        }
        guard let compiler = plugin.compiler else { return .cHeaderOnly }
        guard compiler == host.compiler else {
            throw refuse(
                "incompatible plugin: built with Swift \(compiler.replacingOccurrences(of: "-", with: " ")), this host with Swift \(host.compiler ?? "?"); Swift's standard library is not ABI-stable on Linux, so a Swift plugin must be built by the host's Swift toolchain",
                hint: "rebuild the plugin with Swift \(host.compiler ?? "?")"
            )
        }
        return .swift
    }

    /// The stamp `stamp` was read from.
    static func text(of stamp: Stamp) -> String {
        Stamp.prefix + "\(stamp.version)"
            + (stamp.compiler.map { "+swift-\($0)" + (stamp.isFragile ? ".fragile" : "") } ?? "")
    }
}
