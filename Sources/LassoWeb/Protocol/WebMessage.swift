import Lasso

/// A message from the server to a page: the browser protocol's one definition of what the page
/// hears. Each is one JSON object (``json``) whose fields are ``Field``s; `lasso.js` reads exactly
/// these (WebProtocolTests checks it against ``WebProtocol/schema``). What the page sends is a
/// ``WebEvent``.
public enum WebMessage: Sendable, Equatable, Codable {
    /// The session the page belongs to, and the protocol's version: `{"id": …, "v": 1}`, first
    /// on every connection (a page of another version reloads itself).
    case hello(session: String)
    /// Show this whole frame, titled `title`: `{"r": html, "d": title}` (a page that connects or
    /// falls behind).
    case show(html: String, title: String)
    /// Event `answering` is done (when given), and these patches bring the page up to date; the
    /// top screen's title is now `title` (when it changed): `{"a": 7, "p": [patch…], "d": title}`.
    case update(answering: Int?, patches: [WebPatch], title: String?)
    /// Event `answering` (when given) did nothing, or the page's message was refused, and why:
    /// `{"a": 7, "e": reason}`.
    case refused(answering: Int?, reason: String)
    /// The status line now reads `text`: `{"s": {"text": …, "error": false}}`.
    case status(text: String, isError: Bool)

    /// The version of the protocol: raised whenever a message changes shape.
    public static let version = 1

    /// A field of a message, by its name on the wire.
    public enum Field: String, CaseIterable, CodingKey, Sendable {
        case session = "id"
        case version = "v"
        case html = "r"
        case title = "d"
        case answer = "a"
        case patches = "p"
        case refusal = "e"
        case status = "s"
    }

    /// A field of a status.
    public enum StatusField: String, CaseIterable, CodingKey, Sendable {
        case text
        case error
    }

    /// The message as the page reads it.
    public var json: String { jsonValue.jsonText }

    /// The message as a JSON value (keys by ``Field``).
    public var jsonValue: JSONValue {
        var fields: [Field: JSONValue] = [:]
        switch self {
        case .hello(let session):
            fields[.session] = .string(session)
            fields[.version] = .integer(Int64(Self.version))
        case .show(let html, let title):
            fields[.html] = .string(html)
            fields[.title] = .string(title)
        case .update(let answering, let patches, let title):
            fields[.answer] = answering.map { .integer(Int64($0)) }
            if !patches.isEmpty { fields[.patches] = .array(patches.map(\.jsonValue)) }
            fields[.title] = title.map(JSONValue.string)
        case .refused(let answering, let reason):
            fields[.answer] = answering.map { .integer(Int64($0)) }
            fields[.refusal] = .string(reason)
        case .status(let text, let isError):
            fields[.status] = .object([
                StatusField.text.rawValue: .string(text), StatusField.error.rawValue: .bool(isError),
            ])
        }
        return .object(Dictionary(uniqueKeysWithValues: fields.map { ($0.key.rawValue, $0.value) }))
    }

    /// Reads a message the way the page does (for tests and tools).
    public init(jsonValue: JSONValue) throws(WebProtocolError) {
        guard case .object(let object) = jsonValue else { throw WebProtocolError("a message is a JSON object") }
        var fields: [Field: JSONValue] = [:]
        for (name, value) in object {
            guard let field = Field(rawValue: name) else { throw WebProtocolError("unknown field '\(name)'") }
            fields[field] = value
        }
        func string(_ field: Field) throws(WebProtocolError) -> String? {
            guard let value = fields[field] else { return nil }
            guard case .string(let text) = value else { throw WebProtocolError("'\(field.rawValue)' is not a string") }
            return text
        }
        func integer(_ field: Field) throws(WebProtocolError) -> Int? {
            guard let value = fields[field] else { return nil }
            guard case .integer(let number) = value else {
                throw WebProtocolError("'\(field.rawValue)' is not an integer")
            }
            return Int(number)
        }
        if let session = try string(.session) {
            guard try integer(.version) == Self.version else { throw WebProtocolError("another protocol version") }
            self = .hello(session: session)
        } else if let html = try string(.html) {
            self = .show(html: html, title: try string(.title) ?? "")
        } else if let reason = try string(.refusal) {
            self = .refused(answering: try integer(.answer), reason: reason)
        } else if let status = fields[.status] {
            guard case .object(let parts) = status, case .string(let text)? = parts[StatusField.text.rawValue],
                case .bool(let isError)? = parts[StatusField.error.rawValue]
            else { throw WebProtocolError("'s' is not a status") }
            self = .status(text: text, isError: isError)
        } else {
            var patches: [WebPatch] = []
            if let value = fields[.patches] {
                guard case .array(let items) = value else { throw WebProtocolError("'p' is not a list") }
                patches = try items.map { (item) throws(WebProtocolError) in try WebPatch(jsonValue: item) }
            }
            self = .update(answering: try integer(.answer), patches: patches, title: try string(.title))
        }
    }

    public init(from decoder: any Decoder) throws {
        self = try WebMessage(jsonValue: try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try jsonValue.encode(to: encoder)
    }
}

/// A message that does not follow the browser protocol.
public struct WebProtocolError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
