/// How a plugin file is checked before it is loaded, beyond the checks every load makes.
package struct PluginLoadOptions: Sendable, Equatable, Codable {
    /// The SHA-256 digest (64 hexadecimal digits) the file must have, as pinned by the config;
    /// `nil` to accept any content. A mismatch is refused with ``PluginLoadError/Kind/digestMismatch``.
    package var expectedSHA256: String?

    /// Creates options; by default no digest is pinned.
    package init(expectedSHA256: String? = nil) {
        self.expectedSHA256 = expectedSHA256
    }
}
