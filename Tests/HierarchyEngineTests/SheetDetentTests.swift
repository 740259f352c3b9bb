import Testing
@testable import HierarchyEngine

/// Sheet detents (iOS 15+, custom detents iOS 16+; uikit-rules R166-R168): the presented
/// controller's `sheetPresentationController` properties, the user's drag between detents and
/// the presenter under an undimmed sheet. Each test names its rule and the versions it runs on.
@Suite struct SheetDetentTests {
    static let sheetVersions: [IOSVersion] = [.ios15, .ios16, .ios26]

    /// On an iPhone: nav N (A, B pushed) as the window's root; S a controller to present.
    static func world(_ ios: IOSVersion, props: [String: PropertyValue] = [:]) -> World {
        var w = World(ios: ios, screen: World.phone)
        w.vc("A"); w.vc("B"); w.vc("S", "UIViewController", props); w.vc("C")
        w.vc("N", "UINavigationController", children: ["A"])
        w.showRoot("N")
        w.push("B", on: "N", animated: false)
        return w
    }

    static func property(_ w: World, _ vc: String, _ name: String) -> PropertyValue? {
        w.info(vc).properties.first { $0.name == name }?.value
    }

    // MARK: R166 — the sheet presentation controller and its versions

    /// R166, iOS 12-14: `sheetPresentationController` is iOS 15 API: an unrecognized selector.
    @Test(arguments: [IOSVersion.ios12, .ios13, .ios14])
    func R166_beforeiOS15TheSheetAPIRaises(_ ios: IOSVersion) {
        var w = World(ios: ios, screen: World.phone)
        w.vc("S")
        let e = w.refuse(.setProperties(w["S"], ["detents": .strings(["medium", "large"])]))
        #expect(e?.code == .unsupported && e?.raises == true)
        #expect(e?.uikit == "-[UIViewController sheetPresentationController]: unrecognized selector sent to instance")
        #expect(w.h.sheetState(w["S"]) == nil)
    }

    /// R166, iOS 15+: "If modalPresentationStyle has a value other than pageSheet or formSheet"
    /// the property is nil; set in the same call as a sheet style, the detents apply; nothing is
    /// reported before the app sets a sheet property.
    @Test(arguments: sheetVersions)
    func R166_onlyPageAndFormSheetsHaveOne(_ ios: IOSVersion) {
        var w = World(ios: ios, screen: World.phone)
        w.vc("F", "UIViewController", ["modalPresentationStyle": .string("fullScreen")])
        let e = w.refuse(.setProperties(w["F"], ["detents": .strings(["medium"])]))
        #expect(e?.code == .invalidState && e?.message.contains("sheetPresentationController is nil") == true)
        w.vc("S")
        #expect(Self.property(w, "S", "detents") == nil)
        w.run(.setProperties(w["F"], ["modalPresentationStyle": .string("formSheet"), "detents": .strings(["medium", "large"])]))
        #expect(Self.property(w, "F", "detents") == .strings(["medium", "large"]))
        #expect(Self.property(w, "F", "selectedDetentIdentifier") == .null)
        #expect(Self.property(w, "F", "prefersGrabberVisible") == .bool(false))
    }

    // MARK: R167 — detents, the selected detent, custom detents

    /// R167, iOS 15+: the default detents are `[large]`; `selectedDetentIdentifier` nil shows the
    /// smallest detent; setting it from code changes the detent without the delegate's call
    /// ("The system doesn't call this after you change selectedDetentIdentifier") and without
    /// appearance callbacks.
    @Test(arguments: sheetVersions)
    func R167_theSmallestDetentAndAProgrammaticChange(_ ios: IOSVersion) {
        var w = Self.world(ios)
        w.present("S", on: "B", animated: false)
        #expect(w.h.sheetState(w["S"])?.currentDetent == "large")
        w.set("S", ["detents": .strings(["medium", "large"])])
        #expect(w.h.sheetState(w["S"])?.currentDetent == "medium")
        #expect(w.run(.setProperties(w["S"], ["selectedDetentIdentifier": .string("large")])) == "")
        #expect(w.h.sheetState(w["S"])?.currentDetent == "large")
        let e = w.refuse(.setProperties(w["S"], ["selectedDetentIdentifier": .string("small")]))
        #expect(e?.code == .invalidParams && e?.message.contains("has no detent 'small'") == true)
    }

    /// R167, iOS 15: `custom(identifier:resolver:)` is iOS 16 API (an unrecognized class method).
    @Test func R167_iOS15_customDetentsRaise() {
        var w = World(ios: .ios15, screen: World.phone)
        w.vc("S")
        let e = w.refuse(.setProperties(w["S"], ["detents": .strings(["small=200", "large"])]))
        #expect(e?.code == .unsupported && e?.raises == true)
        #expect(e?.uikit == "+[UISheetPresentationControllerDetent customDetentWithIdentifier:resolver:]: unrecognized selector sent to class")
    }

    /// R167, iOS 16+: a custom detent of 200 points is smaller than `medium` (half the height),
    /// so a sheet with `small`, `medium` and `large` rests at `small`.
    @Test(arguments: [IOSVersion.ios16, .ios26])
    func R167_customDetentsOrderByHeight(_ ios: IOSVersion) {
        var w = Self.world(ios, props: ["detents": .strings(["large", "medium", "small=200"])])
        w.present("S", on: "B", animated: false)
        #expect(w.h.sheetState(w["S"])?.currentDetent == "small")
        #expect(Self.property(w, "S", "detents") == .strings(["large", "medium", "small=200"]))
    }

    // MARK: R168 — the user's drag between detents

    /// R168, iOS 15+: a finished drag to another detent selects it and calls the delegate's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` ("after a sheet's
    /// selectedDetentIdentifier changes in response to user interaction"); no appearance callback
    /// for anyone: the sheet stays presented, the presenter stays on screen.
    @Test(arguments: sheetVersions)
    func R168_aFinishedDragTellsTheDelegate(_ ios: IOSVersion) {
        var w = Self.world(ios, props: ["detents": .strings(["medium", "large"])])
        w.present("S", on: "B", animated: false)
        #expect(w.run(.dragSheet(w["S"], detent: "large", outcome: .finish)) == "S.didChangeDetent(large)")
        #expect(Self.property(w, "S", "selectedDetentIdentifier") == .string("large"))
        #expect(w.run(.dragSheet(w["S"], detent: "medium", outcome: .finish)) == "S.didChangeDetent(medium)")
        // Ending where it began changes nothing, calls nothing.
        #expect(w.run(.dragSheet(w["S"], detent: "medium", outcome: .finish)) == "")
        #expect(w.info("S").appearance == .appeared && w.info("B").appearance == .appeared)
    }

    /// R168, iOS 15+: a cancelled drag springs back: no change, no delegate call, no callbacks.
    @Test(arguments: sheetVersions)
    func R168_aCancelledDragCallsNothing(_ ios: IOSVersion) {
        var w = Self.world(ios, props: ["detents": .strings(["medium", "large"])])
        w.present("S", on: "B", animated: false)
        #expect(w.run(.dragSheet(w["S"], detent: "large", outcome: .cancel)) == "")
        #expect(w.h.sheetState(w["S"])?.currentDetent == "medium")
        #expect(Self.property(w, "S", "selectedDetentIdentifier") == .null)
    }

    /// R168: drags the user cannot make: to a detent the sheet does not have, on a full-screen
    /// presentation, under another presentation; a drag below the smallest detent is the
    /// pull-down of R108 (`interactiveDismiss`), unchanged.
    @Test(arguments: sheetVersions)
    func R168_dragsTheUserCannotMake(_ ios: IOSVersion) {
        var w = Self.world(ios, props: ["detents": .strings(["medium", "large"])])
        w.present("S", on: "B", animated: false)
        #expect(w.refuse(.dragSheet(w["S"], detent: "small", outcome: .finish))?.message.contains("has no detent 'small'") == true)
        w.present("C", on: "S", animated: false, style: .fullScreen)
        #expect(w.refuse(.dragSheet(w["S"], detent: "large", outcome: .finish))?.message.contains("presents") == true)
        #expect(w.refuse(.dragSheet(w["C"], detent: "large", outcome: .finish))?.message.contains("only a page or form sheet rests at detents") == true)
        w.dismiss("C", animated: false)
        #expect(w.run(.interactiveDismiss(w["S"], outcome: .finish)).hasPrefix("S.shouldDismiss(true) S.willDismiss"))
    }

    // MARK: R168 — the largest undimmed detent

    /// R168, iOS 15+: at or below `largestUndimmedDetentIdentifier` no dimming view covers the
    /// presenter and "the undimmed area around the sheet responds to user interaction": the user
    /// can swipe back in the navigation controller under the sheet. At a larger detent the
    /// dimming view is back and the swipe is refused as covered. Presenting from the presenter is
    /// still R54's "already presenting" (it is presenting the sheet).
    @Test(arguments: sheetVersions)
    func R168_anUndimmedSheetLeavesThePresenterInteractive(_ ios: IOSVersion) {
        var w = Self.world(ios, props: ["detents": .strings(["medium", "large"]), "largestUndimmedDetentIdentifier": .string("medium")])
        w.present("S", on: "N", animated: false)
        #expect(w.h.sheetState(w["S"])?.dimsPresenter == false)
        #expect(w.h.backSwipeRefusal(nav: w["N"]) == nil)
        #expect(w.h.userGestures(w["N"]).contains(.swipeBack))
        #expect(w.refuse(.present(presenter: w["B"], vc: w["C"], animated: false, style: nil, transition: nil))?.uikit?.contains("which is already presenting") == true)
        #expect(w.run(.dragSheet(w["S"], detent: "large", outcome: .finish)) == "S.didChangeDetent(large)")
        #expect(w.h.sheetState(w["S"])?.dimsPresenter == true)
        #expect(w.h.backSwipeRefusal(nav: w["N"])?.message.contains("is covered by the presented") == true)
        // Back at medium, the back swipe under the sheet pops B with the sheet still presented.
        w.run(.dragSheet(w["S"], detent: "medium", outcome: .finish))
        #expect(w.run(.interactivePop(nav: w["N"], outcome: .finish)).contains("B.viewWillDisappear(animated,fromParent)"))
        #expect(w.info("N").presentedViewController == w["S"])
    }

    /// R168: without `largestUndimmedDetentIdentifier` (nil) every detent dims ("the system
    /// adds a noninteractive dimming view underneath the sheet at all detents").
    @Test(arguments: sheetVersions)
    func R168_nilDimsAtEveryDetent(_ ios: IOSVersion) {
        var w = Self.world(ios, props: ["detents": .strings(["medium", "large"])])
        w.present("S", on: "N", animated: false)
        #expect(w.h.sheetState(w["S"])?.dimsPresenter == true)
        #expect(w.h.backSwipeRefusal(nav: w["N"]) != nil)
    }

    // MARK: what `tree` offers the user (issue 42)

    /// R168, iOS 15+: `tree` lists `dragSheet` on a sheet with several detents, with the
    /// detents the user can drag it to now (`sheetDragTargets`: each other detent
    /// `sheetDragRefusal` allows); under another presentation, none.
    @Test(arguments: sheetVersions)
    func R168_treeListsTheDetentsAUserCanDragTo(_ ios: IOSVersion) {
        var w = Self.world(ios, props: ["detents": .strings(["medium", "large"])])
        w.present("S", on: "N", animated: false)
        #expect(w.h.userGestures(w["S"]).contains(.dragSheet))
        #expect(w.h.sheetDragTargets(w["S"]) == ["large"])
        let entry = w.h.windows().lazy.flatMap { w.h.tree(window: $0.window) }.first { $0.vc == w["S"] }
        #expect(entry?.dragDetents == ["large"] && entry?.gestures.contains(.dragSheet) == true)
        w.run(.dragSheet(w["S"], detent: "large", outcome: .finish))
        #expect(w.h.sheetDragTargets(w["S"]) == ["medium"])
        w.present("C", on: "S", animated: false)
        #expect(w.h.sheetDragRefusal(w["S"], to: "medium") != nil)
        #expect(w.h.sheetDragTargets(w["S"]) == [] && !w.h.userGestures(w["S"]).contains(.dragSheet))
    }

    /// One detent (the default `[large]`) or before iOS 15: nothing to drag to, no `dragSheet`.
    @Test(arguments: [IOSVersion.ios14, .ios15])
    func R168_oneDetentOrNoDetentsListNoDrag(_ ios: IOSVersion) {
        var w = Self.world(ios)
        w.present("S", on: "N", animated: false)
        #expect(w.h.sheetDragTargets(w["S"]) == [] && !w.h.userGestures(w["S"]).contains(.dragSheet))
    }
}
