import Foundation
import LassoDigest

/// The name an app's files go by in the user's state folder: its config's name and the start of
/// the SHA-256 of the config's real path (`demo-3f2a…`), so that two configs of one name in two
/// folders keep apart, and a config reached through a link is the same app.
enum AppStateName {
    static func of(config: String) -> String {
        let real = URL(fileURLWithPath: config).resolvingSymlinksInPath().path
        let digest = SHA256.hexDigest(of: Data(real.utf8)).prefix(12)
        return URL(fileURLWithPath: real).deletingPathExtension().lastPathComponent + "-" + digest
    }
}
