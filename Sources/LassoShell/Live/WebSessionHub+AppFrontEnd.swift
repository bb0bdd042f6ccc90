#if LASSO_SERVE
    import LassoTerminal
    import LassoWebServer

    /// A served app's front end: every page of it. A status goes to each open page's status line
    /// and stays for pages opened later; the shell's keys are the terminal's alone (a page has none
    /// of them yet), and each page keeps its own focus through a reload.
    extension WebSessionHub: AppFrontEnd {
        func showStatus(_ message: StatusMessage) {
            showStatus(message.text, isError: message.isError)
        }

        /// A page's status line wraps: nothing is cut to show whole.
        var shownStatus: StatusMessage? { nil }

        var isStatusCut: Bool { false }

        /// No script waits on a served app's reloads.
        func recordReload(_ entry: ReloadLog.Entry) {}

        var offersKeys: Bool { false }

        func offer(
            _ key: RunKeys.Key, shownWhen isShown: @escaping @MainActor () -> Bool,
            _ perform: @escaping @MainActor () -> Void
        ) {}

        /// A page has no panel: the title and the text's first line go to the status line.
        func showWhole(title: String, text: String) {
            let firstLine = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
            showStatus(firstLine.isEmpty ? title : "\(title): \(firstLine)", isError: true)
        }

        func keepingFocus(_ change: () async -> Void) async {
            await change()
        }
    }
#endif
