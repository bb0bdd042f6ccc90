import Foundation
import LassoPlugin

/// One line of `plugins list`: `PATH: NAME VERSION, N modules: VERDICT[: REASON (hint: …)]`.
enum PluginListLine {
    /// The line for `report`.
    static func text(_ report: PluginScanReport) -> String {
        if report.verdict == .notAPlugin {
            let what = isRuntimeLibrary(report.path)
                ? "the Lasso runtime library, which plugins link (a build folder holds a copy)"
                : "a shared library without lasso_plugin_describe (one a plugin may use)"
            return "\(report.path): not a plugin: \(what)"
        }
        var parts = [report.path]
        if report.identity != nil {
            parts.append(identityText(report) + (report.error == nil ? ", \(moduleCount(report.modules.count))" : ""))
        }
        parts.append(report.verdict.rawValue)
        if let error = report.error {
            parts.append("\(error.message) (hint: \(error.hint))")
        }
        return parts.joined(separator: ": ")
    }

    /// Whether `path` is named as the runtime library is.
    static func isRuntimeLibrary(_ path: String) -> Bool {
        (path as NSString).lastPathComponent == RuntimeLibrary.fileName
    }

    /// `NAME VERSION`, or `?` when the descriptor could not be read.
    static func identityText(_ report: PluginScanReport) -> String {
        report.identity.map { "\($0.name) \($0.version)" } ?? "?"
    }

    /// `1 module`, `3 modules`.
    static func moduleCount(_ count: Int) -> String {
        count == 1 ? "1 module" : "\(count) modules"
    }
}
