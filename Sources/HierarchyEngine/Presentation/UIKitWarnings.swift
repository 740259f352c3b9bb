/// UIKit's warnings on calls it lets through (issue 23 §3): logged to the console, the call
/// goes on. The engine emits each as a `uikitWarning` event on the controller concerned, with
/// the text of the configured iOS version (uikit-rules.md W1, W2).
extension Hierarchy {
    /// W1: whether `p`, the controller a presentation was routed to, is detached: its view is in
    /// a window but it is neither a window's root nor presented nor anyone's child (its view was
    /// added by hand, R35's "allowed but discouraged").
    @inline(__always)
    func isDetached(_ p: VCID) -> Bool { nodes.isDetached(p) }   // on the table: Model/NodeWalks.swift

    /// W1: `b` presented on the detached `p`. Console logs up to iOS 12 print `Presenting view
    /// controllers on detached view controllers is discouraged <JailbreakViewController:
    /// 0x100a3a5c0>.` (pwn20wndstuff/Undecimus#834, iOS 11.3, 2019; the same with the period,
    /// dekatotoro/SlideMenuControllerSwift#265, 2016; without it in 2014, SWRevealViewController
    /// #344) — [emp]. Since iOS 13 the warning names both controllers ("Presenting view
    /// controller … from detached view controller … is discouraged", as
    /// davidscheutz/swiftui-infinite-navigation#8 reports it on iOS 16, 2023) — the exact
    /// shape with both descriptions is [inf].
    func detachedPresenterText(_ b: VCID, on p: VCID) -> String {
        configuration.ios >= .ios13
            ? "Presenting view controller \(describe(b)) from detached view controller \(describe(p)) is discouraged."
            : "Presenting view controllers on detached view controllers is discouraged \(describe(p))."
    }

    /// W2: `beginAppearanceTransition`/`endAppearanceTransition` on `c` out of order. The
    /// same text in every version the logs cover: `Unbalanced calls to begin/end appearance
    /// transitions for <UINavigationController>.` (andreamazz/BubbleTransition#39, 2017;
    /// zoonooz/ZFDragableModalTransition#49) — [emp].
    func unbalancedAppearanceText(_ c: VCID) -> String {
        "Unbalanced calls to begin/end appearance transitions for \(describe(c))."
    }

    /// Records the warning for the call's result (`Outcome.warnings`, even when no events are
    /// recorded) and emits it as a `uikitWarning` event on `vc`.
    mutating func warn(_ vc: VCID, _ rule: UIKitWarning.Rule, _ text: String) {
        warningsOut.append(UIKitWarning(rule: rule, uikit: text, vc: vc))
        emit(vc, .uikitWarning(kind: rule.kind, uikit: text))
    }

    /// The warnings of the step being concluded, handed to its `Outcome`.
    mutating func takeWarnings() -> [UIKitWarning] {
        if warningsOut.isEmpty { return [] }
        defer { warningsOut.removeAll() }
        return warningsOut
    }
}
