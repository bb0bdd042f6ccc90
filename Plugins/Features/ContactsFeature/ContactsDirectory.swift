import Lasso

/// Where contacts come from: the plugin's ``StoredContacts`` (the user's own, kept by the host),
/// or a fixed ``SampleContactsDirectory``.
@MainActor
public protocol ContactsDirectory {
    /// Whether the contacts have been read: until then, ``allContacts()`` is empty because
    /// nothing is known yet, not because there are none.
    var isLoaded: Bool { get }
    /// Every contact, sorted by name.
    func allContacts() -> [Contact]
    /// The contact with `id`, if any.
    func contact(id: String) -> Contact?
    /// Calls `onChange` whenever the contacts change, while the result is kept; `nil` for a
    /// directory that never changes.
    func observeChanges(_ onChange: @escaping @MainActor () -> Void) -> ContactsSubscription?
    /// Adds `contact`, or replaces the one with its id. Throws when the directory is read-only.
    func save(_ contact: Contact) async throws
    /// Removes the contact with `id`. Throws when the directory is read-only.
    func delete(id: String) async throws
}

/// A store's subscription to a directory's changes: they stop when it is released.
@MainActor
public final class ContactsSubscription {
    let onChange: @MainActor () -> Void

    init(onChange: @escaping @MainActor () -> Void) {
        self.onChange = onChange
    }
}

/// A small fixed directory: the contacts every user starts with, and a read-only directory for
/// tests of the screens.
public struct SampleContactsDirectory: ContactsDirectory {
    /// Creates the directory.
    public init() {}

    static let contacts: [Contact] = [
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

    /// Always: the sample contacts are in the code.
    public var isLoaded: Bool { true }

    /// The sample contacts, sorted by name.
    public func allContacts() -> [Contact] { Self.contacts }

    /// The sample contact with `id`.
    public func contact(id: String) -> Contact? { Self.contacts.first { $0.id == id } }

    public func observeChanges(_ onChange: @escaping @MainActor () -> Void) -> ContactsSubscription? { nil }

    public func save(_ contact: Contact) async throws { throw ReadOnlyDirectory() }

    public func delete(id: String) async throws { throw ReadOnlyDirectory() }

    struct ReadOnlyDirectory: Error, CustomStringConvertible {
        var description: String { "the sample contacts cannot be changed" }
    }
}
