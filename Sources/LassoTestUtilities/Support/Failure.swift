import Testing

/// Records a test failure with `message` at `sourceLocation` (the caller's line, captured by the
/// public API's `#_sourceLocation` default arguments).
func fail(_ message: String, at sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// `lines`, each on its own line and indented, for the body of a failure message.
func indented(_ lines: [String]) -> String {
    lines.map { "  " + $0 }.joined(separator: "\n")
}
