import Foundation
import HierarchyEngine
import Storyboards
import Testing

/// `<action selector=… destination=…>` connections are read per scene: on buttons (their
/// normal-state title), bar button items (their title), gesture recognizers that are scene
/// members, controls; only those aimed at the scene's controller; none invented.
@Suite struct ActionConnectionTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CodeNavigation/SwiftApp.storyboard").path

    static func actions(_ template: StoryboardTemplate, _ scene: String) -> [String] {
        (template.scenes[scene]?.actions ?? []).map { "\($0.selector) \($0.element) \($0.title ?? "-")" }
    }

    @Test func theSyntheticAppsConnections() throws {
        let template = try StoryboardLoader.load(contentsOf: Self.fixture)
        #expect(Self.actions(template, "home-1") == [
            "openSettings: button Settings", "pushDetail: button Detail", "startCheckout: button Checkout",
            "openProfile: barButtonItem Profile",
        ])
        #expect(Self.actions(template, "detail-1") == ["done: button Done", "confirm: button Confirm"])
        #expect(Self.actions(template, "profile-1") == ["close: gesture -"])
        #expect(Self.actions(template, "nav-1") == [])
    }

    @Test func actionsAimedElsewhereAreNotTheScenes() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
            <scenes><scene sceneID="s"><objects>
            <viewController id="a" sceneMemberID="viewController"><view key="view" id="v"><subviews>
              <switch id="sw"><connections><action selector="toggled:" destination="a" eventType="valueChanged" id="x1"/></connections></switch>
              <button id="b" userLabel="Next button"><connections><action selector="next:" destination="fr" eventType="touchUpInside" id="x2"/></connections></button>
              <button id="c" userLabel="Empty"><connections><action selector="" destination="a" id="x3"/></connections></button>
            </subviews></view></viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            </objects></scene></scenes></document>
            """
        let template = try StoryboardLoader.load(xml: Array(xml.utf8), name: "Controls")
        // The first responder's action goes up the responder chain: not the controller's by the storyboard.
        #expect(Self.actions(template, "a") == ["toggled: control -"])
    }
}
