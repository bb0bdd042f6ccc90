import LassoTerminal

/// What ``RunKeys/report`` shows: the status line whole (the terminal cuts it at its width), then
/// the last long report put here — a failed build's errors (``SourceWatchSession``), a fault's
/// report (``AppFault``). One key for all of them, offered from the start.
@MainActor
final class ReportShelf {
    /// A report: its title, and its text shown whole.
    typealias Report = (title: String, text: String)

    /// Makes the last report, when the key is pressed; `nil` when it has nothing (any more).
    private var report: (@MainActor () -> Report?)?
    private var offered: Set<ObjectIdentifier> = []

    /// Makes `report` the report the key shows below the status line, and gives `frontEnd` the
    /// key (once).
    func put(on frontEnd: any AppFrontEnd, _ report: @escaping @MainActor () -> Report?) {
        self.report = report
        offer(on: frontEnd)
    }

    /// Gives `frontEnd` the key (once): the status line whole, and the report if there is one.
    /// The key-help line names it while there is something more to read: a report, or a status
    /// line cut at the terminal's width.
    func offer(on frontEnd: any AppFrontEnd) {
        guard offered.insert(ObjectIdentifier(frontEnd)).inserted else { return }
        let isShown: @MainActor () -> Bool = { [weak self, weak frontEnd] in
            self?.report?() != nil || frontEnd?.isStatusCut == true
        }
        frontEnd.offer(RunKeys.report, shownWhen: isShown) { [weak self, weak frontEnd] in
            guard let self, let frontEnd else { return }
            show(on: frontEnd)
        }
    }

    /// What the key shows: the status line and the report, each whole, the report's title over
    /// both.
    static func whole(status: StatusMessage?, report: Report?) -> Report {
        switch (status?.text, report) {
        case (let status?, let report?): (report.title, status + "\n\n" + report.text)
        case (nil, let report?): report
        case (let status?, nil): ("The status line", status)
        case (nil, nil): ("Nothing to report", "The status line is empty, and no build failed and no fault happened.")
        }
    }

    private func show(on frontEnd: any AppFrontEnd) {
        let shown = Self.whole(status: frontEnd.shownStatus, report: report?())
        frontEnd.showWhole(title: shown.title, text: shown.text)
    }
}
