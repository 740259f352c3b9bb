import Testing
@testable import HierarchyEngine

/// The delegate of a column-style split view controller told about its columns (uikit-rules
/// R178-R182), as events on the split when its `delegateEvents` is set: none before iOS 14 (no
/// column style; a classic split keeps R113's calls), on 14 and 17 the iOS 14 calls, on 26 also
/// `didShow`/`didHide` and no column calls for the app's own `show(_:)`/`hide(_:)`.
@Suite struct ColumnDelegateTests {
    static let versions: [IOSVersion] = [.ios14, .ios17, .ios26]

    /// S, a column-style split with a delegate (`delegateEvents`), its columns as in
    /// `ColumnSplitTests.split` (A, M, B in NA, NM, NB).
    static func split(_ ios: IOSVersion, _ style: String = "doubleColumn", screen: ScreenSpec = World.pad,
                      landscape: Bool = false, _ props: [String: PropertyValue] = [:]) -> World {
        ColumnSplitTests.split(ios, style, screen: screen, landscape: landscape,
                               props.merging(["delegateEvents": .bool(true)]) { $1 })
    }

    /// `" S.didHide(c)"` on iOS 26 (R182), nothing before.
    static func did(_ ios: IOSVersion, _ call: String) -> String { ios >= .ios26 ? " S.\(call)" : "" }

    // MARK: iOS 13: none (R150, R113)

    /// R178, R113, iOS 13: there is no column-style split (R150); a classic split's delegate
    /// hears R113's calls only, and the same on iOS 14+ for a classic split.
    @Test(arguments: [IOSVersion.ios13, .ios14, .ios26])
    func R178_classicSplitsHearNoColumnCalls(ios: IOSVersion) {
        var w = SplitDelegateEventTests.split(ios: ios)
        let collapse = w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil))
        let expand = w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil))
        #expect(collapse.hasPrefix("S.collapseSecondary(D,onto:N) D.willMove(N)"))
        #expect(expand.hasPrefix("S.separateSecondary(from:N) D.willMove(S)"))
        for call in ["topColumnForCollapsing", "displayModeForExpanding", "willChangeTo", "willHide", "willShow", "didCollapse", "didExpand"] {
            #expect(!collapse.contains(call) && !expand.contains(call))
        }
    }

    // MARK: collapse and expansion (R179, R180)

    /// R179, R178, R182, iOS 14+: a collapse asks the top column first (proposed: the
    /// secondary), tells the delegate the primary column will hide before the collapse's
    /// containment and appearance callbacks, then (iOS 26) `didHide`, then `didCollapse`, before
    /// the traits' `traitCollectionDidChange`.
    @Test(arguments: versions)
    func R179_collapseAsksTellsAndEnds(ios: IOSVersion) {
        var w = Self.split(ios, landscape: true)
        w.showRoot("S")
        #expect(w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil)) ==
            "S.topColumnForCollapsing(secondary=secondary) S.willHide(primary) B.willMove(NA) A.viewWillDisappear NB.viewWillDisappear A.viewDidDisappear NB.viewDidDisappear B.didMove(NA)\(Self.did(ios, "didHide(primary)")) S.didCollapse S.traits(compact) NA.traits(compact) A.traits(compact) B.traits(compact) NB.traits(compact)")
    }

    /// R180, R178, R182, iOS 14+: expanding asks the display mode (proposed: the one the
    /// preferences give, landscape's one beside the secondary), tells the delegate the primary
    /// column will show, and ends with `didExpand`; the mode is the one before the collapse, so
    /// no `willChangeTo`.
    @Test(arguments: versions)
    func R180_expansionAsksTellsAndEnds(ios: IOSVersion) {
        var w = Self.split(ios, landscape: true)
        w.showRoot("S")
        w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil))
        #expect(w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil)) ==
            "S.displayModeForExpanding(oneBesideSecondary=oneBesideSecondary) S.willShow(primary) B.willMove(NB) A.viewWillAppear NB.viewWillAppear A.viewIsAppearing NB.viewIsAppearing A.viewDidAppear NB.viewDidAppear B.didMove(NB)\(Self.did(ios, "didShow(primary)")) S.didExpand S.traits(regular) NA.traits(regular) A.traits(regular) NB.traits(regular) B.traits(regular)")
    }

    /// R179, R180, R181, iOS 14+: the delegate's answers are reported with their proposals; an
    /// expansion to another mode than before the collapse is a display-mode change
    /// (`willChangeTo` after the answer, before the column calls); the top column answered
    /// `.primary` hides the secondary column.
    @Test(arguments: versions)
    func R181_delegateAnswersAndTheModeChange(ios: IOSVersion) {
        var w = Self.split(ios, "tripleColumn", landscape: true,
                           ["preferredDisplayMode": .string("twoBesideSecondary"), "displayModeForExpanding": .string("secondaryOnly"),
                            "topColumnForCollapsing": .string("primary")])
        w.showRoot("S")
        let collapse = w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil))
        #expect(collapse.hasPrefix("S.topColumnForCollapsing(secondary=primary) S.willHide(supplementary) S.willHide(secondary) NM.viewWillDisappear"))
        #expect(collapse.contains("B.viewDidDisappear\(Self.did(ios, "didHide(supplementary)"))\(Self.did(ios, "didHide(secondary)")) S.didCollapse S.traits(compact)"))
        let expand = w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil))
        #expect(expand.hasPrefix("S.displayModeForExpanding(twoBesideSecondary=secondaryOnly) S.willChangeTo(secondaryOnly) S.willHide(primary) S.willShow(secondary) NA.viewWillDisappear A.viewWillDisappear NB.viewWillAppear"))
        #expect(expand.contains("B.viewDidAppear\(Self.did(ios, "didHide(primary)"))\(Self.did(ios, "didShow(secondary)")) S.didExpand S.traits(regular)"))
    }

    /// R179, iOS 14+: an iPhone's split is collapsed when it is installed, silently: no
    /// `topColumnForCollapsing`, no `didCollapse` (WordPress-iOS#24787: "only called when
    /// something actually changes … whether they get called on the first appearance").
    @Test(arguments: versions)
    func R179_noDidCollapseAtInstallation(ios: IOSVersion) {
        var w = Self.split(ios, screen: World.phone)
        #expect(w.showRoot("S") ==
            "window.becameKey S.viewDidLoad S.viewWillAppear NA.viewDidLoad NA.viewWillAppear B.viewDidLoad B.viewWillAppear S.viewIsAppearing NA.viewIsAppearing B.viewIsAppearing S.viewDidAppear NA.viewDidAppear B.viewDidAppear")
    }

    /// R178, R160, iOS 14+: with a compact column's controller, the collapse hides every shown
    /// column and shows the compact one; expanding hides it again.
    @Test(arguments: versions)
    func R178_compactColumnShowsWhenCollapsed(ios: IOSVersion) {
        var w = Self.split(ios, landscape: true)
        w.vc("C")
        w.showRoot("S")
        w.run(.setSplitColumn(split: w["S"], column: .compact, vc: w["C"]))
        #expect(w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil)).hasPrefix(
            "S.topColumnForCollapsing(secondary=secondary) S.willHide(primary) S.willHide(secondary) S.willShow(compact) NA.viewWillDisappear"))
        #expect(w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil)).hasPrefix(
            "S.displayModeForExpanding(oneBesideSecondary=oneBesideSecondary) S.willHide(compact) S.willShow(primary) S.willShow(secondary) C.viewWillDisappear"))
    }

    // MARK: the system's and the app's changes (R178, R181, R182)

    /// R181, R178, R182, iOS 14+: a rotation under automatic preferences is the system's change:
    /// after the size transition, `willChangeTo`, `willShow`, the column's callbacks, then (iOS
    /// 26) `didShow`. Not a collapse: no `didCollapse`/`didExpand`.
    @Test(arguments: versions)
    func R181_rotationIsTheSystemsChange(ios: IOSVersion) {
        var w = Self.split(ios)
        w.showRoot("S")
        #expect(w.run(.rotate(.landscapeLeft)) ==
            "S.transitionTo(landscapeLeft) NB.transitionTo(landscapeLeft) B.transitionTo(landscapeLeft) S.willChangeTo(oneBesideSecondary) S.willShow(primary) NA.viewDidLoad NA.viewWillAppear A.viewDidLoad A.viewWillAppear NA.viewIsAppearing A.viewIsAppearing NA.viewDidAppear A.viewDidAppear\(Self.did(ios, "didShow(primary)"))")
    }

    /// R178, R181, iOS 14+: the app's `show(_:)`/`hide(_:)` change the display mode
    /// (`willChangeTo` on every version); the column calls come on iOS 14-18 ("for example with
    /// show(_:)"), not on 26 ("The system doesn't call this method when you display the column
    /// programmatically"), and no `didShow`/`didHide` even there.
    @Test(arguments: versions)
    func R178_showAndHideByTheApp(ios: IOSVersion) {
        var w = Self.split(ios)
        w.showRoot("S")
        let column = ios < .ios26
        #expect(w.run(.showSplitColumn(split: w["S"], column: .primary)) ==
            "S.willChangeTo(oneOverSecondary)\(column ? " S.willShow(primary)" : "") NA.viewDidLoad NA.viewWillAppear(animated) A.viewDidLoad A.viewWillAppear(animated) NA.viewIsAppearing(animated) A.viewIsAppearing(animated) | NA.viewDidAppear(animated) A.viewDidAppear(animated)")
        #expect(w.run(.hideSplitColumn(split: w["S"], column: .primary)) ==
            "S.willChangeTo(secondaryOnly)\(column ? " S.willHide(primary)" : "") NA.viewWillDisappear(animated) A.viewWillDisappear(animated) | NA.viewDidDisappear(animated) A.viewDidDisappear(animated)")
        #expect(w.run(.hideSplitColumn(split: w["S"], column: .primary)) == "")   // ignored: nothing to tell
    }

    /// R181, R178, iOS 14+: a preferred display mode set by the app on a shown split: the mode
    /// changes at once (R164), `willChangeTo` first; the column call on iOS 14-18 only.
    @Test(arguments: versions)
    func R181_preferenceSetByTheApp(ios: IOSVersion) {
        var w = Self.split(ios)
        w.showRoot("S")
        #expect(w.run(.setProperties(w["S"], ["preferredDisplayMode": .string("oneBesideSecondary")])) ==
            "S.willChangeTo(oneOverSecondary)\(ios < .ios26 ? " S.willShow(primary)" : "") NA.viewDidLoad NA.viewWillAppear A.viewDidLoad A.viewWillAppear NA.viewIsAppearing A.viewIsAppearing NA.viewDidAppear A.viewDidAppear")
    }

    /// R178, R158, iOS 14-18: collapsed, `hide(.supplementary)` pops the column on top: the
    /// delegate hears it hide and the primary show, before the pop's callbacks; on 26 nothing.
    @Test(arguments: versions)
    func R178_collapsedHidePopsAndTells(ios: IOSVersion) {
        var w = Self.split(ios, "tripleColumn", screen: World.phone, ["topColumnForCollapsing": .string("supplementary")])
        w.showRoot("S")
        #expect(w.info("NA").children == [w["A"], w["M"]])
        let hide = w.run(.hideSplitColumn(split: w["S"], column: .supplementary))
        #expect(hide.hasPrefix(ios < .ios26 ? "S.willHide(supplementary) S.willShow(primary) M.willMove(nil)"
                                            : "M.willMove(nil)"))
        #expect(w.info("NA").children == [w["A"]])
    }

    /// R181 [inf], iOS 14+: a split in no window has no layout: its `show(_:)` or a preference set
    /// there tells the delegate nothing (its mode is resolved again when a window installs it).
    @Test(arguments: versions)
    func R181_noCallsForASplitInNoWindow(ios: IOSVersion) {
        var w = Self.split(ios)
        #expect(w.run(.showSplitColumn(split: w["S"], column: .primary)) == "")
        #expect(ColumnSplitTests.property(w, "S", "displayMode") == .string("oneOverSecondary"))
        #expect(w.run(.setProperties(w["S"], ["preferredDisplayMode": .string("secondaryOnly")])) == "")
        #expect(ColumnSplitTests.property(w, "S", "displayMode") == .string("secondaryOnly"))
    }

    /// R178, iOS 14+: without a delegate (`delegateEvents` false, the default) a collapse and a
    /// rotation report no delegate call.
    @Test(arguments: versions)
    func R178_noDelegateNoCalls(ios: IOSVersion) {
        var w = ColumnSplitTests.split(ios)
        w.showRoot("S")
        let rotation = w.run(.rotate(.landscapeLeft))
        let collapse = w.run(.setTraits(window: w.window, horizontal: .compact, vertical: nil))
        let expand = w.run(.setTraits(window: w.window, horizontal: .regular, vertical: nil))
        for trace in [rotation, collapse, expand] { #expect(!trace.contains("S.will") && !trace.contains("S.did")) }
    }
}
