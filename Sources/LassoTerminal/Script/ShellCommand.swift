import Foundation

/// Runs a script's `sh COMMAND` step.
enum ShellCommand {
    /// Runs `command` with `/bin/sh -c`, its standard output and error going to this process's
    /// standard error and its standard input empty; returns its exit status (128 + the signal
    /// when a signal ended it, 127 when it could not start). Waits on its termination without
    /// holding a thread.
    static func run(_ command: String) async -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.standardError
        process.standardError = FileHandle.standardError
        return await withCheckedContinuation { continuation in
            process.terminationHandler = { finished in
                let status =
                    finished.terminationReason == .uncaughtSignal
                    ? 128 + finished.terminationStatus : finished.terminationStatus
                continuation.resume(returning: status)
            }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(returning: 127)
            }
        }
    }
}
