import Explorer
import Foundation
import ProsceniumTesting
import Synchronization
import Testing
import WireProtocol

/// Issue 23's corrections as `prosc explore` meets them on an app shaped like Apple's
/// UIKitCatalog and Xcode's Master-Detail template: no false problems.
@Suite("explore: issue 23's corrections")
struct FidelityCorrectionsExploreTests {
    /// A split view controller whose primary is a navigation controller with Master, and whose
    /// secondary is a navigation controller with Detail; Master's two cells `showDetail` a
    /// navigation controller (ItemNav → Item); Item unwinds with `cancelToMaster:`, the selector
    /// of Master's Swift 2-era `cancelToMaster(segue:)`.
    static let catalog = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="split">
            <scenes>
                <scene sceneID="s0"><objects>
                    <splitViewController id="split" sceneMemberID="viewController">
                        <connections>
                            <segue destination="masterNav" kind="relationship" relationship="masterViewController" id="rm"/>
                            <segue destination="detailNav" kind="relationship" relationship="detailViewController" id="rd"/>
                        </connections>
                    </splitViewController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <navigationController id="masterNav" sceneMemberID="viewController">
                        <connections><segue destination="master" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tableViewController title="Master" id="master" customClass="MasterViewController" sceneMemberID="viewController">
                        <tableView key="view" id="tv"><prototypes>
                            <tableViewCell reuseIdentifier="A" id="cellA"><connections><segue destination="itemNav" kind="showDetail" identifier="showA" id="gA"/></connections></tableViewCell>
                            <tableViewCell reuseIdentifier="B" id="cellB"><connections><segue destination="itemNav" kind="showDetail" identifier="showB" id="gB"/></connections></tableViewCell>
                        </prototypes></tableView>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <navigationController id="detailNav" sceneMemberID="viewController">
                        <connections><segue destination="detail" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController title="Detail" id="detail" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s5"><objects>
                    <navigationController id="itemNav" sceneMemberID="viewController">
                        <connections><segue destination="item" kind="relationship" relationship="rootViewController" id="r3"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s6"><objects>
                    <viewController title="Item" id="item" sceneMemberID="viewController">
                        <view key="view" id="v6"><subviews>
                            <button id="cancel"><connections><segue destination="exit6" kind="unwind" unwindAction="cancelToMaster:" id="u1"/></connections></button>
                        </subviews></view>
                    </viewController>
                    <exit id="exit6" userLabel="Exit" sceneMemberID="exit"/>
                </objects></scene>
            </scenes>
        </document>
        """

    static let swift2Source = """
        import UIKit

        class MasterViewController: UITableViewController {
            override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {}
            @IBAction func cancelToMaster(segue: UIStoryboardSegue) {}
        }
        """

    /// C9 + C12 on the phone screen (explore's default): the split collapses, the detail
    /// navigation controllers nest in the primary, and the Swift 2-era unwind finds Master. Before
    /// issue 23 every `showDetail` was "Pushing a navigation controller is not supported" and
    /// the unwind "no destination".
    @Test func C9_C12_aMasterDetailAppHasNoFalseProblems() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-catalog")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/Sources", withIntermediateDirectories: true)
        try Self.catalog.write(toFile: dir + "/Main.storyboard", atomically: true, encoding: .utf8)
        try Self.swift2Source.write(toFile: dir + "/Sources/MasterViewController.swift", atomically: true, encoding: .utf8)
        let (report, json) = try await ExploreSupport.explore([dir], sources: dir + "/Sources")
        #expect(report.problems.isEmpty, "\(report.problems.map { $0.refusal.uikit ?? $0.refusal.message })")
        #expect(json["segues"] == ["total": 3, "performed": 3, "refused": 0, "untried": 0])
        let item = try #require(report.scenes.first { $0.label == "Item" })
        #expect(item.reachedFromLaunch)
        // Without the sources explore cannot know the unwind's destination: it is listed apart
        // (an unknown unwind), not as a problem.
        let (bare, _) = try await ExploreSupport.explore([dir])
        #expect(bare.problems.isEmpty)
        #expect(bare.unknownUnwinds.map { $0.refusal.kind } == ["segueNotFound"])
    }

    /// No Info.plist, several storyboards with an initial controller, one of them Main: Main is
    /// the launch, and explore says so (what `prosc explore` writes to stderr); without a Main it
    /// still asks for --main.
    @Test func mainIsTakenWhenNothingDeclaresTheMainStoryboardAndExploreSaysSo() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-main")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let one = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="a">
                <scenes><scene sceneID="s"><objects><viewController title="Start" id="a" sceneMemberID="viewController"/></objects></scene></scenes>
            </document>
            """
        for name in ["Main", "Onboarding", "Settings"] {
            try one.write(toFile: dir + "/\(name).storyboard", atomically: true, encoding: .utf8)
        }
        let notices = Mutex<[String]>([])
        var options = ExploreOptions()
        options.directories = [dir]
        options.proscd = ServerProcess.binary("proscd")
        options.notice = { text in notices.withLock { $0.append(text) } }
        let outcome = try await ExploreSession.run(options)
        #expect(ExplorationReport(outcome.log, paths: outcome.paths).mainStoryboard == "Main")
        #expect(notices.withLock { $0 } == [
            "no Info.plist or build setting names the main storyboard, and several storyboards have an initial view controller (Main, Onboarding, Settings): launching from Main, Xcode's default; choose another with --main",
        ])
        try FileManager.default.removeItem(atPath: dir + "/Main.storyboard")
        do {
            _ = try await ExploreSupport.explore([dir])
            Issue.record("explored without a main storyboard")
        } catch let error as ExploreFailure {
            guard case .badInput(let message) = error else { Issue.record("\(error)"); return }
            #expect(message == "several storyboards have an initial view controller: Onboarding, Settings; choose one with --main")
        }
    }
}
