// storyboard-bench: how long StoryboardLoader takes to load real and large storyboards.
// Build: swift build -c release --product storyboard-bench
// Run:   .build/release/storyboard-bench [runs] [package-root]   (from the package root by default)
import Foundation
import LargeStoryboard
import Storyboards

let arguments = CommandLine.arguments
let runs = arguments.count > 1 ? Int(arguments[1]) ?? 20 : 20
let root = arguments.count > 2 ? arguments[2] : FileManager.default.currentDirectoryPath

/// Best and median of `runs` loads of `xml`, in milliseconds; checks every load is whole.
func measure(_ xml: Data, scenes: Int) throws -> (best: Double, median: Double) {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = ContinuousClock.now
        let template = try StoryboardLoader.load(xml: xml, name: "Bench")
        let elapsed = ContinuousClock.now - start
        guard template.sceneOrder.count == scenes else {
            fatalError("loaded \(template.sceneOrder.count) scenes, expected \(scenes)")
        }
        times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    times.sort()
    return (times[0], times[times.count / 2])
}

do {
    let source = try String(contentsOfFile: root + "/" + LargeStoryboard.sourcePath, encoding: .utf8)
    print("| file | size | scenes | best of \(runs) | median |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for minimum in [0, 250_000, 500_000, 1_000_000] {
        let (xml, copies) = minimum == 0 ? (source, 1) : try LargeStoryboard.make(from: source, minimumBytes: minimum)
        let data = Data(xml.utf8)
        let (best, median) = try measure(data, scenes: 17 * copies)
        let name = copies == 1 ? "DuckDuckGo `Debug.storyboard`" : "\(copies) copies of its scenes"
        print("| \(name) | \(data.count / 1000) KB | \(17 * copies) | \(String(format: "%.1f", best)) ms | \(String(format: "%.1f", median)) ms |")
    }
} catch {
    FileHandle.standardError.write(Data("storyboard-bench: \(error) (run it from the package root, or pass the root as the second argument)\n".utf8))
    exit(2)
}
