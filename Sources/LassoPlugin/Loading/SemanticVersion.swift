internal import Version

/// A `MAJOR.MINOR.PATCH` version, with optional `-prerelease` and `+build` suffixes, parsed and
/// ordered by Semantic Versioning 2.0.0's rules (mxcl/Version does both: `1.0.0-rc.9` comes
/// before `1.0.0-rc.10`, and build metadata does not change precedence).
public struct SemanticVersion: Sendable, Equatable, Comparable, CustomStringConvertible {
    /// The numeric parts.
    public let major: Int, minor: Int, patch: Int
    /// The text after `-`, if any: dot-separated identifiers.
    public let prerelease: String?

    /// Parses `text`; `nil` when it is not a semantic version.
    public init?(_ text: String) {
        // mxcl/Version's parser is lenient (it reads `1.0.0-` as `1.0.0` and `01.2.3` as
        // `1.2.3`); a semantic version is exactly what it prints back.
        guard let version = Version(text), version.description == text else { return nil }
        self.major = version.major
        self.minor = version.minor
        self.patch = version.patch
        self.prerelease = version.prereleaseIdentifiers.isEmpty ? nil : version.prereleaseIdentifiers.joined(separator: ".")
    }

    public var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.map { "-\($0)" } ?? "")
    }

    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        lhs.precedence < rhs.precedence
    }

    /// The version as mxcl/Version orders it.
    private var precedence: Version {
        Version(major, minor, patch, pre: prerelease.map { $0.split(separator: ".").map(String.init) } ?? [])
    }
}
