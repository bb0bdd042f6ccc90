/// An error that is not a `LoginError`, as a broken network would throw.
struct NetworkDown: Error, CustomStringConvertible {
    var description: String { "the network is down" }
}
