import Foundation
import Lasso

/// The user's own contacts, kept in the host's storage (``Lasso/HostServices``): they survive
/// a restart, every session of the user sees a change at once, and no other user sees them. A
/// user starts with the sample contacts, written once.
@MainActor
public final class StoredContacts: ContactsDirectory {
    /// The key prefix of contacts among the plugin's records (`contact/ada`).
    static let prefix = "contact/"
    /// Set once the sample contacts were written, so that deleting them all keeps them gone.
    static let seededKey = "seeded"

    private let records: StorageArea
    private var contacts: [Contact] = []
    private var observation: StorageObservation?
    private var subscriptions: [WeakSubscription] = []
    /// The first writing of the sample contacts, while under way: what a test awaits.
    private(set) var seeding: Task<Void, Never>?

    /// The contacts in `records` (the user's records of the contacts plugin).
    public init(records: StorageArea) {
        self.records = records
        observation = records.observe(Contact.self, prefix: Self.prefix) { [weak self] stored in
            self?.didLoad(stored.map(\.value))
        }
        seeding = Task { [records] in
            try? await records.transaction { transaction in
                guard try await transaction.value(Bool.self, for: Self.seededKey) == nil else { return }
                try transaction.put(true, for: Self.seededKey)
                for contact in SampleContactsDirectory.contacts {
                    try transaction.put(contact, for: Self.prefix + contact.id)
                }
            }
        }
    }

    /// The user's contacts of `services`.
    public convenience init(services: HostServices) {
        self.init(records: services.storage.user)
    }

    public private(set) var isLoaded = false

    public func allContacts() -> [Contact] { contacts }

    public func contact(id: String) -> Contact? { contacts.first { $0.id == id } }

    public func observeChanges(_ onChange: @escaping @MainActor () -> Void) -> ContactsSubscription? {
        let subscription = ContactsSubscription(onChange: onChange)
        subscriptions.append(WeakSubscription(subscription: subscription))
        return subscription
    }

    public func save(_ contact: Contact) async throws {
        try await records.put(contact, for: Self.prefix + contact.id)
    }

    public func delete(id: String) async throws {
        try await records.delete(Self.prefix + id)
    }

    private func didLoad(_ loaded: [Contact]) {
        isLoaded = true
        contacts = loaded.sorted {
            $0.name.compare($1.name, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedAscending
        }
        subscriptions.removeAll { $0.subscription == nil }
        for entry in subscriptions { entry.subscription?.onChange() }
    }

    private struct WeakSubscription {
        weak var subscription: ContactsSubscription?
    }
}
