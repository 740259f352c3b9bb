import Testing
@testable import HierarchyEngine

/// Column-style split view controllers (iOS 14+, uikit-rules R150-R164): `init(style:)`, the
/// columns and their navigation controllers, display modes and split behaviours, show/hide of a
/// column, collapse and expansion; iOS 13 has none of it. Each test names its rule and runs on
/// the versions it covers (14, 16 and 26 for the column API; 13 for its absence).
@Suite struct ColumnSplitTests {
    static let columnVersions: [IOSVersion] = [.ios14, .ios16, .ios26]

    /// S = a `style` split made in code with A (primary) and B (secondary), and M
    /// (supplementary) between them for a triple-column split; their navigation controllers
    /// (R151) are named NA, NM, NB.
    /// `landscape`: the iPad is turned to landscape before its window is made, where the
    /// `automatic` preferences tile side by side (R154).
    static func split(_ ios: IOSVersion, _ style: String = "doubleColumn", screen: ScreenSpec = World.pad,
                      landscape: Bool = false, _ props: [String: PropertyValue] = [:]) -> World {
        var w = World(ios: ios, screen: screen)
        if landscape { w.run(.rotate(.landscapeLeft)) }
        w.vc("A"); w.vc("M"); w.vc("B")
        let triple = style == "tripleColumn"
        w.vc("S", "UISplitViewController", props.merging(["style": .string(style)]) { $1 },
             children: triple ? ["A", "M", "B"] : ["A", "B"])
        w.nameIt(w.info("A").parent!, "NA")
        w.nameIt(w.info("B").parent!, "NB")
        if triple { w.nameIt(w.info("M").parent!, "NM") }
        return w
    }

    static func property(_ w: World, _ vc: String, _ name: String) -> PropertyValue? {
        w.info(vc).properties.first { $0.name == name }?.value
    }

    // MARK: iOS 13: no column style (R150)

    /// R150, iOS 13: `UISplitViewController(style:)` is iOS 14 API; calling it on iOS 13 is an
    /// unrecognized selector, which raises.
    @Test func R150_iOS13_initWithStyleRaises() {
        var w = World(ios: .ios13)
        let e = w.refuse(.createController(className: "UISplitViewController", title: nil,
                                           properties: ["style": .string("doubleColumn")], children: []))
        #expect(e?.code == .unsupported && e?.raises == true)
        #expect(e?.uikit == "-[UISplitViewController initWithStyle:]: unrecognized selector sent to instance")
    }

    /// R150, iOS 13: the column API of a (classic) split is an unrecognized selector too; an
    /// explicit `unspecified` style is the classic split every version has.
    @Test func R150_iOS13_columnAPIRaises() {
        var w = World(ios: .ios13)
        w.vc("A"); w.vc("B"); w.vc("E")
        w.vc("S", "UISplitViewController", ["style": .string("unspecified")], children: ["A", "B"])
        #expect(w.info("S").children == [w["A"], w["B"]])
        #expect(!w.info("S").properties.contains { $0.name == "style" })
        let e = w.refuse(.setSplitColumn(split: w["S"], column: .secondary, vc: w["E"]))
        #expect(e?.code == .unsupported && e?.raises == true)
        #expect(e?.uikit?.hasPrefix("-[UISplitViewController setViewController:forColumn:]: unrecognized selector") == true)
        #expect(w.refuse(.showSplitColumn(split: w["S"], column: .primary))?.code == .unsupported)
    }

    // MARK: classic splits keep their behaviour (R163)

    /// R163, iOS 14+: the column API "doesn't apply to classic split view controllers": refused,
    /// and the column properties are not a classic split's.
    @Test(arguments: columnVersions)
    func R163_classicSplitRefusesTheColumnAPI(ios: IOSVersion) {
        var w = World(ios: ios)
        w.vc("A"); w.vc("B"); w.vc("E")
        w.vc("S", "UISplitViewController", children: ["A", "B"])
        let e = w.refuse(.setSplitColumn(split: w["S"], column: .secondary, vc: w["E"]))
        #expect(e?.code == .unsupported && e?.raises == false && e?.uikit == nil)
        #expect(w.refuse(.hideSplitColumn(split: w["S"], column: .primary))?.code == .unsupported)
        #expect(w.refuse(.setProperties(w["S"], ["preferredDisplayMode": .string("secondaryOnly")]))?.code == .invalidParams)
        #expect(w.info("S").properties.map(\.name) == Props.names)
        #expect(w.refuse(.setProperties(w["A"], ["preferredSplitBehavior": .string("tile")]))?.code == .invalidParams)
    }

    // MARK: columns and their navigation controllers (R151-R153)

    /// R151, iOS 14+: each child fills a column, wrapped in a new navigation controller (the
    /// split's children); `viewController(for:)` (`…ViewController` properties) is the
    /// controller set.
    @Test(arguments: columnVersions)
    func R151_columnsAreWrappedInNavigationControllers(ios: IOSVersion) {
        let w = Self.split(ios, "tripleColumn")
        #expect(w.info("S").children == [w["NA"], w["NM"], w["NB"]])
        #expect(["NA", "NM", "NB"].allSatisfy { w.info($0).className == "UINavigationController" })
        #expect(w.info("A").navigationController == w["NA"] && w.info("A").splitViewController == w["S"])
        #expect(Self.property(w, "S", "style") == .string("tripleColumn"))
        #expect(Self.property(w, "S", "primaryViewController") == .string(w["A"].description))
        #expect(Self.property(w, "S", "supplementaryViewController") == .string(w["M"].description))
        #expect(Self.property(w, "S", "secondaryViewController") == .string(w["B"].description))
        #expect(Self.property(w, "S", "compactViewController") == .null)
        #expect(w.info("S").properties.map(\.name) == Props.names + SplitProps.names)
    }

    /// R151, R160, iOS 14+: a navigation controller is installed as it is, and the compact
    /// column's controller is never wrapped.
    @Test(arguments: columnVersions)
    func R151_R160_navigationAndCompactControllersAreNotWrapped(ios: IOSVersion) {
        var w = World(ios: ios)
        w.vc("A"); w.vc("N", "UINavigationController", children: ["A"]); w.vc("B"); w.vc("C")
        w.vc("S", "UISplitViewController", ["style": .string("doubleColumn")], children: ["N", "B"])
        #expect(w.info("S").children.first == w["N"])
        #expect(w.run(.setSplitColumn(split: w["S"], column: .compact, vc: w["C"])) == "C.willMove(S) C.didMove(S)")
        #expect(w.info("C").parent == w["S"] && w.info("C").navigationController == nil)
        #expect(w.lastResult == .controller(w["C"]))
    }

    /// R152, iOS 14+: a plain controller set for a secondary column that has a navigation
    /// controller is pushed onto it (Apple's answer to FB8640357); nil clears the column; the
    /// next plain controller gets a new navigation controller.
    @Test(arguments: columnVersions)
    func R152_secondaryPushesThenClearsThenWraps(ios: IOSVersion) {
        var w = Self.split(ios, landscape: true)
        w.vc("E"); w.vc("F")
        w.showRoot("S")
        #expect(w.run(.setSplitColumn(split: w["S"], column: .secondary, vc: w["E"])) ==
            "E.willMove(NB) E.viewDidLoad B.viewWillDisappear E.viewWillAppear(toParent) E.viewIsAppearing(toParent) B.viewDidDisappear E.viewDidAppear(toParent) E.didMove(NB)")   // R38's push, unanimated
        #expect(w.lastResult == .shown(action: .push, container: w["NB"]))
        #expect(w.info("NB").children == [w["B"], w["E"]])
        #expect(w.run(.setSplitColumn(split: w["S"], column: .secondary, vc: nil)) ==
            "NB.willMove(nil) NB.viewWillDisappear(fromParent) E.viewWillDisappear NB.viewDidDisappear(fromParent) E.viewDidDisappear NB.didMove(nil)")
        #expect(w.info("S").children == [w["NA"]] && w.info("NB").window == nil && w.info("E").window == nil)
        #expect(Self.property(w, "S", "secondaryViewController") == .null)
        let set = try! w.h.apply(.setSplitColumn(split: w["S"], column: .secondary, vc: w["F"]))
        guard case .completed(.controller(let nf)) = set.status else { Issue.record("no wrapper"); return }
        w.nameIt(nf, "NF")
        w.checkInvariants()
        #expect(w.format(set.events) == "F.willMove(NF) F.didMove(NF) NF.willMove(S) NF.viewDidLoad NF.viewWillAppear(toParent) F.viewDidLoad F.viewWillAppear NF.viewIsAppearing(toParent) F.viewIsAppearing NF.viewDidAppear(toParent) F.viewDidAppear NF.didMove(S)")
    }

    /// R152, iOS 14+: a column other than the secondary replaces its controller: the old
    /// navigation controller leaves with containment's callbacks, a new one comes in (R76's
    /// replacement order).
    @Test(arguments: columnVersions)
    func R152_thePrimaryIsReplaced(ios: IOSVersion) {
        var w = Self.split(ios, landscape: true)
        w.vc("E")
        w.showRoot("S")
        let set = try! w.h.apply(.setSplitColumn(split: w["S"], column: .primary, vc: w["E"]))
        guard case .completed(.controller(let ne)) = set.status else { Issue.record("no wrapper"); return }
        w.nameIt(ne, "NE")
        w.checkInvariants()
        #expect(w.format(set.events) ==
            "E.willMove(NE) E.didMove(NE) NA.willMove(nil) NE.willMove(S) NA.viewWillDisappear(fromParent) A.viewWillDisappear NE.viewDidLoad NE.viewWillAppear(toParent) E.viewDidLoad E.viewWillAppear NE.viewIsAppearing(toParent) E.viewIsAppearing NA.viewDidDisappear(fromParent) A.viewDidDisappear NE.viewDidAppear(toParent) E.viewDidAppear NA.didMove(nil) NE.didMove(S)")
        #expect(w.info("S").children == [w["NE"], w["NB"]] && w.info("NA").parent == nil && w.info("A").parent == w["NA"])
        #expect(Self.property(w, "S", "primaryViewController") == .string(w["E"].description))
    }

    /// R152, R161, iOS 14+: collapsed onto the primary's stack, a plain controller set for the
    /// secondary column is pushed there, and goes back to the secondary's navigation controller
    /// (above B) when the split expands.
    @Test(arguments: columnVersions)
    func R152_R161_collapsedSecondaryIsPushedOntoThePrimary(ios: IOSVersion) {
        var w = Self.split(ios, screen: World.phone)
        w.vc("E")
        w.showRoot("S")
        w.run(.setSplitColumn(split: w["S"], column: .secondary, vc: w["E"]))
        #expect(w.lastResult == .shown(action: .push, container: w["NA"]))
        #expect(w.info("NA").children == [w["A"], w["B"], w["E"]])
        w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil))
        #expect(w.info("NA").children == [w["A"]] && w.info("NB").children == [w["B"], w["E"]])
        #expect(w.info("E").appearance == .appeared && w.info("B").appearance == .disappeared)
    }

    /// R151, iOS 14+: a column's controller must be free (containment's inconsistency), and
    /// the navigation controller made for it refuses what a navigation controller refuses as
    /// its root (C10: a split view controller). A tab bar controller it takes (R43).
    @Test(arguments: columnVersions)
    func R151_columnControllersUIKitRefuses(ios: IOSVersion) {
        var w = Self.split(ios)
        w.vc("T1"); w.vc("T", "UITabBarController", children: ["T1"])
        w.vc("X"); w.vc("Y"); w.vc("S2", "UISplitViewController", children: ["X", "Y"])
        let active = w.refuse(.setSplitColumn(split: w["S"], column: .primary, vc: w["B"]))
        #expect(active?.code == .hierarchyInconsistency && active?.raises == true)
        let split = w.refuse(.setSplitColumn(split: w["S"], column: .primary, vc: w["S2"]))
        #expect(split?.code == .unsupported && split?.uikit == "Split View Controllers cannot be pushed to a Navigation Controller")
        w.run(.setSplitColumn(split: w["S"], column: .secondary, vc: w["T"]))
        #expect(w.info("T").parent.flatMap { w.h.controller($0)?.className } == "UINavigationController")
        w.checkInvariants()
    }

    /// R154, R157, iOS 14+: with the displace behaviour a triple-column split shows its primary
    /// by displacing the secondary (`twoDisplaceSecondary`).
    @Test(arguments: columnVersions)
    func R157_displaceShowsThePrimaryByDisplacing(ios: IOSVersion) {
        var w = Self.split(ios, "tripleColumn", landscape: true, ["preferredSplitBehavior": .string("displace")])
        w.showRoot("S")
        #expect(Self.property(w, "S", "displayMode") == .string("oneBesideSecondary"))
        #expect(w.info("A").appearance == .disappeared && w.info("M").appearance == .appeared)
        w.run(.showSplitColumn(split: w["S"], column: .primary))
        #expect(Self.property(w, "S", "displayMode") == .string("twoDisplaceSecondary"))
        #expect(w.info("A").appearance == .appeared)
    }

    /// R153, iOS 14+: the supplementary column takes effect in a triple-column split only.
    @Test(arguments: columnVersions)
    func R153_supplementaryHasNoEffectInADoubleColumnSplit(ios: IOSVersion) {
        var w = Self.split(ios)
        w.vc("E")
        #expect(w.run(.setSplitColumn(split: w["S"], column: .supplementary, vc: w["E"])) == "")
        #expect(w.info("S").children == [w["NA"], w["NB"]] && w.info("E").parent == nil)
        #expect(w.run(.showSplitColumn(split: w["S"], column: .supplementary)) == "")
    }

    /// R150, iOS 14+: `style` is read-only once made, and so is what UIKit computes.
    @Test(arguments: columnVersions)
    func R150_styleAndComputedPropertiesAreReadOnly(ios: IOSVersion) {
        var w = Self.split(ios)
        #expect(w.refuse(.setProperties(w["S"], ["style": .string("tripleColumn")]))?.code == .invalidParams)
        #expect(w.refuse(.setProperties(w["S"], ["displayMode": .string("secondaryOnly")]))?.code == .invalidParams)
        #expect(w.refuse(.setProperties(w["S"], ["preferredDisplayMode": .string("sideBySide")]))?.code == .invalidParams)
        #expect(w.refuse(.createController(className: "UIViewController", title: nil, properties: ["style": .string("doubleColumn")], children: []))?.code == .invalidParams)
    }

    // MARK: display modes (R154-R157, R164)

    /// R154, R155, R156, iOS 14+: with automatic preferences a portrait iPad overlays and shows
    /// the secondary alone: only its column appears; the primary's view never loads.
    @Test(arguments: columnVersions)
    func R154_R156_portraitShowsTheSecondaryAlone(ios: IOSVersion) {
        var w = Self.split(ios)
        #expect(w.showRoot("S") ==
            "window.becameKey S.viewDidLoad S.viewWillAppear NB.viewDidLoad NB.viewWillAppear B.viewDidLoad B.viewWillAppear S.viewIsAppearing NB.viewIsAppearing B.viewIsAppearing S.viewDidAppear NB.viewDidAppear B.viewDidAppear")
        #expect(Self.property(w, "S", "displayMode") == .string("secondaryOnly"))
        #expect(Self.property(w, "S", "splitBehavior") == .string("overlay"))
        #expect(w.info("A").isViewLoaded == false)
    }

    /// R154, R155, iOS 14+: in landscape the automatic preferences tile the primary beside the
    /// secondary (primary first, R21).
    @Test(arguments: columnVersions)
    func R154_landscapeTilesThePrimaryBesideTheSecondary(ios: IOSVersion) {
        var w = Self.split(ios, landscape: true)
        #expect(w.showRoot("S") ==
            "window.becameKey S.viewDidLoad S.viewWillAppear NA.viewDidLoad NA.viewWillAppear A.viewDidLoad A.viewWillAppear NB.viewDidLoad NB.viewWillAppear B.viewDidLoad B.viewWillAppear S.viewIsAppearing NA.viewIsAppearing A.viewIsAppearing NB.viewIsAppearing B.viewIsAppearing S.viewDidAppear NA.viewDidAppear A.viewDidAppear NB.viewDidAppear B.viewDidAppear")
        #expect(Self.property(w, "S", "displayMode") == .string("oneBesideSecondary"))
        #expect(Self.property(w, "S", "splitBehavior") == .string("tile"))
    }

    /// R154, iOS 14+: the automatic preferences follow a rotation of the iPad: turned to
    /// landscape after its size transition, the primary tiles beside the secondary.
    @Test(arguments: columnVersions)
    func R154_rotationToLandscapeShowsThePrimary(ios: IOSVersion) {
        var w = Self.split(ios)
        w.showRoot("S")
        #expect(w.run(.rotate(.landscapeLeft)) ==
            "S.transitionTo(landscapeLeft) NB.transitionTo(landscapeLeft) B.transitionTo(landscapeLeft) NA.viewDidLoad NA.viewWillAppear A.viewDidLoad A.viewWillAppear NA.viewIsAppearing A.viewIsAppearing NA.viewDidAppear A.viewDidAppear")
        #expect(Self.property(w, "S", "displayMode") == .string("oneBesideSecondary"))
        #expect(Self.property(w, "S", "splitBehavior") == .string("tile"))
    }

    /// R160, R159, iOS 14+: a compact column's controller cleared while collapsed: the columns
    /// are stacked in its place (the secondary on top).
    @Test(arguments: columnVersions)
    func R160_clearingTheCompactColumnWhileCollapsedStacks(ios: IOSVersion) {
        var w = Self.split(ios, screen: World.phone)
        w.vc("C")
        w.run(.setSplitColumn(split: w["S"], column: .compact, vc: w["C"]))
        w.showRoot("S")
        #expect(w.info("C").appearance == .appeared && w.info("NA").children == [w["A"]])
        #expect(w.run(.setSplitColumn(split: w["S"], column: .compact, vc: nil)) ==
            "C.willMove(nil) B.willMove(NA) C.viewWillDisappear(fromParent) NA.viewDidLoad NA.viewWillAppear B.viewDidLoad B.viewWillAppear NA.viewIsAppearing B.viewIsAppearing C.viewDidDisappear(fromParent) NA.viewDidAppear B.viewDidAppear C.didMove(nil) B.didMove(NA)")
        #expect(w.info("NA").children == [w["A"], w["B"]])
    }

    /// R154, iOS 14+: a preferred mode the behaviour does not allow becomes the allowed one with
    /// as many columns (overlay: oneOver); a double-column split has no two-column modes.
    @Test(arguments: columnVersions)
    func R154_preferredModeFollowsTheBehaviour(ios: IOSVersion) {
        var w = Self.split(ios, landscape: true, ["preferredDisplayMode": .string("twoBesideSecondary"),
                                                            "preferredSplitBehavior": .string("overlay")])
        w.showRoot("S")
        #expect(Self.property(w, "S", "displayMode") == .string("oneOverSecondary"))
        #expect(w.info("A").appearance == .appeared)
    }

    /// R157, iOS 14+: expanded, `show(.primary)` animates to the nearest mode showing it (one
    /// over the secondary, portrait overlays) and `hide(.primary)` back; the secondary and an
    /// already shown column are ignored; the compact column is not accepted.
    @Test(arguments: columnVersions)
    func R157_showAndHideThePrimaryAnimated(ios: IOSVersion) {
        var w = Self.split(ios)
        w.showRoot("S")
        #expect(w.run(.showSplitColumn(split: w["S"], column: .primary)) ==
            "NA.viewDidLoad NA.viewWillAppear(animated) A.viewDidLoad A.viewWillAppear(animated) NA.viewIsAppearing(animated) A.viewIsAppearing(animated) | NA.viewDidAppear(animated) A.viewDidAppear(animated)")
        #expect(Self.property(w, "S", "displayMode") == .string("oneOverSecondary"))
        #expect(w.run(.showSplitColumn(split: w["S"], column: .primary)) == "")
        #expect(w.run(.hideSplitColumn(split: w["S"], column: .secondary)) == "")
        #expect(w.run(.showSplitColumn(split: w["S"], column: .compact)) == "")
        #expect(w.run(.hideSplitColumn(split: w["S"], column: .primary)) ==
            "NA.viewWillDisappear(animated) A.viewWillDisappear(animated) | NA.viewDidDisappear(animated) A.viewDidDisappear(animated)")
        #expect(Self.property(w, "S", "displayMode") == .string("secondaryOnly"))
    }

    /// R157, iOS 14+: the running show animation is a transition of the window: another change
    /// waits for it (R56's refusal).
    @Test(arguments: columnVersions)
    func R157_showColumnIsATransition(ios: IOSVersion) {
        var w = Self.split(ios)
        w.showRoot("S")
        let (will, ticket) = w.start(.showSplitColumn(split: w["S"], column: .primary))
        #expect(will.hasPrefix("NA.viewDidLoad NA.viewWillAppear(animated)") && ticket != nil)
        #expect(w.refuse(.hideSplitColumn(split: w["S"], column: .primary))?.code == .invalidState)
        #expect(w.finish(ticket) == "NA.viewDidAppear(animated) A.viewDidAppear(animated)")
    }

    /// R184, iOS 14+: the gestures `tree` lists on an expanded double-column split are the
    /// columns `show(_:)`/`hide(_:)` would change (never the secondary, no supplementary in a
    /// double-column split), none while the change animates (a transition of the window), and
    /// each agrees with the request: performed, the display mode changes.
    @Test(arguments: columnVersions)
    func R184_theUserShowsAndHidesWhatShowAndHideWouldChange(ios: IOSVersion) {
        var w = Self.split(ios)
        w.showRoot("S")
        let split = w["S"]
        #expect(w.h.userColumnTargets(split, show: true) == [.primary] && w.h.userColumnTargets(split, show: false) == [])
        #expect(w.h.userGestures(split) == [.showColumn])
        #expect(w.h.columnGestureRefusal(split, column: .secondary, show: false)?.code == .invalidState)
        let (_, ticket) = w.start(.showSplitColumn(split: split, column: .primary))
        #expect(w.h.userGestures(split) == [] && w.h.columnGestureRefusal(split, column: .primary, show: false)?.code == .invalidState)
        _ = w.finish(ticket)
        #expect(w.h.userGestures(split) == [.hideColumn] && w.h.userColumnTargets(split, show: false) == [.primary])
        #expect(w.h.expandedDisplayMode(split) == .oneOverSecondary)
    }

    /// R155, R157, iOS 14+: a triple-column split shows, hides and shows again its leading
    /// columns one at a time (tile: twoBeside → oneBeside → secondaryOnly → twoBeside).
    @Test(arguments: columnVersions)
    func R157_tripleColumnHidesAndShowsColumnByColumn(ios: IOSVersion) {
        var w = Self.split(ios, "tripleColumn", landscape: true, ["preferredDisplayMode": .string("twoBesideSecondary")])
        w.showRoot("S")
        #expect(Self.property(w, "S", "displayMode") == .string("twoBesideSecondary"))
        #expect(["A", "M", "B"].allSatisfy { w.info($0).appearance == .appeared })
        #expect(w.run(.hideSplitColumn(split: w["S"], column: .primary)) ==
            "NA.viewWillDisappear(animated) A.viewWillDisappear(animated) | NA.viewDidDisappear(animated) A.viewDidDisappear(animated)")
        #expect(Self.property(w, "S", "displayMode") == .string("oneBesideSecondary"))
        #expect(w.run(.hideSplitColumn(split: w["S"], column: .supplementary)) ==
            "NM.viewWillDisappear(animated) M.viewWillDisappear(animated) | NM.viewDidDisappear(animated) M.viewDidDisappear(animated)")
        #expect(w.run(.showSplitColumn(split: w["S"], column: .primary)) ==
            "NA.viewWillAppear(animated) A.viewWillAppear(animated) NM.viewWillAppear(animated) M.viewWillAppear(animated) NA.viewIsAppearing(animated) A.viewIsAppearing(animated) NM.viewIsAppearing(animated) M.viewIsAppearing(animated) | NA.viewDidAppear(animated) A.viewDidAppear(animated) NM.viewDidAppear(animated) M.viewDidAppear(animated)")
        #expect(Self.property(w, "S", "displayMode") == .string("twoBesideSecondary"))
    }

    /// R164, iOS 14+: a preferred mode set on a shown split applies at once, without animation.
    @Test(arguments: columnVersions)
    func R164_preferredDisplayModeAppliesAtOnce(ios: IOSVersion) {
        var w = Self.split(ios)
        w.showRoot("S")
        #expect(w.run(.setProperties(w["S"], ["preferredDisplayMode": .string("oneBesideSecondary")])) ==
            "NA.viewDidLoad NA.viewWillAppear A.viewDidLoad A.viewWillAppear NA.viewIsAppearing A.viewIsAppearing NA.viewDidAppear A.viewDidAppear")
        #expect(Self.property(w, "S", "displayMode") == .string("oneOverSecondary"))   // portrait overlays
    }

    // MARK: collapse and expansion (R159-R161)

    /// R159, iOS 14+: collapsing stacks the secondary's controllers onto the primary's
    /// navigation controller (the proposed top column is the secondary): the primary's top and
    /// the secondary's navigation controller disappear, B stays on screen; expanding gives B
    /// back to its column.
    @Test(arguments: columnVersions)
    func R159_R161_collapseStacksTheSecondaryOntoThePrimary(ios: IOSVersion) {
        var w = Self.split(ios, landscape: true)
        w.showRoot("S")
        #expect(w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil)) ==
            "B.willMove(NA) A.viewWillDisappear NB.viewWillDisappear A.viewDidDisappear NB.viewDidDisappear B.didMove(NA) S.traits(compact) NA.traits(compact) A.traits(compact) B.traits(compact) NB.traits(compact)")
        #expect(w.info("NA").children == [w["A"], w["B"]] && w.info("NB").children.isEmpty)
        #expect(Self.property(w, "S", "isCollapsed") == .bool(true))
        #expect(Self.property(w, "S", "secondaryViewController") == .string(w["B"].description))
        #expect(w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil)) ==
            "B.willMove(NB) A.viewWillAppear NB.viewWillAppear A.viewIsAppearing NB.viewIsAppearing A.viewDidAppear NB.viewDidAppear B.didMove(NB) S.traits(regular) NA.traits(regular) A.traits(regular) NB.traits(regular) B.traits(regular)")
        #expect(w.info("NA").children == [w["A"]] && w.info("NB").children == [w["B"]])
        #expect(Self.property(w, "S", "isCollapsed") == .bool(false))
    }

    /// R159, iOS 14+: the delegate's `topColumnForCollapsingToProposedTopColumn` answering
    /// `.primary` keeps the secondary off the stack: its column simply disappears. The classic
    /// delegate call (R113) is not made for a column-style split; its own calls are (R178,
    /// R179, R182: ColumnDelegateTests).
    @Test(arguments: columnVersions)
    func R159_delegateKeepsThePrimaryOnTop(ios: IOSVersion) {
        var w = Self.split(ios, landscape: true, ["topColumnForCollapsing": .string("primary"), "delegateEvents": .bool(true)])
        w.showRoot("S")
        #expect(w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil)) ==
            "S.topColumnForCollapsing(secondary=primary) S.willHide(secondary) NB.viewWillDisappear B.viewWillDisappear NB.viewDidDisappear B.viewDidDisappear\(ios >= .ios26 ? " S.didHide(secondary)" : "") S.didCollapse S.traits(compact) NA.traits(compact) A.traits(compact) NB.traits(compact) B.traits(compact)")
        #expect(w.info("NA").children == [w["A"]] && w.info("B").parent == w["NB"])
    }

    /// R159, iOS 14+: on an iPhone a column-style split starts collapsed with the secondary on
    /// top of the primary's stack; a triple-column split stacks the supplementary between.
    @Test(arguments: columnVersions)
    func R159_phoneStartsCollapsedOnTheSecondary(ios: IOSVersion) {
        var w = Self.split(ios, "tripleColumn", screen: World.phone)
        #expect(w.showRoot("S") ==
            "window.becameKey S.viewDidLoad S.viewWillAppear NA.viewDidLoad NA.viewWillAppear B.viewDidLoad B.viewWillAppear S.viewIsAppearing NA.viewIsAppearing B.viewIsAppearing S.viewDidAppear NA.viewDidAppear B.viewDidAppear")
        #expect(w.info("NA").children == [w["A"], w["M"], w["B"]])
        #expect(w.info("A").isViewLoaded == false && w.info("M").isViewLoaded == false)
    }

    /// R160, iOS 14+: with a compact column's controller, collapsing shows it instead of
    /// stacking: every column disappears and it appears; expanding reverses that.
    @Test(arguments: columnVersions)
    func R160_compactColumnIsShownWhenCollapsed(ios: IOSVersion) {
        var w = Self.split(ios, landscape: true)
        w.vc("C")
        w.showRoot("S")
        w.run(.setSplitColumn(split: w["S"], column: .compact, vc: w["C"]))
        #expect(w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil)) ==
            "NA.viewWillDisappear A.viewWillDisappear NB.viewWillDisappear B.viewWillDisappear C.viewDidLoad C.viewWillAppear C.viewIsAppearing NA.viewDidDisappear A.viewDidDisappear NB.viewDidDisappear B.viewDidDisappear C.viewDidAppear S.traits(compact) NA.traits(compact) A.traits(compact) NB.traits(compact) B.traits(compact) C.traits(compact)")
        #expect(w.info("NA").children == [w["A"]])
        #expect(w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil)) ==
            "C.viewWillDisappear NA.viewWillAppear A.viewWillAppear NB.viewWillAppear B.viewWillAppear NA.viewIsAppearing A.viewIsAppearing NB.viewIsAppearing B.viewIsAppearing C.viewDidDisappear NA.viewDidAppear A.viewDidAppear NB.viewDidAppear B.viewDidAppear S.traits(regular) NA.traits(regular) A.traits(regular) NB.traits(regular) B.traits(regular) C.traits(regular)")
    }

    /// R161, iOS 14+: expanding asks the delegate's `displayModeForExpandingToProposedDisplayMode`;
    /// answering `secondaryOnly` brings back the secondary alone: the primary's navigation
    /// controller, which held the collapsed stack, disappears; B moves back on screen.
    @Test(arguments: columnVersions)
    func R161_delegateChoosesTheExpandedMode(ios: IOSVersion) {
        var w = Self.split(ios, "tripleColumn", landscape: true,
                           ["preferredDisplayMode": .string("twoBesideSecondary"), "displayModeForExpanding": .string("secondaryOnly")])
        w.showRoot("S")
        w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil))
        #expect(w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil)) ==
            "M.willMove(NM) B.willMove(NB) NA.viewWillDisappear NB.viewWillAppear NB.viewIsAppearing NA.viewDidDisappear NB.viewDidAppear M.didMove(NM) B.didMove(NB) S.traits(regular) NA.traits(regular) A.traits(regular) NM.traits(regular) M.traits(regular) NB.traits(regular) B.traits(regular)")
        #expect(Self.property(w, "S", "displayMode") == .string("secondaryOnly"))
        #expect(w.info("A").appearance == .disappeared && w.info("NA").appearance == .disappeared)
    }

    /// R158, iOS 14+: collapsed, `show(.secondary)` pushes the columns between (supplementary,
    /// then secondary) onto the primary's stack; `show(.supplementary)` pops the secondary
    /// covering it; `hide(.supplementary)` pops it; `hide(.primary)` is ignored.
    @Test(arguments: columnVersions)
    func R158_collapsedShowPushesAndHidePops(ios: IOSVersion) {
        var w = Self.split(ios, "tripleColumn", screen: World.phone, ["topColumnForCollapsing": .string("primary")])
        w.showRoot("S")
        #expect(w.info("NA").children == [w["A"]])
        #expect(w.run(.showSplitColumn(split: w["S"], column: .secondary)) ==
            "M.willMove(NA) B.willMove(NA) A.viewWillDisappear(animated) B.viewDidLoad B.viewWillAppear(animated) B.viewIsAppearing(animated) | A.viewDidDisappear(animated) B.viewDidAppear(animated) M.didMove(NA) B.didMove(NA)")
        #expect(w.info("NA").children == [w["A"], w["M"], w["B"]])
        #expect(w.run(.showSplitColumn(split: w["S"], column: .secondary)) == "")
        w.run(.showSplitColumn(split: w["S"], column: .supplementary))
        #expect(w.info("NA").children == [w["A"], w["M"]] && w.info("M").appearance == .appeared)
        #expect(w.run(.hideSplitColumn(split: w["S"], column: .primary)) == "")
        w.run(.hideSplitColumn(split: w["S"], column: .supplementary))
        #expect(w.info("NA").children == [w["A"]] && w.info("A").appearance == .appeared)
    }

    // MARK: show / showDetail (R162)

    /// R162, iOS 14+: expanded, `showDetail` sets the secondary column, so a plain controller is
    /// pushed onto its navigation controller (R152); collapsed, it is pushed onto the primary's.
    @Test(arguments: columnVersions)
    func R162_showDetailGoesToTheSecondaryColumn(ios: IOSVersion) {
        var pad = Self.split(ios, landscape: true)
        pad.vc("E")
        pad.showRoot("S")
        pad.run(.showDetail(pad["E"], from: pad["A"], animated: true))
        #expect(pad.lastResult == .shown(action: .push, container: pad["NB"]))
        #expect(pad.info("NB").children == [pad["B"], pad["E"]])
        var phone = Self.split(ios, screen: World.phone)
        phone.vc("E")
        phone.showRoot("S")
        phone.run(.showDetail(phone["E"], from: phone["B"], animated: true))
        #expect(phone.lastResult == .shown(action: .push, container: phone["NA"]))
        #expect(phone.info("NA").children == [phone["A"], phone["B"], phone["E"]])
    }
}
