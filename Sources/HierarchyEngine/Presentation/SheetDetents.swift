/// `UISheetPresentationController` (iOS 15+, uikit-rules R166-R168): a page or form sheet's
/// detents, the selected detent, the largest undimmed detent and the grabber, as properties of
/// the presented controller (`sheetPresentationController`); the user's drag between detents
/// (`Operation.dragSheet`), which tells the delegate
/// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier`) and calls no appearance
/// callback; and the presenter under an undimmed sheet staying reachable.
struct SheetProps: Sendable, Equatable {
    /// "The default value is an array that contains only the large detent" [inf: Apple's
    /// `detents` page; WWDC21 10063].
    var detents: [SheetDetent] = [.large]
    var selectedDetentIdentifier: String?
    var largestUndimmedDetentIdentifier: String?
    var prefersGrabberVisible = false

    /// Every sheet property, in report order.
    static let names: [String] = ["detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier", "prefersGrabberVisible"]

    func report() -> [(name: String, value: PropertyValue)] {
        func opt(_ s: String?) -> PropertyValue { s.map { .string($0) } ?? .null }
        return [
            ("detents", .strings(detents.map(\.spelling))),
            ("selectedDetentIdentifier", opt(selectedDetentIdentifier)),
            ("largestUndimmedDetentIdentifier", opt(largestUndimmedDetentIdentifier)),
            ("prefersGrabberVisible", .bool(prefersGrabberVisible)),
        ]
    }

    /// A detent's height when the sheet's largest height is `maximum` [inf]: `large` is the
    /// maximum ("full height"), `medium` half of it ("approximately half the height of the
    /// screen"), a custom detent its resolver's value, at most the maximum.
    static func height(_ d: SheetDetent, maximum: Double) -> Double {
        switch d.identifier {
        case "large" where d.height == nil: maximum
        case "medium" where d.height == nil: maximum / 2
        default: min(d.height ?? maximum, maximum)
        }
    }

    /// R167: the selected detent, else the smallest ("nil … means the sheet displays at the
    /// smallest detent you specify").
    func current(maximum: Double) -> SheetDetent {
        if let id = selectedDetentIdentifier, let d = detents.first(where: { $0.identifier == id }) { return d }
        return detents.min { SheetProps.height($0, maximum: maximum) < SheetProps.height($1, maximum: maximum) } ?? .large
    }

    /// R168: the presenter is dimmed unless the sheet rests at or below the largest undimmed
    /// detent ("adds the dimming view at detents larger than the detent you specify").
    func dims(maximum: Double) -> Bool {
        guard let id = largestUndimmedDetentIdentifier else { return true }
        let limit = detents.first(where: { $0.identifier == id }).map { SheetProps.height($0, maximum: maximum) }
            ?? (id == "large" ? maximum : id == "medium" ? maximum / 2 : -1)
        return SheetProps.height(current(maximum: maximum), maximum: maximum) > limit
    }
}

extension Hierarchy {
    /// Whether `style` (a controller's `modalPresentationStyle`) gives it a sheet presentation
    /// controller (R166): page and form sheets, and `automatic`, which presents as a page sheet
    /// from iOS 13 (R72).
    static func hasSheetController(_ style: PresentationStyle) -> Bool {
        style == .pageSheet || style == .formSheet || style == .automatic
    }

    /// Applies the `SheetProps` names among `properties` to `p` (after the other properties, so
    /// a `modalPresentationStyle` set in the same call counts). R166: iOS 15+, and only while
    /// the style gives the controller a sheet presentation controller; R167: custom detents iOS 16+.
    func applySheetProperties(_ properties: [String: PropertyValue], to p: inout Props) throws(EngineError) {
        let names = SheetProps.names.filter { properties[$0] != nil }
        guard let first = names.first else { return }
        guard configuration.ios >= .ios15 else {
            throw EngineError(.unsupported, "sheetPresentationController (property '\(first)') is iOS 15 API; this server reproduces iOS \(configuration.ios) (R166)",
                              uikit: "-[UIViewController sheetPresentationController]: unrecognized selector sent to instance",
                              raises: true)
        }
        guard Hierarchy.hasSheetController(p.modalPresentationStyle) else {
            throw EngineError(.invalidState, "property '\(first)': sheetPresentationController is nil, the controller's modalPresentationStyle is \(p.modalPresentationStyle.rawValue) (a page or form sheet has one, R166)")
        }
        var sp = p.sheet ?? SheetProps()
        func bad(_ name: String, _ expected: String) -> EngineError {
            EngineError(.invalidParams, "property '\(name)' expects \(expected), got \(properties[name]!)")
        }
        if let value = properties["detents"] {
            let spellings: [String]
            switch value {
            case .strings(let l): spellings = l
            case .string(let s): spellings = [s]
            default: throw bad("detents", "a list of detents (medium, large, <identifier>=<height>)")
            }
            var list: [SheetDetent] = []
            for s in spellings {
                guard let d = SheetDetent(spelling: s) else { throw bad("detents", "detents spelled medium, large or <identifier>=<height>") }
                if d.isCustom, configuration.ios < .ios16 {
                    throw EngineError(.unsupported, "custom sheet detents are iOS 16 API; this server reproduces iOS \(configuration.ios) (R167)",
                                      uikit: "+[UISheetPresentationControllerDetent customDetentWithIdentifier:resolver:]: unrecognized selector sent to class",
                                      raises: true)
                }
                guard !list.contains(where: { $0.identifier == d.identifier }) else {
                    throw EngineError(.invalidParams, "property 'detents' lists the detent '\(d.identifier)' twice")
                }
                list.append(d)
            }
            guard !list.isEmpty else { throw EngineError(.invalidParams, "property 'detents' needs at least one detent") }
            sp.detents = list
            // [inf] A selection the new detents no longer have falls back to the smallest.
            if let s = sp.selectedDetentIdentifier, !list.contains(where: { $0.identifier == s }) { sp.selectedDetentIdentifier = nil }
        }
        for name in ["selectedDetentIdentifier", "largestUndimmedDetentIdentifier"] {
            guard let value = properties[name] else { continue }
            var id: String?
            switch value {
            case .null: id = nil
            case .string(let s): id = s
            default: throw bad(name, "a detent identifier or null")
            }
            if name == "selectedDetentIdentifier", let id, !sp.detents.contains(where: { $0.identifier == id }) {
                throw EngineError(.invalidParams, "property 'selectedDetentIdentifier': the sheet has no detent '\(id)' (its detents: \(sp.detents.map(\.identifier).joined(separator: ", ")))")
            }
            if name == "selectedDetentIdentifier" { sp.selectedDetentIdentifier = id } else { sp.largestUndimmedDetentIdentifier = id }
        }
        if let value = properties["prefersGrabberVisible"] {
            guard case .bool(let b) = value else { throw bad("prefersGrabberVisible", "a boolean") }
            sp.prefersGrabberVisible = b
        }
        p.sheet = sp
    }

    /// The largest height a sheet in `vc`'s window can have [inf]: the window's height in its
    /// orientation (the top safe area left out of the model).
    func sheetMaximum(_ vc: VCID) -> Double {
        guard let w = nodes[vc]?.window, let win = windowTable[w] else { return 1000 }
        return screenSize(w, orientation: win.orientation).1
    }

    /// Whether `vc` is presented as a card sheet now (a page or form sheet, iOS 15+ for detents).
    func isDetentSheet(_ vc: VCID) -> Bool {
        guard configuration.ios >= .ios15, let n = nodes[vc], n.presenting != nil else { return false }
        return n.style == .pageSheet || n.style == .formSheet
    }

    /// The sheet `vc` is presented in, as the user sees it (R166-R168); nil when `vc` is not
    /// presented as a page or form sheet, or before iOS 15.
    public func sheetState(_ vc: VCID) -> SheetState? {
        guard nodes.contains(vc) else { return nil }
        let sheet = chainTop(vc)
        guard isDetentSheet(sheet) else { return nil }
        let sp = nodes[sheet]!.props.sheet ?? SheetProps()
        let maximum = sheetMaximum(sheet)
        return SheetState(sheet: sheet, detents: sp.detents, selectedDetentIdentifier: sp.selectedDetentIdentifier,
                          currentDetent: sp.current(maximum: maximum).identifier,
                          largestUndimmedDetentIdentifier: sp.largestUndimmedDetentIdentifier,
                          dimsPresenter: sp.dims(maximum: maximum), prefersGrabberVisible: sp.prefersGrabberVisible)
    }

    /// The detents the user can drag the sheet presented as `vc` to now (R168), in its
    /// `detents` order: every detent but the one it rests at, each one `sheetDragRefusal`
    /// allows; empty for a controller that is not a presented page or form sheet (iOS 15+), a
    /// sheet with one detent, or one the user cannot drag (covered, not on screen, a transition).
    public func sheetDragTargets(_ vc: VCID) -> [String] {
        guard isDetentSheet(vc), let n = nodes[vc], n.parent == nil, let sp = n.props.sheet, sp.detents.count > 1 else { return [] }
        let current = sp.current(maximum: sheetMaximum(vc)).identifier
        return sp.detents.map(\.identifier).filter { $0 != current && sheetDragRefusal(vc, to: $0) == nil }
    }

    /// The detent the sheet presented as `vc` rests at (R167: the selected one, else the
    /// smallest) when it has more than one, so that a drag or the app can change it: `tree`'s
    /// `detent`, part of an explored state's shape. Nil for a controller that is not a presented
    /// page or form sheet (iOS 15+) or a sheet with one detent.
    public func restingDetent(_ vc: VCID) -> String? {
        guard isDetentSheet(vc), let n = nodes[vc], n.parent == nil, let sp = n.props.sheet, sp.detents.count > 1 else { return nil }
        return sp.current(maximum: sheetMaximum(vc)).identifier
    }

    /// R168: a presented sheet that leaves the controllers under it reachable: it rests at or
    /// below its largest undimmed detent and presents nothing itself.
    func leavesPresenterReachable(_ presented: VCID) -> Bool {
        guard isDetentSheet(presented), let n = nodes[presented], n.presented == nil,
              let sp = n.props.sheet, sp.largestUndimmedDetentIdentifier != nil else { return false }
        return !sp.dims(maximum: sheetMaximum(presented))
    }

    /// The user's drag of the sheet holding `vc` to the detent `detent` (R168): finished on a
    /// detent other than the current one, the selected detent changes and the delegate's
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier` follows; cancelled (the
    /// sheet springs back) or ending where it began, nothing is called. No appearance
    /// callbacks either way. A drag below the smallest detent is `interactiveDismiss` (R108).
    mutating func dragSheet(_ vc: VCID, detent: String, outcome: InteractiveOutcome) throws(EngineError) -> Plan {
        if let refusal = sheetDragRefusal(vc, to: detent) { throw refusal }
        let sheet = chainTop(vc)
        var plan = Plan()
        plan.result = .none
        guard outcome == .finish else { return plan }
        var sp = nodes[sheet]!.props.sheet ?? SheetProps()
        guard sp.current(maximum: sheetMaximum(sheet)).identifier != detent else { return plan }
        sp.selectedDetentIdentifier = detent
        nodes[sheet]!.props.sheet = sp
        ctxWindow = nodes[sheet]!.window
        emit(sheet, .sheetPresentationControllerDidChangeSelectedDetentIdentifier(identifier: detent))
        return plan
    }

    /// Why the user cannot drag the sheet holding `vc` to `detent`, or nil when they can: not
    /// presented as a page or form sheet (compact height presents it full screen, C3), before
    /// iOS 15, a transition in progress, the sheet presents something over itself or is not
    /// on screen, or it has no such detent.
    public func sheetDragRefusal(_ vc: VCID, to detent: String) -> EngineError? {
        guard nodes.contains(vc) else { return EngineError(.notFound, "no view controller \(vc)") }
        let sheet = chainTop(vc)
        do throws(EngineError) {
            guard let n = nodes[sheet], n.presenting != nil else {
                throw EngineError(.invalidState, "\(describe(vc)) is not presented: there is no sheet to drag")
            }
            guard configuration.ios >= .ios15 else {
                throw EngineError(.unsupported, "iOS \(configuration.ios) has no sheet detents: UISheetPresentationController came with iOS 15 (R166)")
            }
            try checkNotPending(n.window, "Dragging \(describe(sheet))")
            let style = n.style ?? .fullScreen
            guard style == .pageSheet || style == .formSheet else {
                throw EngineError(.invalidState, "\(describe(sheet)) is presented \(style.rawValue): only a page or form sheet rests at detents")
            }
            if let p = n.presented {
                throw EngineError(.invalidState, "\(describe(sheet)) presents \(describe(p)): the user cannot drag a sheet under another presentation")
            }
            try checkUserReachable(sheet, what: "dragging \(describe(sheet))")
            let detents = (n.props.sheet ?? SheetProps()).detents
            guard detents.contains(where: { $0.identifier == detent }) else {
                throw EngineError(.invalidParams, "\(describe(sheet)) has no detent '\(detent)' (its detents: \(detents.map(\.identifier).joined(separator: ", ")))")
            }
        } catch {
            return error
        }
        return nil
    }
}
