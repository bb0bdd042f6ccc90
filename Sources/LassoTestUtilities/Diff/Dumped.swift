internal import CustomDump

/// How failure messages show a value: swift-custom-dump's printout, as Swift source (`"ann"`,
/// `.loggedIn`, `LoginState(username: "ann")`), one line per field of a value that does not fit
/// on one line.
func dumped(_ value: Any) -> [String] {
    var text = ""
    customDump(value, to: &text)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
