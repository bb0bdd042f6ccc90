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
    public static var stamp: String { _compiledAgainst }

    /// ``stamp``'s name in 1.0, from when it was a build's fingerprint rather than a release.
    @available(*, deprecated, renamed: "stamp")
    public static let fingerprint: String = _compiledAgainst

    /// This host's stamp, read once; the generator writes it in the form ``Stamp`` reads.
    package static let host = Stamp(stamp)!

    /// This runtime's release.
    public static var version: SemanticVersion { host.version }

    /// The version of the Swift compiler that built this runtime (`6.3.1`).
    public static var compiler: String { host.compiler! }

    /// Whether this runtime was built without library evolution.
    public static var isFragile: Bool { host.isFragile }

    /// The release of `lasso_plugin.h`: what C plugins record.
    public static let cHeader: String = LASSO_RUNTIME_RELEASE

    /// A plugin's stamp, read.
    package struct Stamp: Equatable {
        /// The runtime release the plugin was compiled against.
        package let version: SemanticVersion
        /// The Swift compiler that built it; `nil` for a C plugin.
        package let compiler: String?
        /// Whether it was compiled against a runtime built without library evolution.
        package let isFragile: Bool

        package static let prefix = "lasso-runtime-"

        /// Reads `lasso-runtime-1.0.0`, `lasso-runtime-1.0.0+swift-6.3.1` or
        /// `lasso-runtime-1.0.0+swift-6.3.1.fragile`; `nil` for anything else.
        package init?(_ text: String) {
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
}
