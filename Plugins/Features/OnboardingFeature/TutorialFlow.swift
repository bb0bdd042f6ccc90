import Lasso

/// A two-page tutorial: the welcome page, then, after "Next", the finish page pushed onto the
/// flow's navigation controller. "Skip" on the welcome page emits
/// ``TutorialFlowModule/Output/didPressSkip``; "OK" on the finish page emits
/// ``TutorialFlowModule/Output/didFinish``. What happens next is up to the flow's owner.
///
/// ```swift
/// TutorialFlow()
///     .observeOutput { output in … }
///     .start(with: presented(on: controller).withNavigationEmbedding())
/// ```
///
/// Like every flow, it lives as long as its initial controller (the welcome page).
public final class TutorialFlow: Flow<TutorialFlowModule> {
    /// Creates the flow; nothing is shown before `start(with:)`.
    public override init() {
        super.init()
    }

    /// Builds the welcome page.
    public override func createInitialController() -> ViewController {
        TutorialScreenModule.createScreen(with: .welcome)
            .observeOutput { [weak self] (output: TutorialScreenModule.Output) in
                self?.welcomePageDidOutput(output)
            }
            .controller
    }

    private func welcomePageDidOutput(_ output: TutorialScreenModule.Output) {
        switch output {
        case .didPressButton(index: 0):  // "Skip"
            dispatchOutput(.didPressSkip)
        case .didPressButton(index: 1):  // "Next"
            showFinishPage()
        case .didPressButton:
            break
        }
    }

    /// Pushes the finish page, once: only while the welcome page is on top of the stack.
    private func showFinishPage() {
        guard let context, context.topViewController === initialController else { return }
        TutorialScreenModule.createScreen(with: .finish)
            .observeOutput { [weak self] (output: TutorialScreenModule.Output) in
                self?.finishPageDidOutput(output)
            }
            .place(with: pushed(in: context))
    }

    private func finishPageDidOutput(_ output: TutorialScreenModule.Output) {
        switch output {
        case .didPressButton(index: 0):  // "OK"
            dispatchOutput(.didFinish)
        case .didPressButton:
            break
        }
    }
}

extension TutorialFlow: FlowStackRestoring {
    /// After a reload: the finish page again, if the old version showed it.
    public func restoreStack(_ screens: [FlowStackEntry]) {
        if !screens.isEmpty { showFinishPage() }
    }
}
