import Lasso

/// The browser protocol as data, generated from its Swift definition (``WebEvent`` one way,
/// ``WebMessage`` and ``WebPatch`` the other): every field, kind and the version, for checking
/// the client script against and for tools that speak to a server.
public enum WebProtocol {
    /// The schema: `version`, the page's event kinds and fields, the server's message fields,
    /// status fields, patch kinds and fields of a new child.
    public static var schema: JSONValue {
        func names(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
        return .object([
            "version": .integer(Int64(WebMessage.version)),
            "eventKinds": names(WebEvent.Kind.allCases.map(\.rawValue)),
            "eventFields": names(WebEvent.CodingKeys.allCases.map(\.rawValue)),
            "messageFields": names(WebMessage.Field.allCases.map(\.rawValue)),
            "statusFields": names(WebMessage.StatusField.allCases.map(\.rawValue)),
            "patchKinds": names(WebPatch.Kind.allCases.map(\.rawValue)),
            "childFields": names(WebPatch.ChildField.allCases.map(\.rawValue)),
        ])
    }
}
