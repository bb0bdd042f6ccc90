import Foundation
import LassoConfig

/// libFuzzer's entry point (`make fuzz`): reads the bytes as the content of a session file
/// (`lasso-shell run --restore`), and writes back what decodes. Anything but a session or a
/// ``SessionFileError`` is a finding (a crash, a hang, memory without bound).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzSession(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    guard let session = try? AppSession.decode(data, path: "fuzz.session") else { return 0 }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    _ = try? encoder.encode(session)
    return 0
}
