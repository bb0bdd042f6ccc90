internal import Foundation
internal import SystemPackage

#if canImport(Glibc)
    internal import Glibc
#endif

/// One event of an inotify descriptor: the watch it belongs to, what happened, and the name of
/// the file in the watched directory.
struct InotifyEvent: Sendable {
    let watch: Int32
    let mask: UInt32
    let name: String
}

/// An inotify descriptor whose events are read on a thread of its own, blocked in poll(2), and
/// handed on in batches.
///
/// Not a dispatch source: libdispatch keys the descriptors it watches by number, so a descriptor
/// that other code in the process closes while libdispatch still watches it (Foundation's
/// `FileHandle` can, when its `readabilityHandler` is cleared and the handle released at once)
/// leaves a later source on the same number deaf for good — a watcher that never reported
/// anything again, seen in full test runs. This thread watches only its own two descriptors, and
/// closes them itself when it ends.
final class InotifyReader: Sendable {
    /// The inotify descriptor, for adding watches; valid until ``stop()``.
    let descriptor: Int32
    /// The write end of the pipe that wakes the thread to end it.
    private let wake: Int32

    /// Starts reading a new inotify descriptor; `deliver` gets each batch of events read, on the
    /// reading thread.
    init(deliver: @escaping @Sendable ([InotifyEvent]) -> Void) throws(FileChangeWatcher.Failure) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw FileChangeWatcher.Failure(
                description: "cannot watch files: inotify_init1 failed: \(Errno(rawValue: errno))")
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            let failure = Errno(rawValue: errno)
            close(descriptor)
            throw FileChangeWatcher.Failure(description: "cannot watch files: pipe failed: \(failure)")
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        self.descriptor = descriptor
        let (wakeRead, wakeWrite) = (ends[0], ends[1])
        wake = wakeWrite
        let thread = Thread {
            Self.run(descriptor: descriptor, wakeRead: wakeRead, wakeWrite: wakeWrite, deliver: deliver)
        }
        thread.name = "lasso file watcher"
        thread.start()
    }

    /// Ends the thread, which then closes the descriptors. Call it once.
    func stop() {
        var byte: UInt8 = 1
        _ = write(wake, &byte, 1)
    }

    private static func run(
        descriptor: Int32, wakeRead: Int32, wakeWrite: Int32, deliver: @Sendable ([InotifyEvent]) -> Void
    ) {
        var watched = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            watched[0].revents = 0
            watched[1].revents = 0
            if poll(&watched, 2, -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if watched[1].revents != 0 { break }
            if watched[0].revents != 0 {
                let events = readEvents(descriptor)
                if !events.isEmpty { deliver(events) }
            }
        }
        close(descriptor)
        close(wakeRead)
        close(wakeWrite)
    }

    /// Every event the descriptor holds now.
    private static func readEvents(_ descriptor: Int32) -> [InotifyEvent] {
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        var events: [InotifyEvent] = []
        while true {
            let count = read(descriptor, buffer, size)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return events }
            var offset = 0
            // Invariant: the kernel writes whole events, each a header and `len` bytes of name.
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = buffer + offset + MemoryLayout<inotify_event>.size
                let name = event.len > 0 ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : ""
                events.append(InotifyEvent(watch: event.wd, mask: event.mask, name: name))
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
    }
}
