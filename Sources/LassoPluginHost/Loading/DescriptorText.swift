import Lasso

/// Limits on the text a plugin's descriptor carries (name, version, description, runtime
/// stamp), which every listing shows: a hostile or broken plugin must not flood a listing
/// or drive the terminal of whoever lists it.
enum DescriptorText {
    /// The longest text a descriptor field may hold, in bytes.
    static let maximumLength = 1024

    /// The longest piece of a refused text a message quotes.
    static let shownLength = 60

    /// Whether `text` holds control characters (escape sequences among them).
    static func hasControlCharacters(_ text: String) -> Bool {
        DisplayText.hasControlCharacters(text)
    }

    /// `text` as a message may quote it (`DisplayText.shown(_:limit:)`), cut to
    /// ``shownLength`` characters.
    static func shown(_ text: String) -> String {
        DisplayText.shown(text, limit: shownLength)
    }
}
