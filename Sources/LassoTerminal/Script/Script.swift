/// A parsed terminal script: its steps with their line numbers.
///
/// One step per line; blank lines and lines starting with `#` are ignored. See
/// ``ScriptStep`` for the steps.
public struct Script: Sendable, Equatable {
    /// A step and where it was written.
    public struct Line: Sendable, Equatable {
        /// The one-based line number.
        public var number: Int
        /// The line as written, trimmed.
        public var source: String
        /// The step.
        public var step: ScriptStep
    }

    /// The file name used in messages.
    public var fileName: String
    /// The steps, in order.
    public var lines: [Line]

    /// Parses `text`. Throws the first line that is not a step.
    public init(parsing text: String, fileName: String = "script") throws(ScriptFailure) {
        self.fileName = fileName
        var lines: [Line] = []
        let rawLines = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        for (index, raw) in rawLines.enumerated() {
            let source = String(raw).trimmingCharacters()
            guard !source.isEmpty, !source.hasPrefix("#") else { continue }
            do throws(ScriptSyntaxError) {
                lines.append(Line(number: index + 1, source: source, step: try ScriptStep(parsing: source)))
            } catch {
                throw ScriptFailure(
                    fileName: fileName, line: index + 1, source: source, message: error.message, frame: nil)
            }
        }
        self.lines = lines
    }
}
