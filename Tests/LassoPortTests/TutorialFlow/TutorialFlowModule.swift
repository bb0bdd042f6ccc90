// The tutorial flow of the Lasso article on Flows and ScreenPlacers (../shared/seeds), ported
// as written: only UIKit lines changed (see docs/coming-from-lasso.md). Lines that differ from
// the article are marked `// port:`.
import Lasso

enum TutorialFlowModule: FlowModule {

    enum Output: Equatable {
        case didFinish
        case didPressSkip
    }

    typealias RequiredContext = NavigationController // port: UINavigationController
}
