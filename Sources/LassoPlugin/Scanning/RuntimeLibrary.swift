import CLassoPluginABI
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The runtime library this code runs in (`libLassoRuntime.so`, or the test binary), found in
/// `/proc/self/maps`.
public enum RuntimeLibrary {
    /// The real path of the shared object holding this code, when the dynamic linker knows it.
    public static let path: String? = {
        let marker: @convention(c) () -> Void = runtimeLibraryMarker
        let address = UInt(bitPattern: unsafeBitCast(marker, to: UnsafeRawPointer.self))
        guard let maps = readWholeFile("/proc/self/maps") else { return nil }
        // Lines read "start-end perms offset dev inode path".
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6 else { continue }
            let file = fields[5].trimmingCharacters(in: .whitespaces)
            guard file.hasPrefix("/") else { continue }
            let range = fields[0].split(separator: "-")
            guard range.count == 2, let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16),
                  (start..<end).contains(address)
            else { continue }
            return file
        }
        return nil
    }()

    /// Identifies this host build for the scan cache: plugin ABI, runtime fingerprint, and the
    /// size and mtime of the runtime library, so verdicts are not reused across rebuilds.
    public static let hostIdentity: String = {
        var identity = "abi \(LASSO_PLUGIN_ABI_MAJOR).\(LASSO_PLUGIN_ABI_MINOR); runtime \(LASSO_RUNTIME_FINGERPRINT)"
        if let path, let stamp = PluginFileStamp(path: path) {
            identity += "; \(path) \(stamp.size) \(stamp.modified)"
        }
        return identity
    }()
}

private func runtimeLibraryMarker() {}

/// Reads a file to its end with plain `read` calls (procfs files report a size of 0).
private func readWholeFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}
