import HierarchyEngine
import Testing
import WireProtocol

/// Each enumeration the wire names once (`WireEnum`) has exactly the engine's cases, in the
/// engine's order: a case added to the engine cannot be missing from the parameters the server
/// accepts, the clients' types or the protocol reference (issue 28, one definition of each
/// enumeration).
@Suite struct WireEnumTests {
    @Test func everyWireEnumHasTheEnginesCases() {
        #expect(WireEnum.presentationStyle.values == PresentationStyle.allCases.map(\.rawValue))
        #expect(WireEnum.transitionStyle.values == TransitionStyle.allCases.map(\.rawValue))
        #expect(WireEnum.orientation.values == Orientation.allCases.map(\.rawValue))
        #expect(WireEnum.sizeClass.values == SizeClass.allCases.map(\.rawValue))
        #expect(WireEnum.idiom.values == Idiom.allCases.map(\.rawValue))
        #expect(WireEnum.interactiveOutcome.values == InteractiveOutcome.allCases.map(\.rawValue))
        #expect(WireEnum.showAction.values == ShowAction.allCases.map(\.rawValue))
        #expect(WireEnum.appearanceState.values == AppearanceState.allCases.map(\.rawValue))
        #expect(WireEnum.statusBarStyle.values == StatusBarStyle.allCases.map(\.rawValue))
        #expect(WireEnum.addChildStep.values == AddChildStep.allCases.map(\.rawValue))
        #expect(WireEnum.removeChildStep.values == RemoveChildStep.allCases.map(\.rawValue))
        #expect(WireEnum.pageDirection.values == PageDirection.allCases.map(\.rawValue))
        #expect(WireEnum.sceneActivationState.values == SceneActivationState.allCases.map(\.rawValue))
        #expect(WireEnum.splitColumn.values == SplitColumn.allCases.map(\.rawValue))
        #expect(WireEnum.sceneRole.values == SceneSessionRole.allCases.map(\.rawValue))
    }

    @Test func parametersTakeTheirValuesFromTheWireEnums() {
        // The parameters that carry an engine enumeration list exactly its values.
        let expected: [(String, String, WireEnum)] = [
            ("vc.present", "style", .presentationStyle), ("vc.present", "transition", .transitionStyle),
            ("device.rotate", "orientation", .orientation), ("window.setTraits", "horizontalSizeClass", .sizeClass),
            ("nav.interactivePop", "outcome", .interactiveOutcome), ("vc.interactiveDismiss", "outcome", .interactiveOutcome),
            ("hello", "role", .role), ("page.swipe", "direction", .pageDirection), ("page.swipe", "outcome", .interactiveOutcome),
        ]
        for (method, param, wireEnum) in expected {
            let spec = MethodTable.descriptor(named: method)?.param(named: param)
            #expect(spec?.allowedValues == wireEnum.values, "\(method) \(param)")
        }
    }

    @Test func resultTypesReferOnlyToDeclaredTypesAndEveryMethodReturnsOne() {
        var missing: [String] = []
        func check(_ shape: ResultShape, _ where_: String) {
            switch shape {
            case .array(let e): check(e, where_)
            case .type(let name): if ResultTypes.named(name) == nil { missing.append("\(where_): \(name)") }
            default: break
            }
        }
        for t in ResultTypes.all {
            for m in t.members { check(m.shape, "\(t.name).\(m.name)") }
        }
        #expect(missing.isEmpty, "\(missing)")
        #expect(Set(ResultTypes.all.map(\.name)).count == ResultTypes.all.count, "a result type is declared twice")
        for d in MethodTable.all {
            #expect(ResultTypes.named(d.returns.name) == d.returns, "\(d.name) returns an undeclared type")
        }
    }
}
