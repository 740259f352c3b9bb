import HierarchyEngine
import Storyboards
import Testing

/// Document formats and platforms: the oldest (1.0, Xcode 4.2) and 2.0 formats load; tvOS
/// loads; macOS, watchOS, XIBs and non-IB XML are refused with a reason.
@Suite struct FormatTests {
    /// Shaped like an Xcode 4.2 master-detail template: numeric ids, placeholders before the
    /// controller, no `<exit>`, trailing `<classes>`, `<simulatedMetricsContainer>` and a
    /// kind-less `<segue reference>` in `<inferredMetricsTieBreakers>`.
    static let version1 = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="1.0" toolsVersion="1938" systemVersion="11C74" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="2">
            <dependencies>
                <development defaultVersion="4200" identifier="xcode"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="933"/>
            </dependencies>
            <scenes>
                <scene sceneID="5">
                    <objects>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="4" sceneMemberID="firstResponder"/>
                        <navigationController id="2" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="6">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="8" kind="relationship" relationship="rootViewController" id="10"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="11">
                    <objects>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="12" sceneMemberID="firstResponder"/>
                        <tableViewController title="Master" id="8" customClass="MasterViewController" sceneMemberID="viewController">
                            <tableView key="view" opaque="NO" clipsSubviews="YES" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="9">
                                <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="blue" accessoryType="disclosureIndicator" hidesAccessoryWhenEditing="NO" indentationLevel="1" indentationWidth="0.0" reuseIdentifier="Cell" textLabel="14" style="IBUITableViewCellStyleDefault" id="13">
                                        <rect key="frame" x="0.0" y="22" width="320" height="44"/>
                                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="15">
                                            <rect key="frame" x="0.0" y="0.0" width="300" height="43"/>
                                        </view>
                                        <connections>
                                            <segue destination="21" kind="push" identifier="showDetail" id="20"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                                <connections>
                                    <outlet property="dataSource" destination="8" id="16"/>
                                </connections>
                            </tableView>
                            <navigationItem key="navigationItem" title="Master" id="17"/>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="24">
                    <objects>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="23" sceneMemberID="firstResponder"/>
                        <viewController storyboardIdentifier="Detail" title="Detail" id="21" customClass="DetailViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="22">
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="26">
                                        <connections>
                                            <segue destination="30" kind="modal" modalTransitionStyle="flipHorizontal" id="27"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="32">
                    <objects>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="31" sceneMemberID="firstResponder"/>
                        <viewController id="30" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="33"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <classes>
                <class className="DetailViewController" superclassName="UIViewController">
                    <source key="sourceIdentifier" type="project" relativePath="./Classes/DetailViewController.h"/>
                    <relationships>
                        <relationship kind="outlet" name="detailDescriptionLabel" candidateClass="UILabel"/>
                        <relationship kind="action" name="deal:" candidateClass="UIButton"/>
                    </relationships>
                </class>
            </classes>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination"/>
            </simulatedMetricsContainer>
            <inferredMetricsTieBreakers>
                <segue reference="20"/>
            </inferredMetricsTieBreakers>
        </document>

        """

    @Test func version1LoadsWithNumericIdsAndLegacySegues() throws {
        let template = try Fixture.load(Self.version1, name: "Legacy")
        #expect(template.initialScene == "2")
        #expect(template.sceneOrder == ["2", "8", "21", "30"])
        #expect(template.scenes["2"]?.relationships == [RelationshipTemplate(id: "10", relationship: "rootViewController", destination: "8")])
        #expect(template.scenes["8"]?.segues == [SegueTemplate(id: "20", identifier: "showDetail", kind: .push, trigger: "cell", destination: "21")])
        #expect(template.scenes["21"]?.segues == [SegueTemplate(id: "27", kind: .modal, trigger: "button", destination: "30", transition: .flipHorizontal)])
        #expect(template.scenes["8"]?.title == "Master" && template.scenes["8"]?.className == "UITableViewController")
    }

    @Test func version2Loads() throws {
        let xml = Self.version1
            .replacingOccurrences(of: #"version="1.0" toolsVersion="1938""#, with: #"version="2.0" toolsVersion="3084""#)
        #expect(try Fixture.load(xml).sceneOrder.count == 4)
    }

    @Test(arguments: ["iOS.CocoaTouch", "iOS.CocoaTouch.iPad", "AppleTV"])
    func acceptedRuntimes(_ runtime: String) throws {
        // tvOS storyboards carry their own document type.
        let type = runtime == "AppleTV" ? "com.apple.InterfaceBuilder.AppleTV.Storyboard" : "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
        let header = #"type="\#(type)" version="3.0" toolsVersion="21507" targetRuntime="\#(runtime)""#
        let template = try Fixture.load(Fixture.document(initial: "v", header: header, Fixture.scene("1", Fixture.viewController("v"))))
        #expect(template.initialScene == "v")
    }

    struct Refusal: Sendable, CustomStringConvertible {
        var header: String, reason: String
        var description: String { reason }
    }

    static let refusals: [Refusal] = [
        .init(header: #"type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa""#,
              reason: "macOS storyboards are not supported"),
        .init(header: #"type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="21507" targetRuntime="watchKit""#,
              reason: "watchOS storyboards are not supported"),
        .init(header: #"type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch""#,
              reason: "not a storyboard"),
        .init(header: #"version="3.0""#, reason: "not an Interface Builder storyboard"),
    ]

    @Test(arguments: refusals) func refusedDocuments(_ refusal: Refusal) throws {
        let xml = Fixture.document(header: refusal.header, Fixture.scene("1", Fixture.viewController("v")))
        let error = try #require(Fixture.loadError(xml))
        #expect(error.reason.hasPrefix(refusal.reason), "\(error.reason)")
        #expect(error.line == 2 && error.file == "Test.storyboard")
    }

    @Test func nonInterfaceBuilderXMLIsRefused() throws {
        let error = try #require(Fixture.loadError(#"<?xml version="1.0"?><plist version="1.0"><dict/></plist>"#))
        #expect(error.reason == "not an Interface Builder storyboard (root element <plist>, expected <document>)")
    }

    @Test func unknownElementsAnywhereAreSkipped() throws {
        let xml = Fixture.document(initial: "v",
            "<futureTopLevelThing><scene sceneID=\"ignored\"/></futureTopLevelThing>",
            Fixture.scene("1", Fixture.viewController("v", view: """
                <hologramView id="h"><futureChild><segue reference="x"/></futureChild></hologramView>
                """, connections: #"<segue destination="v2" kind="show" id="s"/>"#),
                extra: #"<quantumObject id="q"><subviews/></quantumObject>"#),
            Fixture.scene("2", Fixture.viewController("v2")))
        let template = try Fixture.load(xml)
        #expect(template.sceneOrder == ["v", "v2"])
        #expect(template.scenes["v"]?.segues.map(\.id) == ["s"])
    }
}
