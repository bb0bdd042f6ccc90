import LassoPlugin

/// The `contacts` plugin: the searchable list (`contacts.list`), the detail screen
/// (`contacts.detail`, state `contactId`), the new-contact form (`contacts.editor`) and the
/// browser flow composing them (`contacts.browser`, needs a navigation context). Contacts are the user's
/// own, kept by the host (``StoredContacts``).
///
/// Built into `libContactsPlugin.so` by the Plugins package; an app linking this feature statically
/// registers it with `describePlugin(ContactsPlugin.self)` (docs/plugins.md, "Static builds").
public enum ContactsPlugin: LassoPluginDefinition {
    public static let name = "contacts"
    public static let version = "1.0.0"
    public static let summary = "Searchable contacts of each user: list, details, add and delete, kept by the host"

    public static func register(in registrar: PluginRegistrar) throws {
        // Every screen of a session shares the user's contacts, kept by the host.
        try registrar.registerScreen(ContactsListScreenModule.self, as: "list") { store, services in
            store.directory = StoredContacts(services: services)
        }
        try registrar.registerScreen(ContactDetailScreenModule.self, as: "detail") { store, services in
            store.directory = StoredContacts(services: services)
        }
        try registrar.registerScreen(ContactEditorScreenModule.self, as: "editor") { store, services in
            store.directory = StoredContacts(services: services)
        }
        try registrar.registerFlow(ContactsFlowModule.self, as: "browser") { services in
            ContactsFlow(directory: StoredContacts(services: services))
        }
    }
}
