import Foundation

/// The name an app's files go by in the user's state folder (its store, `serve`'s sessions):
/// its config's name and a digest of the config's real path (`demo-9c1f…`), so that two configs
/// of one name in two folders keep apart, and a config reached through a link is the same app.
///
/// The digest tells paths apart and guards nothing, so it is FNV-1a (64 bits), computed here
/// rather than SHA-256 through libcrypto: an app must start where libcrypto cannot be loaded
/// (SHA-256 is only needed there to check a plugin's pin).
enum AppStateName {
    static func of(config: String) -> String {
        let real = URL(fileURLWithPath: config).resolvingSymlinksInPath().path
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in real.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let digest = String(hash, radix: 16)
        let padded = String(repeating: "0", count: 16 - digest.count) + digest
        return URL(fileURLWithPath: real).deletingPathExtension().lastPathComponent + "-" + padded
    }
}
