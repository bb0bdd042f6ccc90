import LassoPlugin
import LassoPluginHost

/// Where a node is placed, as far as the checks need to know: whether it lands in a navigation
/// stack, is presented, sits in tabs, belongs to a config flow, and may use a route's payload.
struct PlacementScope: Hashable {
    /// How the node is placed.
    enum Slot: Hashable {
        case windowRoot
        case tab
        case navigationRoot
        case navigationPushed
        case modal
        case pushedByRoute
        case presentedByRoute
        case presentedInNavigation
        case newWindowRoot
    }

    var slot: Slot
    /// Placed directly into a navigation stack: it has a navigation controller to push onto.
    var inNavigation: Bool
    /// Inside a modal presentation: `dismiss` has something to dismiss.
    var isPresented: Bool
    /// The titles of the enclosing tab bar's tabs, when there is one.
    var tabTitles: [String]?
    /// The enclosing config flow, whose outputs `emit` may send.
    var flow: String?
    /// Whether the node is built by a route, so `$payload.*` values have a payload to read.
    var hasPayload: Bool
    /// The shape of that payload, as the emitting module's `Output` type says it.
    var payload: ValueShape = .unknown
    /// The output that carries it: `'didReachLimit' of 'counter.main'`.
    var payloadSource = ""

    /// The window's root.
    static let windowRoot = PlacementScope(
        slot: .windowRoot, inNavigation: false, isPresented: false, tabTitles: nil, flow: nil, hasPayload: false)

    /// This scope moved to `slot`, with the navigation and presentation that slot gives.
    func placed(_ slot: Slot) -> PlacementScope {
        var scope = self
        scope.slot = slot
        switch slot {
        case .windowRoot, .newWindowRoot:
            scope = PlacementScope(
                slot: slot, inNavigation: false, isPresented: false, tabTitles: nil, flow: nil, hasPayload: hasPayload,
                payload: payload, payloadSource: payloadSource)
        case .tab:
            scope.inNavigation = false
        case .navigationRoot, .navigationPushed, .pushedByRoute, .presentedInNavigation:
            scope.inNavigation = true
        case .modal, .presentedByRoute:
            scope.inNavigation = false
        }
        if slot == .modal || slot == .presentedByRoute || slot == .presentedInNavigation {
            scope.isPresented = true
            scope.tabTitles = nil
        }
        return scope
    }

    /// How the slot reads in a message: "placed as the window's root".
    var placementDescription: String {
        switch slot {
        case .windowRoot: "placed as the window's root"
        case .tab: "placed directly in a tab"
        case .navigationRoot: "the root of a navigation stack"
        case .navigationPushed: "pushed onto a navigation stack"
        case .modal: "presented by 'modal:' without a navigation stack"
        case .pushedByRoute: "pushed by a route"
        case .presentedByRoute: "presented by a route without 'navigation: true'"
        case .presentedInNavigation: "presented in a navigation stack"
        case .newWindowRoot: "made the window's root by 'replaceRoot'"
        }
    }

    /// What to do when a node needing a navigation stack is placed here without one.
    var navigationHint: String {
        switch slot {
        case .windowRoot, .newWindowRoot: "wrap it: { navigation: { root: … } }"
        case .tab: "put a navigation stack in the tab: { title: …, navigation: { root: … } }"
        case .modal: "present a navigation stack: modal: { navigation: { root: … } }"
        case .presentedByRoute: "add 'navigation: true' to the present route"
        case .navigationRoot, .navigationPushed, .pushedByRoute, .presentedInNavigation:
            "place it in a navigation stack"
        }
    }
}
