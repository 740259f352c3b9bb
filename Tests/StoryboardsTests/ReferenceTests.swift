import HierarchyEngine
import Storyboards
import Testing

/// `unresolvedReferences`: which storyboard references a catalog cannot satisfy.
@Suite struct ReferenceTests {
    static func placeholder(_ id: String, _ attributes: String) -> String {
        Fixture.scene(id, #"<viewControllerPlaceholder \#(attributes) id="\#(id)" sceneMemberID="viewController"/>"#)
    }

    static let source = Fixture.document(
        placeholder("toInitial", #"storyboardName="Other""#),
        placeholder("toKnownID", #"storyboardName="Other" referencedIdentifier="known""#),
        placeholder("toUnknownID", #"storyboardName="Other" referencedIdentifier="unknown""#),
        placeholder("toMissing", #"storyboardName="Missing""#),
        placeholder("toSelf", #"referencedIdentifier="mine""#),
        placeholder("toNoInitial", #"storyboardName="NoInitial""#),
        Fixture.scene("own", Fixture.viewController("own", #"storyboardIdentifier="mine""#)))

    static func catalog() throws -> StoryboardCatalog {
        StoryboardCatalog([
            "Other": try Fixture.load(Fixture.document(initial: "o", Fixture.scene("1", Fixture.viewController("o", #"storyboardIdentifier="known""#))), name: "Other"),
            "NoInitial": try Fixture.load(Fixture.document(Fixture.scene("1", Fixture.viewController("n"))), name: "NoInitial"),
        ])
    }

    @Test func reportsEachUnsatisfiedPlaceholderAtItsLine() throws {
        let template = try Fixture.load(Self.source, name: "Source")
        let errors = StoryboardLoader.unresolvedReferences(in: template, catalog: try Self.catalog())
        #expect(errors.map(\.reason) == [
            "storyboard reference 'toUnknownID' names identifier 'unknown', which storyboard 'Other' does not have",
            "storyboard reference 'toMissing' names storyboard 'Missing', which is not loaded",
            "storyboard reference 'toNoInitial' names the initial view controller of storyboard 'NoInitial', which has none",
        ])
        #expect(errors.map(\.line) == ["toUnknownID", "toMissing", "toNoInitial"].map { Fixture.line(of: #"id="\#($0)""#, in: Self.source) })
        #expect(errors.allSatisfy { $0.file == "Source.storyboard" })
    }

    @Test func anEmptyCatalogLeavesOnlySelfReferencesResolved() throws {
        let template = try Fixture.load(Self.source, name: "Source")
        let errors = StoryboardLoader.unresolvedReferences(in: template, catalog: StoryboardCatalog())
        #expect(errors.count == 5)
        #expect(!errors.contains { $0.reason.contains("'toSelf'") })
    }

    @Test func selfReferenceToAMissingIdentifierIsReported() throws {
        let xml = Fixture.document(Self.placeholder("p", #"referencedIdentifier="absent""#))
        let template = try Fixture.load(xml, name: "Lonely")
        #expect(StoryboardLoader.unresolvedReferences(in: template, catalog: StoryboardCatalog()).map(\.reason)
                == ["storyboard reference 'p' names identifier 'absent', which storyboard 'Lonely' does not have"])
    }
}
