/// Lookups, descriptions and the derived relationships UIKit reports (R49, R50).
///
/// The small lookups that every present and dismiss makes are `@inline(__always)`: called out
/// of line from a mutating operation, a non-mutating method of `Hierarchy` is handed a bitwise
/// copy of the whole struct (240 bytes) as its `self`.
extension Hierarchy {
    func node(_ vc: VCID) throws(EngineError) -> Node {
        guard let n = nodes[vc] else { throw EngineError(.notFound, "no view controller \(vc)") }
        return n
    }

    /// Throws `notFound` unless `vc` exists (without copying its node, as `node(_:)` does).
    @inline(__always)
    func requireNode(_ vc: VCID) throws(EngineError) {
        guard nodes.contains(vc) else { throw EngineError(.notFound, "no view controller \(vc)") }
    }

    func windowValue(_ w: WindowID) throws(EngineError) -> Window {
        guard let x = windowTable[w] else { throw EngineError(.notFound, "no window \(w)") }
        return x
    }

    /// `<ClassOrCustomClass: vcN>`.
    func describe(_ vc: VCID?) -> String {
        guard let vc else { return "(null)" }
        return "<\(nodes[vc]?.className ?? "UIViewController"): \(vc)>"
    }

    /// The top of `vc`'s parent chain (itself when it has no parent).
    @inline(__always)
    func chainTop(_ vc: VCID) -> VCID { nodes.chainTop(vc) }

    /// Whether `a` is `vc` or above it through parents, view hosts and presenters (cycle checks).
    func isAbove(_ a: VCID, _ vc: VCID) -> Bool {
        var cur: VCID? = vc
        var budget = nodes.count + 1
        while let c = cur, budget > 0 {
            if c == a { return true }
            let n = nodes[c]
            cur = n?.parent ?? n?.viewHost ?? n?.presenting
            budget -= 1
        }
        return false
    }

    /// Whether anything hangs below `vc` (children, guest views, a presentation).
    @inline(__always)
    func hasDescendants(_ vc: VCID) -> Bool { nodes.hasDescendants(vc) }

    /// R49: what `presentedViewController` reports (by this controller or an ancestor).
    @inline(__always)
    func reportedPresented(_ vc: VCID) -> VCID? { nodes.reportedPresented(vc) }

    /// R49: what `presentingViewController` reports (a child of a presented controller
    /// reports the ancestor's presenter).
    func reportedPresenting(_ vc: VCID) -> VCID? {
        var cur: VCID? = vc
        while let c = cur {
            if let p = nodes[c]?.presenting { return p }
            cur = nodes[c]?.parent
        }
        return nil
    }

    func nearestAncestor(_ vc: VCID, kind: ContainerKind) -> VCID? {
        var cur = nodes[vc]?.parent
        while let c = cur {
            if nodes[c]?.kind == kind { return c }
            cur = nodes[c]?.parent
        }
        return nil
    }

    /// A controller already active in some hierarchy (R55).
    @inline(__always)
    func isActive(_ vc: VCID) -> Bool { nodes.isActive(vc) }

    func windowTraits(_ w: WindowID) -> Traits { windowTraits(windowTable[w]) }

    /// The traits of a window already read from the table (nil: no such window).
    @inline(__always)
    func windowTraits(_ window: Window?) -> Traits {
        Hierarchy.traits(of: window, screens: screenTable, scenes: sceneTable)
    }

    /// `windowTraits(_:)` on the two tables it reads: a method of the hierarchy called out of
    /// line from `present` was handed a copy of the whole hierarchy (a `memcpy` of 400 bytes).
    static func traits(of window: Window?, screens screenTable: IDTable<ScreenID, Screen>,
                       scenes sceneTable: IDTable<SceneID, Scene>) -> Traits {
        // The screen's fields are read in place: binding it copied the whole `Screen` (its spec's
        // strings, its window list) and destroyed the copy, every present.
        guard let win = window, var t = screenTable[win.screen]?.traits else {
            return Traits(horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: .phone)
        }
        if win.orientation == .landscapeLeft || win.orientation == .landscapeRight, screenTable[win.screen]?.spec.idiom == .phone {
            t.verticalSizeClass = .compact   // [inf] a standard phone in landscape: compact/compact
        }
        if let sc = win.scene, let h = sceneTable[sc]?.horizontalSizeClass { t.horizontalSizeClass = h }   // R144
        if let h = win.horizontalOverride { t.horizontalSizeClass = h }
        if let v = win.verticalOverride { t.verticalSizeClass = v }
        return t
    }
}

/// Inlined: every present and dismiss asks these; called, each was handed a copy of the table's
/// fields on the stack besides its call (≈ 10 instructions a call).
extension NodeTable {
    /// `Hierarchy.reportedPresented`, on the table alone (every present asks; see NodeWalks.swift).
    @inline(__always)
    func reportedPresented(_ vc: VCID) -> VCID? {
        var cur: VCID? = vc
        while let c = cur, contains(c) {
            let (presented, parent) = withExisting(c) { ($0.pointee.presented, $0.pointee.parent) }
            if let p = presented { return p }
            cur = parent
        }
        return nil
    }

    /// `Hierarchy.hasDescendants`, on the table alone.
    @inline(__always)
    func hasDescendants(_ vc: VCID) -> Bool {
        // Field reads in place: binding the node would copy it.
        contains(vc) && withExisting(vc) { n in
            !n.pointee.children.isEmpty || !n.pointee.guests.isEmpty || n.pointee.presented != nil
        }
    }

    /// `Hierarchy.isActive`, on the table alone.
    @inline(__always)
    func isActive(_ vc: VCID) -> Bool {
        contains(vc) && withExisting(vc) { n in
            n.pointee.parent != nil || n.pointee.presenting != nil || n.pointee.windowRoot != nil
                || n.pointee.window != nil || n.pointee.viewHost != nil
        }
    }

    /// `Hierarchy.isDetached` (W1), on the table alone.
    @inline(__always)
    func isDetached(_ p: VCID) -> Bool {
        contains(p) && withExisting(p) { n in
            n.pointee.window != nil && n.pointee.parent == nil && n.pointee.presenting == nil && n.pointee.windowRoot == nil
        }
    }

    /// `Hierarchy.chainTop`, on the table alone.
    @inline(__always)
    func chainTop(_ vc: VCID) -> VCID {
        var cur = vc
        while contains(cur), let p = withExisting(cur, { $0.pointee.parent }) { cur = p }
        return cur
    }
}
