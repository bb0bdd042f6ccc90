#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a ``TerminalScreen`` writes its bytes.
@MainActor
public protocol TerminalOutput: AnyObject {
    /// Writes `bytes` in one piece.
    func write(_ bytes: [UInt8])
}

/// Writes to a file descriptor (standard output by default) with one `write()` call per frame,
/// continuing only when the kernel accepted part of it.
@MainActor
public final class FileDescriptorOutput: TerminalOutput {
    /// The descriptor written to.
    public let fileDescriptor: Int32

    /// Creates an output writing to `fileDescriptor`.
    public init(fileDescriptor: Int32 = 1) {
        self.fileDescriptor = fileDescriptor
    }

    /// Writes all of `bytes`, retrying after interruptions and partial writes.
    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

/// Keeps everything written, for tests and benchmarks.
@MainActor
public final class MemoryOutput: TerminalOutput {
    /// Each `write` call's bytes, in order.
    public private(set) var writes: [[UInt8]] = []

    /// Creates an empty output.
    public init() {}

    /// Records `bytes` as one write.
    public func write(_ bytes: [UInt8]) {
        writes.append(bytes)
    }

    /// Everything written, decoded as UTF-8.
    public var text: String { String(decoding: writes.joined(), as: UTF8.self) }

    /// Forgets what was written.
    public func removeAll() {
        writes.removeAll()
    }
}

/// `write(2)`, named apart from the protocol's method.
func systemWrite(_ fileDescriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
        Darwin.write(fileDescriptor, pointer, count)
    #elseif canImport(Musl)
        Musl.write(fileDescriptor, pointer, count)
    #else
        Glibc.write(fileDescriptor, pointer, count)
    #endif
}
