internal import CLassoHostSupport
import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost
internal import SystemPackage

/// How the plugin commands write errors, warnings, notes and JSON.
enum ShellOutput {
    /// The exit status of a command whose output could not be written (sysexits' EX_IOERR).
    static let outputFailedStatus: Int32 = 74

    /// Flushes standard output; when anything written to it was lost (closed, a full disk, a
    /// broken pipe), says so on standard error and returns ``outputFailedStatus``.
    static func finishStandardOutput() -> Int32? {
        let reason = lasso_host_flush_standard_output()
        guard reason != 0 else { return nil }
        // The reader went away (`| head`): nobody wants the rest, and that is no error to report.
        if reason == EPIPE { return 128 + SIGPIPE }
        return report(
            .error(
                "cannot write the output: \(Errno(rawValue: reason))",
                hint: "check where standard output goes: a closed descriptor, a full disk or a pipe closed early",
                exitStatus: outputFailedStatus))
    }

    /// Writes `message` to standard error (``ProgramMessage/write()``: `lasso-shell: …`) and
    /// returns the exit status of a command it stops.
    @discardableResult
    static func report(_ message: ProgramMessage) -> Int32 {
        message.write()
        return message.exitStatus
    }

    /// Writes `line` as it is, and a newline, to standard error (a config's diagnostics, listed
    /// as ``ProgramMessage/description`` renders them).
    static func standardErrorLine(_ line: String) {
        // Nowhere to report a failure to write the error itself: it is dropped, never a crash.
        try? FileHandle.standardError.write(contentsOf: Data("\(line)\n".utf8))
    }

    /// `value` as pretty, key-sorted JSON.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
