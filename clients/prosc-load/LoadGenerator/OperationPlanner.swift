import ProsceniumClient
import WireProtocol

/// One operation ready to send: its request and what the answer must be.
public struct PlannedOperation: Sendable {
    public enum Expectation: Sendable {
        case presented(vc: String, presenter: String, learned: PresentationOutcome?, key: String)
        case dismissed([String])
        case done
        case popped([String])
        /// `tab.tap`: the delegate (none here) let the tap through.
        case tapped
        /// `tab.tapTab`: whether the delegate let the tap through (R174) and the controller
        /// the tab bar shows after it.
        case tabTapped(selected: Bool, shown: String)
        /// `page.swipe`: the pages shown after it and whether it completed.
        case swiped(pages: [String], completed: Bool)
        case segue(identifier: String, pushed: Bool)
        case unwound(destination: String, dismissed: [String], popped: [String])
        case tree(candidates: [ExpectedNode])
        /// A scene operation (`SceneModel`).
        case scene(SceneStep)
        case pong
    }

    public var kind: OperationKind
    public var method: String
    public var params: JSONObject
    /// The controller whose events show the operation ran.
    public var subject: String?
    public var expectation: Expectation
    /// The window it acts on (nil for `ping` and scene operations).
    public var window: String?
    /// Whether it may show no events, judged from the model as it was when it was planned (a
    /// tab switch under a presentation shows nothing); later pipelined operations change the
    /// model before this one is answered.
    public var eventsOptional = false
    /// The window's mutation number (mutations only).
    public var sequence = -1
    /// Whether the predicted state was appended to `pendingStates`.
    public var appendedState = false
    /// The error code the model predicts (a hidden back button's -32003, an API the server's
    /// iOS lacks: -32005); the model is unchanged and no event may come.
    public var refusal: Int?
    /// Succeeds and changes nothing (a cancelled drag, a drag to the detent the sheet rests
    /// at): no event may come.
    public var quiet = false
    /// What its events must be beyond contiguity: the delegate calls and their order.
    public var eventRule: DelegateEventRule?

    public static let ping = PlannedOperation(kind: .ping, method: "ping", params: [:], subject: nil, expectation: .pong)
}

/// How an answer compared with the model.
public struct Settlement: Sendable {
    public var violations: [Violation] = []
    public var expectedError: Int?
    public var unexpectedError: Int?
    /// The operation changed the hierarchy (so it has events).
    public var changed = false
    /// Events are optional (a tab switch under a full-screen presentation shows nothing).
    public var eventsOptional = false
}

extension WindowModel {
    /// Turns `kind` into a request, applying its predicted effect to the model now (so
    /// further operations can be pipelined behind it). An operation whose effect cannot be
    /// predicted blocks the window until its answer.
    public mutating func plan(_ kind: OperationKind, animated: Bool, combination: Int, outcomes: PresentationOutcomes) -> PlannedOperation {
        var op: PlannedOperation
        let anim = JSON.bool(animated)
        switch kind {
        case .present:
            let vc = pool.removeLast()
            let from = presentingController
            let (style, transition) = PresentationCatalog.combination(combination)
            let key = PresentationOutcomes.key(kind: self.kind, presenter: presentationContext, style: style, transition: transition)
            let learned = outcomes.outcome(key)
            switch learned {
            case .presented(let s)?: presented.append((vc, s, style + ":" + transition))
            case .refused?: pool.append(vc)
            case nil: blocked = true
            }
            op = PlannedOperation(kind: kind, method: MethodDescriptor.vcPresent.name,
                                  params: ["presenter": .string(from), "vc": .string(vc), "animated": anim,
                                           "style": .string(style), "transition": .string(transition)],
                                  subject: vc, expectation: .presented(vc: vc, presenter: from, learned: learned, key: key))
        case .dismiss:
            let vc = presented.removeLast().vc
            pool.append(vc)
            op = PlannedOperation(kind: kind, method: MethodDescriptor.vcDismiss.name, params: ["vc": .string(vc), "animated": anim],
                                  subject: vc, expectation: .dismissed([vc]))
        case .push:
            let vc = pool.removeLast()
            stack.append(vc)
            op = PlannedOperation(kind: kind, method: MethodDescriptor.navPush.name, params: ["nav": .string(root), "vc": .string(vc), "animated": anim],
                                  subject: vc, expectation: .done)
        case .pop:
            let vc = stack.removeLast()
            pool.append(vc)
            op = PlannedOperation(kind: kind, method: MethodDescriptor.navPop.name, params: ["nav": .string(root), "animated": anim],
                                  subject: vc, expectation: .popped([vc]))
        case .tab:
            selectedTab = (selectedTab + 1) % stack.count
            op = PlannedOperation(kind: kind, method: MethodDescriptor.tabSelect.name, params: ["tab": .string(root), "index": .number(Double(selectedTab))],
                                  subject: stack[selectedTab], expectation: .done)
            op.eventsOptional = !presented.isEmpty
        case .tapTab:
            selectedTab = (selectedTab + 1) % stack.count
            op = PlannedOperation(kind: kind, method: MethodDescriptor.tabTap.name, params: ["tab": .string(root), "index": .number(Double(selectedTab))],
                                  subject: stack[selectedTab], expectation: .tapped)
        case .swipeBack:
            // Finished and cancelled in turn (R106, R107): a cancelled swipe changes nothing.
            // A top that hides its back button turns the swipe off (R169).
            let vc = stack[stack.count - 1]
            let finish = mutationsSent % 2 == 0
            let hidden = vc == hidesBackButton
            if finish && !hidden { stack.removeLast(); pool.append(vc) }
            op = PlannedOperation(kind: kind, method: MethodDescriptor.navInteractivePop.name,
                                  params: ["nav": .string(root), "outcome": .string(finish ? "finish" : "cancel")],
                                  subject: vc, expectation: .popped(finish ? [vc] : []))
            if hidden { op.refusal = RPCErrorCode.invalidState.rawValue }
        case .tapBack, .dragSheet, .setTabs, .selectUITab, .tapUITab:
            op = planModern(kind)
        case .showColumn, .hideColumn, .displayMode, .collapseSplit:
            op = planColumns(kind)
        case .pullDown:
            // Finished and cancelled in turn (R108, R110).
            let vc = presented[presented.count - 1].vc
            let finish = mutationsSent % 2 == 0
            if finish { presented.removeLast(); pool.append(vc) }
            op = PlannedOperation(kind: kind, method: MethodDescriptor.vcInteractiveDismiss.name,
                                  params: ["vc": .string(vc), "outcome": .string(finish ? "finish" : "cancel")],
                                  subject: vc, expectation: .dismissed(finish ? [vc] : []))
        case .pageSet:
            // The next declared page (the first after the last), as the app's code would set it.
            let next = (pageIndex + 1) % pages.count
            let direction = next > pageIndex ? "forward" : "reverse"
            pageIndex = next
            stack = [pages[next]]
            op = PlannedOperation(kind: kind, method: MethodDescriptor.pageSetViewControllers.name,
                                  params: ["page": .string(root), "vcs": [.string(pages[next])], "direction": .string(direction), "animated": anim],
                                  subject: pages[next], expectation: .done)
            op.eventsOptional = !presented.isEmpty
        case .pageSwipe:
            // Forward until the last declared page, then back (R124: past the ends UIKit does not
            // turn); finished and cancelled in turn (R126, R127).
            let old = pageIndex
            let next = old + 1 < pages.count ? old + 1 : old - 1
            let finish = mutationsSent % 2 == 0
            if finish {
                pageIndex = next
                stack = [pages[next]]
            }
            op = PlannedOperation(kind: kind, method: MethodDescriptor.pageSwipe.name,
                                  params: ["page": .string(root), "direction": .string(next > old ? "forward" : "reverse"),
                                           "outcome": .string(finish ? "finish" : "cancel")],
                                  subject: pages[next], expectation: .swiped(pages: [pages[finish ? next : old]], completed: finish))
        case .segue:
            let pushed = seguesPerformed % 2 == 0
            seguesPerformed += 1
            blocked = true
            let identifier = pushed ? "showDetail" : "presentModal"
            op = PlannedOperation(kind: kind, method: MethodDescriptor.seguePerform.name, params: ["source": .string(stack[0]), "identifier": .string(identifier)],
                                  subject: nil, expectation: .segue(identifier: identifier, pushed: pushed))
        case .unwind:
            let (vc, pushed) = segueDestination!
            segueDestination = nil
            if pushed { stack.removeLast() } else { presented.removeLast() }
            op = PlannedOperation(kind: kind, method: MethodDescriptor.segueUnwind.name, params: ["source": .string(vc), "action": "unwindToHome"],
                                  subject: vc, expectation: .unwound(destination: stack[0], dismissed: pushed ? [] : [vc], popped: pushed ? [vc] : []))
        case .tree:
            op = PlannedOperation(kind: kind, method: "tree", params: ["window": .string(window)], subject: nil,
                                  expectation: .tree(candidates: [acknowledged] + pendingStates))
            op.window = window
            return op
        case .ping:
            return .ping
        case .connectDisplay, .disconnectDisplay, .background, .foreground, .resize, .openScene, .closeScene:
            preconditionFailure("\(kind) acts on a scene: SceneModel plans it (WindowModel.applies is false)")
        }
        op.window = window
        op.sequence = mutationsSent
        mutationsSent += 1
        if tracksStates && !blocked {
            pendingStates.append(expected)
            op.appendedState = true
        }
        return op
    }

    /// Checks an answer against the prediction and completes what could not be predicted.
    public mutating func settle(_ op: PlannedOperation, _ result: Result<JSON, ClientError>, outcomes: PresentationOutcomes) -> Settlement {
        var s = Settlement()
        func violation(_ rule: String, _ detail: String) { s.violations.append(Violation(rule: rule, detail: "window \(window): \(detail)")) }
        if op.kind.mutates {
            if op.sequence != mutationsSettled {
                violation("answerOrder", "\(op.method) sent as mutation #\(op.sequence) answered as #\(mutationsSettled)")
            }
            mutationsSettled += 1
            if op.appendedState, !pendingStates.isEmpty { acknowledged = pendingStates.removeFirst() }
        }
        let reply: JSON
        switch result {
        case .success(let r):
            reply = r
        case .failure(let e):
            let code = e.code ?? 0
            if case .presented(let vc, _, let learned, let key) = op.expectation {
                switch learned {
                case .refused(let c)? where c == code:
                    s.expectedError = code
                case nil:
                    blocked = false
                    pool.append(vc)
                    // Only a documented refusal is learned (and expected from then on).
                    if PresentationCatalog.isExpectedRefusal(code: code), let old = outcomes.learn(key, .refused(code: code)) {
                        violation("presentationOutcome", "\(key) refused with \(code) but earlier \(old)")
                    }
                    if PresentationCatalog.isExpectedRefusal(code: code) { s.expectedError = code } else {
                        s.unexpectedError = code
                        violation("unexpectedError", "\(op.method) \(JSON.object(op.params)): \(e)")
                    }
                default:
                    s.unexpectedError = code
                    violation("model", "\(op.method) \(key) refused (\(e)) but predicted \(String(describing: learned))")
                }
            } else if let predicted = op.refusal, predicted == code {
                s.expectedError = code
            } else {
                s.unexpectedError = code
                if case .segue = op.expectation { blocked = false }
                violation("unexpectedError", "\(op.method) \(JSON.object(op.params)): \(e)")
            }
            if tracksStates, !blocked, pendingStates.isEmpty { acknowledged = expected }
            return s
        }
        s.changed = op.kind.mutates && !op.quiet
        s.eventsOptional = op.eventsOptional
        if let predicted = op.refusal {
            s.changed = false
            violation("model", "\(op.method) \(JSON.object(op.params)) answered \(reply), predicted refusal \(predicted)")
            return s
        }
        switch op.expectation {
        case .presented(let vc, let presenter, let learned, let key):
            let style = reply["style"]?.stringValue ?? "?"
            if reply["vc"]?.stringValue != vc { violation("model", "present answered vc \(reply["vc"] ?? .null), expected \(vc)") }
            if reply["presenter"]?.stringValue != presenter {
                violation("model", "present of \(vc) answered presenter \(reply["presenter"] ?? .null), expected \(presenter)")
            }
            switch learned {
            case nil:
                blocked = false
                presented.append((vc, style, op.params["style"]!.stringValue! + ":" + op.params["transition"]!.stringValue!))
                if let old = outcomes.learn(key, .presented(style: style)) {
                    violation("presentationOutcome", "\(key) presented as \(style) but earlier \(old)")
                }
            case .presented(let predicted)?:
                if predicted != style { violation("model", "\(key) presented as \(style), predicted \(predicted)") }
            case .refused(let c)?:
                s.changed = false
                violation("model", "\(key) presented as \(style), predicted refusal \(c)")
            }
        case .dismissed(let vcs):
            let got = reply["dismissed"]?.arrayValue?.compactMap(\.stringValue) ?? []
            if got != vcs { violation("model", "dismiss answered \(got), expected \(vcs)") }
        case .popped(let vcs):
            let got = reply["popped"]?.arrayValue?.compactMap(\.stringValue) ?? []
            if got != vcs { violation("model", "pop answered \(got), expected \(vcs)") }
        case .segue(let identifier, let pushed):
            blocked = false
            if reply["identifier"]?.stringValue != identifier { violation("model", "segue answered \(reply), expected \(identifier)") }
            if let d = reply["destination"]?.stringValue {
                segueDestination = (d, pushed)
                if pushed { stack.append(d) } else { presented.append((d, "fullScreen", "segue")) }
            } else {
                violation("model", "segue \(identifier) answered no destination: \(reply)")
            }
        case .unwound(let destination, let dismissed, let popped):
            let gotD = reply["dismissed"]?.arrayValue?.compactMap(\.stringValue) ?? []
            let gotP = reply["popped"]?.arrayValue?.compactMap(\.stringValue) ?? []
            if reply["destination"]?.stringValue != destination || gotD != dismissed || gotP != popped {
                violation("model", "unwind answered \(reply), expected destination \(destination) dismissed \(dismissed) popped \(popped)")
            }
        case .tree(let candidates):
            let root = reply["windows"]?.arrayValue?.first?["root"]
            let got = root.flatMap { ExpectedNode(json: $0) }
            if got == nil || !(candidates.contains(got!) || isPageTurnInFlight(got!, candidates)) {
                violation("treeModel", "tree is \(got?.description ?? "unreadable"), model allows \(candidates.map(\.description))")
            }
        case .tapped:
            if reply["selected"] != .bool(true) { violation("model", "tab.tap answered \(reply), expected selected") }
        case .tabTapped(let selected, let shown):
            if reply["selected"] != .bool(selected) || reply["selectedViewController"]?.stringValue != shown {
                violation("model", "tab.tapTab answered \(reply), expected selected \(selected) showing \(shown)")
            }
        case .swiped(let pages, let completed):
            let got = reply["viewControllers"]?.arrayValue?.compactMap(\.stringValue) ?? []
            if got != pages || reply["completed"] != .bool(completed) {
                violation("model", "page.swipe answered \(reply), expected \(pages) completed \(completed)")
            }
        case .done, .pong, .scene:
            break
        }
        if op.kind.mutates, tracksStates, !blocked, pendingStates.isEmpty { acknowledged = expected }
        return s
    }
}

extension WindowModel {
    /// A page window's `tree` answered while a page turn runs (animated `page.setViewControllers`,
    /// or a `page.swipe`, finished or cancelled: R120-R127): the page view controller holds the
    /// page it leaves and the page it turns to, so its children are two of its declared pages,
    /// one of them the page a candidate shows, with a candidate's presentations over it.
    func isPageTurnInFlight(_ got: ExpectedNode, _ candidates: [ExpectedNode]) -> Bool {
        guard kind == .pages, got.children.count == 2, got.children.allSatisfy({ $0.children.isEmpty && pages.contains($0.vc) }),
              got.children[0].vc != got.children[1].vc else { return false }
        return candidates.contains { c in
            c.presented == got.presented && c.children.count == 1 && got.children.contains(c.children[0])
        }
    }
}
