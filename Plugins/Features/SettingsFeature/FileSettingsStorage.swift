import Foundation

/// The JSON file where settings lived before the host offered storage: read once by
/// ``SettingsImport``, never written.
public struct FileSettingsStorage: Sendable {
    /// The file.
    public let url: URL

    /// The file at `url`.
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
    /// password database and ignores `$HOME`), else the account's home folder.
    static func homeDirectory(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }

    /// The values in the file, or `nil` when there is no file.
    public func load() async throws -> SettingsValues? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(SettingsValues.self, from: Data(contentsOf: url))
    }
}
