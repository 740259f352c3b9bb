import HierarchyEngine
import Storyboards
import Testing

/// Controller attributes map to docs/protocol.md *Properties* names and values.
@Suite struct PropertyTests {
    static func properties(_ attributes: String, children: String = "") throws -> [String: PropertyValue] {
        let controller = """
            <viewController id="vc" \(attributes) sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v"/>
                \(children)
            </viewController>
            """
        return try #require(try Fixture.load(Fixture.document(Fixture.scene("1", controller))).scenes["vc"]).properties
    }

    @Test func presentationAttributes() throws {
        let properties = try Self.properties("""
            modalPresentationStyle="overCurrentContext" modalTransitionStyle="crossDissolve" definesPresentationContext="YES" providesPresentationContextTransitionStyle="YES" modalPresentationCapturesStatusBarAppearance="YES" modalInPopover="YES" hidesBottomBarWhenPushed="YES" restorationIdentifier="restore-me"
            """)
        #expect(properties == [
            "modalPresentationStyle": .string("overCurrentContext"),
            "modalTransitionStyle": .string("crossDissolve"),
            "definesPresentationContext": .bool(true),
            "providesPresentationContextTransitionStyle": .bool(true),
            "modalPresentationCapturesStatusBarAppearance": .bool(true),
            "isModalInPopover": .bool(true),
            "hidesBottomBarWhenPushed": .bool(true),
            "restorationIdentifier": .string("restore-me"),
        ])
    }

    /// R120: a `pageViewController` scene's transitionStyle, navigationOrientation,
    /// spineLocation and doubleSided become its properties, as the real storyboards write them
    /// (IBDecodable's StoryboardControllers: a double-sided curl with spine "none"; Swinject's
    /// Pages: a curl at min). Other elements' attributes of those names are not read.
    @Test func pageViewControllerSceneSettings() throws {
        let controllers = try StoryboardLoader.load(
            contentsOf: Fixture.corpusDirectory + "/IBDecodable__IBDecodable__Tests__Resources__StoryboardControllers.storyboard", name: "Controllers")
        #expect(try #require(controllers.scenes["c11-YF-XW5"]).properties == [
            "transitionStyle": .string("pageCurl"), "navigationOrientation": .string("horizontal"),
            "spineLocation": .string("none"), "isDoubleSided": .bool(true),
        ])
        let pages = try StoryboardLoader.load(
            contentsOf: Fixture.corpusDirectory + "/Swinject__SwinjectStoryboard__Tests__iOS-tvOS__Storyboards__iOS__Pages.storyboard", name: "Pages")
        #expect(try #require(pages.scenes["c9R-0n-AJU"]).properties == [
            "transitionStyle": .string("pageCurl"), "navigationOrientation": .string("horizontal"), "spineLocation": .string("min"),
        ])
        #expect(try Self.properties(#"transitionStyle="scroll" spineLocation="mid""#) == [:])
    }

    @Test func explicitNoIsKept() throws {
        #expect(try Self.properties(#"definesPresentationContext="NO""#) == ["definesPresentationContext": .bool(false)])
    }

    @Test func storyboardIdentifierAsRestorationIdentifier() throws {
        let properties = try Self.properties(#"storyboardIdentifier="Home" useStoryboardIdentifierAsRestorationIdentifier="YES""#)
        #expect(properties == ["restorationIdentifier": .string("Home")])
    }

    @Test func preferredContentSizeInBothSpellings() throws {
        let old = try Self.properties("", children: #"<value key="contentSizeForViewInPopover" type="size" width="320" height="480"/>"#)
        let new = try Self.properties("", children: #"<size key="preferredContentSize" width="200" height="100.5"/>"#)
        #expect(old == ["preferredContentSize": .size(width: 320, height: 480)])
        #expect(new == ["preferredContentSize": .size(width: 200, height: 100.5)])
    }

    @Test func userDefinedRuntimeAttributesOnTheControllerApply() throws {
        let children = """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="boolean" keyPath="modalPresentationCapturesStatusBarAppearance" value="YES"/>
                <userDefinedRuntimeAttribute type="string" keyPath="restorationIdentifier" value="kvc"/>
                <userDefinedRuntimeAttribute type="string" keyPath="someAppProperty" value="ignored"/>
            </userDefinedRuntimeAttributes>
            """
        #expect(try Self.properties("", children: children) == [
            "modalPresentationCapturesStatusBarAppearance": .bool(true), "restorationIdentifier": .string("kvc"),
        ])
    }

    /// R109 (iOS 13+): Interface Builder has no checkbox for `isModalInPresentation`; apps set it
    /// with a runtime attribute, whose KVC key path is `modalInPresentation` (the property's
    /// setter is `setModalInPresentation:`).
    @Test func modalInPresentationFromARuntimeAttribute_R109() throws {
        let children = """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="boolean" keyPath="modalInPresentation" value="YES"/>
            </userDefinedRuntimeAttributes>
            """
        #expect(try Self.properties("", children: children) == ["isModalInPresentation": .bool(true)])
    }

    @Test func nestedViewsDoNotLendTheirAttributesOrSizes() throws {
        let controller = """
            <view key="view" contentMode="scaleToFill" id="v2">
                <subviews>
                    <view contentMode="scaleToFill" id="inner">
                        <size key="preferredContentSize" width="1" height="1"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="definesPresentationContext" value="YES"/>
                        </userDefinedRuntimeAttributes>
                    </view>
                </subviews>
            </view>
            """
        #expect(try Self.properties("", children: controller).isEmpty)
    }

    @Test func layoutAttributesAndUnknownValuesAreLeftOut() throws {
        let properties = try Self.properties("""
            automaticallyAdjustsScrollViewInsets="NO" extendedLayoutIncludesOpaqueBars="YES" modalPresentationStyle="sideways" modalTransitionStyle="spin" userLabel="Label"
            """)
        #expect(properties.isEmpty)
    }

    @Test func tvOSBlurOverFullScreenMapsToOverFullScreen() throws {
        #expect(try Self.properties(#"modalPresentationStyle="blurOverFullScreen""#) == ["modalPresentationStyle": .string("overFullScreen")])
    }
}
