import Testing
@testable import HierarchyEngine

/// What the user cannot do (uikit-rules R169, R170): `navigationItem.hidesBackButton` leaves no
/// back button to tap and turns the back swipe off; `interactivePopGestureRecognizer.isEnabled =
/// false` turns the back swipe off. Tested on 12, 13 and 26 (UIKit has both since iOS 7).
@Suite struct BackButtonTests {
    static let versions: [IOSVersion] = [.ios12, .ios13, .ios26]

    static func nav(_ ios: IOSVersion) -> World {
        var w = World(ios: ios)
        w.vc("A"); w.vc("B")
        w.vc("N", "UINavigationController", children: ["A"])
        w.showRoot("N")
        w.push("B", on: "N", animated: false)
        return w
    }

    /// R169: a tap on the back button is the animated pop of R39.
    @Test(arguments: versions)
    func R169_theBackButtonPops(_ ios: IOSVersion) {
        var w = Self.nav(ios)
        #expect(w.h.backButtonRefusal(nav: w["N"]) == nil)
        #expect(w.h.userGestures(w["N"]) == [.swipeBack, .tapBack])
        #expect(w.run(.tapBackButton(nav: w["N"])).hasPrefix("B.willMove(nil) B.viewWillDisappear(animated,fromParent) A.viewWillAppear(animated)"))
        #expect(w.info("N").children == [w["A"]])
        #expect(w.h.backButtonRefusal(nav: w["N"])?.message.contains("nothing is above its root") == true)
        #expect(w.h.userGestures(w["N"]) == [])
    }

    /// R169: with `hidesBackButton` on the top controller neither the back button nor the back
    /// swipe is there; the property is reported, and a pop from code still works.
    @Test(arguments: versions)
    func R169_hidesBackButtonStopsTapAndSwipe(_ ios: IOSVersion) {
        var w = Self.nav(ios)
        w.set("B", ["hidesBackButton": .bool(true)])
        #expect(w.info("B").properties.first { $0.name == "hidesBackButton" }?.value == .bool(true))
        #expect(w.refuse(.tapBackButton(nav: w["N"]))?.message.contains("hides it (navigationItem.hidesBackButton)") == true)
        let swipe = w.refuse(.interactivePop(nav: w["N"], outcome: .finish))
        #expect(swipe?.code == .invalidState && swipe?.message.contains("hides the back button") == true)
        #expect(w.h.userGestures(w["N"]) == [])   // neither swipeBack nor tapBack
        #expect(w.run(.pop(nav: w["N"], animated: false)).contains("B.viewDidDisappear"))
    }

    /// R170: `interactivePopGestureRecognizer.isEnabled = false` refuses the back swipe with a
    /// clear error and leaves the back button; it is a navigation controller's property only.
    @Test(arguments: versions)
    func R170_aDisabledGestureRefusesTheSwipe(_ ios: IOSVersion) {
        var w = Self.nav(ios)
        #expect(w.info("N").properties.first { $0.name == "interactivePopGestureEnabled" }?.value == .bool(true))
        w.set("N", ["interactivePopGestureEnabled": .bool(false)])
        let e = w.refuse(.interactivePop(nav: w["N"], outcome: .cancel))
        #expect(e?.message.contains("interactivePopGestureRecognizer is disabled") == true)
        #expect(w.h.backSwipeRefusal(nav: w["N"]) != nil && w.h.backButtonRefusal(nav: w["N"]) == nil)
        #expect(w.h.userGestures(w["N"]) == [.tapBack])   // the button stays; tree lists tapBack alone
        #expect(w.refuse(.setProperties(w["A"], ["interactivePopGestureEnabled": .bool(false)]))?.code == .invalidParams)
        #expect(!w.info("A").properties.contains { $0.name == "interactivePopGestureEnabled" })
    }
}
