internal import Foundation

/// A module's default state (or a flow's default parameters) as JSON, with its top-level fields
/// decoded once at registration, for ``decodeMerged(_:defaults:overrides:module:)``.
struct MergeDefaults: Sendable {
    /// The defaults as JSON.
    let data: Data
    /// Their top-level fields; `nil` when they are not a JSON object.
    let fields: [String: JSONValue]?

    /// Encodes `defaults` and decodes its fields.
    init(_ defaults: some Encodable) throws {
        data = try JSONEncoder().encode(defaults)
        fields = try? JSONDecoder().decode([String: JSONValue].self, from: data)
    }
}
