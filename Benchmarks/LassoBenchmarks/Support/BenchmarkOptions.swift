/// The options every timed suite accepts: `--iterations N` and `--repetitions N`.
struct BenchmarkOptions {
    /// Work items per sample (a suite may scale this down for its expensive cases).
    var iterations: Int
    /// Timed samples per case; the median and minimum are reported.
    var repetitions: Int
    /// Whether `--help` was given.
    var showHelp = false

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    /// Parses `arguments`, starting from the given defaults.
    init(parsing arguments: [String], defaultIterations: Int, defaultRepetitions: Int) throws {
        iterations = defaultIterations
        repetitions = defaultRepetitions
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                showHelp = true
            case "--iterations", "--repetitions":
                guard let text = remaining.popFirst(), let value = Int(text.replacingUnderscores()), value > 0 else {
                    throw ParseError(description: "\(argument) needs a positive integer")
                }
                if argument == "--iterations" { iterations = value } else { repetitions = value }
            default:
                throw ParseError(description: "unknown option '\(argument)'")
            }
        }
    }

    /// The help text for these options.
    static func help(suite: String, summary: String, defaultIterations: Int, defaultRepetitions: Int) -> String {
        """
        usage: lasso-benchmarks \(suite) [--iterations N] [--repetitions N]

        \(summary)

        options:
          --iterations N    actions per sample for the cheapest cases (default \(defaultIterations))
          --repetitions N   timed samples per case; median and min are reported (default \(defaultRepetitions))
        """
    }
}

extension String {
    /// `1_000_000` → `1000000`.
    fileprivate func replacingUnderscores() -> String { filter { $0 != "_" } }
}
