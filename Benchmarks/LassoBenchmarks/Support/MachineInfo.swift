#if canImport(Glibc)
    import Glibc
#endif

/// Facts about the machine and build, printed above every report.
enum MachineInfo {
    /// Online processors (as `nproc` reports).
    static var processorCount: Int { Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// The first `model name` in /proc/cpuinfo.
    static var cpuModel: String {
        for line in lines(ofFile: "/proc/cpuinfo") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingWhitespace()
            }
        }
        return "unknown"
    }

    /// The 1, 5 and 15 minute load averages (/proc/loadavg): how busy the shared machine is.
    static var loadAverage: String {
        guard let line = lines(ofFile: "/proc/loadavg").first else { return "unknown" }
        return line.split(separator: " ").prefix(3).joined(separator: " ")
    }

    private static func lines(ofFile path: String) -> [String] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var result: [String] = []
        var buffer = [CChar](repeating: 0, count: 1024)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let bytes = buffer.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }
            result.append(String(decoding: bytes, as: UTF8.self))
        }
        return result
    }

    /// The build configuration; timings from a debug build are meaningless.
    static var configuration: String {
        #if DEBUG
            return "debug (WARNING: build with -c release for meaningful numbers)"
        #else
            return "release"
        #endif
    }

    static var summary: String {
        "machine: \(processorCount) processors, \(cpuModel), load average \(loadAverage); build: \(configuration)"
    }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
