/// What writing one frame cost, for benchmarks and tests.
public struct FrameStats: Sendable, Equatable {
    /// Bytes written (escape sequences included); 0 when nothing changed.
    public var bytesWritten: Int
    /// Cells whose characters were written.
    public var cellsEmitted: Int
    /// Cells left as they were because they did not change.
    public var cellsSkipped: Int
    /// Whether every cell was written (first frame, resize, or forced).
    public var isFullRedraw: Bool

    /// Creates statistics.
    public init(bytesWritten: Int = 0, cellsEmitted: Int = 0, cellsSkipped: Int = 0, isFullRedraw: Bool = false) {
        self.bytesWritten = bytesWritten
        self.cellsEmitted = cellsEmitted
        self.cellsSkipped = cellsSkipped
        self.isFullRedraw = isFullRedraw
    }
}
