/// Collects the values it is given, for example a store's outputs.
@MainActor
final class Recorder<Value> {
    /// Every value recorded, oldest first.
    private(set) var values: [Value] = []

    /// Records `value`.
    func record(_ value: Value) {
        values.append(value)
    }
}
