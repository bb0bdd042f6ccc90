import ContactsFeature
import Lasso
import LassoTestUtilities
import Testing

@testable import ContactsFeature

/// The contacts plugin's own contacts, kept by the host: seeded once per user, live across the
/// user's sessions, no other user's.
@MainActor
@Suite("Contacts kept by the host")
struct StoredContactsTests {
    let storage = InMemoryStorage()
    let ada = AppUser(authority: .account, name: "ada")
    let bob = AppUser(authority: .account, name: "bob")

    private func contacts(of user: AppUser) async -> StoredContacts {
        let contacts = StoredContacts(services: .inMemory(plugin: "contacts", user: user, storage: storage))
        await contacts.seeding?.value
        await storage.settled()
        return contacts
    }

    @Test func aUserStartsWithTheSampleContactsSortedByNameOnce() async throws {
        let first = await contacts(of: ada)
        #expect(first.allContacts().map(\.id) == SampleContactsDirectory().allContacts().map(\.id))
        for contact in first.allContacts() { try await first.delete(id: contact.id) }
        await storage.settled()
        #expect(first.allContacts().isEmpty)
        #expect(await contacts(of: ada).allContacts().isEmpty, "the samples are written once, not again")
    }

    @Test func aContactAddedInOneSessionShowsInTheUsersOtherListButNotInAnotherUsers() async throws {
        let first = await contacts(of: ada)
        let other = ContactsListScreenModule.createScreen {
            $0.directory = StoredContacts(services: .inMemory(plugin: "contacts", user: ada, storage: storage))
        }
        let bobs = ContactsListScreenModule.createScreen {
            $0.directory = StoredContacts(services: .inMemory(plugin: "contacts", user: bob, storage: storage))
        }
        await storage.settled()
        try await first.save(Contact(id: "barbara", name: "Barbara Liskov", phone: "+1 617 555 0123", email: ""))
        await storage.settled()
        #expect(
            other.store.state.shownContacts.map(\.name).prefix(3) == ["Ada Lovelace", "Alan Turing", "Barbara Liskov"])
        #expect(!bobs.store.state.shownContacts.map(\.id).contains("barbara"))
    }

    @Test func theFormSavesANewContactAndSaysSoOnlyWithAName() async throws {
        let directory = await contacts(of: ada)
        var made: ContactEditorStore?
        var outputs: [ContactEditorScreenModule.Output] = []
        let screen = ContactEditorScreenModule.createScreen { store in
            made = store
            store.directory = directory
        }
        screen.observeOutput { outputs.append($0) }
        let store = try #require(made)
        store.dispatchAction(.didTapSave)
        #expect(store.work == nil, "no name, nothing to save")
        store.dispatchAction(.didUpdateName("  Barbara Liskov "))
        store.dispatchAction(.didUpdatePhone("+1 617 555 0123"))
        store.dispatchAction(.didTapSave)
        await store.work?.value
        await storage.settled()
        let saved = try #require(directory.allContacts().first { $0.name == "Barbara Liskov" })
        #expect(outputs == [.didSaveContact(id: saved.id)])
        #expect(saved.phone == "+1 617 555 0123")
    }

    @Test func deletingFromTheDetailRemovesItAndTellsTheOwner() async throws {
        let directory = await contacts(of: ada)
        var made: ContactDetailStore?
        var outputs: [ContactDetailScreenModule.Output] = []
        let screen = ContactDetailScreenModule.createScreen(with: .init(contactId: "grace")) { store in
            made = store
            store.directory = directory
        }
        screen.observeOutput { outputs.append($0) }
        let store = try #require(made)
        #expect(store.state.contact?.name == "Grace Hopper")
        store.dispatchAction(.didTapDelete)
        await store.work?.value
        await storage.settled()
        #expect(outputs == [.didDeleteContact])
        #expect(directory.contact(id: "grace") == nil)
    }

    @Test func theSampleDirectoryRefusesChangesWithAMessage() async throws {
        var made: ContactDetailStore?
        _ = ContactDetailScreenModule.createScreen(with: .init(contactId: "ada")) { made = $0 }
        let store = try #require(made)
        store.dispatchAction(.didTapDelete)
        await store.work?.value
        #expect(store.state.message == "Could not delete: the sample contacts cannot be changed")
    }
}
