@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 29's quality bar: exploring in process (on the engine, one worker or two) and through
/// a private proscd give the same report byte for byte — the JSON (but the `stats` of the work
/// done), the JUnit XML (its clock fields fixed) and the HTML's data — on the demo app, the
/// crafted storyboard, every real-world set and the benchmark app (bounded, so the server path
/// stays quick in a debug build).
@Suite("explore: the same report in process and through a server", .serialized)
struct SameReportTests {
    /// The report's texts that must not depend on where the exploration ran.
    struct Texts: Equatable, CustomStringConvertible {
        var json: String
        var junit: String
        var htmlData: String
        var description: String { json }

        init(_ report: ExplorationReport, _ json: JSON) {
            self.json = ExploreSupport.stable(json).description
            var fixed = report
            fixed.seconds = 0
            fixed.started = Date(timeIntervalSince1970: 0)
            junit = ReportJUnit.xml(fixed, hostname: "host")
            htmlData = ReportHTML.data(report).description
        }
    }

    static func expectSame(_ directories: [String], main: String? = nil, sources: String? = nil, maxStates: Int? = nil,
                           name: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        var texts: [(String, Texts)] = []
        for (mode, workers) in [(ExploreSupport.Mode.inProcess, 1), (.inProcess, 2), (.privateServer, 4)] {
            let (report, json) = try await ExploreSupport.explore(directories, main: main, sources: sources, maxStates: maxStates,
                                                                  workers: workers, mode: mode)
            texts.append(("\(mode), \(workers) workers", Texts(report, json)))
        }
        for (label, t) in texts.dropFirst() {
            #expect(t.json == texts[0].1.json, "\(name): JSON \(label) vs \(texts[0].0)", sourceLocation: sourceLocation)
            #expect(t.junit == texts[0].1.junit, "\(name): JUnit \(label) vs \(texts[0].0)", sourceLocation: sourceLocation)
            #expect(t.htmlData == texts[0].1.htmlData, "\(name): HTML data \(label) vs \(texts[0].0)", sourceLocation: sourceLocation)
        }
    }

    @Test func demoAppWithAndWithoutItsSources() async throws {
        try await Self.expectSame([DemoExploreTests.demo], main: "Main", name: "demo")
        try await Self.expectSame([DemoExploreTests.demo], main: "Main", sources: DemoExploreTests.demoSources, name: "demo with sources")
    }

    @Test func craftedStoryboard() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-same-crafted")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try DemoExploreTests.crafted.write(toFile: dir + "/Crafted.storyboard", atomically: true, encoding: .utf8)
        try await Self.expectSame([dir], name: "crafted")
    }

    @Test func everyRealWorldSet() async throws {
        for set in try RealWorldSet.all() {
            try await Self.expectSame([set.directory], main: RealWorldExploreTests.expected[set.name]?.main, name: set.name)
        }
    }

    @Test func benchmarkApp() async throws {
        let dir = try ExploreSupport.makeBenchmarkApp("explore-same-bench")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try await Self.expectSame([dir], sources: dir + "/App/Sources", maxStates: 400, name: "benchmark app")
    }
}
