import Foundation
import LassoPlugin

extension BenchmarkSuite {
    static let outputs = BenchmarkSuite(
        name: "outputs",
        summary: "an output from Output enum to name and payload: the runtime's JSONValue path vs JSONSerialization",
        run: { _ in OutputPayloadBenchmark.run() }
    )
}

/// The `outputs` suite: µs per output for the runtime's own path (`encodeOutput`: encode, split
/// as a `JSONValue`, write the payload with the runtime's JSON writer) beside the path it
/// replaced (the same split through `JSONSerialization`'s Foundation objects), interleaved.
@MainActor
enum OutputPayloadBenchmark {
    /// A screen's output with a three-field payload, as the contacts sample sends.
    enum Output: Encodable {
        case didSelectContact(id: Int, name: String, phone: String)
    }

    static let output = Output.didSelectContact(id: 7, name: "Ann Lee", phone: "+44 20 7946 0000")
    static let outputsPerSample = 20_000
    static let repetitions = 7

    /// The path before issue 27 item 5: the payload as Foundation objects, written back by
    /// `JSONSerialization`.
    @inline(never)
    static func throughFoundation(_ output: Output) -> (String, Data) {
        guard let data = try? JSONEncoder().encode(output),
            let object = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
                as? [String: Any],
            let (name, payload) = object.first,
            let written = try? JSONSerialization.data(
                withJSONObject: payload, options: [.sortedKeys, .fragmentsAllowed])
        else { return ("", Data()) }
        return (name, written)
    }

    static func run() -> Int32 {
        let paths: [(name: String, call: (Output) -> (String, Data))] = [
            (
                "runtime (JSONValue)",
                { output in
                    let split = encodeOutput(output)
                    return (split.name, split.payload)
                }
            ),
            ("JSONSerialization (the path replaced)", throughFoundation),
        ]
        guard encodeOutput(output).name == throughFoundation(output).0 else {
            printError("the two paths split the output differently")
            return 1
        }
        print("Output payloads: encode an Output, split its case name and payload, write the payload")
        print(MachineInfo.summary)
        print("outputs: \(Format.grouped(outputsPerSample)) per sample, repetitions: \(repetitions); paths interleaved")
        print("")
        var samples = [Samples](repeating: Samples(), count: paths.count)
        for repetition in 1...repetitions {
            writeToStandardError("  repetition \(repetition)/\(repetitions)\r")
            for (index, path) in paths.enumerated() {
                samples[index].append(
                    measure(operations: outputsPerSample) { count in
                        for _ in 0..<count { blackHole(path.call(output)) }
                    })
            }
        }
        writeToStandardError("\n")
        var table = TextTable("path", "median µs", "min µs", "median CPU µs", textColumns: 1)
        for (path, sample) in zip(paths, samples) {
            table.append(
                path.name, Format.fixed(sample.medianWall / 1000, 2), Format.fixed(sample.minimumWall / 1000, 2),
                Format.fixed(sample.medianCPU / 1000, 2))
        }
        print(table.rendered)
        return 0
    }
}
