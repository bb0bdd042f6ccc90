import Foundation

/// A web server of the test's own: python3's `http.server` serving a folder on a free loopback
/// port, for the end-to-end tests of plugins' HTTP. Started as a child of the test; ``stop()``
/// ends it.
public final class HTTPFileServer {
    /// The port it listens on (127.0.0.1).
    public let port: Int
    private let process: Process

    private init(port: Int, process: Process) {
        self.port = port
        self.process = process
    }

    /// Why the server did not start.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts a server of the files in `folder` and returns once it listens (it says so, with
    /// the port the system gave it, on its first line).
    public static func start(serving folder: String) async throws -> HTTPFileServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 41877 (http://127.0.0.1:41877/) ..."
        let (chunks, continuation) = AsyncStream<Data>.makeStream()
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
                continuation.finish()
            } else {
                continuation.yield(data)
            }
        }
        var text = ""
        for await chunk in chunks {
            text += String(decoding: chunk, as: UTF8.self)
            guard let line = text.split(separator: "\n").first, text.contains("\n") else { continue }
            let words = line.split(separator: " ")
            if let index = words.firstIndex(of: "port"), index + 1 < words.count, let port = Int(words[index + 1]) {
                output.fileHandleForReading.readabilityHandler = nil
                return HTTPFileServer(port: port, process: process)
            }
            break
        }
        output.fileHandleForReading.readabilityHandler = nil
        process.terminate()
        throw Failure(description: "python3 -m http.server did not start (is python3 installed?)")
    }

    /// Ends the server.
    public func stop() {
        if process.isRunning { process.terminate() }
    }
}
