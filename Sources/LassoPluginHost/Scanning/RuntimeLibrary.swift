internal import CLassoHostSupport
internal import CLassoPluginABI
internal import Foundation
import LassoPlugin

#if canImport(Glibc)
    internal import Glibc
#endif

/// The runtime library this code runs in (`libLassoRuntime.so`, or the test binary), as the
/// dynamic linker names it.
package enum RuntimeLibrary {
    /// The runtime library's file name, as the build names it.
    package static let fileName = "libLassoRuntime.so"

    /// The real path of the shared object holding this code, when the dynamic linker knows it.
    ///
    /// Asked of `dladdr` with the address of a function in this library: reading and parsing
    /// `/proc/self/maps` instead cost about a millisecond of every start.
    package static let path: String? = {
        let marker: @convention(c) () -> Void = runtimeLibraryMarker
        guard let name = lasso_host_object_path(unsafeBitCast(marker, to: UnsafeRawPointer.self)),
            let resolved = realpath(name, nil)
        else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }()

    /// Identifies this host build for the scan cache: plugin ABI, runtime stamp, and the
    /// size and mtime of the runtime library, so verdicts are not reused across rebuilds.
    package static let hostIdentity: String = {
        var identity = "abi \(LASSO_PLUGIN_ABI_MAJOR).\(LASSO_PLUGIN_ABI_MINOR); runtime \(RuntimeRelease.stamp)"
        if let path, let stamp = PluginFileStamp(path: path) {
            identity += "; \(path) \(stamp.size) \(stamp.modified)"
        }
        return identity
    }()
}

private func runtimeLibraryMarker() {}
