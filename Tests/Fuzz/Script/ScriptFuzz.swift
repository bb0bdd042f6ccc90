import LassoTerminal

/// libFuzzer's entry point (`make fuzz`): parses the bytes as a script (`lasso-shell run
/// --script`) and feeds them to the key decoder as a terminal's input, then resolves what is
/// pending as a time-out would. Anything but steps, a syntax error or key events is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzScript(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let input = UnsafeBufferPointer(start: bytes, count: count)
    let text = String(decoding: input, as: UTF8.self)
    _ = try? Script(parsing: text, fileName: "fuzz.script")
    var decoder = KeyDecoder()
    _ = decoder.feed(input)
    _ = decoder.resolvePending()
    return 0
}
