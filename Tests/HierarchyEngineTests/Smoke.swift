import Testing
@testable import HierarchyEngine

@Suite struct Smoke {
    @Test func smoke() {
        var w = World()
        w.vc("A"); w.vc("B")
        #expect(w.showRoot("A") == "window.becameKey A.viewDidLoad A.viewWillAppear A.viewDidAppear")
        #expect(w.present("B", on: "A") == "B.viewDidLoad A.viewWillDisappear(animated) B.viewWillAppear(animated,presented) | B.viewDidAppear(animated,presented) A.viewDidDisappear(animated) B.completion(A)")
        #expect(w.dismiss("B") == "B.viewWillDisappear(animated,dismissed) A.viewWillAppear(animated) | A.viewDidAppear(animated) B.viewDidDisappear(animated,dismissed) B.dismissCompletion")
    }
}
