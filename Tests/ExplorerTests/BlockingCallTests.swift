@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 40, point 5: every scene the launch does not reach names the first call on the way
/// that explore did not follow (`BlockingCall`; docs/explore.md, *Why a scene is not reached*),
/// pinned on the synthetic code-navigation apps.
@Suite struct BlockingCallTests {
    static let fixtures = ExploreCodeNavigationTests.fixtures

    /// Each unreached screen (scenes, then classes made in code) as
    /// `Storyboard label ← reason: text [in scene] [through scene]` (a class: `class label ← …`).
    static func blockers(_ r: ExplorationReport) -> [String] {
        (r.unreachable + r.classes.filter { !$0.reachedFromLaunch }).map { s in
            let name = s.key.isCodeClass ? "class \(s.label)" : "\(s.key.storyboard) \(s.label)"
            guard let b = r.blockers[s.key] else { return "\(name) ← none" }
            let file = (b.location.file as NSString).lastPathComponent
            return "\(name) ← \(b.reason.text) \(file):\(b.location.line)"
                + (b.scene.map { " in \(label(r, $0))" } ?? " in no scene")
                + (b.through.map { " through \(label(r, $0))" } ?? "")
        }
    }

    static func label(_ r: ExplorationReport, _ key: SceneKey) -> String {
        r.scenes.first { $0.key == key }?.label ?? key.scene
    }

    /// A navigation controller around Home; Profile (by identifier) shows Edit by a segue; Help
    /// and About by identifier. Home's code: a tap presents what `AboutViewController.fromNib()`
    /// returns (a factory, not read), a tap presents a property (not literal), and a method
    /// nothing calls pushes "Profile" (reached from no scene).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <scenes>
                <scene sceneID="s-nav"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r-root"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-home"><objects>
                    <viewController title="Home" id="home" customClass="HomeViewController" sceneMemberID="viewController">
                        <view key="view" id="home-v"><subviews>
                            <button id="b-about"><state key="normal" title="About"/><connections>
                                <action selector="openAbout:" destination="home" eventType="touchUpInside" id="a-about"/></connections></button>
                            <button id="b-help"><state key="normal" title="Help"/><connections>
                                <action selector="openHelp:" destination="home" eventType="touchUpInside" id="a-help"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-profile"><objects>
                    <viewController storyboardIdentifier="Profile" title="Profile" id="profile" sceneMemberID="viewController">
                        <connections><segue destination="edit" kind="show" identifier="edit" id="g-edit"/></connections>
                    </viewController>
                </objects></scene>
                <scene sceneID="s-edit"><objects><viewController title="Edit" id="edit" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s-help"><objects><viewController storyboardIdentifier="Help" id="help" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="s-about"><objects>
                    <viewController storyboardIdentifier="About" id="about" customClass="AboutViewController" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    static let home = """
        import UIKit

        class HomeViewController: UIViewController {
            var helpController: UIViewController?

            @IBAction func openAbout(_ sender: Any) {
                present(AboutViewController.fromNib(), animated: true)
            }

            @IBAction func openHelp(_ sender: Any) {
                present(helpController!, animated: true)
            }

            func showProfile() {
                let profile = storyboard!.instantiateViewController(withIdentifier: "Profile")
                navigationController?.pushViewController(profile, animated: true)
            }
        }
        """

    /// Each rule of *first on the way*: About is named by the factory call (1); Profile by the
    /// push no scene reaches (1), and Edit, which only Profile's segue leads to, goes through it
    /// (2); Help, which nothing names, gets the first call whose target is not known (3). Every
    /// output says it: the JSON's `blockedBy`, the terminal's `blocked by` line, the HTML.
    @Test func eachRuleOfFirstOnTheWay() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-blocking")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.storyboard.write(toFile: dir + "/Main.storyboard", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/Sources", withIntermediateDirectories: true)
        try Self.home.write(toFile: dir + "/Sources/HomeViewController.swift", atomically: true, encoding: .utf8)
        let (report, json) = try await ExploreSupport.explore([dir], sources: dir + "/Sources")
        #expect(Self.blockers(report) == [
            "Main Profile ← reached from no scene HomeViewController.swift:16 in no scene",
            "Main Edit ← reached from no scene HomeViewController.swift:16 in no scene through Profile",
            "Main Help ← not literal HomeViewController.swift:11 in Home",
            "Main About ← factory result not read HomeViewController.swift:7 in Home",
        ])
        let unreachable = try #require(json["unreachable"]?.arrayValue)
        let profile = try #require(unreachable.first { $0["scene"] == "profile" }?["blockedBy"])
        #expect(profile.objectValue?.keys == ["reason", "text", "file", "line", "scene", "through"])
        #expect(profile["reason"] == "reached from no scene")
        #expect(profile["text"] == #"pushes its storyboard's "Profile" (HomeViewController.swift:16)"#)
        #expect(profile["file"] == .string(dir + "/Sources/HomeViewController.swift"))
        #expect(profile["line"] == 16)
        #expect(profile["scene"] == .null && profile["through"] == .null)
        let edit = try #require(unreachable.first { $0["scene"] == "edit" }?["blockedBy"])
        #expect(edit["through"] == ["storyboard": "Main", "scene": "profile"])
        let help = try #require(unreachable.first { $0["scene"] == "help" }?["blockedBy"])
        #expect(help["scene"] == ["storyboard": "Main", "scene": "home"])
        let text = TerminalSummary.text(report)
        #expect(text.contains("""
              Main Edit (UIViewController): no storyboard identifier; explored from code
                blocked by reached from no scene: pushes its storyboard's "Profile" (HomeViewController.swift:16), in code no reached scene runs, on the way to Main Profile
            """), "\(text)")
        #expect(text.contains(#"    blocked by not literal: present: helpController! (not literal) (HomeViewController.swift:11), in Main Home"#), "\(text)")
        let html = try ReportHTML.page(report, dot: nil)
        #expect(html.contains("blocked by factory result not read:"), "\(html)")
    }

    /// The apps whose launch reaches every scene have nothing to name.
    @Test func swiftApp() async throws {
        let (report, _) = try await ExploreSupport.explore([Self.fixtures + "/SwiftApp.storyboard"], sources: Self.fixtures + "/SwiftApp")
        // Every scene is reached; two classes made in code are not: the gallery's push of a
        // photo (no scene is a GalleryViewController) and `openAbout`, an action nothing wires.
        #expect(report.unreachable.isEmpty)
        #expect(Self.blockers(report) == ["class PhotoViewController ← reached from no scene DetailViewController.swift:59 in no scene",
                                          "class AboutViewController ← reached from no scene HomeViewController.swift:33 in no scene"])
    }

    @Test func codeOnlyApp() async throws {
        let app = Self.fixtures + "/CodeOnlyApp"
        let (report, _) = try await ExploreSupport.explore([app], main: "Main", sources: app + "/Sources")
        // Home's push of Detail is performed, and refused (nilReceiver: Home is in no navigation
        // controller): a problem, not a call explore did not follow.
        #expect(Self.blockers(report) == ["Main Detail ← none"])
    }

    @Test func helperApp() async throws {
        let app = Self.fixtures + "/HelperApp"
        let (report, _) = try await ExploreSupport.explore([app], sources: app + "/Sources")
        // `presentOnTop(makeSettings())`: the helper's present of a controller a method returns.
        #expect(Self.blockers(report) == ["Main Settings ← not literal UIViewController+Presentation.swift:26 in Home"])
    }

    @Test func conventionsApp() async throws {
        let app = Self.fixtures + "/ConventionsApp"
        let (report, _) = try await ExploreSupport.explore([app], sources: app + "/Sources")
        #expect(report.unreachable.isEmpty && report.blockers.isEmpty, "\(Self.blockers(report))")
    }

    @Test func objCApps() async throws {
        let (report, _) = try await ExploreSupport.explore([Self.fixtures + "/ObjCApp.storyboard"], sources: Self.fixtures + "/ObjCApp")
        #expect(report.unreachable.isEmpty && report.blockers.isEmpty, "\(Self.blockers(report))")
        let app = Self.fixtures + "/HelperObjCApp"
        let (helper, _) = try await ExploreSupport.explore([app], sources: app + "/Sources")
        // The Objective-C walk to the top of the presentations is followed: every scene is reached.
        #expect(helper.unreachable.isEmpty && helper.blockers.isEmpty, "\(Self.blockers(helper))")
    }

    /// NetNewsWire's Account storyboard has no initial controller: no launch reaches anything,
    /// and every call of its code is performed (from the code-made starts), so no call blocks.
    @Test func realWorld() async throws {
        let app = RealWorldCodeExploreTests.netNewsWire
        let (report, json) = try await ExploreSupport.explore([app.file], sources: app.folder)
        #expect(report.unreachable.count == 10)
        #expect(report.blockers.isEmpty)
        #expect(json["unreachable"]?.arrayValue?.allSatisfy { $0["blockedBy"] == .null } == true)
    }

    @Test func coordinatorAndAppDelegateApps() async throws {
        let expected = [
            "CoordinatorApp": [],
            // Its push through `(window?.rootViewController as? UINavigationController)` is followed.
            "AppDelegateApp": [],
            // The template's initial controller the launch code replaces: nothing leads there.
            "LaunchCodeApp": ["Main Legacy ← none"],
            "SettingsApp": [], "GivenUpApp": [],
        ]
        for (name, blockers) in expected.sorted(by: { $0.key < $1.key }) {
            let app = Self.fixtures + "/" + name
            let (report, _) = try await ExploreSupport.explore([app], sources: app + "/Sources")
            #expect(Self.blockers(report) == blockers, "\(name)")
        }
    }
}
