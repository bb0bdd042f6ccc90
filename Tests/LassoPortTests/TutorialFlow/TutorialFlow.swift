import Lasso

class TutorialFlow: Flow<TutorialFlowModule> {

    override func createInitialController() -> ViewController { // port: UIViewController
        let welcomeState = TutorialScreenModule.State.welcome
        let introScreen = TutorialScreenModule.createScreen(with: welcomeState)
        introScreen.observeOutput({ [weak self] output in
            guard let self = self else { return }
            switch output {
            case .didPressButton(index: let index):
                switch index {
                case 0:
                    // handle skip
                    self.dispatchOutput(.didPressSkip)
                case 1:
                    let finishController = self.assembleFinishController()
                    self.context?.pushViewController(finishController, animated: true)
                default:
                    return
                }
            }
        })
        return introScreen.controller
    }

    private func assembleFinishController() -> ViewController { // port: UIViewController
        let finishState = TutorialScreenModule.State.finish
        let finishScreen = TutorialScreenModule.createScreen(with: finishState)
        finishScreen.observeOutput({ [weak self] output in
            guard let self = self else { return }
            switch output {
            case .didPressButton(index: let index):
                switch index {
                case 0:
                    self.dispatchOutput(.didFinish)
                default:
                    return
                }
            } // port: the article's listing lacks this brace
        })
        return finishScreen.controller
    }
}
