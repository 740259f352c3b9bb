@testable import Explorer
import Foundation
import HierarchyEngine
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 23 §3: explore reports UIKit's warnings on actions that succeed (uikit-rules W1–W4) as
/// findings of severity `warning` — never problems, never the exit status. No storyboard-only
/// action produces W1–W4 today (docs/explore.md), so a warning is injected where a driver would
/// hand it over (the log, a shard's records) and goes through the real report writers, the
/// replay check and the merge. Inference, not a log: the rules' sources are in uikit-rules.md.
@Suite("explore: UIKit warnings as findings of severity warning", .serialized)
struct ExploreWarningTests {
    /// The W1 text (iOS 13+, docs/uikit-rules.md) as a server's result carries it, ids and all.
    static let wire: JSON = ["warnings": [["rule": "W1", "kind": "detachedPresenter", "vc": "vc12",
        "uikit": "Presenting view controller <UIViewController: vc13> from detached view controller <UIViewController: vc12> is discouraged."]]]

    /// The demo with its sources (no problems), explored one way; its log.
    static func demoOptions(_ mode: ExploreSupport.Mode, shard: ExplorationShard? = nil) -> ExploreOptions {
        var options = ExploreOptions()
        options.privateServer = mode == .privateServer
        options.directories = [DemoExploreTests.demo]
        options.main = "Main"
        options.sources = DemoExploreTests.demoSources
        options.workers = 2
        options.shard = shard
        options.proscd = ServerProcess.binary("proscd")
        return options
    }

    static func demoLog(_ mode: ExploreSupport.Mode, shard: ExplorationShard? = nil) async throws -> ExploreSession.Outcome {
        try await ExploreSession.run(demoOptions(mode, shard: shard))
    }

    /// A warning read from a result as `LiveWindow` reads it: ids normalized as refusals' are,
    /// placed in the scene of its controller (the window's root here).
    static func warning(in log: ExplorationLog) throws -> ObservedWarning {
        let root = try #require(log.states.first)
        let scene = try #require(log.reachedScenes.filter { $0.value.path.isEmpty && $0.value.start == root.start }.keys
            .min { ($0.storyboard, $0.scene) < ($1.storyboard, $1.scene) })
        let node = ObservedState.Node(position: .root, vc: "vc12", scene: scene, className: "UIViewController", title: nil,
                                      storyboardIdentifier: nil, appearance: "appeared", style: nil, container: "plain",
                                      children: [], presented: nil, selectedTab: nil)
        let state = ObservedState(nodes: [node], shape: "s", touchable: [0], dismissable: [])
        let read = ObservedWarning.read(wire, in: state, paths: [:])
        #expect(read == [ObservedWarning(rule: "W1", kind: "detachedPresenter", uikit:
            "Presenting view controller <UIViewController> from detached view controller <UIViewController> is discouraged.", scene: scene)])
        #expect(ObservedWarning.read(["vc": "vc3"], in: state, paths: [:]).isEmpty, "no `warnings` member: none")
        return read[0]
    }

    @Test func aWarningIsReportedWithSeverityWarningInEveryWriterAndNeverFailsTheRun() async throws {
        var texts: [SameReportTests.Texts] = []
        for mode in [ExploreSupport.Mode.inProcess, .privateServer] {
            var outcome = try await Self.demoLog(mode)
            let w = try Self.warning(in: outcome.log)
            let start = try #require(outcome.log.states.first).start
            outcome.log.recordWarning(w, start: start, path: [], action: nil)
            outcome.log.recordWarning(w, start: start, path: [], action: nil)   // the same one again: counted, not listed
            // The replay check: the engine logs no W1 at the launch, so it says so.
            let world = try EngineWorld.load(try #require(outcome.input), options: Self.demoOptions(.inProcess))
            await ProblemCheck.run(&outcome.log, engine: EngineWindow(world: world, context: outcome.log.context))
            #expect(outcome.log.warnings.map(\.reproduced) == [false])
            #expect(outcome.log.warnings.first?.replayNote == "no warning was logged")
            let report = ExplorationReport(outcome.log, paths: outcome.paths)
            #expect(report.problems.isEmpty && report.warnings.count == 1)
            #expect(!report.failsRun, "warnings alone never make the exit code 1")

            let json = ReportJSON.json(report)
            let entry = try #require(json["warnings"]?.arrayValue?.first)
            #expect(entry.objectValue?.keys == ["severity", "rule", "kind", "uikit", "origin", "scene", "occurrences", "reproduced", "path"])
            #expect(entry["severity"] == "warning" && entry["rule"] == "W1" && entry["occurrences"] == .number(2))
            #expect(entry["origin"] == "launch" && entry["reproduced"] == .bool(false))
            #expect(entry["path"]?.arrayValue?.count == 1)
            #expect(json["problems"]?.arrayValue?.isEmpty == true)

            let terminal = TerminalSummary.text(report)
            #expect(terminal.contains("UIKit warnings on actions that succeeded (1; logged, the action goes on; never a failure):\n1. W1 detachedPresenter: Presenting view controller <UIViewController> from detached"), "\(terminal)")
            #expect(terminal.hasSuffix("no problems, 1 warning"), "\(terminal)")

            let xml = try await ReportWriterTests.validJUnit(report)
            let junit = try ReportWriterTests.read(xml)
            #expect(junit.suites.map { $0.attributes["name"] } == ["prosc explore: problems", "prosc explore: storyboards", "prosc explore: warnings"])
            #expect(junit.suites.map { $0.attributes["failures"] } == ["0", "0", "0"])
            let warningCase = try #require(junit.cases.first { $0.attributes["classname"]?.hasPrefix("prosc.explore.warnings.") == true })
            #expect(warningCase.attributes["name"]?.hasPrefix("1. warning W1 detachedPresenter: Presenting view controller") == true)
            #expect(warningCase.children.isEmpty, "a warning passes")
            #expect(xml.contains("<property name=\"severity\" value=\"warning\"/>"), "\(xml)")
            #expect(xml.contains("<system-err>warning 1. W1 detachedPresenter: Presenting view controller &lt;UIViewController&gt;"), "\(xml)")

            #expect(ReportHTML.warnings(report).contains("<h2>UIKit warnings (1)</h2>"), "the section")
            #expect(ReportHTML.header(report).contains("<b>1</b> UIKit warning ·"), "the count")
            texts.append(SameReportTests.Texts(report, json))
        }
        #expect(texts[0] == texts[1], "in process and through proscd: the same report, warnings and all")
    }

    /// W1 (uikit-rules; iOS 13+ text) made for real, by calls no storyboard action makes: D's
    /// view added by hand into the launch's root, then B presented on D. The engine's warning as
    /// `EngineWindow` hands it over and proscd's result as `LiveWindow` reads it are the same
    /// finding, so both drivers record the same warning.
    @Test func aDetachedPresentersWarningReadsTheSameInProcessAndThroughProscd() async throws {
        let options = Self.demoOptions(.inProcess)
        let outcome = try await ExploreSession.run(options)
        let window = EngineWindow(world: try EngineWorld.load(try #require(outcome.input), options: options), context: outcome.log.context)
        guard case .state(let opened) = window.open(.launch(storyboard: "Main")) else { Issue.record("the launch was refused"); return }
        var h = opened.hierarchy
        var quiet: [UIKitWarning] = []
        func make(_ title: String) throws -> VCID {
            guard case .controller(let vc) = try EngineWindow.run(.createController(className: "UIViewController", title: title, properties: [:], children: []),
                                                                  on: &h, warnings: &quiet) else { throw ExploreSupport.ReplayError("no controller") }
            return vc
        }
        let d = try make("D"), b = try make("B")
        // The host: an appeared leaf (a container's own view takes no hand-added view here).
        func host(_ s: ObservedState) throws -> String {
            try #require(s.nodes.last { $0.children.isEmpty && $0.presented == nil && $0.appearance == "appeared" }?.vc)
        }
        _ = try EngineWindow.run(.addView(d, into: try #require(VCID(wire: try host(opened.observed)))), on: &h, warnings: &quiet)
        var logged: [UIKitWarning] = []
        _ = try EngineWindow.run(.present(presenter: d, vc: b, animated: false, style: .fullScreen, transition: nil), on: &h, warnings: &logged)
        #expect(quiet.isEmpty)
        let inProcess = EngineWindow.observed(logged, in: opened.observed)

        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { _ = server.stop() }
        let c = try server.connect()
        let live = LiveWindow(connection: c, context: outcome.log.context)
        guard case .done(let state) = try await live.open(.launch(storyboard: "Main")) else { Issue.record("the launch was refused"); return }
        #expect(state.warnings.isEmpty, "the launch logs none")
        func create(_ title: String) async throws -> JSON {
            try #require(try await c.call("vc.create", ["class": "UIViewController", "title": .string(title)], timeout: 30)["vc"])
        }
        let sd = try await create("D"), sb = try await create("B")
        _ = try await c.call("vc.addView", ["vc": sd, "into": .string(try host(state))], timeout: 30)
        let result = try await c.call("vc.present", ["presenter": sd, "vc": sb, "style": "fullScreen", "animated": false], timeout: 30)
        let throughProscd = ObservedWarning.read(result, in: state, paths: [:])

        #expect(inProcess == [ObservedWarning(rule: "W1", kind: "detachedPresenter", uikit:
            "Presenting view controller <UIViewController> from detached view controller <UIViewController> is discouraged.", scene: nil)])
        #expect(throughProscd == inProcess, "\(result)")
    }

    @Test func aWarningSurvivesAShardsReportAndTheMerge() async throws {
        let shard = try #require(ExplorationShard(index: 1, count: 1))
        let outcome = try await Self.demoLog(.inProcess, shard: shard)
        var log = outcome.log
        let w = try Self.warning(in: log)
        let launch = ExplorationStart.launch(storyboard: "Main")
        guard case .state(let shape, let scenes, _, let none) = try #require(log.records.starts[launch]) else {
            Issue.record("the launch was refused"); return
        }
        #expect(none.isEmpty, "the demo's launch logs no warning")
        log.records.starts[launch] = .state(shape: shape, scenes: scenes, undo: nil, warnings: [w])
        let identity = try #require(outcome.identity)
        let text = ShardReport(shard: shard, identity: identity, log: log).json().description
        let read = try ShardReport.read(text, file: "shard.json")
        guard case .state(_, _, _, let back) = try #require(read.records.starts[launch]) else {
            Issue.record("the launch was refused"); return
        }
        #expect(back == [w], "the shard's report keeps the warning")

        let merged = try await ExplorationMerge.run([read], files: ["shard.json"], options: ExploreOptions())
        #expect(merged.log.warnings.map(\.warning) == [w])
        #expect(merged.log.warnings.first?.path.isEmpty == true && merged.log.warnings.first?.action == nil)
        #expect(merged.log.warnings.first?.reproduced == false, "the merge replays it in process: the engine logs none")
    }
}
