import Testing
@testable import HierarchyEngine

/// Issue 23 §3: misuse UIKit logs and lets through, as `uikitWarning` events (uikit-rules.md
/// W1, W2). The call succeeds; the warning comes first, with the text of the world's iOS version.
@Suite struct UIKitWarningsTests {
    static func warnings(_ w: World, _ events: [EngineEvent]) -> [String] {
        events.compactMap { e in
            if case .uikitWarning(let kind, let text) = e.kind { return "\(w.name(e.vc)) \(kind): \(text)" }
            return nil
        }
    }

    /// R the root, D a controller whose view was added into R's by hand (no addChild: detached).
    static func detached(_ profile: Profile) -> World {
        var w = World(profile: profile, screen: World.phone)
        w.vc("R"); w.vc("D"); w.vc("B"); w.vc("C")
        w.showRoot("R")
        w.run(.addView(w["D"], into: w["R"]))
        return w
    }

    /// W1 — logs: pwn20wndstuff/Undecimus#834 (iOS 11.3), dekatotoro/SlideMenuControllerSwift#265
    /// (2016), John-Lluch/SWRevealViewController#344 (2014); iOS 13+ shape from
    /// davidscheutz/swiftui-infinite-navigation#8 (iOS 16) [inf].
    @Test(arguments: [Profile.classic, .modern])
    func W1_presentingOnADetachedControllerWarnsAndPresents(profile: Profile) throws {
        var w = Self.detached(profile)
        let out = try w.h.apply(.present(presenter: w["D"], vc: w["B"], animated: false, style: .fullScreen, transition: nil))
        #expect(w.format(out.events).hasPrefix("D.warning(detachedPresenter) B.viewDidLoad"))
        #expect(Self.warnings(w, out.events) == [profile == .classic
            ? "D detachedPresenter: Presenting view controllers on detached view controllers is discouraged <UIViewController: \(w["D"])>."
            : "D detachedPresenter: Presenting view controller <UIViewController: \(w["B"])> from detached view controller <UIViewController: \(w["D"])> is discouraged."])
        #expect(w.info("B").presentingViewController == w["D"])
        // A contained child, the root and a presented controller are not detached.
        w.vc("K"); w.vc("P", children: [])
        w.run(.dismiss(w["B"], animated: false))
        let root = try w.h.apply(.present(presenter: w["R"], vc: w["C"], animated: false, style: .fullScreen, transition: nil))
        #expect(Self.warnings(w, root.events).isEmpty)
        let fromPresented = try w.h.apply(.present(presenter: w["C"], vc: w["K"], animated: false, style: .fullScreen, transition: nil))
        #expect(Self.warnings(w, fromPresented.events).isEmpty)
    }

    /// W2 — logs: andreamazz/BubbleTransition#39 ("Unbalanced calls to begin/end appearance
    /// transitions for <UINavigationController>."), zoonooz/ZFDragableModalTransition#49.
    @Test(arguments: [Profile.classic, .modern])
    func W2_unbalancedAppearanceCallsWarnAndChangeNothing(profile: Profile) throws {
        var w = World(profile: profile, screen: World.phone)
        w.vc("P", "UIViewController", ["shouldAutomaticallyForwardAppearanceMethods": .bool(false)]); w.vc("C")
        w.run(.addChild(parent: w["P"], child: w["C"], steps: [.addChild, .addView, .didMove]))
        w.showRoot("P")
        let text = "C unbalancedAppearanceTransition: Unbalanced calls to begin/end appearance transitions for <UIViewController: \(w["C"])>."
        // end with nothing begun
        #expect(Self.warnings(w, try w.h.apply(.endAppearanceTransition(w["C"])).events) == [text])
        #expect(w.run(.beginAppearanceTransition(w["C"], appearing: true, animated: false)) == "C.viewDidLoad C.viewWillAppear \(w.isAppearing("C"))".trimmingSpaces)
        // a second begin in the same direction while the first runs
        #expect(Self.warnings(w, try w.h.apply(.beginAppearanceTransition(w["C"], appearing: true, animated: false)).events) == [text])
        #expect(w.run(.endAppearanceTransition(w["C"])) == "C.viewDidAppear")
        // appearing again when already appeared
        #expect(w.run(.beginAppearanceTransition(w["C"], appearing: true, animated: false)) == "C.warning(unbalancedAppearanceTransition)")
        #expect(w.info("C").appearance == .appeared)
        w.checkInvariants()
    }

    /// W1, iOS 12 and 26: the outcome carries the warning for the call's result
    /// (`Outcome.warnings`, the server's `warnings` member): at the start of an animated
    /// presentation (the pending outcome), none at its end, and also when the hierarchy records
    /// no events (explore in process).
    @Test(arguments: [Profile.classic, .modern])
    func W1_theOutcomeCarriesTheWarningEvenWithoutEvents(profile: Profile) throws {
        var w = Self.detached(profile)
        let pending = try w.h.apply(.present(presenter: w["D"], vc: w["B"], animated: true, style: .fullScreen, transition: nil))
        #expect(pending.warnings.map(\.rule) == [.w1])
        #expect(pending.warnings.first?.vc == w["D"] && pending.warnings.first?.kind == "detachedPresenter")
        #expect(Self.warnings(w, pending.events).count == 1)
        guard case .pending(let ticket) = pending.status else { Issue.record("not pending"); return }
        #expect(w.h.finishTransition(ticket).warnings == [])
        var quiet = Self.detached(profile)
        quiet.h.recordsEvents = false
        let out = try quiet.h.apply(.present(presenter: quiet["D"], vc: quiet["B"], animated: false, style: .fullScreen, transition: nil))
        #expect(out.events.isEmpty)
        #expect(out.warnings.map(\.uikit) == [pending.warnings[0].uikit])
        // A refused call leaves no warning behind for the next one.
        #expect(try quiet.h.apply(.dismiss(quiet["B"], animated: false)).warnings == [])
    }
}
