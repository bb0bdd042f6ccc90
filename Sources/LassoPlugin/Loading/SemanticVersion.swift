internal import Version

/// A `MAJOR.MINOR.PATCH` version, with optional `-prerelease` and `+build` suffixes, as Semantic
/// Versioning 2.0.0 writes it and orders it.
///
/// The text is checked against the specification's grammar (ASCII digits without leading zeros,
/// identifiers of `[0-9A-Za-z-]`, a numeric prerelease identifier without leading zeros);
/// mxcl/Version orders the parsed versions (`1.0.0-rc.9` before `1.0.0-rc.10`; build metadata does
/// not change precedence). Its own parser is not used: it accepts text the grammar does not
/// (`1.0.0-`, `01.2.3`) and misreads some that it does (`1.0.0+build-1`).
public struct SemanticVersion: Sendable, Equatable, Comparable, CustomStringConvertible {
    /// The numeric parts.
    public let major: Int, minor: Int, patch: Int
    /// The text after `-`, if any: dot-separated identifiers.
    public let prerelease: String?

    /// Parses `text`; `nil` when it is not a semantic version.
    public init?(_ text: String) {
        guard let match = text.wholeMatch(of: semanticVersionGrammar),
            let major = Int(match.output.1), let minor = Int(match.output.2), let patch = Int(match.output.3)
        else { return nil }
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = match.output.4.map(String.init)
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

/// Semantic Versioning 2.0.0's grammar (semver.org, "Is there a suggested regular expression"),
/// with ASCII classes: MAJOR, MINOR, PATCH, then the prerelease and build identifiers. Made for
/// each use (a `Regex` is not `Sendable`); versions are parsed once per plugin.
private var semanticVersionGrammar: Regex<(Substring, Substring, Substring, Substring, Substring?, Substring?)> {
    #/(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(?:-((?:0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?/#
}
