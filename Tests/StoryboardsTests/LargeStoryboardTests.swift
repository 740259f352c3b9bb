import Foundation
import HierarchyEngine
import LargeStoryboard
import Storyboards
import Testing

/// A storyboard of more than 500 KB loads whole: every repeated scene and segue, ids unique.
/// How fast is measured by the release benchmark `storyboard-bench` (docs/performance.md,
/// "Storyboard loading"; its history in docs/performance-history.md), never here: a timed unit test fails on a busy machine, not on a
/// slow loader.
@Suite struct LargeStoryboardTests {
    @Test func fiveHundredKilobyteStoryboardLoadsEveryScene() throws {
        let source = try String(contentsOfFile: Fixture.packageRoot + "/" + LargeStoryboard.sourcePath, encoding: .utf8)
        let (xml, copies) = try LargeStoryboard.make(from: source)
        let data = Data(xml.utf8)
        #expect(data.count >= 500_000)
        #expect(copies >= 4)
        let template = try StoryboardLoader.load(xml: data, name: "Large")
        #expect(template.sceneOrder.count == 17 * copies)
        #expect(template.scenes.values.reduce(0) { $0 + $1.segues.count } == 15 * copies)
        #expect(Set(template.sceneOrder).count == template.sceneOrder.count)
    }

    @Test func aSourceWithoutScenesIsRefused() {
        #expect(throws: LargeStoryboard.NoScenes.self) { try LargeStoryboard.make(from: "<document/>") }
    }
}
