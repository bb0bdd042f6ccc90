import ContactsFeature
import LassoPlugin

/// The `contacts` plugin: the searchable list (`contacts.list`), the detail screen
/// (`contacts.detail`, state `contactId`) and the browser flow composing them
/// (`contacts.browser`, needs a navigation context).
enum ContactsPlugin: LassoPluginDefinition {
    static let name = "contacts"
    static let version = "1.0.0"
    static let summary = "Searchable contacts list and contact details, composed by a flow"

    static func register(in registrar: PluginRegistrar) throws {
        try registrar.registerScreen(ContactsListScreenModule.self, as: "list", outputs: ["didSelectContact"])
        try registrar.registerScreen(ContactDetailScreenModule.self, as: "detail", outputs: ["didRequestCall"])
        try registrar.registerFlow(ContactsFlowModule.self, as: "browser", outputs: ["didRequestCall"]) {
            ContactsFlow()
        }
    }
}

/// The plugin's one exported symbol.
@_cdecl("lasso_plugin_describe")
public func lassoPluginDescribe() -> UnsafeRawPointer {
    describePlugin(ContactsPlugin.self)
}
