import ContactsFeature
import Lasso
import Testing

@MainActor
@Suite("Contacts")
struct ContactsTests {
    @Test func searchFiltersByNamePhoneOrEmailIgnoringCaseAndDiacritics() {
        let store = ContactsListScreenModule.createScreen().store
        #expect(store.state.shownContacts.count == SampleContactsDirectory().allContacts().count)
        store.dispatchAction(.didUpdateQuery("GRACE"))
        #expect(store.state.shownContacts.map(\.id) == ["grace"])
        store.dispatchAction(.didUpdateQuery("chatelet"))
        #expect(store.state.shownContacts.map(\.id) == ["emilie"])
        store.dispatchAction(.didUpdateQuery("SØREN"))
        #expect(store.state.shownContacts.map(\.id) == ["soeren"])
        store.dispatchAction(.didUpdateQuery("+81"))
        #expect(store.state.shownContacts.map(\.id) == ["yukihiro"])
        store.dispatchAction(.didUpdateQuery("nobody"))
        #expect(store.state.shownContacts.isEmpty)
    }

    @Test func selectingARowEmitsTheShownContactsId() {
        var outputs: [ContactsListScreenModule.Output] = []
        let screen = ContactsListScreenModule.createScreen().observeOutput { outputs.append($0) }
        screen.store.dispatchAction(.didUpdateQuery("Turing"))
        screen.store.dispatchAction(.didSelectRow(0))
        screen.store.dispatchAction(.didSelectRow(5))
        #expect(outputs == [.didSelectContact(id: "alan")])
    }

    @Test func detailLooksTheContactUpById() {
        let known = ContactDetailScreenModule.createScreen(with: .init(contactId: "ada"))
        #expect(known.store.state.contact?.name == "Ada Lovelace")
        #expect(known.controller.title == "Ada Lovelace")
        let unknown = ContactDetailScreenModule.createScreen(with: .init(contactId: "nobody"))
        #expect(unknown.store.state.contact == nil)
    }

    @Test func browserFlowPushesTheDetailOfTheSelectedContact() throws {
        let navigation = NavigationController()
        let window = Window()
        window.rootViewController = navigation
        ContactsFlow().start(with: root(of: navigation))
        let list = try #require(navigation.rootViewController as? ContactsListViewController)
        let rows = list.view.visibleWidgets.compactMap { $0 as? List }
        let contactsList = try #require(rows.first)
        contactsList.select(row: 1)
        let detail = try #require(navigation.topViewController as? ContactDetailViewController)
        #expect(detail.store.state.contactId == "alan")
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func tappingThePhoneNumberCallsIt() throws {
        var outputs: [ContactDetailScreenModule.Output] = []
        let screen = ContactDetailScreenModule.createScreen(with: .init(contactId: "ada"))
            .observeOutput { outputs.append($0) }
        screen.controller.loadViewIfNeeded()
        let labels = screen.controller.view.visibleWidgets.compactMap { $0 as? Label }
        let phone = try #require(labels.first { $0.text.hasPrefix("Phone:") })
        let tap = try #require(phone.gestureRecognizers.first as? TapGestureRecognizer)
        #expect(phone.acceptsFocus, "keyboard users reach the number too")
        tap.sendActions()
        #expect(outputs == [.didRequestCall(phone: "+44 20 7946 0018")])
    }

    @Test func callRequestsFromTheDetailBecomeFlowOutputs() throws {
        var outputs: [ContactsFlowModule.Output] = []
        let navigation = NavigationController()
        ContactsFlow().observeOutput { outputs.append($0) }.start(with: root(of: navigation))
        let list = try #require(navigation.rootViewController as? ContactsListViewController)
        list.store.dispatchAction(.didSelectRow(0))
        let detail = try #require(navigation.topViewController as? ContactDetailViewController)
        detail.store.dispatchAction(.didTapCall)
        #expect(outputs == [.didRequestCall(phone: "+44 20 7946 0018")])
    }
}
