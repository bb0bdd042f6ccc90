import ArgumentParser

/// `--no-supervisor` and `--hang-timeout`, the same for `run` and `serve` (docs/supervisor.md).
struct SupervisionOption: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Run the app in this process, without a supervisor.",
            discussion:
                "By default the app runs in a child process watched by a supervisor: when a plugin's action traps, crashes, exits or stops answering, the app starts again as it was before that input and says what failed (docs/supervisor.md). For debuggers and profilers, which want the app in the process they started."
        ))
    var noSupervisor = false

    @Option(
        help: ArgumentHelp(
            "Seconds the app may stop answering before its supervisor ends and restarts it.",
            valueName: "seconds"))
    var hangTimeout = AppSupervisor.defaultHangTimeout

    func validate() throws {
        guard AppSupervisor.hangTimeouts.contains(hangTimeout) else {
            throw ValidationError(
                "--hang-timeout must be \(AppSupervisor.hangTimeouts.lowerBound) to \(AppSupervisor.hangTimeouts.upperBound) seconds (got \(hangTimeout))"
            )
        }
    }
}
