/// A `MAJOR.MINOR.PATCH` version, with optional `-prerelease` and `+build` suffixes.
public struct SemanticVersion: Sendable, Equatable, Comparable, CustomStringConvertible {
    /// The numeric parts.
    public let major: Int, minor: Int, patch: Int
    /// The text after `-`, if any.
    public let prerelease: String?

    /// Parses `text`; `nil` when it is not a semantic version.
    public init?(_ text: String) {
        let withoutBuild = text.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
        let parts = withoutBuild.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let numbers = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3,
              let major = Int(numbers[0]), let minor = Int(numbers[1]), let patch = Int(numbers[2]),
              major >= 0, minor >= 0, patch >= 0,
              numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) })
        else { return nil }
        if parts.count == 2, parts[1].isEmpty { return nil }
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = parts.count == 2 ? String(parts[1]) : nil
    }

    public var description: String {
        "\(major).\(minor).\(patch)" + (prerelease.map { "-\($0)" } ?? "")
    }

    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        switch (lhs.prerelease, rhs.prerelease) {
        case (nil, nil), (nil, _): return false
        case (_, nil): return true
        case let (left?, right?): return left < right
        }
    }
}
