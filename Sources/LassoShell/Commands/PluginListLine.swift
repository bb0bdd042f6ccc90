import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost

/// One line of `plugins list`: `PATH: NAME VERSION, N modules: VERDICT[: REASON (hint: …)]`, the
/// path as `DisplayText` shows input (a file name may hold escape sequences and line breaks).
enum PluginListLine {
    /// The line for `report`, about a file whose name makes it a `kind` (``PluginFiles``).
    static func text(_ report: PluginScanReport, kind: PluginFiles.Kind) -> String {
        let path = DisplayText.shown(report.path, limit: DisplayText.lineLength)
        if report.verdict == .notAPlugin {
            return "\(path): not a plugin: a shared library without lasso_plugin_describe (one a plugin may use)"
        }
        var parts = [path]
        if report.identity != nil {
            parts.append(identityText(report) + (report.error == nil ? ", \(moduleCount(report.modules.count))" : ""))
        }
        parts.append(report.verdict.rawValue)
        if let error = report.error {
            parts.append(error.programMessage.statement)
        }
        let line = parts.joined(separator: ": ")
        guard kind == .otherSharedLibrary, report.identity != nil else { return line }
        return line + "; a dir: entry does not load it (\(PluginFiles.rule)): rename it, or name it in a file: entry"
    }

    /// The line for the runtime library found among plugins (``PluginFiles/Kind/runtimeLibrary``).
    static func runtimeLibrary(_ path: String) -> String {
        "\(DisplayText.shown(path, limit: DisplayText.lineLength)): not a plugin: the Lasso runtime library, which plugins link (a build folder holds a copy)"
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
