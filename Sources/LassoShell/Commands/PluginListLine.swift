import LassoPlugin

/// One line of `plugins list`: `PATH: NAME VERSION, N modules: VERDICT[: REASON (hint: …)]`.
enum PluginListLine {
    /// The line for `report`.
    static func text(_ report: PluginScanReport) -> String {
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

    /// `NAME VERSION`, or `?` when the descriptor could not be read.
    static func identityText(_ report: PluginScanReport) -> String {
        report.identity.map { "\($0.name) \($0.version)" } ?? "?"
    }

    /// `1 module`, `3 modules`.
    static func moduleCount(_ count: Int) -> String {
        count == 1 ? "1 module" : "\(count) modules"
    }
}
