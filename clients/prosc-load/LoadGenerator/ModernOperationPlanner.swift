import WireProtocol

/// The plans of issue 42's operations (`tapBack`, `dragSheet`, `setTabs`, `selectUITab`,
/// `tapUITab`): each request, its predicted answer or refusal, its effect on the model and the
/// delegate calls its events must show (`DelegateEventRule`). `WindowModel.plan` hands them
/// here; `settle` checks them as every other operation.
extension WindowModel {
    mutating func planModern(_ kind: OperationKind) -> PlannedOperation {
        switch kind {
        case .tapBack: return planTapBack()
        case .dragSheet: return planDragSheet()
        case .setTabs: return planSetTabs()
        case .selectUITab: return planSelectUITab()
        case .tapUITab: return planTapUITab()
        default: preconditionFailure("\(kind) is not one of issue 42's operations")
        }
    }

    /// R169: the back button's tap is the animated pop of exactly the top (R39), with the
    /// navigation delegate's willShow after the will phase and didShow after the did phase
    /// (R111); refused (-32003) while the top hides its back button.
    private mutating func planTapBack() -> PlannedOperation {
        let top = stack[stack.count - 1]
        var op = PlannedOperation(kind: .tapBack, method: MethodDescriptor.navTapBack.name, params: ["nav": .string(root)],
                                  subject: top, expectation: .popped([top]))
        if top == hidesBackButton {
            op.refusal = RPCErrorCode.invalidState.rawValue
            return op
        }
        stack.removeLast()
        pool.append(top)
        let below = stack[stack.count - 1]
        var order = [ExpectedEvent("viewWillDisappear", on: top), ExpectedEvent("viewWillAppear", on: below)]
        if navigationDelegate { order.append(ExpectedEvent("navigationControllerWillShow", on: root, ["viewController": .string(below)])) }
        order += [ExpectedEvent("viewDidDisappear", on: top), ExpectedEvent("viewDidAppear", on: below)]
        if navigationDelegate { order.append(ExpectedEvent("navigationControllerDidShow", on: root, ["viewController": .string(below)])) }
        op.eventRule = DelegateEventRule(inOrder: order)
        return op
    }

    /// R168: the sheet dragged finished to the other detent (the delegate's call, alone),
    /// cancelled to it (nothing), finished to the detent it rests at (nothing), in turn.
    /// Before iOS 15: -32005.
    private mutating func planDragSheet() -> PlannedOperation {
        let sheet = presented[0].vc
        guard hasModernAPI, !detents.isEmpty else {
            var op = PlannedOperation(kind: .dragSheet, method: MethodDescriptor.sheetDrag.name,
                                      params: ["vc": .string(sheet), "detent": "large"], subject: sheet, expectation: .done)
            op.refusal = RPCErrorCode.unsupported.rawValue
            return op
        }
        let resting = detent ?? detents[0]   // R167: nil rests at the smallest
        let other = detents.first { $0 != resting } ?? resting
        let turn = sheetDrags % 3
        sheetDrags += 1
        let target = turn == 2 ? resting : other
        let finish = turn != 1
        var op = PlannedOperation(kind: .dragSheet, method: MethodDescriptor.sheetDrag.name,
                                  params: ["vc": .string(sheet), "detent": .string(target), "outcome": .string(finish ? "finish" : "cancel")],
                                  subject: sheet, expectation: .done)
        if finish && target != resting {
            detent = target
            let changed = ExpectedEvent("sheetPresentationControllerDidChangeSelectedDetentIdentifier", on: sheet,
                                        ["selectedDetentIdentifier": .string(target)])
            op.eventRule = DelegateEventRule(first: changed, count: 1)
        } else {
            op.quiet = true
        }
        return op
    }

    /// The tabs as `tab.setTabs` takes them, in `stack`'s order.
    private var tabsParam: JSON {
        .array(stack.map { vc in ["identifier": .string(tabIdentifiers[vc] ?? vc), "vc": .string(vc)] })
    }

    /// R172: the tabs again, the first moved last; every old child is removed and the new ones
    /// installed (R112: containment's callbacks), the selected controller staying selected; no
    /// tab delegate call. Before iOS 18: -32005.
    private mutating func planSetTabs() -> PlannedOperation {
        let selected = stack[selectedTab]
        if hasModernAPI {
            stack = Array(stack.dropFirst()) + [stack[0]]
            selectedTab = stack.firstIndex(of: selected)!
        }
        var op = PlannedOperation(kind: .setTabs, method: MethodDescriptor.tabSetTabs.name, params: ["tab": .string(root), "tabs": tabsParam],
                                  subject: selected, expectation: .done)
        guard hasModernAPI else {
            op.refusal = RPCErrorCode.unsupported.rawValue
            return op
        }
        op.eventRule = DelegateEventRule(inOrder: [ExpectedEvent("willMoveToParent", on: selected, ["parent": .null]),
                                                   ExpectedEvent("didMoveToParent", on: selected, ["parent": .null]),
                                                   ExpectedEvent("willMoveToParent", on: selected, ["parent": .string(root)]),
                                                   ExpectedEvent("didMoveToParent", on: selected, ["parent": .string(root)])],
                                         absent: DelegateEventRule.tabDelegateEvents)
        return op
    }

    /// R173: `selectedTab =` the next tab from code: the switch's callbacks (R99), no delegate
    /// call; none while a presentation covers the tab bar. (iOS 18+ only: `applies`.)
    private mutating func planSelectUITab() -> PlannedOperation {
        let next = (selectedTab + 1) % stack.count
        let vc = stack[next]
        var op = PlannedOperation(kind: .selectUITab, method: MethodDescriptor.tabSelectTab.name,
                                  params: ["tab": .string(root), "identifier": .string(tabIdentifiers[vc] ?? "t0")], subject: vc, expectation: .done)
        selectedTab = next
        op.eventsOptional = !presented.isEmpty
        op.eventRule = DelegateEventRule(absent: DelegateEventRule.tabDelegateEvents)
        return op
    }

    /// R174: a user's tap on the next tab or the one after, in turn: `shouldSelectTab` first;
    /// allowed, the switch's appearance callbacks and `didSelectTab` last; vetoed, that one
    /// call alone and nothing changes. (iOS 18+ only: `applies`.)
    private mutating func planTapUITab() -> PlannedOperation {
        let target = (selectedTab + 1 + mutationsSent % 2) % stack.count
        let vc = stack[target]
        let identifier = tabIdentifiers[vc] ?? "t0"
        let shown = stack[selectedTab]
        var op = PlannedOperation(kind: .tapUITab, method: MethodDescriptor.tabTapTab.name,
                                  params: ["tab": .string(root), "identifier": .string(identifier)], subject: vc,
                                  expectation: .tabTapped(selected: true, shown: vc))
        let vetoed = identifier == vetoedTab
        let asked = ExpectedEvent("tabBarControllerShouldSelectTab", on: root, ["tab": .string(identifier), "result": .bool(!vetoed)])
        if vetoed {
            op.subject = root
            op.expectation = .tabTapped(selected: false, shown: shown)
            op.eventRule = DelegateEventRule(first: asked, count: 1)
            return op
        }
        selectedTab = target
        let told = ExpectedEvent("tabBarControllerDidSelectTab", on: root,
                                 ["tab": .string(identifier), "previousTab": .string(tabIdentifiers[shown] ?? "")])
        op.eventRule = DelegateEventRule(first: asked, last: told,
                                         inOrder: [ExpectedEvent("viewWillAppear", on: vc), ExpectedEvent("viewDidAppear", on: vc)])
        return op
    }
}
