/// Where the benchmark's observers put what they receive, so their work cannot be optimized
/// away and every notification can be counted.
final class NotificationSink {
    private(set) var notifications = 0
    private(set) var checksum = 0

    @inline(__always)
    func record(_ value: Int) {
        notifications &+= 1
        checksum &+= value
    }

    func reset() {
        notifications = 0
    }
}
