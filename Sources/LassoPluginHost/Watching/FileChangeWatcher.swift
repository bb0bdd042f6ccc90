internal import Dispatch
internal import Foundation
internal import SystemPackage

#if canImport(Glibc)
    internal import Glibc
#endif

/// Tells when watched files were changed *and the writer is done*, so a reader never sees a
/// half-written file.
///
/// Writers finish in different ways: a linker or `cp` writes the file in place and closes it
/// (`IN_CLOSE_WRITE`), `swift build`'s gold linker and `install` delete the file and write a new
/// one at the same path (delete, create, close), lld and editors that save by rename write a
/// temporary file and rename it over the watched one (`IN_MOVED_TO`). So the watcher uses
/// inotify on the files' *directories*: a watched name counts as changed when it was closed
/// after writing or renamed into place, and then left alone for ``settleDelay``; any other
/// event on it in between (another write, a delete) restarts the wait. A burst of writes thus
/// gives one change.
///
/// Events are read on a thread of the watcher's own (``InotifyReader`` says why not a dispatch
/// source); `onChange` runs on the main actor.
@MainActor
package final class FileChangeWatcher {
    /// How long a finished file must stay untouched before it is reported. Short: a file
    /// written again after that is just reported again.
    package var settleDelay: Duration = .milliseconds(5)

    private let onChange: @MainActor (_ path: String, _ completedAt: ContinuousClock.Instant) -> Void
    /// The inotify descriptor and its reading thread, until ``stop()``.
    private var reader: InotifyReader?
    /// Watched directories by watch descriptor, and the names watched in each, with the path
    /// each was given as.
    private var directories: [Int32: String] = [:]
    private var names: [String: [String: String]] = [:]
    /// Folders whose every file passing the filter is watched.
    private var folderFilters: [String: @Sendable (String) -> Bool] = [:]
    /// Files written to and not yet reported; the generation tells stale settle timers apart.
    private var pending: [String: Int] = [:]
    private var generation = 0

    /// Why files cannot be watched.
    package struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        package let description: String
    }

    /// Creates a watcher calling `onChange` with a watched file's path (as it was given to
    /// ``watch(_:)``) each time that file was changed, and when its writer finished with it.
    package init(onChange: @escaping @MainActor (_ path: String, _ completedAt: ContinuousClock.Instant) -> Void)
        throws(Failure)
    {
        self.onChange = onChange
        // Events are read on the reader's thread and handled on the main queue, in order.
        final class WeakWatcher: @unchecked Sendable {
            // @unchecked: `watcher` is only read on the main actor.
            weak var watcher: FileChangeWatcher?
        }
        let box = WeakWatcher()
        reader = try InotifyReader { events in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let watcher = box.watcher, watcher.reader != nil else { return }
                    for event in events { watcher.handle(watch: event.watch, mask: event.mask, name: event.name) }
                }
            }
        }
        box.watcher = self
    }

    isolated deinit {
        stop()
    }

    /// Stops watching; no change is reported afterwards.
    package func stop() {
        reader?.stop()
        reader = nil
        pending.removeAll()
    }

    /// The files watched now.
    package var watchedFiles: [String] {
        names.values.flatMap(\.values).sorted()
    }

    /// Watches the file at `path` (its directory must exist). Throws when it cannot be watched.
    package func watch(_ path: String) throws(Failure) {
        let file = FilePath(path)
        let directory = file.removingLastComponent().string
        let name = file.lastComponent?.string ?? ""
        let watchedDirectory = directory.isEmpty ? "." : directory
        try addWatch(watchedDirectory)
        names[watchedDirectory]?[name] = path
    }

    /// Watches every file of the folder `directory` and of the folders below it (as they are
    /// now) whose name `include` accepts. Throws when a folder cannot be watched.
    package func watchFolder(_ directory: String, including include: @escaping @Sendable (String) -> Bool)
        throws(Failure)
    {
        var folders = [directory]
        if let enumerator = FileManager.default.enumerator(atPath: directory) {
            while let relative = enumerator.nextObject() as? String {
                var isFolder: ObjCBool = false
                let folder = FilePath(directory).appending(relative)
                if !FilePath(relative).components.contains(where: { $0.string.hasPrefix(".") }),
                    FileManager.default.fileExists(atPath: folder.string, isDirectory: &isFolder), isFolder.boolValue
                {
                    folders.append(folder.string)
                }
            }
        }
        for folder in folders {
            try addWatch(folder)
            folderFilters[folder] = include
        }
    }

    private func addWatch(_ watchedDirectory: String) throws(Failure) {
        if names[watchedDirectory] == nil {
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY | IN_DELETE | IN_MOVED_FROM)
            guard let reader else {
                throw Failure(description: "cannot watch \(watchedDirectory): the watcher was stopped")
            }
            let watch = inotify_add_watch(reader.descriptor, watchedDirectory, mask)
            guard watch >= 0 else {
                throw Failure(description: "cannot watch \(watchedDirectory): \(Errno(rawValue: errno))")
            }
            directories[watch] = watchedDirectory
            names[watchedDirectory] = [:]
        }
    }

    // MARK: - Events

    private func handle(watch: Int32, mask: UInt32, name: String) {
        guard let directory = directories[watch] else { return }
        let path: String
        if let named = names[directory]?[name] {
            path = named
        } else if let include = folderFilters[directory], !name.isEmpty, include(name) {
            path = FilePath(directory).appending(name).string
        } else {
            return
        }
        generation += 1
        if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 {
            let settled = generation
            let completedAt = ContinuousClock.now
            pending[path] = settled
            Task { @MainActor [weak self, settleDelay] in
                try? await Task.sleep(for: settleDelay)
                guard let self, self.reader != nil, self.pending[path] == settled else { return }
                self.pending[path] = nil
                self.onChange(path, completedAt)
            }
        } else {
            // Being written, deleted or moved away: wait for the writer to finish.
            pending[path] = -generation
        }
    }
}
