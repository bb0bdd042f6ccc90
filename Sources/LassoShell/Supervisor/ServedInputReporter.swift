#if LASSO_SERVE
    import Lasso
    import LassoConfig
    import LassoWeb
    import LassoWebServer

    /// Tells `serve`'s supervisor (through its ``SupervisorLink``) which page event each session
    /// is handling, named as a person would read it, so that a fault in its action is blamed on
    /// it: `click on the button “Trap” in faulty.main`.
    @MainActor
    final class ServedInputReporter: WebEventObserver {
        private let link: SupervisorLink

        init(link: SupervisorLink) {
            self.link = link
        }

        func willHandle(_ event: WebEvent, on widget: Widget?, in app: LiveApp) {
            let screen = app.screenOnTop
            link.willHandle(
                InputInHand(
                    input: Self.label(of: event), control: widget.map(SupervisorLink.name(of:)) ?? "",
                    screen: screen?.module ?? "", plugin: screen?.plugin ?? ""))
        }

        func didHandleEvent() {
            link.didHandleInput()
        }

        /// `click`, `typing`, `Enter`…: what the person did on the page.
        static func label(of event: WebEvent) -> String {
            switch event.kind {
            case .activate, .click: "click"
            case .input: "typing"
            case .submit: "Enter"
            case .select: "choosing row \((event.index ?? 0) + 1)"
            case .header: "a click on a column's header"
            case .page: "paging"
            case .disclose: "opening or closing a row"
            case .key: event.value.map { "the key \($0)" } ?? "a key"
            case .back: "Back"
            case .tab: "choosing tab \((event.index ?? 0) + 1)"
            }
        }
    }
#endif
