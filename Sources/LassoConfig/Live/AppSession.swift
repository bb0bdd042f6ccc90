import Foundation
import Lasso
import LassoPlugin
import LassoPluginHost
internal import SystemPackage

/// A running app's session as a file: which screens are where, with each store's state and the
/// plugin version that had it, and the selected tabs. Restoring it into the app built from the
/// same config gives every screen at the same place its state back; a state saved by an older
/// plugin version moves by the same rules as a live reload (``IntrospectableStore/adoptState(from:previousVersion:)``).
package struct AppSession: Codable, Sendable, Equatable {
    /// One screen's saved state.
    package struct Screen: Codable, Sendable, Equatable {
        /// Where the screen is in the config's structure, and its module (`root/tabs[Counter] counter.main`).
        package var place: String
        /// The plugin version whose store had the state.
        package var pluginVersion: String?
        /// The state.
        package var state: JSONValue
    }

    /// The tab selected in a tab bar, which is known by its tab titles.
    package struct TabSelection: Codable, Sendable, Equatable {
        /// The tab bar's titles.
        package var titles: [String]
        /// The selected tab's title.
        package var selected: String
    }

    /// What every session file starts with.
    package static let formatName = "lasso-session"
    /// The version of the format this build writes; it reads this one and older ones.
    package static let currentVersion = 1

    /// ``formatName``.
    package var format: String
    /// The format's version.
    package var version: Int
    /// The config file the app was built from (its real path).
    package var config: String
    /// When it was saved.
    package var savedAt: Date
    /// The screens, in hierarchy order.
    package var screens: [Screen]
    /// The selected tabs.
    package var selectedTabs: [TabSelection]
    /// Whose session it is (``Lasso/AppUser/id``); only that user's page gets it back. Absent
    /// in files written before sessions knew their user.
    package var user: String?

    /// Reads the session file at `path`. Throws, with what is wrong, when it cannot be read,
    /// is not a regular file, is larger than ``InputGuard/maximumSessionSize`` (refused before
    /// it is read), is damaged, is not a session file or was written by a newer format.
    package static func read(from path: String) throws(SessionFileError) -> AppSession {
        let read: Data?
        do throws(InputFile.Problem) {
            read = try InputFile.read(path, maximumSize: InputGuard.maximumSessionSize)
        } catch .tooLarge(let size, let limit) {
            throw SessionFileError(
                path: path,
                "is \(size) bytes, more than the \(limit) bytes a session may hold; it is not read (check that this is the right file)"
            )
        } catch {
            throw SessionFileError(path: path, "is not read: \(error)")
        }
        guard let data = read else { throw SessionFileError(path: path, "cannot be read (no such file)") }
        return try decode(data, path: path)
    }

    /// The session in `data`, the content of the session file at `path` (which errors name).
    /// Throws, with what is wrong, when it is not a session file, was written by a newer format
    /// or is damaged.
    package static func decode(_ data: Data, path: String) throws(SessionFileError) -> AppSession {
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: data), header.format == formatName else {
            throw SessionFileError(path: path, "is not a Lasso session file")
        }
        guard let version = header.version, version <= currentVersion else {
            throw SessionFileError(
                path: path,
                "was written by a newer \(HostProgram.current.name) (format \(header.version.map(String.init) ?? "unknown"), this one reads up to \(currentVersion))"
            )
        }
        do {
            return try decoder.decode(AppSession.self, from: data)
        } catch {
            throw SessionFileError(path: path, "is damaged: \(describeDecodingError(error))")
        }
    }

    /// Writes the session to `path` atomically: the file is complete or not written at all,
    /// even if the process dies while writing (a temporary file, flushed to disk, renamed over
    /// the old one). Creates missing folders, private to the user.
    package func write(to path: String) throws(SessionFileError) {
        let file = FilePath(path)
        let folder = file.removingLastComponent().string
        let temporary = FilePath(folder.isEmpty ? "." : folder).appending(
            ".\(file.lastComponent?.string ?? "").\(getpid()).tmp"
        ).string
        do {
            if !folder.isEmpty {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            let data = try encoded(for: path)
            guard
                FileManager.default.createFile(
                    atPath: temporary, contents: nil, attributes: [.posixPermissions: 0o600]),
                let handle = FileHandle(forWritingAtPath: temporary)
            else { throw CocoaError(.fileWriteNoPermission) }
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
            guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch let error as SessionFileError {
            throw error
        } catch {
            unlink(temporary)
            throw SessionFileError(path: path, "cannot be written (\(error.localizedDescription))")
        }
    }

    /// The session as its file holds it (JSON), for `path` (which errors name). Throws when
    /// it is larger than a session may be.
    package func encoded(for path: String) throws(SessionFileError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data: Data
        do {
            data = try encoder.encode(self)
        } catch {
            throw SessionFileError(path: path, "cannot be encoded (\(error))")
        }
        guard data.count <= InputGuard.maximumSessionSize else {
            throw SessionFileError(
                path: path,
                "is not written: the session is \(data.count) bytes, more than the \(InputGuard.maximumSessionSize) bytes a session may hold"
            )
        }
        return data
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// Why a session file cannot be used.
package struct SessionFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The session file.
    package let path: String
    /// What is wrong with it.
    package let problem: String

    /// Creates an error.
    package init(path: String, _ problem: String) {
        self.path = path
        self.problem = problem
    }

    package var description: String { "the session file \(path) \(problem)" }
}
