/// Consumes `value` so the optimizer cannot prove a computation's result unused and drop it.
@inline(never)
@_optimize(none)
func blackHole<T>(_ value: T) {}
