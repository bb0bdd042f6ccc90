/// Load errors travel as JSON from the plugin scanner's child process and live in the scan cache.
extension PluginLoadError: Codable {
    private enum CodingKeys: String, CodingKey { case kind, path, message, hint }

    /// Decodes an error written by ``encode(to:)``.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(Kind.self, forKey: .kind),
            path: try container.decode(String.self, forKey: .path),
            try container.decode(String.self, forKey: .message),
            hint: try container.decode(String.self, forKey: .hint)
        )
    }

    /// Encodes the kind (by name), path, message and hint.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(path, forKey: .path)
        try container.encode(message, forKey: .message)
        try container.encode(hint, forKey: .hint)
    }

    /// The same error naming `path` instead (a cached verdict reached through another path).
    package func naming(_ path: String) -> PluginLoadError {
        PluginLoadError(kind, path: path, message, hint: hint)
    }
}

extension PluginLoadError.Kind: Codable {}
