import LassoPlugin

/// The `contacts` plugin: the searchable list (`contacts.list`), the detail screen
/// (`contacts.detail`, state `contactId`) and the browser flow composing them
/// (`contacts.browser`, needs a navigation context).
///
/// Built into `libContactsPlugin.so` by the Plugins package; an app linking this feature statically
/// registers it with `describePlugin(ContactsPlugin.self)` (README, "Static builds").
public enum ContactsPlugin: LassoPluginDefinition {
    public static let name = "contacts"
    public static let version = "1.0.0"
    public static let summary = "Searchable contacts list and contact details, composed by a flow"

    public static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(ContactsListScreenModule.self, as: "list")
        try registrar.registerScreen(ContactDetailScreenModule.self, as: "detail")
        try registrar.registerFlow(ContactsFlowModule.self, as: "browser") {
            ContactsFlow()
        }
    }
}
