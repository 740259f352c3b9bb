import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// `prosc explore --list-code-actions` (issue 25): the synthetic Swift app's scenes tied to its
/// code through a real proscd's `storyboard.list` (classes and action connections), listed per
/// scene; no sources is bad input; sources without navigation say so.
@Suite("explore: code actions listed")
struct ExploreCodeActionsTests {
    static let fixtures = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation"

    static func list(_ storyboards: [String], sources: String?) async throws -> String {
        var options = ExploreOptions()
        options.directories = storyboards
        options.sources = sources
        options.proscd = ServerProcess.binary("proscd")
        let text = try await ExploreSession.listCodeActions(options)
        // The reading time varies.
        return text.replacing(#/in [0-9]+\.[0-9]+ s:/#, with: "in T s:")
    }

    @Test func theSyntheticSwiftAppPerScene() async throws {
        let text = try await Self.list([Self.fixtures + "/SwiftApp.storyboard"], sources: Self.fixtures + "/SwiftApp")
        let expected = try String(contentsOfFile: ServerProcess.packageRoot + "/docs/explore.md", encoding: .utf8)
            .components(separatedBy: "--sources Tests/Fixtures/CodeNavigation/SwiftApp --list-code-actions\n")[1]
            .components(separatedBy: "\n```")[0]
            .replacing(#/in [0-9]+\.[0-9]+ s:/#, with: "in T s:")
        // docs/explore.md shows this very output.
        #expect(text == expected)
        #expect(text.contains(#"tap button "Settings" (openSettings:) → HomeViewController.openSettings(_:) (HomeViewController.swift:17)"#))
        #expect(text.contains(#"tap gesture (close:) → ProfileViewController.close(_:) (DetailViewController.swift:49)"#))
        #expect(text.hasSuffix("read 2 source files (7 types) in T s: 20 navigation calls, 11 performed, 9 not performed (2 not literal, 7 reached from no scene); 3 scenes tied to code and 2 classes made in code, 11 steps reached"))
    }

    @Test func withoutSourcesItIsBadInput() async throws {
        do {
            _ = try await Self.list([Self.fixtures + "/SwiftApp.storyboard"], sources: nil)
            Issue.record("listed without sources")
        } catch {
            guard case .badInput(let message) = error as? ExploreFailure else { Issue.record("\(error)"); return }
            #expect(message == "--list-code-actions reads the app's code: give --sources DIR")
        }
    }

    @Test func sourcesWithoutNavigationSaySo() async throws {
        let demo = ServerProcess.packageRoot + "/config/storyboards"
        let text = try await Self.list([demo], sources: demo + "/DemoSources")
        #expect(text.hasSuffix("no navigation recognised in the sources"))
        #expect(text.contains("Main Home (HomeViewController):\n  no navigation recognised"))
    }
}
