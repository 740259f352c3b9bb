import Foundation
import HierarchyEngine
import Storyboards
import Testing

/// Load time of a ~500 KB storyboard. The budget is 100 ms in release builds; debug builds
/// (the default `swift test`) get a looser bound, since the delegate is unoptimized there.
@Suite struct PerformanceTests {
    #if DEBUG
    static let budgetMilliseconds = 250.0
    #else
    static let budgetMilliseconds = 100.0
    #endif

    @Test func fiveHundredKilobyteStoryboardLoadsWithinBudget() throws {
        let (xml, copies) = try LargeStoryboard.make()
        let data = Data(xml.utf8)
        let expectedScenes = 17 * copies
        var best = Double.infinity
        for _ in 0..<5 {
            let start = ContinuousClock.now
            let template = try StoryboardLoader.load(xml: data, name: "Large")
            let elapsed = ContinuousClock.now - start
            best = min(best, Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
            #expect(template.sceneOrder.count == expectedScenes)
            #expect(template.scenes.values.reduce(0) { $0 + $1.segues.count } == 15 * copies)
        }
        print("large storyboard: \(data.count) bytes, \(expectedScenes) scenes, best of 5: \(String(format: "%.1f", best)) ms")
        #expect(data.count >= 500_000)
        #expect(best < Self.budgetMilliseconds)
    }
}
