/// Limits on the text a plugin's descriptor carries (name, version, description, runtime
/// fingerprint), which every listing shows: a hostile or broken plugin must not flood a listing
/// or drive the terminal of whoever lists it.
enum DescriptorText {
    /// The longest text a descriptor field may hold, in bytes.
    static let maximumLength = 1024

    /// The longest piece of a refused text a message quotes.
    static let shownLength = 60

    /// Whether `text` holds control characters (escape sequences among them).
    static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// `text` as a message may quote it: control characters escaped (`\u{1B}`), cut to
    /// ``shownLength`` characters with "…".
    static func shown(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if shown.count >= shownLength {
                shown += "…"
                break
            }
            shown +=
                scalar.properties.generalCategory == .control
                ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
        return shown
    }
}
