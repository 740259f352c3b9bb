import HierarchyEngine
import Storyboards
import Testing

/// The two demo storyboards in `config/storyboards` load with the shape the server's demo
/// relies on.
@Suite struct DemoStoryboardTests {
    static func main() throws -> StoryboardTemplate {
        try StoryboardLoader.load(contentsOf: Fixture.demoDirectory + "/Main.storyboard")
    }

    /// The scene whose storyboardIdentifier is `identifier`.
    static func scene(_ template: StoryboardTemplate, _ identifier: String) throws -> SceneTemplate {
        try #require(template.scene(withIdentifier: identifier), "no scene \(identifier)")
    }

    @Test func mainStartsWithATabBarOfNavigationAndSettings() throws {
        let main = try Self.main()
        #expect(main.name == "Main")
        let tabBar = try #require(main.initialScene.flatMap { main.scenes[$0] })
        #expect(tabBar.className == "UITabBarController" && tabBar.container == .tabBar)
        #expect(tabBar.relationships.map(\.relationship) == ["viewControllers", "viewControllers"])
        let tabs = tabBar.relationships.compactMap { main.scenes[$0.destination] }
        #expect(tabs.map(\.className) == ["UINavigationController", "UIViewController"])
        #expect(tabs.map(\.storyboardIdentifier) == ["HomeNavigation", "Settings"])
        let home = try Self.scene(main, "Home")
        #expect(tabs[0].relationships == [RelationshipTemplate(id: "Wq3-Rt-hm1", relationship: "rootViewController", destination: home.id)])
        #expect(home.title == "Home")
        #expect(home.customClass == "HomeViewController")
    }

    @Test func homeDeclaresItsFourSegues() throws {
        let main = try Self.main()
        let home = try Self.scene(main, "Home")
        let summary = home.segues.map { "\($0.identifier ?? "-") \($0.kind) \($0.trigger) \($0.style?.rawValue ?? "-")" }
        // Document order: the stack view's buttons come before the navigation item.
        #expect(summary == [
            "showDetail show button -", "presentSheet presentation button formSheet",
            "showPopover popoverPresentation button -", "presentModal presentation barButtonItem -",
        ])
        let destinations = home.segues.map { $0.destination.flatMap { main.scenes[$0] } }
        #expect(destinations.map { $0?.storyboardIdentifier } == ["Detail", "SheetNavigation", "Popover", "Modal"])
        #expect(destinations[1]?.className == "UINavigationController")
        #expect(destinations[1]?.relationships.first?.destination == (try Self.scene(main, "Sheet")).id)
    }

    @Test func modalScenesCarryTheirProperties() throws {
        let main = try Self.main()
        #expect(try Self.scene(main, "Modal").properties["modalPresentationStyle"] == .string("fullScreen"))
        #expect(try Self.scene(main, "Popover").properties["preferredContentSize"] == .size(width: 320, height: 240))
    }

    @Test(arguments: ["Detail", "Modal", "Sheet"])
    func exitLinkedButtonUnwindsToHome(_ identifier: String) throws {
        let scene = try Self.scene(try Self.main(), identifier)
        let unwind = try #require(scene.segues.first)
        #expect(scene.segues.count == 1)
        #expect(unwind.kind == .unwind && unwind.trigger == "button" && unwind.destination == nil)
        #expect(unwind.identifier == "unwindToHome" && unwind.unwindAction == "unwindToHome")
    }

    @Test func settingsEmbedsItsChild() throws {
        let main = try Self.main()
        let settings = try Self.scene(main, "Settings")
        let embed = try #require(settings.segues.first)
        #expect(settings.segues.count == 1)
        #expect(embed.kind == .embed && embed.trigger == "containerView")
        #expect(embed.destination == (try Self.scene(main, "SettingsChild")).id)
    }

    @Test func externalStartsWithItsRoot() throws {
        let external = try StoryboardLoader.load(contentsOf: Fixture.demoDirectory + "/External.storyboard")
        let root = try #require(external.initialScene.flatMap { external.scenes[$0] })
        #expect(external.sceneOrder.count == 1)
        #expect(root.storyboardIdentifier == "ExternalRoot" && root.title == "External Display")
        #expect(root.className == "UIViewController" && root.segues.isEmpty)
    }

    @Test func demoSourcesDeclareTheUnwindActionTheExitsUse() throws {
        let actions = try UnwindActionScanner.scan(directory: Fixture.demoDirectory + "/DemoSources")
        let main = try Self.main()
        let home = try Self.scene(main, "Home")
        let used = Set(main.scenes.values.flatMap(\.segues).compactMap(\.unwindAction))
        #expect(actions == [try #require(home.customClass): ["unwindToHome"]])
        #expect(used == ["unwindToHome"])
    }

    @Test func everyMainSceneIsReachableFromTheInitialController() throws {
        let main = try Self.main()
        var reached: Set<String> = []
        var pending = [try #require(main.initialScene)]
        while let id = pending.popLast() {
            guard reached.insert(id).inserted, let scene = main.scenes[id] else { continue }
            pending += scene.relationships.map(\.destination) + scene.segues.compactMap(\.destination)
        }
        #expect(reached == Set(main.sceneOrder))
        #expect(main.sceneOrder.count == 10)
    }
}
