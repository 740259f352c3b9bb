import Foundation
import FuzzHarness
import Testing

/// Replays every committed fuzz input — the seed corpora and every crasher or contract
/// violation the fuzzers found (Fuzz/regressions) — through the fuzz targets' own checks,
/// without libFuzzer, so a regression fails the normal `swift test`.
@Suite struct FuzzReplayTests {
    static func inputs(_ directories: [String]) -> [String] {
        directories.flatMap { dir -> [String] in
            let path = FuzzServer.packageRoot + "/" + dir
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { path + "/" + $0 }
        }
    }

    static func replay(_ files: [String], through check: (UnsafeRawBufferPointer) -> [String]) {
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                Issue.record("cannot read \(file)")
                continue
            }
            let problems = data.withUnsafeBytes { check($0) }
            #expect(problems.isEmpty, "\(file):\n\(problems.joined(separator: "\n"))")
        }
    }

    @Test func everyWireInputGetsExactlyTheRepliesTheContractDemands() {
        let files = Self.inputs(["Fuzz/corpus/wire", "Fuzz/regressions/wire"])
        #expect(files.count >= 10)
        Self.replay(files, through: WireTarget.problems)
    }

    @Test func everyStoryboardInputLoadsOrFailsWithAStoryboardLoadError() {
        let files = Self.inputs(["Fuzz/corpus/storyboard", "Fuzz/regressions/storyboard"])
        #expect(files.count >= 10)
        Self.replay(files, through: StoryboardTarget.problems)
    }
}
