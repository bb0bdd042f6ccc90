// Ported from Lasso's Example/LassoTestUtilities_Tests/LifeCycleController.swift
// (https://github.com/ww-tech/lasso, Copyright © 2019-2020 WW International, Inc., Apache
// License 2.0). Lines changed for Linux are marked `// port:`.

import Lasso // port: Lasso's controllers, not UIKit's

class LifeCycleController: ViewController { // port: UIKit names
    
    enum LifeCycleEvent: Hashable, CaseIterable {
        case viewDidLoad
        case viewWillAppear
        case viewDidAppear
        case viewWillDisappear
        case viewDidDisappear
    }
    
    var lifeCycleEvents: [LifeCycleEvent] = []
    
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label() // port: a label in a stack, without UIKit's colour and Auto Layout
        label.text = "LifeCycleController"
        view = Stack([label]) // port: (as above)
        lifeCycleEvents.append(.viewDidLoad)
    }
    
    override func viewWillAppear() { // port: lifecycle hooks take no `animated` argument
        super.viewWillAppear() // port: (as above)
        lifeCycleEvents.append(.viewWillAppear)
    }
    
    override func viewDidAppear() { // port: lifecycle hooks take no `animated` argument
        super.viewDidAppear() // port: (as above)
        lifeCycleEvents.append(.viewDidAppear)
    }
    
    override func viewWillDisappear() { // port: lifecycle hooks take no `animated` argument
        super.viewWillDisappear() // port: (as above)
        lifeCycleEvents.append(.viewWillDisappear)
    }
    
    override func viewDidDisappear() { // port: lifecycle hooks take no `animated` argument
        super.viewDidDisappear() // port: (as above)
        lifeCycleEvents.append(.viewDidDisappear)
    }
    
}
