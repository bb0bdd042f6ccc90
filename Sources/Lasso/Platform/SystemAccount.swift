internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#endif

/// The operating system's account running this process.
enum SystemAccount {
    /// The login name of the effective user (`getpwuid`), else its numeric id.
    static func currentName() -> String {
        let uid = geteuid()
        guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return String(uid) }
        return String(cString: name)
    }
}
