import Testing
@testable import HierarchyEngine

/// A test fixture: a hierarchy with a main screen, named controllers, and compact event strings.
///
/// Events format as `Name.callback(flags)` separated by spaces; ` | ` separates the will phase
/// from the did phase of an animated transition. Flags: `animated`, `presented`, `dismissed`,
/// `toParent`, `fromParent`.
struct World {
    var h: Hierarchy
    var names: [VCID: String] = [:]
    var byName: [String: VCID] = [:]
    var window: WindowID!
    var screen: ScreenID!
    var lastResult: OperationResult = .none
    /// The main screen's connection events (under the scene life cycle: the launch, R134).
    var launchEvents: [EngineEvent] = []

    static let phone = ScreenSpec(name: "iPhone", width: 390, height: 844, scale: 3, idiom: .phone, isMain: true)
    static let pad = ScreenSpec(name: "iPad", width: 1024, height: 1366, scale: 2, idiom: .pad, isMain: true)

    /// A world reproducing `ios` (these suites were written against iOS 12: the default here),
    /// or, given `profile`, the old profile's version (classic 12, modern the newest).
    init(profile: Profile? = nil, ios: IOSVersion = .ios12, screen spec: ScreenSpec = World.pad,
         catalog: StoryboardCatalog = .init(), configuration: EngineConfiguration? = nil) {
        var cfg = configuration ?? EngineConfiguration()
        cfg.ios = ios
        if let profile { cfg.profile = profile }
        h = Hierarchy(ids: IDSource(), configuration: cfg, catalog: catalog)
        let out = try! h.apply(.connectScreen(spec, externalStoryboard: nil))
        if case .completed(.screenConnected(let s, let windows)) = out.status {
            screen = s
            window = windows.first
        }
        launchEvents = out.events
    }

    subscript(_ name: String) -> VCID { byName[name]! }

    /// `name.viewIsAppearing(flags)` and a space where the world's iOS has it (13+), else
    /// nothing: expectations shared by iOS 12 and later versions.
    func isAppearing(_ name: String, _ flags: String = "") -> String {
        h.configuration.ios >= .ios13 ? "\(name).viewIsAppearing\(flags.isEmpty ? "" : "(\(flags))") " : ""
    }
    func info(_ name: String) -> ControllerInfo { h.controller(self[name])! }
    func name(_ id: VCID?) -> String { id.map { names[$0] ?? $0.description } ?? "nil" }

    mutating func nameIt(_ id: VCID, _ name: String) { names[id] = name; byName[name] = id }

    /// Creates a controller in code.
    @discardableResult
    mutating func vc(_ name: String, _ cls: String = "UIViewController", _ props: [String: PropertyValue] = [:],
                     children: [String] = [], title: String? = nil) -> VCID {
        let out = try! h.apply(.createController(className: cls, title: title, properties: props,
                                                 children: children.map { self[$0] }))
        guard case .completed(.controller(let id)) = out.status else { fatalError("create failed") }
        nameIt(id, name)
        return id
    }

    /// Creates the main window with `root` and makes it key and visible; returns its events.
    @discardableResult
    mutating func showRoot(_ root: String) -> String {
        let out = try! h.apply(.createWindow(screen: nil, root: self[root], storyboard: nil, identifier: nil,
                                             makeKeyAndVisible: true))
        if case .completed(.windowCreated(let w, _)) = out.status { window = w }
        checkInvariants()
        return format(out.events)
    }

    func checkInvariants(sourceLocation: SourceLocation = #_sourceLocation) {
        let v = h.checkInvariants()
        #expect(v.isEmpty, "invariants: \(v)", sourceLocation: sourceLocation)
    }

    /// Applies `op`, finishing any transition at once; returns the events (` | ` marks the animation).
    @discardableResult
    mutating func run(_ op: Operation, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        do {
            let out = try h.apply(op)
            checkInvariants(sourceLocation: sourceLocation)
            var text = format(out.events)
            switch out.status {
            case .completed(let r): lastResult = r
            case .pending(let t):
                let done = h.finishTransition(t)
                checkInvariants(sourceLocation: sourceLocation)
                if case .completed(let r) = done.status { lastResult = r }
                text += " | " + format(done.events)
            }
            return text.trimmingSpaces
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
            return "ERROR"
        }
    }

    /// Applies `op` expecting a refusal; verifies nothing changed.
    mutating func refuse(_ op: Operation, sourceLocation: SourceLocation = #_sourceLocation) -> EngineError? {
        let before = h
        do {
            let out = try h.apply(op)
            Issue.record("expected a refusal, got \(format(out.events))", sourceLocation: sourceLocation)
            return nil
        } catch {
            #expect(h.sameState(as: before), "a refused operation changed the hierarchy", sourceLocation: sourceLocation)
            return error
        }
    }

    /// Starts `op` and returns (will events, ticket) without finishing.
    mutating func start(_ op: Operation, sourceLocation: SourceLocation = #_sourceLocation) -> (String, TransitionTicket?) {
        do {
            let out = try h.apply(op)
            checkInvariants(sourceLocation: sourceLocation)
            switch out.status {
            case .completed(let r): lastResult = r; return (format(out.events), nil)
            case .pending(let t): return (format(out.events), t)
            }
        } catch {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
            return ("ERROR", nil)
        }
    }

    mutating func finish(_ t: TransitionTicket?) -> String {
        guard let t else { return "" }
        let done = h.finishTransition(t)
        if case .completed(let r) = done.status { lastResult = r }
        checkInvariants()
        return format(done.events)
    }

    /// Everything observable: every controller's info and every window.
    func snapshot() -> [String] { h.snapshotForTests() }

    // MARK: formatting

    func flags(_ a: EngineEvent.Appearance) -> String {
        var f: [String] = []
        if a.animated { f.append("animated") }
        if a.isBeingPresented { f.append("presented") }
        if a.isBeingDismissed { f.append("dismissed") }
        if a.isMovingToParent { f.append("toParent") }
        if a.isMovingFromParent { f.append("fromParent") }
        return f.isEmpty ? "" : "(" + f.joined(separator: ",") + ")"
    }

    func format(_ events: [EngineEvent]) -> String {
        events.map { e -> String in
            let n = name(e.vc)
            switch e.kind {
            case .viewDidLoad: return "\(n).viewDidLoad"
            case .viewWillAppear(let a): return "\(n).viewWillAppear\(flags(a))"
            case .viewIsAppearing(let a): return "\(n).viewIsAppearing\(flags(a))"
            case .viewDidAppear(let a): return "\(n).viewDidAppear\(flags(a))"
            case .viewWillDisappear(let a): return "\(n).viewWillDisappear\(flags(a))"
            case .viewDidDisappear(let a): return "\(n).viewDidDisappear\(flags(a))"
            case .willMoveToParent(let p): return "\(n).willMove(\(name(p)))"
            case .didMoveToParent(let p): return "\(n).didMove(\(name(p)))"
            case .prepareForSegue(let id, let seg, let d, let kind, _):
                return "\(n).prepare(\(id ?? seg),\(kind),\(name(d)))"
            case .shouldPerformSegue(let id, let seg, let r): return "\(n).shouldPerform(\(id ?? seg)=\(r))"
            case .tabBarControllerShouldSelect(let v, _, let r): return "\(n).shouldSelect(\(name(v))=\(r))"
            case .tabBarControllerDidSelect(let v, _): return "\(n).didSelect(\(name(v)))"
            case .tabBarControllerShouldSelectTab(let t, let r): return "\(n).shouldSelectTab(\(t)=\(r))"
            case .tabBarControllerDidSelectTab(let t, let p): return "\(n).didSelectTab(\(t),previous:\(p ?? "nil"))"
            case .sheetPresentationControllerDidChangeSelectedDetentIdentifier(let d): return "\(n).didChangeDetent(\(d))"
            case .presentationControllerShouldDismiss(let r): return "\(n).shouldDismiss(\(r))"
            case .presentationControllerWillDismiss: return "\(n).willDismiss"
            case .presentationControllerDidDismiss: return "\(n).didDismiss"
            case .presentationControllerDidAttemptToDismiss: return "\(n).didAttemptToDismiss"
            case .navigationControllerWillShow(let v, let a): return "\(n).willShow(\(name(v))\(a ? ",animated" : ""))"
            case .navigationControllerDidShow(let v, let a): return "\(n).didShow(\(name(v))\(a ? ",animated" : ""))"
            case .pageViewControllerWillTransitionTo(let vs): return "\(n).willTransitionTo(\(vs.map { name($0) }.joined(separator: ",")))"
            case .pageViewControllerDidFinishAnimating(_, let vs, let c):
                return "\(n).didFinishAnimating(\(vs.map { name($0) }.joined(separator: ","))\(c ? "" : ",cancelled"))"
            case .splitViewControllerCollapseSecondary(let sec, let p): return "\(n).collapseSecondary(\(name(sec)),onto:\(name(p)))"
            case .splitViewControllerSeparateSecondary(let p): return "\(n).separateSecondary(from:\(name(p)))"
            case .splitViewControllerTopColumnForCollapsing(let p, let r): return "\(n).topColumnForCollapsing(\(p.rawValue)=\(r.rawValue))"
            case .splitViewControllerDisplayModeForExpanding(let p, let r): return "\(n).displayModeForExpanding(\(p.rawValue)=\(r.rawValue))"
            case .splitViewControllerWillChangeToDisplayMode(let m): return "\(n).willChangeTo(\(m.rawValue))"
            case .splitViewControllerWillShowColumn(let c): return "\(n).willShow(\(c.rawValue))"
            case .splitViewControllerWillHideColumn(let c): return "\(n).willHide(\(c.rawValue))"
            case .splitViewControllerDidShowColumn(let c): return "\(n).didShow(\(c.rawValue))"
            case .splitViewControllerDidHideColumn(let c): return "\(n).didHide(\(c.rawValue))"
            case .splitViewControllerDidCollapse: return "\(n).didCollapse"
            case .splitViewControllerDidExpand: return "\(n).didExpand"
            case .presentationCompleted(let p): return "\(n).completion(\(name(p)))"
            case .dismissalCompleted: return "\(n).dismissCompletion"
            case .traitCollectionDidChange(let t): return "\(n).traits(\(t.horizontalSizeClass.rawValue))"
            case .viewWillTransitionToSize(_, _, let o): return "\(n).transitionTo(\(o.rawValue))"
            case .didReceiveMemoryWarning: return "\(n).memoryWarning"
            case .unwindAction(let a, let s, let r): return "\(n).unwind(\(a),\(name(s))\(r == nil ? "" : ",swift2"))"
            case .uikitWarning(let kind, _): return "\(n).warning(\(kind))"
            case .decodeRestorableState(let r): return "\(n).decode(\(r))"
            case .applicationFinishedRestoringState: return "\(n).restored"
            case .windowDidBecomeKey: return "window.becameKey"
            case .screenDidConnect: return "screen.connected"
            case .screenDidDisconnect: return "screen.disconnected"
            case .applicationConfigurationForConnecting(let s, _, _, let c): return "app.configurationForConnecting(\(s),\(c ?? "nil"))"
            case .sceneWillConnect(let s, _, _): return "\(s).willConnect"
            case .sceneDidDisconnect(let s): return "\(s).didDisconnect"
            case .sceneWillEnterForeground(let s): return "\(s).willEnterForeground"
            case .sceneDidBecomeActive(let s): return "\(s).didBecomeActive"
            case .sceneWillResignActive(let s): return "\(s).willResignActive"
            case .sceneDidEnterBackground(let s): return "\(s).didEnterBackground"
            case .applicationDidDiscardSceneSessions(let ss): return "app.didDiscardSceneSessions(\(ss.joined(separator: ",")))"
            }
        }.joined(separator: " ")
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

/// Shorthands for operations on named controllers.
extension World {
    @discardableResult
    mutating func present(_ b: String, on a: String, animated: Bool = true, style: PresentationStyle? = nil,
                          transition: TransitionStyle? = nil) -> String {
        run(.present(presenter: self[a], vc: self[b], animated: animated, style: style, transition: transition))
    }
    @discardableResult
    mutating func dismiss(_ x: String, animated: Bool = true) -> String { run(.dismiss(self[x], animated: animated)) }
    @discardableResult
    mutating func push(_ b: String, on nav: String, animated: Bool = true) -> String {
        run(.push(nav: self[nav], vc: self[b], animated: animated))
    }
    @discardableResult
    mutating func pop(_ nav: String, animated: Bool = true) -> String { run(.pop(nav: self[nav], animated: animated)) }
    mutating func set(_ x: String, _ props: [String: PropertyValue]) { run(.setProperties(self[x], props)) }
}
