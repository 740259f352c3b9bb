import Foundation
import HierarchyEngine
import Storyboards
import Testing

/// Every storyboard of the shared real-world corpus loads; the summary table is printed.
@Suite struct CorpusTests {
    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Fixture.corpusDirectory)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") }.sorted()
    }()

    @Test func corpusIsPresent() {
        #expect(Self.files.count == 40, "corpus at \(Fixture.corpusDirectory)")
    }

    @Test func everyFileLoadsAndIsConsistent() throws {
        var rows: [String] = []
        var totals = (scenes: 0, segues: 0, relationships: 0, placeholders: 0)
        for file in Self.files {
            let template = try StoryboardLoader.load(contentsOf: Fixture.corpusDirectory + "/" + file)
            let scenes = template.sceneOrder.compactMap { template.scenes[$0] }
            #expect(scenes.count == template.scenes.count, "\(file)")
            for scene in scenes {
                for relationship in scene.relationships {
                    #expect(template.scenes[relationship.destination] != nil, "\(file) \(relationship.id)")
                }
                for segue in scene.segues where segue.kind != .unwind {
                    #expect(segue.destination.flatMap { template.scenes[$0] } != nil, "\(file) \(segue.id)")
                }
            }
            let segues = scenes.reduce(0) { $0 + $1.segues.count }
            let relationships = scenes.reduce(0) { $0 + $1.relationships.count }
            let placeholders = scenes.filter { $0.container == .placeholder }.count
            totals.scenes += scenes.count; totals.segues += segues
            totals.relationships += relationships; totals.placeholders += placeholders
            rows.append("\(file.prefix(70).padding(toLength: 70, withPad: " ", startingAt: 0)) \(pad(scenes.count)) \(pad(segues)) \(pad(relationships)) \(pad(placeholders))")
        }
        print("file" .padding(toLength: 71, withPad: " ", startingAt: 0) + "scenes segues   rels  phold")
        rows.forEach { print($0) }
        print("TOTAL (\(Self.files.count) files)".padding(toLength: 71, withPad: " ", startingAt: 0)
              + "\(pad(totals.scenes)) \(pad(totals.segues)) \(pad(totals.relationships)) \(pad(totals.placeholders))")
    }

    private func pad(_ n: Int) -> String {
        let text = String(n)
        return String(repeating: " ", count: max(0, 6 - text.count)) + text
    }
}
