import Foundation
import HierarchyEngine
import SeededRandom
import Storyboards
import Testing

/// Damaged copies of corpus files never crash the loader: truncations always fail with a line
/// inside the damaged text, and byte corruptions either load or fail with such a line.
@Suite struct RobustnessTests {
    static let files = [
        "mac-cain13__R.swift__Examples__ResourceApp__ResourceApp__Base.lproj__Main.storyboard",
        "SwiftGen__SwiftGen__Sources__TestUtils__Fixtures__Resources__IB-iOS__Message.storyboard",
        "Ranchero-Software__NetNewsWire__iOS__Account__Account.storyboard",
    ]

    static func bytes(_ file: String) throws -> [UInt8] {
        Array(try #require(FileManager.default.contents(atPath: Fixture.corpusDirectory + "/" + file)))
    }

    static func lineCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    @Test(arguments: files) func everyTruncationFailsWithALineInRange(_ file: String) throws {
        let whole = try Self.bytes(file)
        for step in 1..<40 {
            let cut = whole[..<(whole.count * step / 40)]
            do {
                _ = try StoryboardLoader.load(xml: cut, name: "Cut")
                Issue.record("truncation at \(cut.count) bytes loaded")
            } catch {
                let line = try #require(error.line, "\(error.message)")
                #expect((1...Self.lineCount(cut)).contains(line), "\(error.message)")
            }
        }
    }

    @Test(arguments: files) func corruptedBytesLoadOrFailCleanly(_ file: String) throws {
        let whole = try Self.bytes(file)
        var generator = SplitMix64(seed: 0x5B0A4D)
        var failures = 0
        for _ in 0..<60 {
            var damaged = whole
            for _ in 0..<3 {
                let position = Int(generator.next() % UInt64(damaged.count))
                damaged[position] = [0x3C, 0x3E, 0x22, 0x2F, 0x26, 0x00, 0x41][Int(generator.next() % 7)]
            }
            do {
                _ = try StoryboardLoader.load(xml: damaged, name: "Damaged")
            } catch {
                failures += 1
                let line = try #require(error.line, "\(error.message)")
                #expect((1...Self.lineCount(damaged[...])).contains(line), "\(error.message)")
            }
        }
        #expect(failures > 0)
    }
}

