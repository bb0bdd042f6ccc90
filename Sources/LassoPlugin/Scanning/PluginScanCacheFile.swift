internal import Foundation
#if canImport(Glibc)
internal import Glibc
#endif

/// The scan cache's file format: plain lines of tab-separated fields, read on every start.
///
/// It is read without `Codable` on purpose: decoding the same verdicts with Foundation's
/// `JSONDecoder` cost about a millisecond of each start (the decoder's first use instantiates
/// its machinery), against a few microseconds for these lines.
///
/// ```
/// lasso-plugin-scan-cache 3
/// host        <host build>
/// entry       <real path>  <size>  <mtime ns>  <ctime ns>  <device>  <inode>  <sha256>  <examined s>
/// report      <path as named>
/// identity    <name>  <version>  <summary>  <abi major>  <abi minor>  <runtime fingerprint>
/// module      <name>  <kind>  <type name>  <required context>
/// outputs     <output>…
/// parameters  <parameter>…
/// error       <kind>  <path>  <message>  <hint>
/// timed-out   <seconds>
/// ```
///
/// `identity`, `error` and `timed-out` are optional; each `module` line is followed by exactly
/// one `outputs` and one `parameters` line. `<examined s>` is when the file was examined, in
/// seconds since 1970; `timed-out` is the scan time-out, in seconds, that the examination did not
/// finish within (``PluginScanReport/timedOutAfter``): together they decide how long the verdict
/// holds (``PluginScanCache/Entry/isReusable(scanTimeout:now:)``). In fields a backslash, tab,
/// line feed and carriage return are written `\\`, `\t`, `\n` and `\r`.
///
/// Version 3 added `<examined s>` and `timed-out`; a version 2 file, which has neither, is read
/// as an empty cache, so its plugins are examined once again.
enum PluginScanCacheFile {
    /// The first line; another version of the format is read as an empty cache.
    static let header = "lasso-plugin-scan-cache 3"

    /// Why a cache file could not be read.
    struct Malformed: Error, CustomStringConvertible {
        /// The 1-based line.
        let line: Int
        /// What is wrong with it.
        let reason: String

        var description: String { "line \(line): \(reason)" }
    }

    /// The cache's lines for `entries`, valid for `host`, sorted by path so that equal caches
    /// are equal files.
    static func encode(host: String, entries: [String: PluginScanCache.Entry]) -> String {
        var lines = [header, record("host", [host])]
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let stamp = entry.stamp
            lines.append(record("entry", [
                key, String(stamp.size), String(stamp.modified), String(stamp.changed),
                String(stamp.device), String(stamp.inode), entry.sha256,
                String(entry.examined.timeIntervalSince1970),
            ]))
            let report = entry.report
            lines.append(record("report", [report.path]))
            if let identity = report.identity {
                lines.append(record("identity", [
                    identity.name, identity.version, identity.summary,
                    String(identity.abiMajor), String(identity.abiMinor), identity.runtimeFingerprint,
                ]))
            }
            for module in report.modules {
                lines.append(record("module", [module.name, module.kind, module.typeName, module.requiredContext]))
                lines.append(record("outputs", module.outputs))
                lines.append(record("parameters", module.parameterNames))
            }
            if let error = report.error {
                lines.append(record("error", [error.kind.rawValue, error.path, error.message, error.hint]))
            }
            if let timedOutAfter = report.timedOutAfter {
                lines.append(record("timed-out", [String(timedOutAfter)]))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads `text`: the host it was written for and its entries, or `nil` when it is another
    /// version of the format (not an error: that cache is simply not used). Entries are only
    /// read when `host` matches `expectedHost`.
    static func decode(_ text: String, expectedHost: String) throws(Malformed) -> [String: PluginScanCache.Entry]? {
        var reader = LineReader(text: text)
        guard let first = try reader.next() else { throw Malformed(line: 1, reason: "the file is empty") }
        guard first.tag == header, first.values.isEmpty else {
            if first.tag.hasPrefix("lasso-plugin-scan-cache ") { return nil }
            throw Malformed(line: 1, reason: "expected '\(header)'")
        }
        guard let hostLine = try reader.next(), hostLine.tag == "host", hostLine.values.count == 1 else {
            throw Malformed(line: 2, reason: "expected the host line")
        }
        guard hostLine.values[0] == expectedHost else { return [:] }

        var entries: [String: PluginScanCache.Entry] = [:]
        var pending: PendingEntry?
        while let line = try reader.next() {
            switch line.tag {
            case "entry":
                if let done = pending { entries[done.key] = try done.finish() }
                pending = try PendingEntry(line)
            default:
                guard pending != nil else { throw Malformed(line: line.number, reason: "'\(line.tag)' before any entry") }
                try pending!.add(line)
            }
        }
        if let done = pending { entries[done.key] = try done.finish() }
        return entries
    }

    /// Reads the whole file at `path` with plain `read` calls; `nil` when it cannot be opened.
    static func read(path: String) throws(Malformed) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw Malformed(line: 0, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        // Its verdicts decide which plugins load in-process: only a cache nobody else could
        // have written is believed.
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Malformed(line: 0, reason: String(cString: strerror(errno))) }
        if status.st_uid != getuid() {
            throw Malformed(line: 0, reason: "it belongs to another user (uid \(status.st_uid)); remove it")
        }
        if status.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            throw Malformed(line: 0, reason: "it is writable by group or others (mode \(String(status.st_mode & 0o777, radix: 8))); remove it, a new one is made private")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw Malformed(line: 0, reason: String(cString: strerror(errno))) }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Malformed(line: 0, reason: "the file is not UTF-8 text")
        }
        return text
    }

    // MARK: - Fields

    private static func record(_ tag: String, _ values: [String]) -> String {
        ([tag] + values.map(escape)).joined(separator: "\t")
    }

    static func escape(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return field }
        var escaped = ""
        escaped.reserveCapacity(field.utf8.count + 8)
        for character in field.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    static func unescape(_ field: Substring, line: Int) throws(Malformed) -> String {
        guard field.utf8.contains(0x5C) else { return String(field) }
        var result = ""
        var scalars = field.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "\\": result += "\\"
            case "t": result += "\t"
            case "n": result += "\n"
            case "r": result += "\r"
            default: throw Malformed(line: line, reason: "a bad escape in '\(field)'")
            }
        }
        return result
    }

    /// One line split into its tag and unescaped values.
    struct Line {
        let number: Int
        let tag: Substring
        let values: [String]
    }

    /// The non-empty lines of the text, one at a time.
    struct LineReader {
        private var rest: Substring
        private(set) var lineNumber = 0

        init(text: String) { rest = Substring(text) }

        mutating func next() throws(Malformed) -> Line? {
            while !rest.isEmpty {
                lineNumber += 1
                let end = rest.utf8.firstIndex(of: 0x0A) ?? rest.endIndex
                let text = rest[..<end]
                rest = end == rest.endIndex ? rest[end...] : rest[rest.utf8.index(after: end)...]
                guard !text.isEmpty else { continue }
                let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
                var values: [String] = []
                values.reserveCapacity(fields.count - 1)
                for field in fields.dropFirst() { values.append(try unescape(field, line: lineNumber)) }
                return Line(number: lineNumber, tag: fields[0], values: values)
            }
            return nil
        }
    }

    /// An entry being read: its `entry` line and what followed it so far.
    private struct PendingEntry {
        let line: Int
        let key: String
        let stamp: PluginFileStamp
        let sha256: String
        let examined: Date
        var path: String?
        var identity: PluginIdentity?
        var modules: [ModuleSummary] = []
        var module: (line: Int, name: String, kind: String, typeName: String, context: String, outputs: [String]?)?
        var error: PluginLoadError?
        var timedOutAfter: Double?

        init(_ line: Line) throws(Malformed) {
            let values = line.values
            guard values.count == 8, let size = Int64(values[1]), let modified = Int64(values[2]),
                  let changed = Int64(values[3]), let device = UInt64(values[4]), let inode = UInt64(values[5]),
                  let examined = Double(values[7]), examined.isFinite
            else { throw Malformed(line: line.number, reason: "expected an entry: path, size, mtime, ctime, device, inode, sha256, examined") }
            self.line = line.number
            key = values[0]
            stamp = PluginFileStamp(size: size, modified: modified, changed: changed, device: device, inode: inode)
            sha256 = values[6]
            self.examined = Date(timeIntervalSince1970: examined)
        }

        mutating func add(_ line: Line) throws(Malformed) {
            let values = line.values
            func malformed(_ reason: String) -> Malformed { Malformed(line: line.number, reason: reason) }
            if line.tag != "parameters", line.tag != "outputs", let module {
                throw Malformed(line: module.line, reason: "a module without its outputs and parameters lines")
            }
            switch line.tag {
            case "report":
                guard path == nil, values.count == 1 else { throw malformed("expected one report line with a path") }
                path = values[0]
            case "identity":
                guard identity == nil, values.count == 6, let major = Int(values[3]), let minor = Int(values[4]) else {
                    throw malformed("expected an identity: name, version, summary, ABI major, ABI minor, fingerprint")
                }
                identity = PluginIdentity(
                    name: values[0], version: values[1], summary: values[2],
                    abiMajor: major, abiMinor: minor, runtimeFingerprint: values[5]
                )
            case "module":
                guard values.count == 4 else { throw malformed("expected a module: name, kind, type name, context") }
                module = (line.number, values[0], values[1], values[2], values[3], nil)
            case "outputs":
                guard let current = module, current.outputs == nil else { throw malformed("'outputs' must follow a module line") }
                module?.outputs = values
            case "parameters":
                guard let current = module, let outputs = current.outputs else { throw malformed("'parameters' must follow a module's outputs line") }
                modules.append(ModuleSummary(
                    name: current.name, kind: current.kind, typeName: current.typeName,
                    requiredContext: current.context, outputs: outputs, parameterNames: values
                ))
                module = nil
            case "error":
                guard error == nil, values.count == 4, let kind = PluginLoadError.Kind(rawValue: values[0]) else {
                    throw malformed("expected an error: kind, path, message, hint")
                }
                error = PluginLoadError(kind, path: values[1], values[2], hint: values[3])
            case "timed-out":
                guard timedOutAfter == nil, values.count == 1, let seconds = Double(values[0]), seconds > 0, seconds.isFinite else {
                    throw malformed("expected a time-out: seconds above 0")
                }
                timedOutAfter = seconds
            default:
                throw malformed("unknown line '\(line.tag)'")
            }
        }

        func finish() throws(Malformed) -> PluginScanCache.Entry {
            guard let path else { throw Malformed(line: line, reason: "the entry for \(key) has no report line") }
            if let module { throw Malformed(line: module.line, reason: "a module without its outputs and parameters lines") }
            let report = PluginScanReport(path: path, identity: identity, modules: modules, error: error, timedOutAfter: timedOutAfter)
            return PluginScanCache.Entry(stamp: stamp, sha256: sha256, report: report, examined: examined)
        }
    }
}
