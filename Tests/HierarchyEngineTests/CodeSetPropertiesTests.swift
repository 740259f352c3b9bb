import Testing
@testable import HierarchyEngine

/// What an app's code sets in a class's appearance methods (issue 42, `CodeSetProperty`, read
/// from `--sources`): the engine runs it where UIKit calls the method, so what the user can do
/// follows (R169 a hidden back button, R170 a disabled back swipe, R109 `isModalInPresentation`,
/// R166-R167 a sheet's detents). And the detent a sheet rests at (`tree`'s `detent`). On iOS 26,
/// and 15 for the sheets.
@Suite struct CodeSetPropertiesTests {
    static func configuration(_ table: [String: [CodeSetProperty]]) -> EngineConfiguration {
        var c = EngineConfiguration()
        c.codeSetProperties = table
        return c
    }

    /// R170: NoSwipe turns the swipe off in viewWillAppear and on in viewWillDisappear: while it
    /// is on top only the back button is there; popped, the swipe is back. R169: Locked's
    /// viewDidLoad hides the back button (module-qualified class name looked up by its last part).
    @Test func R169_R170_settingsRunWhereTheCallbacksAre() {
        let config = Self.configuration([
            "NoSwipe": [CodeSetProperty(moment: .viewWillAppear, receiver: .navigationController, name: "interactivePopGestureEnabled", value: .bool(false)),
                        CodeSetProperty(moment: .viewWillDisappear, receiver: .navigationController, name: "interactivePopGestureEnabled", value: .bool(true))],
            "Locked": [CodeSetProperty(moment: .viewDidLoad, receiver: .controller, name: "hidesBackButton", value: .bool(true))],
        ])
        var w = World(ios: .ios26, screen: World.phone, configuration: config)
        w.vc("A"); w.vc("B", "NoSwipe"); w.vc("L", "MyApp.Locked")
        w.vc("N", "UINavigationController", children: ["A"])
        w.showRoot("N")
        #expect(w.h.userGestures(w["N"]) == [])
        w.push("B", on: "N", animated: false)
        #expect(w.h.userGestures(w["N"]) == [.tapBack])
        _ = w.run(.tapBackButton(nav: w["N"]))
        #expect(w.info("N").properties.first { $0.name == "interactivePopGestureEnabled" }?.value == .bool(true))
        w.push("L", on: "N", animated: false)
        #expect(w.info("L").properties.first { $0.name == "hidesBackButton" }?.value == .bool(true))
        #expect(w.h.userGestures(w["N"]) == [])
    }

    /// Without a navigation controller `navigationController?.…` goes to nil; a sheet property on
    /// a controller presented full screen (no sheet presentation controller) does nothing; neither
    /// is an error.
    @Test func nilReceiversDoNothing() {
        let config = Self.configuration([
            "Card": [CodeSetProperty(moment: .viewDidLoad, receiver: .navigationController, name: "interactivePopGestureEnabled", value: .bool(false)),
                     CodeSetProperty(moment: .viewDidLoad, receiver: .controller, name: "detents", value: .strings(["medium", "large"])),
                     CodeSetProperty(moment: .viewDidLoad, receiver: .controller, name: "isModalInPresentation", value: .bool(true))],
        ])
        var w = World(ios: .ios15, screen: World.phone, configuration: config)
        w.vc("A"); w.vc("C", "Card")
        w.showRoot("A")
        w.present("C", on: "A", animated: false, style: .fullScreen)
        #expect(w.h.restingDetent(w["C"]) == nil)
        #expect(w.info("C").properties.first { $0.name == "isModalInPresentation" }?.value == .bool(true))
    }

    /// R166-R167: a page sheet whose viewDidLoad gives it two detents rests at the smaller one,
    /// which `tree` lists as its `detent`; dragged, the larger (R168). One detent: no `detent`.
    @Test func R167_aSheetsDetentsFromItsCodeAndTheDetentItRestsAt() {
        let config = Self.configuration([
            "Card": [CodeSetProperty(moment: .viewDidLoad, receiver: .controller, name: "detents", value: .strings(["medium", "large"]))],
        ])
        var w = World(ios: .ios15, screen: World.phone, configuration: config)
        w.vc("A"); w.vc("C", "Card"); w.vc("P")
        w.showRoot("A")
        w.present("C", on: "A", animated: false, style: .pageSheet)
        #expect(w.h.restingDetent(w["C"]) == "medium")
        #expect(w.h.tree(window: w.h.windows().first!.window).last?.detent == "medium")
        _ = w.run(.dragSheet(w["C"], detent: "large", outcome: .finish))
        #expect(w.h.restingDetent(w["C"]) == "large" && w.h.tree(window: w.h.windows().first!.window).last?.detent == "large")
        _ = w.run(.dismiss(w["C"], animated: false))
        w.present("P", on: "A", animated: false, style: .pageSheet)
        #expect(w.h.restingDetent(w["P"]) == nil && w.h.tree(window: w.h.windows().first!.window).last?.detent == nil)
    }
}
