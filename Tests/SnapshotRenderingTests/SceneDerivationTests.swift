import Testing
import WireProtocol
@testable import SnapshotRendering

/// What the capture derives from appearance states and vc.get answers.
@Suite struct SceneDerivationTests {
    @Test func selectedTabIsTheChildThatAppeared() {
        let tabs = [Fixtures.plain("vc2", appearance: "disappeared"), Fixtures.plain("vc3", appearance: "appeared")]
        #expect(SceneDerivation.selectedTab(tabs) == 1)
    }

    @Test func selectedTabUnderACoveringPresentationIsTheOneThatPresents() {
        let tabs = [Fixtures.plain("vc2", appearance: "disappeared"),
                    Fixtures.plain("vc3", appearance: "disappeared", presented: Fixtures.plain("vc4", style: "currentContext"))]
        #expect(SceneDerivation.selectedTab(tabs) == 1)
        #expect(SceneDerivation.selectedTab([Fixtures.plain("vc5", appearance: "disappeared")]) == 0)
    }

    @Test func containerKindComesFromTheFirstChildsContainerLinks() {
        let child = ControllerFacts(vc: "vc2", navigationController: "vc9", tabBarController: "vc1")
        #expect(SceneDerivation.containerKind(parent: "vc1", firstChild: child) == .tabBar)
        #expect(SceneDerivation.containerKind(parent: "vc9", firstChild: child) == .navigation)
        #expect(SceneDerivation.containerKind(parent: "vc7", firstChild: child) == .plain)
        #expect(SceneDerivation.containerKind(className: "UISplitViewController") == .splitView)
    }

    @Test func profileIsModernWhenControllersDefaultToAutomaticOrSheetsStayInCompactWidth() {
        #expect(SceneDerivation.profile(facts: [ControllerFacts(vc: "vc1", modalPresentationStyle: "fullScreen")], compactSheets: []) == .classic)
        #expect(SceneDerivation.profile(facts: [ControllerFacts(vc: "vc1", modalPresentationStyle: "automatic")], compactSheets: []) == .modern)
        #expect(SceneDerivation.profile(facts: [], compactSheets: ["vc4"]) == .modern)
        let kept = ControllerFacts(vc: "vc4", modalPresentationStyle: "formSheet", adaptivePresentationStyle: "none")
        #expect(SceneDerivation.profile(facts: [kept], compactSheets: ["vc4"]) == .classic)
    }

    @Test func preferredContentSizeIsReadFromVcGetAndZeroMeansUnset() {
        let set = ControllerFacts(["vc": "vc3", "properties": ["preferredContentSize": ["width": 300, "height": 200]]])
        let unset = ControllerFacts(["vc": "vc3", "properties": ["preferredContentSize": ["width": 0, "height": 0]]])
        #expect(set.preferredContentSize == Size(width: 300, height: 200))
        #expect(unset.preferredContentSize == nil)
    }
}
