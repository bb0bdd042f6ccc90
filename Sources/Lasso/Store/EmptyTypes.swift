/// The action type of a module that accepts no actions. It has no values.
public enum NoAction: Equatable, Hashable, Sendable, Codable {
    /// There is no value to decode.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "NoAction has no values"))
    }

    /// There is no value to encode.
    public func encode(to encoder: any Encoder) throws {
        switch self {}
    }

    /// Maps a ``NoAction`` (of which there are none) to any type.
    @Sendable
    public static func unreachable<T>(_ action: NoAction) -> T {
        action.absurd()
    }

    private func absurd() -> Never { switch self {} }
}

/// The output type of a module that emits no outputs. It has no values.
public enum NoOutput: Equatable, Hashable, Sendable, Codable {
    /// There is no value to decode.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "NoOutput has no values"))
    }

    /// There is no value to encode.
    public func encode(to encoder: any Encoder) throws {
        switch self {}
    }
}

/// The state of a module that has none.
public struct EmptyState: Equatable, Hashable, Sendable, Codable {
    /// Creates the empty state.
    public init() {}
}
