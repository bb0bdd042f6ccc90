/// Where contacts come from. The sample plugin ships a fixed directory; an app would inject
/// one backed by its data.
public protocol ContactsDirectory: Sendable {
    /// Every contact, sorted by name.
    func allContacts() -> [Contact]
    /// The contact with `id`, if any.
    func contact(id: String) -> Contact?
}

/// A small fixed directory for the demo.
public struct SampleContactsDirectory: ContactsDirectory {
    /// Creates the directory.
    public init() {}

    private static let contacts: [Contact] = [
        Contact(id: "ada", name: "Ada Lovelace", phone: "+44 20 7946 0018", email: "ada@example.org"),
        Contact(id: "alan", name: "Alan Turing", phone: "+44 20 7946 0954", email: "alan@example.org"),
        Contact(id: "edsger", name: "Edsger Dijkstra", phone: "+31 20 555 0199", email: "edsger@example.org"),
        Contact(id: "emilie", name: "Émilie du Châtelet", phone: "+33 1 55 55 01 17", email: "emilie@example.org"),
        Contact(id: "grace", name: "Grace Hopper", phone: "+1 202 555 0147", email: "grace@example.org"),
        Contact(id: "katherine", name: "Katherine Johnson", phone: "+1 757 555 0110", email: "katherine@example.org"),
        Contact(id: "linus", name: "Linus Torvalds", phone: "+1 503 555 0163", email: "linus@example.org"),
        Contact(id: "margaret", name: "Margaret Hamilton", phone: "+1 617 555 0102", email: "margaret@example.org"),
        Contact(id: "soeren", name: "Søren Kierkegaard", phone: "+45 32 55 01 23", email: "soeren@example.org"),
        Contact(id: "yukihiro", name: "Yukihiro Matsumoto", phone: "+81 3 5555 0123", email: "matz@example.org"),
    ]

    /// The sample contacts, sorted by name.
    public func allContacts() -> [Contact] { Self.contacts }

    /// The sample contact with `id`.
    public func contact(id: String) -> Contact? { Self.contacts.first { $0.id == id } }
}
