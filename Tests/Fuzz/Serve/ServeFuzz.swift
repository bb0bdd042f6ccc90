import Foundation
import LassoWeb
import LassoWebServer

/// libFuzzer's entry point (`make fuzz`): what a stranger can send `serve` before and after
/// signing in — the bytes as a sign-in cookie's credential (checked, never accepted: no input
/// is signed with the key), as a sign-in form's body, and as a page's socket message (a
/// ``LassoWeb/WebEvent``). Anything but a refusal is a finding (a crash, a hang, memory without
/// bound, a forged credential accepted).
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzServe(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    let data = Data(bytes: bytes, count: count)
    let text = String(decoding: data, as: UTF8.self)
    if credentials.check(text) != nil || credentials.check(String(text.drop { $0 != "=" }.dropFirst())) != nil {
        fatalError("a credential the fuzzer made up was accepted: \(text)")
    }
    _ = WebServer.formFields(text)
    _ = try? JSONDecoder().decode(WebEvent.self, from: data)
    return 0
}

/// A server's credentials, with a key no input knows.
private let credentials = SignInCredentials(secret: Array(repeating: 42, count: 32), token: "fuzz-token-0123456789")
