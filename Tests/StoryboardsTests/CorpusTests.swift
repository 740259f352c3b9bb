import Foundation
import HierarchyEngine
import Storyboards
import Testing

/// The real-world corpus (`Tests/Fixtures/RealWorldStoryboards`, 40 files): every file loads,
/// with the scene, segue, relationship and placeholder counts, the initial controller and the
/// trigger mix that an independent reading of the XML (Python's ElementTree) found. Storyboard
/// references resolve inside each repository, except the ones the corpus leaves out on purpose.
@Suite struct CorpusTests {
    /// One corpus file as ElementTree counted it: segues exclude relationships; triggers are
    /// `name:count` pairs sorted by name.
    struct Expected: Sendable, CustomStringConvertible {
        var file: String, scenes: Int, segues: Int, relationships: Int, placeholders: Int
        var initial: String, triggers: String
        var description: String { file }
    }

    static let expected: [Expected] = [
        ("ECSlidingViewController__ECSlidingViewController__Examples__TransitionFun__TransitionFun__Base.lproj__Main-iPad.storyboard", 6, 0, 2, 0, "gxv-4g-h8f", ""),
        ("Esri__arcgis-runtime-samples-ios__arcgis-ios-sdk-samples__Maps__Change map view background__ChangeMapViewBackground.storyboard", 3, 1, 1, 0, "ELk-dd-Onf", "barButtonItem:1"),
        ("IBAnimatable__IBAnimatable__IBAnimatableApp__IBAnimatableApp__Main.storyboard", 3, 2, 0, 2, "l6o-2n-J10", "button:2"),
        ("IBAnimatable__IBAnimatable__IBAnimatableApp__IBAnimatableApp__Playground__Playground.storyboard", 9, 8, 1, 7, "FqL-96-clY", "barButtonItem:1 cell:7"),
        ("IBAnimatable__IBAnimatable__IBAnimatableApp__IBAnimatableApp__Playground__Transitions__TransitionsInInterfaceBuilder.storyboard", 5, 4, 1, 0, "EUy-AH-IJE", "barButtonItem:1 button:3"),
        ("IBDecodable__IBDecodable__Tests__Resources__StoryboardConnections.storyboard", 5, 4, 1, 1, "eLi-bf-N7D", "button:2 controller:2"),
        ("IBDecodable__IBDecodable__Tests__Resources__StoryboardControllers.storyboard", 14, 0, 6, 0, "", ""),
        ("IBDecodable__IBDecodable__Tests__Resources__StoryboardHidesBottomBarWhenPushed.storyboard", 2, 0, 0, 0, "", ""),
        ("IBDecodable__IBDecodable__Tests__Resources__StoryboardHostingController.storyboard", 2, 1, 0, 0, "BYZ-38-t0r", "button:1"),
        ("IBDecodable__IBDecodable__Tests__Resources__StoryboardReferences.storyboard", 4, 0, 3, 3, "", ""),
        ("Ramotion__animated-tab-bar__RAMAnimatedTabBarDemo__RAMAnimatedTabBarDemo__Base.lproj__Main.storyboard", 6, 0, 5, 0, "QjJ-1j-Kct", ""),
        ("Ranchero-Software__NetNewsWire__iOS__Account__Account.storyboard", 10, 0, 5, 0, "", ""),
        ("ReactiveX__RxSwift__RxExample__RxExample__Examples__UIPickerViewExample__SimpleUIPickerViewExample.storyboard", 3, 0, 2, 0, "h29-lJ-Sgs", ""),
        ("ReactiveX__RxSwift__RxExample__RxExample__iOS__Main.storyboard", 17, 15, 1, 15, "E5v-jn-n2n", "cell:15"),
        ("ResearchKit__ResearchKit__samples__ORKCatalog__ORKCatalog__Resources__Localized__Base.lproj__Main.storyboard", 5, 1, 4, 0, "49e-Tb-3d3", "cell:1"),
        ("SwiftGen__SwiftGen__Sources__TestUtils__Fixtures__Resources__IB-iOS__AdditionalImport.storyboard", 4, 4, 0, 0, "sCq-1b-U1T", "controller:4"),
        ("SwiftGen__SwiftGen__Sources__TestUtils__Fixtures__Resources__IB-iOS__Anonymous.storyboard", 3, 1, 1, 0, "Da7-nc-Egy", "cell:1"),
        ("SwiftGen__SwiftGen__Sources__TestUtils__Fixtures__Resources__IB-iOS__Dependency.storyboard", 1, 0, 0, 0, "", ""),
        ("SwiftGen__SwiftGen__Sources__TestUtils__Fixtures__Resources__IB-iOS__Known Types.storyboard", 9, 0, 0, 0, "", ""),
        ("SwiftGen__SwiftGen__Sources__TestUtils__Fixtures__Resources__IB-iOS__Message.storyboard", 7, 6, 1, 0, "xKD-v4-X1W", "button:1 cell:1 containerView:2 controller:2"),
        ("SwiftGen__SwiftGen__Sources__TestUtils__Fixtures__Resources__IB-iOS__Placeholder.storyboard", 2, 0, 1, 1, "", ""),
        ("Swinject__SwinjectStoryboard__Tests__iOS-tvOS__Storyboards__iOS__Pages.storyboard", 2, 0, 0, 0, "c9R-0n-AJU", ""),
        ("Swinject__SwinjectStoryboard__Tests__iOS-tvOS__Storyboards__iOS__RelationshipReference1.storyboard", 2, 0, 1, 1, "9wn-4E-eDB", ""),
        ("Swinject__SwinjectStoryboard__Tests__iOS-tvOS__Storyboards__iOS__RelationshipReference2.storyboard", 2, 1, 0, 0, "Jmi-bh-bca", "controller:1"),
        ("Swinject__SwinjectStoryboard__Tests__iOS-tvOS__Storyboards__iOS__Storyboard1.storyboard", 3, 1, 1, 1, "tMf-Kb-DlV", "controller:1"),
        ("Swinject__SwinjectStoryboard__Tests__iOS-tvOS__Storyboards__iOS__Storyboard2.storyboard", 1, 0, 0, 0, "vhG-xh-ord", ""),
        ("artsy__eidolon__Kiosk__Storyboards__Auction.storyboard", 12, 9, 2, 0, "KCM-cT-BEX", "button:4 containerView:2 controller:3"),
        ("duckduckgo__iOS__DuckDuckGo__Base.lproj__DaxOnboarding.storyboard", 5, 3, 0, 1, "", "containerView:3"),
        ("duckduckgo__iOS__DuckDuckGo__Base.lproj__Onboarding.storyboard", 5, 0, 1, 0, "Z3L-XQ-lW0", ""),
        ("duckduckgo__iOS__DuckDuckGo__Debug.storyboard", 17, 15, 1, 0, "fgi-g1-scz", "cell:14 controller:1"),
        ("duckduckgo__iOS__DuckDuckGo__Downloads.storyboard", 1, 0, 0, 0, "pD4-yt-yzV", ""),
        ("firebase__quickstart-ios__authentication__AuthenticationExample__Base.lproj__Main.storyboard", 1, 0, 0, 0, "BYZ-38-t0r", ""),
        ("firebase__quickstart-ios__database__DatabaseExample__Base.lproj__Main.storyboard", 8, 5, 4, 0, "Gdd-A7-Kih", "barButtonItem:1 controller:4"),
        ("jonkykong__SideMenu__Example__Main.storyboard", 12, 8, 3, 0, "yAA-s6-Bam", "barButtonItem:2 cell:6"),
        ("mac-cain13__R.swift__Examples__ResourceApp__ResourceApp__Base.lproj__Main.storyboard", 7, 5, 2, 0, "49e-Tb-3d3", "button:2 controller:2 gesture:1"),
        ("mac-cain13__R.swift__Examples__ResourceApp__ResourceApp__Base.lproj__Secondary.storyboard", 7, 2, 2, 0, "49e-Tb-3d3", "controller:2"),
        ("mac-cain13__R.swift__Examples__ResourceApp__ResourceApp__References.storyboard", 5, 4, 0, 4, "IfC-nk-yIu", "controller:4"),
        ("mac-cain13__R.swift__Examples__ResourceApp__ResourceApp__Specials.storyboard", 2, 0, 0, 0, "", ""),
        ("mssun__passforios__passAutoFillExtension__Base.lproj__MainInterface.storyboard", 3, 1, 1, 1, "7M4-H6-S4B", "containerView:1"),
        ("mssun__passforios__passAutoFillExtension__SearchPassword.storyboard", 1, 0, 0, 0, "WVw-Ck-H1t", ""),
    ].map { Expected(file: $0.0, scenes: $0.1, segues: $0.2, relationships: $0.3, placeholders: $0.4, initial: $0.5, triggers: $0.6) }

    static func load(_ file: String) throws -> StoryboardTemplate {
        try StoryboardLoader.load(contentsOf: Fixture.corpusDirectory + "/" + file)
    }

    @Test func corpusDirectoryHoldsExactlyTheExpectedFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixture.corpusDirectory)
            .filter { $0.hasSuffix(".storyboard") }.sorted()
        #expect(names == Self.expected.map(\.file).sorted())
    }

    @Test(arguments: expected) func fileLoadsWithTheExpectedShape(_ expected: Expected) throws {
        let template = try Self.load(expected.file)
        let scenes = template.sceneOrder.compactMap { template.scenes[$0] }
        #expect(scenes.count == expected.scenes)
        #expect(template.scenes.count == expected.scenes)
        #expect(scenes.reduce(0) { $0 + $1.segues.count } == expected.segues)
        #expect(scenes.reduce(0) { $0 + $1.relationships.count } == expected.relationships)
        #expect(scenes.filter { $0.container == .placeholder }.count == expected.placeholders)
        #expect(template.initialScene == (expected.initial.isEmpty ? nil : expected.initial))
        var triggers: [String: Int] = [:]
        for segue in scenes.flatMap(\.segues) { triggers[segue.trigger, default: 0] += 1 }
        #expect(triggers.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " ") == expected.triggers)
        for scene in scenes {
            for relationship in scene.relationships {
                #expect(template.scenes[relationship.destination] != nil)
            }
            for segue in scene.segues {
                if segue.kind == .unwind {
                    #expect(segue.destination == nil && segue.unwindAction != nil)
                } else {
                    #expect(segue.destination.flatMap { template.scenes[$0] } != nil)
                }
            }
        }
    }

    @Test func summaryTable() throws {
        func column(_ n: Int) -> String { String(repeating: " ", count: max(0, 7 - String(n).count)) + String(n) }
        var totals = [0, 0, 0, 0]
        print("file".padding(toLength: 72, withPad: " ", startingAt: 0) + " scenes segues   rels phold")
        for expected in Self.expected {
            let template = try Self.load(expected.file)
            let scenes = Array(template.scenes.values)
            let counts = [scenes.count, scenes.reduce(0) { $0 + $1.segues.count },
                          scenes.reduce(0) { $0 + $1.relationships.count },
                          scenes.filter { $0.container == .placeholder }.count]
            for index in counts.indices { totals[index] += counts[index] }
            print(String(expected.file.prefix(72)).padding(toLength: 72, withPad: " ", startingAt: 0)
                  + counts.map(column).joined())
        }
        print("TOTAL (\(Self.expected.count) files)".padding(toLength: 72, withPad: " ", startingAt: 0)
              + totals.map(column).joined())
        #expect(totals == [216, 101, 53, 37])
    }
}

/// Storyboard references across the corpus: each repository's files form a catalog under
/// their original names (`Base.lproj/Main.storyboard` → `Main`), as a bundle would.
@Suite struct CorpusReferenceTests {
    @Test func referencesResolveInsideTheirRepositoryExceptTheDeliberateGaps() throws {
        var unresolved: [String: [StoryboardLoadError]] = [:]
        for (repo, catalog) in try RealWorldCorpus.catalogs() {
            for template in catalog.storyboards.values {
                let errors = StoryboardLoader.unresolvedReferences(in: template, catalog: catalog)
                if !errors.isEmpty { unresolved["\(repo) \(template.name)"] = errors }
            }
        }
        for (key, errors) in unresolved.sorted(by: { $0.key < $1.key }) {
            print("\(key): \(errors.count) unresolved, first: \(errors[0].message)")
        }
        // The corpus deliberately leaves out the targets of these (no SOURCES.tsv row). RxSwift's
        // Main names 15 storyboards, one of which (SimpleUIPickerViewExample) is in the corpus;
        // R.swift's References names `SomeStoryboard` in another bundle.
        #expect(unresolved.keys.sorted() == [
            "IBAnimatable/IBAnimatable Main", "IBAnimatable/IBAnimatable Playground",
            "IBDecodable/IBDecodable StoryboardConnections", "IBDecodable/IBDecodable StoryboardReferences",
            "ReactiveX/RxSwift Main", "mac-cain13/R.swift References",
        ])
        #expect(unresolved["ReactiveX/RxSwift Main"]?.count == 14)
        #expect(unresolved["mac-cain13/R.swift References"]?.map(\.line) == [54])
    }

    @Test func referenceToAnotherStoryboardsIdentifierResolves() throws {
        let catalog = try #require(RealWorldCorpus.catalogs()["SwiftGen/SwiftGen"])
        let placeholder = try #require(catalog.storyboards["Placeholder"])
        let reference = try #require(placeholder.scenes.values.compactMap(\.reference).first)
        #expect(reference.storyboardName == "Dependency")
        let identifier = try #require(reference.referencedIdentifier)
        #expect(catalog.storyboards["Dependency"]?.scene(withIdentifier: identifier) != nil)
        #expect(StoryboardLoader.unresolvedReferences(in: placeholder, catalog: catalog).isEmpty)
        #expect(StoryboardLoader.unresolvedReferences(in: placeholder, catalog: StoryboardCatalog()).count == 1)
    }
}
