import HierarchyEngine
import Storyboards
import Testing

/// Segue kinds, attributes, relationships, embeds, unwinds, and the `<segue>` elements that
/// are not segues.
@Suite struct SegueTests {
    /// A storyboard whose controller `src` holds `segue` in its connections, with destinations
    /// `dst` (a view controller) and `ext` (the exit of `src`'s scene).
    static func sourceWith(_ segue: String) -> String {
        Fixture.document(
            Fixture.scene("1", Fixture.viewController("src", connections: segue),
                          extra: #"<exit id="ext" userLabel="Exit" sceneMemberID="exit"/>"#),
            Fixture.scene("2", Fixture.viewController("dst")))
    }

    static func segues(_ segue: String) throws -> [SegueTemplate] {
        try #require(try Fixture.load(sourceWith(segue)).scenes["src"]).segues
    }

    @Test(arguments: ["show", "showDetail", "presentation", "popoverPresentation", "custom", "embed",
                      "push", "modal", "replace", "popover"])
    func kindIsKept(_ kind: String) throws {
        let segues = try Self.segues(#"<segue destination="dst" kind="\#(kind)" identifier="go" id="s1"/>"#)
        #expect(segues == [SegueTemplate(id: "s1", identifier: "go", kind: SegueTemplate.Kind(rawValue: kind)!,
                                         trigger: "controller", destination: "dst")])
    }

    @Test func attributesSetOnTheSegueAreKept() throws {
        let segues = try Self.segues("""
            <segue destination="dst" kind="presentation" identifier="" modalPresentationStyle="formSheet" modalTransitionStyle="flipHorizontal" animates="NO" customClass="FadeSegue" customModule="App" id="s1"/>
            """)
        let segue = try #require(segues.first)
        #expect(segue.identifier == nil)   // identifier="" means none
        #expect(segue.style == .formSheet && segue.transition == .flipHorizontal)
        #expect(segue.animates == false && segue.customClass == "FadeSegue")
    }

    @Test func legacyModalAndPopoverKeepTheirStyles() throws {
        let segues = try Self.segues("""
            <segue destination="dst" kind="modal" modalPresentationStyle="pageSheet" modalTransitionStyle="partialCurl" id="s1"/>
            <segue destination="dst" kind="popover" identifier="p" popoverAnchorBarButtonItem="bb" id="s2">
                <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
            </segue>
            <segue destination="dst" kind="replace" splitViewControllerTargetIndex="1" id="s3"/>
            """)
        #expect(segues.map(\.kind) == [.modal, .popover, .replace])
        #expect(segues[0].style == .pageSheet && segues[0].transition == .partialCurl)
    }

    @Test func unwindTargetsTheExitAndDropsTheColon() throws {
        let segues = try Self.segues("""
            <segue destination="ext" kind="unwind" identifier="back" customClass="CustomSegue" unwindAction="unwindToHome:" id="u1"/>
            <segue destination="ext" kind="unwind" unwindAction="saveWithSegue:" id="u2"/>
            """)
        #expect(segues.map(\.unwindAction) == ["unwindToHome", "saveWithSegue"])
        #expect(segues.allSatisfy { $0.kind == .unwind && $0.destination == nil })
        #expect(segues[0].customClass == "CustomSegue" && segues[0].identifier == "back")
    }

    @Test func relationshipsKeepDocumentOrder() throws {
        let xml = Fixture.document(initial: "tab",
            Fixture.scene("1", """
                <tabBarController id="tab" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tb"/>
                    <connections>
                        <segue destination="c" kind="relationship" relationship="viewControllers" id="r1"/>
                        <segue destination="a" kind="relationship" relationship="viewControllers" id="r2"/>
                        <segue destination="split" kind="relationship" relationship="viewControllers" id="r3"/>
                    </connections>
                </tabBarController>
                """),
            Fixture.scene("2", """
                <splitViewController id="split" sceneMemberID="viewController">
                    <connections>
                        <segue destination="a" kind="relationship" relationship="masterViewController" id="m1"/>
                        <segue destination="b" kind="relationship" relationship="supplementaryViewController" id="m2"/>
                        <segue destination="c" kind="relationship" relationship="detailViewController" id="m3"/>
                    </connections>
                </splitViewController>
                """),
            Fixture.scene("3", Fixture.viewController("a")),
            Fixture.scene("4", Fixture.viewController("b")),
            Fixture.scene("5", Fixture.viewController("c")))
        let template = try Fixture.load(xml)
        #expect(template.scenes["tab"]?.relationships.map(\.destination) == ["c", "a", "split"])
        #expect(template.scenes["split"]?.relationships.map(\.relationship)
                == ["masterViewController", "supplementaryViewController", "detailViewController"])
        #expect(template.scenes["tab"]?.segues.isEmpty == true)
    }

    @Test func embedSeguesComeFromContainerViewsInDocumentOrder() throws {
        let template = try Fixture.load(Fixture.document(
            Fixture.scene("1", Fixture.viewController("parent", view: """
                <containerView opaque="NO" contentMode="scaleToFill" id="cv1">
                    <connections><segue destination="childB" kind="embed" identifier="second" id="e1"/></connections>
                </containerView>
                <containerView opaque="NO" contentMode="scaleToFill" id="cv2"/>
                <containerView opaque="NO" contentMode="scaleToFill" id="cv3">
                    <connections><segue destination="childA" kind="embed" id="e2"/></connections>
                </containerView>
                """)),
            Fixture.scene("2", Fixture.viewController("childA")),
            Fixture.scene("3", Fixture.viewController("childB"))))
        let segues = try #require(template.scenes["parent"]).segues
        #expect(segues.map(\.id) == ["e1", "e2"])
        #expect(segues.map(\.destination) == ["childB", "childA"])
        #expect(segues.allSatisfy { $0.kind == .embed && $0.trigger == "containerView" })
    }

    @Test func peekAndPopAndKindlessSeguesAreNotSegues() throws {
        let segues = try Self.segues("""
            <segue destination="dst" kind="show" id="s1">
                <segue key="commit" inheritsFrom="parent" id="c1"/>
                <segue key="preview" inheritsFrom="commit" id="p1"/>
            </segue>
            <segue reference="s1"/>
            """)
        #expect(segues.map(\.id) == ["s1"])
    }

    @Test func manySeguesOnOneControllerKeepDocumentOrder() throws {
        let segues = try Self.segues("""
            <outlet property="view" destination="view-src" id="o1"/>
            <segue destination="dst" kind="show" identifier="b" id="s2"/>
            <action selector="tap:" destination="src" id="a1"/>
            <segue destination="ext" kind="unwind" unwindAction="x:" id="s3"/>
            <segue destination="dst" kind="custom" identifier="a" customClass="C" id="s1"/>
            """)
        #expect(segues.map(\.id) == ["s2", "s3", "s1"])
    }
}
