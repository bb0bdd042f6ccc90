/// `a, b, c or d`: items as a message lists them, the last joined by `conjunction`.
package func spokenList(_ items: [String], joinedBy conjunction: String) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
}
