/// Presentation styles and adaptivity (R51, R70-R72): which style a request becomes in the
/// window's traits and iOS version, and which styles remove the presenter's views.
extension Hierarchy {
    /// `automatic` resolved for the iOS version: before 13 there is no automatic (fullScreen), since → pageSheet.
    func resolveAutomatic(_ s: PresentationStyle) -> PresentationStyle {
        s == .automatic ? (configuration.ios >= .ios13 ? .pageSheet : .fullScreen) : s
    }

    /// The style a presentation of `vc` requested as `requested` gets in `traits` (R70, R71):
    /// - horizontally compact: classic sheets become `fullScreen`, popovers `overFullScreen`
    ///   (classic) or `pageSheet` (modern); the current-context styles keep their style and their
    ///   context (C2: measured on iPhone, the context-defining controller presents, and
    ///   `overCurrentContext` keeps the presenter's views);
    /// - vertically compact (an iPhone in landscape), iOS 13+: `pageSheet` and `formSheet`
    ///   (and what adapted to them) behave as `fullScreen` (C3, Apple's pageSheet/formSheet).
    /// `adaptivePresentationStyle` stands for the adaptive delegate in compact width and wherever
    /// an adaptation happens (`none` keeps the requested style).
    /// A one-line forward (inlined): called out of line, a method of the hierarchy from a mutating
    /// one (`present`) gets a copy of the whole hierarchy (Model/NodeWalks.swift).
    @inline(__always)
    func effectiveStyle(_ requested: PresentationStyle, for vc: VCID, traits: Traits) -> PresentationStyle {
        Hierarchy.effectiveStyle(requested, adaptive: nodes.contains(vc) ? nodes[existing: vc].adaptivePresentationStyle : nil,
                                 modern: configuration.ios >= .ios13, traits: traits)
    }

    /// `effectiveStyle(_:for:traits:)` with `vc`'s `adaptivePresentationStyle` read.
    static func effectiveStyle(_ requested: PresentationStyle, adaptive: PresentationStyle?, modern: Bool,
                               traits: Traits) -> PresentationStyle {
        let resolve = { (s: PresentationStyle) in s == .automatic ? (modern ? PresentationStyle.pageSheet : .fullScreen) : s }
        let s = resolve(requested)
        let compactWidth = traits.horizontalSizeClass == .compact
        let compactHeight = traits.verticalSizeClass == .compact
        var adapted = s
        if compactWidth {
            switch (s, modern) {
            case (.pageSheet, false), (.formSheet, false): adapted = .fullScreen
            case (.popover, false): adapted = .overFullScreen
            case (.popover, true): adapted = .pageSheet
            default: break
            }
        }
        if modern, compactHeight, adapted == .pageSheet || adapted == .formSheet { adapted = .fullScreen }   // C3
        if compactWidth || adapted != s, let a = adaptive {
            // The adaptive delegate stand-in: none keeps the requested style.
            return a == .none ? s : resolve(a)
        }
        return adapted
    }

    /// R51: fullScreen and currentContext remove the covered controller's views; the rest keep them.
    @inline(__always)   // (a call per use, three a present)
    static func removesPresenterViews(_ s: PresentationStyle) -> Bool {
        s == .fullScreen || s == .currentContext
    }

    @inline(__always)   // (a call per use, three a present)
    static func isContextStyle(_ s: PresentationStyle) -> Bool {
        s == .currentContext || s == .overCurrentContext
    }

    /// Whether `vc` lives inside a popover presentation (R23, R60).
    @inline(__always)   // see Model/Lookup.swift
    func isInPopover(_ vc: VCID) -> Bool { nodes.isInPopover(vc) }

    /// Re-adapts every live presentation in `w` to new traits (R70, R71): presenters whose views
    /// a new style removes disappear, those it stops removing reappear. Not animated.
    mutating func readaptPresentations(in w: WindowID, traits: Traits) {
        guard let root = windowTable[w]?.root else { return }
        // Presenters in the window, bottom first (iterative walk).
        var presenters: [VCID] = []
        for v in subtree(root) where nodes[v]?.presented != nil { presenters.append(v) }
        for p in presenters {
            guard let d = nodes[p]?.presented, let dn = nodes[d], let req = dn.requestedStyle else { continue }
            let newStyle = effectiveStyle(req, for: d, traits: traits)
            if newStyle == dn.style { continue }
            let removes = Hierarchy.removesPresenterViews(newStyle) && !isInPopover(p)
            let top = presentationTop(d)
            let live = nodes[top]?.appearance == .appeared && windowTable[w]?.visible == true
            if removes != dn.removesPresenter, live {
                if removes {
                    let covered = shownSet(from: p, skipPresentedOf: p, only: .appeared)
                    nodes[d]!.style = newStyle; nodes[d]!.removesPresenter = true
                    emitAll(covered, .willDisappear, .init(animated: false))
                    emitAll(covered, .didDisappear, .init(animated: false))
                } else {
                    nodes[d]!.style = newStyle; nodes[d]!.removesPresenter = false
                    let revealed = shownSet(from: p, skipPresentedOf: p, only: .disappeared)
                    emitAll(revealed, .willAppear, .init(animated: false))
                    emitAll(revealed, .didAppear, .init(animated: false))
                }
            } else {
                nodes[d]!.style = newStyle
                nodes[d]!.removesPresenter = removes
            }
        }
    }

    /// The top of the presentation chain that starts at `vc`.
    func presentationTop(_ vc: VCID) -> VCID {
        var cur = vc
        while let n = nodes[cur]?.presented { cur = n }
        return cur
    }
}

extension NodeTable {
    /// `Hierarchy.isInPopover`, on the table alone (Model/NodeWalks.swift).
    func isInPopover(_ vc: VCID) -> Bool {
        let top = chainTop(vc)
        return contains(top) && withExisting(top) { $0.pointee.style == .popover }
    }
}
