// The output payload path before and after issue 27 item 5, in one run (BENCHMARKS.md, "Output
// payloads: Foundation objects → JSONValue"): an Output enum encoded, split into its case name
// and payload, and the payload written back as JSON text, through JSONSerialization's `Any` (before)
// and through a JSONValue as the runtime decodes and writes it (after). Standalone: it copies the
// two code paths (the writer without the escapes this payload does not need), so that both are
// measured in one binary.
//   swiftc -O Benchmarks/outputs/payload-compare.swift -o /tmp/payload-compare && /tmp/payload-compare
import Foundation

enum JSONValue: Equatable, Codable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let v = try? c.decode(Bool.self) {
            self = .bool(v)
        } else if let v = try? c.decode(Int64.self) {
            self = .integer(v)
        } else if let v = try? c.decode(Double.self) {
            self = .number(v)
        } else if let v = try? c.decode(String.self) {
            self = .string(v)
        } else if let v = try? c.decode([JSONValue].self) {
            self = .array(v)
        } else {
            self = .object(try c.decode([String: JSONValue].self))
        }
    }
    func encode(to encoder: any Encoder) throws {}
    var text: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .integer(let i): String(i)
        case .number(let d): d.description
        case .string(let s): "\"" + s + "\""
        case .array(let a): "[" + a.map(\.text).joined(separator: ",") + "]"
        case .object(let o): "{" + o.keys.sorted().map { "\"\($0)\":" + o[$0]!.text }.joined(separator: ",") + "}"
        }
    }
}
enum Output: Encodable {
    case didSelectContact(id: Int, name: String, phone: String)
    case didReachLimit(count: Int)
}

@inline(never) func old(_ o: Output) -> (String, Data) {
    let data = try! JSONEncoder().encode(o)
    let json = try! JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    let object = json as! [String: Any]
    let (name, payload) = object.first!
    return (name, try! JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys, .fragmentsAllowed]))
}
@inline(never) func new(_ o: Output) -> (String, Data) {
    let data = try! JSONEncoder().encode(o)
    let json = try! JSONDecoder().decode(JSONValue.self, from: data)
    guard case .object(let f) = json else { fatalError() }
    let (name, payload) = f.first!
    return (name, Data(payload.text.utf8))
}
let o = Output.didSelectContact(id: 7, name: "Ann Lee", phone: "+44 20 7946 0000")
func measure(_ label: String, _ f: (Output) -> (String, Data)) {
    var samples: [Double] = []
    for _ in 0..<7 {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<20_000 { _ = f(o) }
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 20_000 / 1000)
    }
    samples.sort()
    print(label, String(format: "median %.2f µs, min %.2f µs", samples[3], samples[0]))
}
for _ in 0..<2 {
    measure("JSONSerialization (before)", old)
    measure("JSONValue (after)        ", new)
}
