import HierarchyEngine
import Storyboards
import Testing

/// Column-style split view controllers in storyboards (uikit-rules R150, R151, R165): the
/// attributes Interface Builder writes for them, read from an excerpt of NetNewsWire's main
/// storyboard (`Tests/Fixtures/ColumnSplitStoryboards`) and from small documents, and what the
/// engine instantiates from them on iOS 13 (a classic split) and on 14, 16 and 26 (three columns).
@Suite struct ColumnSplitStoryboardTests {
    static let path = Fixture.packageRoot + "/Tests/Fixtures/ColumnSplitStoryboards/NetNewsWire-Main-excerpt.storyboard"
    static let pad = ScreenSpec(name: "iPad", width: 1024, height: 1366, scale: 2, idiom: .pad, isMain: true)

    static func netNewsWire() throws -> StoryboardTemplate { try StoryboardLoader.load(contentsOf: path) }

    /// R165: NetNewsWire's split declares no style: `allowDoubleColumnStyle` with a
    /// supplementary relationship is a triple-column split; `beside` and `displace` are its
    /// preferred display mode and behaviour; all three relationships are kept in document order.
    @Test func netNewsWireDeclaresATripleColumnSplit() throws {
        let main = try Self.netNewsWire()
        let split = try #require(main.initialScene.flatMap { main.scenes[$0] })
        #expect(split.container == .splitView && split.customClass == "RootSplitViewController")
        #expect(split.properties == [
            "style": .string("tripleColumn"),
            "preferredDisplayMode": .string("oneBesideSecondary"),
            "preferredSplitBehavior": .string("displace"),
        ])
        #expect(split.relationships.map(\.relationship) == ["supplementaryViewController", "detailViewController", "masterViewController"])
    }

    /// R165: an explicit `style` wins; `allowDoubleColumnStyle` without a supplementary
    /// relationship is double-column; a split with neither stays classic (no properties).
    @Test func styleAttributesAndTheClassicSplit() throws {
        func split(_ id: String, _ attributes: String, _ relationships: String) -> String {
            Fixture.scene(id, """
                <splitViewController id="\(id)" \(attributes) sceneMemberID="viewController">
                    <connections>\(relationships)</connections>
                </splitViewController>
                """)
        }
        let master = #"<segue destination="a" kind="relationship" relationship="masterViewController" id="r-m-ID"/>"#
        let detail = #"<segue destination="b" kind="relationship" relationship="detailViewController" id="r-d-ID"/>"#
        func rels(_ id: String) -> String { (master + detail).replacingOccurrences(of: "ID", with: id) }
        let xml = Fixture.document(
            split("explicit", #"style="tripleColumn" behavior="tile" preferredDisplayMode="twoBesideSecondary""#, rels("explicit")),
            split("allowed", #"allowDoubleColumnStyle="YES""#, rels("allowed")),
            split("classic", "", rels("classic")),
            Fixture.scene("a", Fixture.viewController("a")),
            Fixture.scene("b", Fixture.viewController("b")))
        let template = try Fixture.load(xml)
        #expect(template.scenes["explicit"]?.properties == [
            "style": .string("tripleColumn"), "preferredSplitBehavior": .string("tile"),
            "preferredDisplayMode": .string("twoBesideSecondary"),
        ])
        #expect(template.scenes["allowed"]?.properties == ["style": .string("doubleColumn")])
        #expect(template.scenes["classic"]?.properties.isEmpty == true)
    }

    /// R150, R151, iOS 14, 16, 26: the engine makes NetNewsWire's split with three columns,
    /// each controller wrapped in a navigation controller; on a landscape iPad the displace
    /// behaviour with `beside` shows the timeline (supplementary) beside the article.
    @Test(arguments: [IOSVersion.ios14, .ios16, .ios26])
    func R151_instantiatesThreeWrappedColumns(ios: IOSVersion) throws {
        let main = try Self.netNewsWire()
        var cfg = EngineConfiguration(); cfg.ios = ios
        var h = Hierarchy(ids: IDSource(), configuration: cfg, catalog: StoryboardCatalog([main.name: main]))
        _ = try h.apply(.connectScreen(Self.pad, externalStoryboard: nil))
        _ = try h.apply(.rotate(.landscapeLeft))
        guard case .completed(.controller(let split)) = try h.apply(.instantiate(storyboard: main.name, identifier: "RootSplitViewController")).status
        else { Issue.record("no split"); return }
        let children = try #require(h.controller(split)?.children)
        #expect(children.count == 3)
        #expect(children.allSatisfy { h.controller($0)?.className == "UINavigationController" })
        let roots = children.map { h.controller($0)?.children.first.flatMap { h.controller($0)?.scene } }
        #expect(roots == ["7bK-jq-Zjz", "Kyk-vK-QRX", "JEX-9P-axG"])   // feeds, timeline, article
        _ = try h.apply(.createWindow(screen: nil, root: split, storyboard: nil, identifier: nil, makeKeyAndVisible: true))
        let shown = children.map { h.controller($0)?.appearance }
        #expect(shown == [.disappeared, .appeared, .appeared])
        #expect(h.controller(split)?.properties.first { $0.name == "displayMode" }?.value == .string("oneBesideSecondary"))
        #expect(h.checkInvariants().isEmpty)
    }

    /// R150, iOS 13: UIKit before iOS 14 does not read the column-style attributes: the same
    /// scene is a classic split of its master and detail; the supplementary is never made.
    @Test func R150_iOS13_instantiatesAClassicSplit() throws {
        let main = try Self.netNewsWire()
        var cfg = EngineConfiguration(); cfg.ios = .ios13
        var h = Hierarchy(ids: IDSource(), configuration: cfg, catalog: StoryboardCatalog([main.name: main]))
        _ = try h.apply(.connectScreen(Self.pad, externalStoryboard: nil))
        guard case .completed(.controller(let split)) = try h.apply(.instantiate(storyboard: main.name, identifier: "RootSplitViewController")).status
        else { Issue.record("no split"); return }
        let info = try #require(h.controller(split))
        #expect(info.children.map { h.controller($0)?.scene } == ["7bK-jq-Zjz", "JEX-9P-axG"])
        #expect(!info.properties.contains { $0.name == "style" })
        #expect(h.counts().viewControllers == 3)
    }
}
