import Testing
@testable import HierarchyEngine

/// State restoration of column-style split view controllers (docs/restoration.md RS9,
/// uikit-rules R183), on iOS 14, 17 and 26; a state preserved on 14 restored by iOS 13, which has
/// no column style.
@Suite struct ColumnSplitRestorationTests {
    static let versions: [IOSVersion] = [.ios14, .ios17, .ios26]
    static func rid(_ s: String) -> [String: PropertyValue] { RestorationTests.rid(s) }

    /// A double-column split made in code whose columns are the app's own navigation controllers
    /// (NA with A, NB with B), every controller with a restoration identifier; on an iPhone it is
    /// collapsed, B stacked on NA (R159).
    static func ownNavigations(_ ios: IOSVersion, screen: ScreenSpec = World.phone,
                               _ props: [String: PropertyValue] = [:]) -> World {
        var w = World(ios: ios, screen: screen)
        w.vc("A", "UIViewController", rid("A")); w.vc("B", "UIViewController", rid("B"))
        w.vc("NA", "UINavigationController", rid("NA"), children: ["A"])
        w.vc("NB", "UINavigationController", rid("NB"), children: ["B"])
        w.vc("S", "UISplitViewController", rid("S").merging(["style": .string("doubleColumn")].merging(props) { $1 }) { $1 },
             children: ["NA", "NB"])
        w.showRoot("S")
        return w
    }

    static func property(_ w: World, _ vc: String, _ name: String) -> PropertyValue? {
        ColumnSplitTests.property(w, vc, name)
    }

    /// RS9, R183, iOS 14+: a split made in code comes back column-style (its style, its
    /// preferences and its delegate's answers), with its columns; collapsed on the iPhone again,
    /// B on the primary's stack, and it expands as the original would.
    @Test(arguments: versions)
    func RS9_R183_aCodeSplitComesBackWithItsColumns(ios: IOSVersion) {
        let w = Self.ownNavigations(ios, ["preferredDisplayMode": .string("oneBesideSecondary"),
                                          "preferredSplitBehavior": .string("tile"),
                                          "displayModeForExpanding": .string("secondaryOnly")])
        #expect(w.info("NA").children == [w["A"], w["B"]])
        let state = w.h.preservedState()
        let columns = state.controllers.first { $0.id == w["S"] }?.splitColumns
        #expect(columns == PreservedSplitColumns(style: .doubleColumn, children: [.primary: w["NA"], .secondary: w["NB"]],
                                                 viewControllers: [.primary: w["NA"], .secondary: w["NB"]],
                                                 stacked: [.secondary: [w["B"]]]))
        var (r, report) = RestorationTests.restart(w)
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(RestorationTests.trees(r.h) == RestorationTests.trees(w.h))
        #expect(r.h.controller(r["S"])?.properties.map { "\($0.name)=\($0.value)" } == w.h.controller(w["S"])?.properties.map { "\($0.name)=\($0.value)" })
        #expect(Self.property(r, "S", "style") == .string("doubleColumn"))
        #expect(Self.property(r, "S", "isCollapsed") == .bool(true))
        r.run(.setTraits(window: r.window, horizontal: .regular, vertical: nil))
        #expect(r.info("NA").children == [r["A"]] && r.info("NB").children == [r["B"]])
        #expect(Self.property(r, "S", "displayMode") == .string("secondaryOnly"))   // the restored answer (R161)
    }

    /// RS9, R183, RS1, iOS 14+: the navigation controllers a split makes for plain column
    /// controllers (R151) have no restoration identifier, so neither they nor the controllers
    /// they wrap are preserved: the split comes back column-style with empty columns.
    @Test(arguments: versions)
    func RS9_wrappedColumnsAreNotPreserved(ios: IOSVersion) {
        var w = World(ios: ios, screen: World.pad)
        w.vc("A", "UIViewController", Self.rid("A")); w.vc("B", "UIViewController", Self.rid("B"))
        w.vc("S", "UISplitViewController", Self.rid("S").merging(["style": .string("doubleColumn")]) { $1 }, children: ["A", "B"])
        w.showRoot("S")
        let wrappers = w.info("S").children
        #expect(wrappers.allSatisfy { w.h.controller($0)?.className == "UINavigationController" })
        let state = w.h.preservedState()
        #expect(state.controllers.map(\.id) == [w["S"]])
        let (r, report) = RestorationTests.restart(w)
        #expect(report.restored == [r["S"]])
        #expect(Self.property(r, "S", "style") == .string("doubleColumn"))
        #expect(r.info("S").children.isEmpty)
        #expect(Self.property(r, "S", "primaryViewController") == .null)
    }

    /// RS9, R183, RS2, iOS 14+: a storyboard's three-column split whose columns are navigation
    /// controller scenes with identifiers: restored from its scene, with the preserved stacks —
    /// the controller the collapse had moved onto the primary's stack stands for its column's
    /// storyboard root, and one pushed while collapsed goes back to that column.
    @Test(arguments: versions)
    func RS9_RS2_aStoryboardSplitComesBackWithItsStacks(ios: IOSVersion) {
        let sb = SegueTests.storyboard("Columns", initial: "split", [
            SegueTests.scene("split", "UISplitViewController", container: .splitView, props: ["style": .string("tripleColumn")], rels: [
                RelationshipTemplate(id: "r1", relationship: "masterViewController", destination: "na"),
                RelationshipTemplate(id: "r2", relationship: "supplementaryViewController", destination: "nm"),
                RelationshipTemplate(id: "r3", relationship: "detailViewController", destination: "nb"),
            ]),
            SegueTests.scene("na", "UINavigationController", container: .navigation,
                             rels: [RelationshipTemplate(id: "ra", relationship: "rootViewController", destination: "a")]),
            SegueTests.scene("nm", "UINavigationController", container: .navigation,
                             rels: [RelationshipTemplate(id: "rm", relationship: "rootViewController", destination: "m")]),
            SegueTests.scene("nb", "UINavigationController", container: .navigation,
                             rels: [RelationshipTemplate(id: "rb", relationship: "rootViewController", destination: "b")]),
            SegueTests.scene("a"), SegueTests.scene("m"), SegueTests.scene("b"),
        ])
        var w = World(ios: ios, screen: World.phone, catalog: StoryboardCatalog(["Columns": sb]))
        let out = try! w.h.apply(.createWindow(screen: nil, root: nil, storyboard: "Columns", identifier: nil, makeKeyAndVisible: true))
        guard case .completed(.windowCreated(let win, let root?)) = out.status else { Issue.record("no window"); return }
        w.window = win
        w.nameIt(root, "S")
        let navs = w.info("S").children
        for (nav, name) in zip(navs, ["NA", "NM", "NB"]) { w.nameIt(nav, name) }
        #expect(w.info("NA").children.count == 3)   // collapsed: A, M, B
        for (v, name) in zip(w.info("NA").children, ["A", "M", "B"]) { w.nameIt(v, name) }
        for name in ["S", "NA", "NM", "NB", "A", "M", "B"] { w.set(name, Self.rid(name)) }
        w.set("S", ["preferredDisplayMode": .string("twoBesideSecondary")])
        w.vc("E", "UIViewController", Self.rid("E"))
        w.run(.setSplitColumn(split: w["S"], column: .secondary, vc: w["E"]))   // R152: pushed onto the stack
        #expect(w.info("NA").children == [w["A"], w["M"], w["B"], w["E"]])
        var (r, report) = RestorationTests.restart(w)
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(RestorationTests.trees(r.h) == RestorationTests.trees(w.h))
        #expect(report.restored.count == 8)
        #expect(Self.property(r, "S", "preferredDisplayMode") == .string("twoBesideSecondary"))
        r.run(.setTraits(window: r.window, horizontal: .regular, vertical: nil))
        #expect(r.info("NA").children == [r["A"]] && r.info("NM").children == [r["M"]]
                && r.info("NB").children == [r["B"], r["E"]])
    }

    /// RS9, R150, iOS 13: a state preserved by iOS 14 restored by iOS 13, which has no
    /// `init(style:)`: the split comes back classic, and the restore says why.
    @Test func RS9_iOS13RestoresAClassicSplit() {
        let w = Self.ownNavigations(.ios14, screen: World.pad)
        let state = w.h.preservedState()
        var old = Hierarchy(ids: IDSource(after: state.lastIssued), configuration: EngineConfiguration(ios: .ios13))
        let report = try! old.restore(state)
        #expect(report.skipped.contains { $0.contains("iOS 14 API (R150)") }, "\(report.skipped)")
        #expect(old.controller(w["S"])?.properties.contains { $0.name == "style" } == false)
        #expect(old.controller(w["S"])?.children == [w["NA"], w["NB"]])
    }
}
