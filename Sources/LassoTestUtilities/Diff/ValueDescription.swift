/// How failure messages show a value: strings quoted and escaped (`"ann"`), optionals unwrapped
/// (`nil`, or the wrapped value), enum cases with a leading dot (`.loggedIn`), everything else as
/// `String(describing:)` shows it.
func describe(_ value: Any) -> String {
    switch value {
    case let string as String: return String(reflecting: string)
    case let substring as Substring: return String(reflecting: substring)
    case let character as Character: return String(reflecting: character)
    default: break
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
        return mirror.children.first.map { describe($0.value) } ?? "nil"
    case .enum where !(value is any CustomStringConvertible):
        return "." + String(describing: value)
    default:
        return String(describing: value)
    }
}
