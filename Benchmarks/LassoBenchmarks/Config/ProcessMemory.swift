#if canImport(Glibc)
    import Glibc
#endif

/// The process's resident memory from /proc/self/status, and resetting its peak.
enum ProcessMemory {
    /// `VmRSS` (resident now) in bytes, or nil.
    static var residentBytes: Int? { statusField("VmRSS:") }

    /// `VmHWM` (peak resident since start or the last ``resetPeak()``) in bytes, or nil.
    static var peakResidentBytes: Int? { statusField("VmHWM:") }

    /// Resets `VmHWM` to the current resident size (writes `5` to /proc/self/clear_refs, Linux
    /// 4.0 and later). Returns whether it worked.
    @discardableResult
    static func resetPeak() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
    }

    private static func statusField(_ name: String) -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 512)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let line = String(
                decoding: buffer.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard line.hasPrefix(name) else { continue }
            // "VmRSS:     12345 kB"
            let number = line.dropFirst(name.count).filter(\.isNumber)
            return Int(number).map { $0 * 1024 }
        }
        return nil
    }
}
