import HierarchyEngine
import Storyboards
import Testing

/// Every view-controller element kind maps to its UIKit class and container behaviour.
@Suite struct ControllerKindTests {
    struct Case: Sendable, CustomStringConvertible {
        var element: String, className: String, container: ContainerKind
        var description: String { element }
    }

    static let cases: [Case] = [
        .init(element: "viewController", className: "UIViewController", container: .plain),
        .init(element: "navigationController", className: "UINavigationController", container: .navigation),
        .init(element: "tabBarController", className: "UITabBarController", container: .tabBar),
        .init(element: "splitViewController", className: "UISplitViewController", container: .splitView),
        .init(element: "tableViewController", className: "UITableViewController", container: .plain),
        .init(element: "collectionViewController", className: "UICollectionViewController", container: .plain),
        .init(element: "pageViewController", className: "UIPageViewController", container: .pageViewController),
        .init(element: "avPlayerViewController", className: "AVPlayerViewController", container: .plain),
        .init(element: "glkViewController", className: "GLKViewController", container: .plain),
        .init(element: "hostingController", className: "UIHostingController", container: .plain),
        .init(element: "viewControllerPlaceholder", className: "UIStoryboardReference", container: .placeholder),
        // A kind newer than the survey still counts as a controller, as a plain one.
        .init(element: "futureViewController", className: "UIViewController", container: .plain),
    ]

    @Test(arguments: cases) func elementSelectsClassAndContainer(_ kind: Case) throws {
        let xml = Fixture.document(initial: "c1", Fixture.scene("1", """
            <\(kind.element) storyboardIdentifier="sid" id="c1" customClass="MyClass" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
            """))
        let template = try Fixture.load(xml)
        let scene = try #require(template.scenes["c1"])
        #expect(scene.elementName == kind.element)
        #expect(scene.className == kind.className)
        #expect(scene.container == kind.container)
        #expect(scene.customClass == "MyClass" && scene.customModule == "App")
        #expect(scene.storyboardIdentifier == "sid")
        #expect(scene.line == Fixture.line(of: "id=\"c1\"", in: xml))
        #expect(template.initialScene == "c1" && template.sceneOrder == ["c1"])
    }

    @Test func scenesKeepDocumentOrderAndIdentifierLookupPrefersTheFirst() throws {
        // SwiftGen's AdditionalImport has two controllers with one storyboardIdentifier.
        let template = try Fixture.load(Fixture.document(
            Fixture.scene("1", Fixture.viewController("z", #"storyboardIdentifier="dup" title="first""#)),
            Fixture.scene("2", Fixture.viewController("a", #"storyboardIdentifier="dup" title="second""#)),
            Fixture.scene("3", Fixture.viewController("m"))))
        #expect(template.sceneOrder == ["z", "a", "m"])
        #expect(template.scene(withIdentifier: "dup")?.title == "first")
        #expect(template.initialScene == nil)
    }

    @Test func placeholderReferencesAnotherStoryboard() throws {
        let template = try Fixture.load(Fixture.document(
            Fixture.scene("1", #"<viewControllerPlaceholder storyboardName="Specials" referencedIdentifier="avpVC" id="p1" sceneMemberID="viewController"/>"#),
            Fixture.scene("2", #"<viewControllerPlaceholder storyboardName="Main" id="p2" sceneMemberID="viewController"/>"#),
            Fixture.scene("3", #"<viewControllerPlaceholder referencedIdentifier="local" id="p3" sceneMemberID="viewController"/>"#)),
            name: "Refs")
        #expect(template.scenes["p1"]?.reference == StoryboardReference(storyboardName: "Specials", referencedIdentifier: "avpVC"))
        #expect(template.scenes["p2"]?.reference == StoryboardReference(storyboardName: "Main", referencedIdentifier: nil))
        // No storyboardName: the reference points into its own storyboard.
        #expect(template.scenes["p3"]?.reference == StoryboardReference(storyboardName: "Refs", referencedIdentifier: "local"))
        #expect(template.scenes["p1"]?.container == .placeholder)
    }

    @Test func onlyPlaceholdersCarryAReference() throws {
        let template = try Fixture.load(Fixture.document(Fixture.scene("1", Fixture.viewController("v", #"storyboardName="Ignored""#))))
        #expect(template.scenes["v"]?.reference == nil)
    }

    @Test func titleIsTheControllersOwnNotItsNavigationItems() throws {
        let template = try Fixture.load(Fixture.document(
            Fixture.scene("1", """
                <viewController id="t1" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="Nav Title" id="ni1"/>
                    <tabBarItem key="tabBarItem" title="Tab Title" id="ti1"/>
                </viewController>
                """),
            Fixture.scene("2", Fixture.viewController("t2", #"title="Own Title""#))))
        #expect(template.scenes["t1"]?.title == nil)
        #expect(template.scenes["t2"]?.title == "Own Title")
    }
}
