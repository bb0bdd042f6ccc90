import Foundation

/// One person in the contacts directory.
public struct Contact: Equatable, Codable, Sendable, Identifiable {
    /// A stable identifier, used to pass a contact between screens.
    public var id: String
    /// The full name.
    public var name: String
    /// A phone number.
    public var phone: String
    /// An e-mail address.
    public var email: String

    /// Creates a contact.
    public init(id: String, name: String, phone: String, email: String) {
        self.id = id
        self.name = name
        self.phone = phone
        self.email = email
    }

    /// Whether `query` occurs in the name, phone or e-mail, ignoring case and diacritics.
    public func matches(_ query: String) -> Bool {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return true }
        return [name, phone, email].contains {
            $0.range(of: trimmed, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }
}
