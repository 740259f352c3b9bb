import HierarchyEngine
import Storyboards
import Testing

/// R177 (issue 42): what the reader takes from a scene for what the user cannot do — a
/// navigation item's `hidesBackButton="YES"` (R169) and a navigation controller's runtime
/// attribute `interactivePopGestureRecognizer.enabled` (R170). Interface Builder has no sheet
/// detent attributes (R166-R168), so there is nothing to read for them.
@Suite struct NavigationItemPropertyTests {
    static func properties(_ element: String = "viewController", children: String) throws -> [String: PropertyValue] {
        let controller = """
            <\(element) id="vc" sceneMemberID="viewController">
                \(element == "viewController" ? #"<view key="view" contentMode="scaleToFill" id="v"/>"# : "")
                \(children)
            </\(element)>
            """
        return try #require(try Fixture.load(Fixture.document(Fixture.scene("1", controller))).scenes["vc"]).properties
    }

    @Test func R177_hidesBackButtonOnTheNavigationItem() throws {
        let hides = try Self.properties(children: #"<navigationItem key="navigationItem" title="Done" id="ni" hidesBackButton="YES"/>"#)
        #expect(hides == ["hidesBackButton": .bool(true)])
        #expect(try Self.properties(children: #"<navigationItem key="navigationItem" title="Plain" id="ni"/>"#) == [:])
        // A navigation item elsewhere (a navigation bar's item in the view) is not the controller's.
        let nested = try Self.properties(children: #"<navigationBar key="x" id="nb"><items><navigationItem title="T" id="n2" hidesBackButton="YES"/></items></navigationBar>"#)
        #expect(nested == [:])
    }

    @Test func R177_disabledPopGestureByRuntimeAttribute() throws {
        let runtime = """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="boolean" keyPath="interactivePopGestureRecognizer.enabled" value="NO"/>
            </userDefinedRuntimeAttributes>
            """
        #expect(try Self.properties("navigationController", children: runtime) == ["interactivePopGestureEnabled": .bool(false)])
        // On a plain controller the key path names nothing of its own: not read.
        #expect(try Self.properties(children: runtime) == [:])
    }
}
