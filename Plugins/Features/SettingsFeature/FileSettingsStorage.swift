import Foundation
import Lasso

/// Saves settings as a JSON file, written atomically: where settings lived before the host
/// offered storage, now read once to import them (``StoredSettings``).
public struct FileSettingsStorage: SettingsStorage, Sendable {
    /// The file.
    public let url: URL

    /// Creates a storage at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The default file: `$XDG_CONFIG_HOME/lasso/settings.json`, else (unset or empty, as the XDG
    /// specification says) `~/.config/lasso/settings.json`.
    public static var defaultURL: URL { defaultURL(in: ProcessInfo.processInfo.environment) }

    /// The default file under `environment`.
    static func defaultURL(in environment: [String: String]) -> URL {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: homeDirectory(in: environment)).appendingPathComponent(".config")
        return base.appendingPathComponent("lasso/settings.json")
    }

    /// `~`: `$HOME` as the XDG specification says (Foundation's `NSHomeDirectory()` reads the
    /// password database and ignores `$HOME`, so a run given another home wrote the real one's
    /// settings), else the account's home folder.
    static func homeDirectory(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }

    public func load() async throws -> SettingsValues? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(SettingsValues.self, from: Data(contentsOf: url))
    }

    /// Removes the file, if there is one.
    public func reset() async throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.removeItem(at: url)
    }

    /// The file's path, with the home folder written `~`.
    public var location: String {
        let home = Self.homeDirectory()
        return url.path.hasPrefix(home + "/") ? "~" + url.path.dropFirst(home.count) : url.path
    }

    public func save(_ values: SettingsValues) async throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(values).write(to: url, options: .atomic)
    }

    /// A file cannot tell when another process writes it.
    public func observe(_ onChange: @escaping @MainActor (SettingsValues?) -> Void) -> StorageObservation? { nil }
}
