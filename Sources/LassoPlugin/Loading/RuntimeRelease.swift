internal import CLassoPluginABI

/// Which runtime this is, and which plugins it accepts: compatibility by contract, not by build.
///
/// A plugin records the runtime it was compiled against in its descriptor (its *stamp*):
///
/// - A Swift plugin, through ``describePlugin(_:)``: the runtime's release, `+swift-` and the
///   version of the Swift compiler that built the plugin (`lasso-runtime-1.0.0+swift-6.3.1`).
/// - A C plugin: the release of `lasso_plugin.h` (`lasso-runtime-1.0.0`). It may register C
///   screens, not Swift modules.
///
/// The host accepts a plugin whose release has its own major version and a minor version no
/// newer than its own (any patch): the plugin API is built with library evolution, so a plugin
/// built against 1.x runs on 1.y, y ≥ x. A Swift plugin must also come from the host's compiler,
/// because Swift's standard library is not ABI-stable on Linux. A runtime built without library
/// evolution (`.fragile`, for measurements) accepts only plugins of its exact release and mode.
/// See docs/plugin-abi.md.
public enum RuntimeRelease {
    /// This host's stamp: what a Swift plugin built against this runtime, by this runtime's
    /// compiler, records (`lasso-runtime-1.0.0+swift-6.3.1`).
    public static let fingerprint: String = _compiledAgainst

    /// This host's stamp, read once; the generator writes it in the form ``Stamp`` reads.
    static let host = Stamp(fingerprint)!

    /// This runtime's release.
    public static var version: SemanticVersion { host.version }

    /// The version of the Swift compiler that built this runtime (`6.3.1`).
    public static var compiler: String { host.compiler! }

    /// Whether this runtime was built without library evolution.
    public static var isFragile: Bool { host.isFragile }

    /// The release of `lasso_plugin.h`: what C plugins record.
    public static let cHeader: String = LASSO_RUNTIME_FINGERPRINT

    /// What a plugin's stamp lets it do.
    enum Verdict: Equatable {
        /// A compatible Swift plugin: it may register Swift modules and C screens.
        case swift
        /// Compiled against the C header only: C screens, no Swift modules.
        case cHeaderOnly
    }

    /// A plugin's stamp, read.
    struct Stamp: Equatable {
        /// The runtime release the plugin was compiled against.
        let version: SemanticVersion
        /// The Swift compiler that built it; `nil` for a C plugin.
        let compiler: String?
        /// Whether it was compiled against a runtime built without library evolution.
        let isFragile: Bool

        static let prefix = "lasso-runtime-"

        /// Reads `lasso-runtime-1.0.0`, `lasso-runtime-1.0.0+swift-6.3.1` or
        /// `lasso-runtime-1.0.0+swift-6.3.1.fragile`; `nil` for anything else.
        init?(_ text: String) {
            guard text.hasPrefix(Self.prefix) else { return nil }
            let rest = text.dropFirst(Self.prefix.count)
            let parts = rest.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
            guard let version = SemanticVersion(String(parts[0])), version.prerelease == nil else { return nil }
            self.version = version
            guard parts.count == 2 else {
                (compiler, isFragile) = (nil, false)
                return
            }
            guard parts[1].hasPrefix("swift-") else { return nil }
            var compiler = parts[1].dropFirst("swift-".count)
            isFragile = compiler.hasSuffix(".fragile")
            if isFragile { compiler = compiler.dropLast(".fragile".count) }
            guard !compiler.isEmpty, compiler.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" })
            else { return nil }
            self.compiler = String(compiler)
        }
    }

    /// Checks the `stamp` in the descriptor of the plugin at `path` against this host's.
    static func verdict(on stamp: String, path: String) throws(PluginLoadError) -> Verdict {
        try verdict(on: stamp, path: path, host: host)
    }

    /// Checks `stamp` against the runtime `host` (a parameter for the tests).
    static func verdict(on stamp: String, path: String, host: Stamp) throws(PluginLoadError) -> Verdict {
        func refuse(_ message: String, hint: String) -> PluginLoadError {
            PluginLoadError(.stalePlugin, path: path, message, hint: hint)
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
