import ArgumentParser

/// `--retained-limit` of `run --watch` and `serve --watch`: how many megabytes old plugin
/// versions may keep mapped before the status line warns. Its default and range, once.
enum RetainedLimit {
    /// The default, in megabytes.
    static let defaultMegabytes = 256
    /// From a megabyte to a terabyte (a larger number would overflow as bytes).
    static let range = 1...1_000_000

    /// Refuses `megabytes` outside ``range``.
    static func validate(_ megabytes: Int) throws {
        guard !range.contains(megabytes) else { return }
        throw ValidationError(
            "--retained-limit must be from \(range.lowerBound) to \(range.upperBound) megabytes (got \(megabytes))")
    }
}
