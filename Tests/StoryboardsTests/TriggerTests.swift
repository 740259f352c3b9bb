import HierarchyEngine
import Storyboards
import Testing

/// A segue's trigger is the element whose `<connections>` holds it, wherever it sits in the
/// scene: on the controller, on controls and cells inside its view, on bar button items, on
/// gesture recognizers and other top-level scene objects.
@Suite struct TriggerTests {
    static let destination = Fixture.scene("2", Fixture.viewController("dst"))

    static func segue(_ id: String) -> String {
        #"<connections><segue destination="dst" kind="show" id="\#(id)"/></connections>"#
    }

    @Test func everyTriggerLocation() throws {
        let controller = """
            <tableViewController id="src" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="tv">
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Cell" id="cell1">
                            <tableViewCellContentView key="contentView" id="ccv">
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn">\(Self.segue("inCellButton"))</button>
                                    <switch opaque="NO" contentMode="scaleToFill" id="sw">\(Self.segue("switch"))</switch>
                                </subviews>
                            </tableViewCellContentView>
                            <connections>
                                <segue destination="dst" kind="show" id="cellSelect"/>
                                <segue destination="dst" kind="presentation" trigger="accessoryAction" id="accessory"/>
                            </connections>
                        </tableViewCell>
                    </prototypes>
                    \(Self.segue("tableView"))
                </tableView>
                <navigationItem key="navigationItem" title="T" id="ni">
                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="bbi">\(Self.segue("barButton"))</barButtonItem>
                </navigationItem>
                \(Self.segue("manual"))
            </tableViewController>
            """
        let extra = """
            <tapGestureRecognizer id="tap">\(Self.segue("tap"))</tapGestureRecognizer>
            <screenEdgePanGestureRecognizer id="edge">\(Self.segue("edge"))</screenEdgePanGestureRecognizer>
            <collectionViewCell opaque="NO" contentMode="center" id="ccell">\(Self.segue("collectionCell"))</collectionViewCell>
            <segmentedControl opaque="NO" contentMode="scaleToFill" id="seg">\(Self.segue("segmented"))</segmentedControl>
            """
        let template = try Fixture.load(Fixture.document(Fixture.scene("1", controller, extra: extra), Self.destination))
        let triggers = try #require(template.scenes["src"]).segues.map { "\($0.id)=\($0.trigger)" }
        #expect(triggers == [
            "inCellButton=button", "switch=control", "cellSelect=cell", "accessory=cellAccessory",
            "tableView=tableView", "barButton=barButtonItem", "manual=controller", "tap=gesture",
            "edge=gesture", "collectionCell=cell", "segmented=control",
        ])
    }

    @Test func containerViewAsATopLevelObjectStillEmbedsIntoTheScene() throws {
        let extra = #"<containerView opaque="NO" contentMode="scaleToFill" id="cv"><connections><segue destination="dst" kind="embed" id="e"/></connections></containerView>"#
        let template = try Fixture.load(Fixture.document(Fixture.scene("1", Fixture.viewController("src"), extra: extra), Self.destination))
        #expect(template.scenes["src"]?.segues.map(\.trigger) == ["containerView"])
    }

    @Test func segueBeforeTheControllerInTheSceneStillBelongsToIt() throws {
        let scene = """
                    <scene sceneID="s1">
                        <objects>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                            <tapGestureRecognizer id="tap">\(Self.segue("early"))</tapGestureRecognizer>
                            \(Fixture.viewController("src"))
                        </objects>
                    </scene>
            """
        let template = try Fixture.load(Fixture.document(scene, Self.destination))
        #expect(template.scenes["src"]?.segues.map(\.id) == ["early"])
        #expect(template.scenes["dst"]?.segues.isEmpty == true)
    }
}
