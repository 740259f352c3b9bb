@testable import Explorer
import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Runs explorations and replays their paths for the integration tests.
enum ExploreSupport {
    /// Where an exploration runs.
    enum Mode: Sendable, CustomStringConvertible {
        /// In process, on the engine (the default of `prosc explore`).
        case inProcess
        /// On a private proscd from the build directory (`--private-server`).
        case privateServer
        var description: String { self == .inProcess ? "in process" : "private proscd" }
    }

    /// `make bench-explore`'s synthetic app (192 scenes, 311 segues, with sources) written into a
    /// new temporary directory by `Benchmarks/explore/make-app.py`; the caller removes it.
    static func makeBenchmarkApp(_ label: String, code: Bool = false) throws -> String {
        let dir = ServerProcess.makeTemporaryDirectory(label)
        let make = Process()
        make.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        make.arguments = ["python3", ServerProcess.packageRoot + "/Benchmarks/explore/make-app.py", dir] + (code ? ["--code"] : [])
        make.standardOutput = FileHandle.nullDevice
        try make.run()
        make.waitUntilExit()
        try #require(make.terminationStatus == 0)
        return dir
    }

    /// Explores `directories` (in process, or on a private proscd from the build directory);
    /// the report and its JSON.
    static func explore(_ directories: [String], main: String? = nil, sources: String? = nil, maxStates: Int? = nil,
                        maxDepth: Int? = nil, workers: Int = 4, snapshots: Bool = false, screen: String? = nil,
                        mode: Mode = .inProcess, exhaustive: Bool = false,
                        maxRepeats: Int = ExplorationBounds.defaultMaxRepeats) async throws -> (ExplorationReport, JSON) {
        var options = ExploreOptions()
        options.exhaustive = exhaustive
        options.screen = screen
        options.privateServer = mode == .privateServer
        options.directories = directories
        options.main = main
        options.sources = sources
        options.workers = workers
        options.snapshots = snapshots
        options.proscd = ServerProcess.binary("proscd")
        options.bounds = ExplorationBounds(maxDepth: maxDepth ?? ExplorationBounds.defaultMaxDepth,
                                           maxStates: maxStates ?? ExplorationBounds.defaultMaxStates, maxRepeats: maxRepeats)
        let outcome = try await ExploreSession.run(options)
        let report = ExplorationReport(outcome.log, paths: outcome.paths)
        return (report, ReportJSON.json(report))
    }

    /// The report's JSON without the figures that depend on timing and scheduling.
    static func stable(_ json: JSON) -> JSON {
        guard case .object(var o) = json else { return json }
        o["stats"] = nil
        return .object(o)
    }

    /// A private proscd holding `storyboards` (copied flat into a temporary directory).
    static func server(with storyboards: [ExplorerInput.StoryboardFile], sources: String? = nil) throws -> (ServerProcess, String) {
        let dir = ServerProcess.makeTemporaryDirectory("explore-replay")
        for f in storyboards { try FileManager.default.copyItem(atPath: f.path, toPath: dir + "/" + f.name + ".storyboard") }
        var args = ["--storyboards", dir, "--animation-speed", "0"]
        if let sources { args += ["--sources", sources] }
        return (try ServerProcess(arguments: args, useDemoStoryboards: false), dir)
    }

    /// Replays one problem of the JSON report with plain protocol calls, as a user of the report
    /// would: a window at the start, then each step aimed at the controller its `position`
    /// names in `tree`. Returns the error of the last step (nil when it succeeded); throws when
    /// an earlier step fails.
    static func replay(_ problem: JSON, on c: ProsceniumConnection) async throws -> ClientError? {
        let path = problem["path"]?.arrayValue ?? []
        let start = try #require(path.first)
        var params: JSONObject = ["storyboard": try #require(start["storyboard"])]
        if let identifier = start["identifier"], !identifier.isNull { params["identifier"] = identifier }
        let window: String
        let created: JSON
        do {
            created = try await c.call("window.create", params, timeout: 30)
        } catch let e {
            if path.count == 1 { return e }
            throw e
        }
        window = try #require(created["window"]?.stringValue)
        defer { Task { _ = try? await c.call("window.destroy", ["window": .string(window)], timeout: 30) } }
        for (k, step) in path.enumerated().dropFirst() {
            let tree = try await c.call("tree", ["window": .string(window)], timeout: 30)
            let root = try #require(tree["windows"]?.arrayValue?.first?["root"])
            let position = try #require(step["position"]?.stringValue)
            let vc = try #require(controller(at: position, in: root), "step \(k): no controller at \(step)")
            let call: (String, JSONObject)
            switch step["action"]?.stringValue {
            case "segue": call = ("segue.perform", ["source": .string(vc), "segue": try #require(step["segue"]?["segue"])])
            case "performSegue": call = ("segue.perform", ["source": .string(vc), "identifier": try #require(step["segue"]?["identifier"])])
            case "tapTab": call = ("tab.tap", ["tab": .string(vc), "index": try #require(step["index"])])
            case "swipeBack": call = ("nav.interactivePop", ["nav": .string(vc)])
            case "tapUITab": call = ("tab.tapTab", ["tab": .string(vc), "identifier": try #require(step["tab"])])
            case "tapBack": call = ("nav.tapBack", ["nav": .string(vc)])
            case "dragSheet": call = ("sheet.drag", ["vc": .string(vc), "detent": try #require(step["detent"])])
            case "showColumn": call = ("split.showColumn", ["split": .string(vc), "column": try #require(step["column"])])
            case "hideColumn": call = ("split.hideColumn", ["split": .string(vc), "column": try #require(step["column"])])
            case "pullDown": call = ("vc.interactiveDismiss", ["vc": .string(vc)])
            case "swipePage": call = ("page.swipe", ["page": .string(vc), "direction": try #require(step["direction"])])
            case "dismiss": call = ("vc.dismiss", ["vc": .string(vc)])
            default: throw ReplayError("unknown action in \(step)")
            }
            do {
                _ = try await c.call(call.0, call.1, timeout: 30)
            } catch let e {
                if k == path.count - 1 { return e }
                throw ReplayError("step \(k) (\(step["text"]?.stringValue ?? "")) refused: \(e)")
            }
        }
        return nil
    }

    struct ReplayError: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    /// An in-process window's steps, action by action, for the tests that walk an app by hand.
    struct Walk {
        let window: EngineWindow
        let context: ExplorationContext

        /// The actions `state` offers, in enumeration order.
        func actions(_ state: EngineState) -> [UserAction] { ActionEnumeration.actions(in: state.observed, graph: context.graph) }

        /// The state the first action `where_` picks leads to; throws when there is none or it is refused.
        func step(_ state: EngineState, _ where_: (UserAction) -> Bool) throws -> EngineState {
            let found = actions(state).first(where: where_)
            let action = try #require(found)
            guard case .state(let after) = window.apply(action, to: state) else { throw ReplayError("\(action.name) refused") }
            return after
        }
    }

    /// The controller at a report position (`/0/1>`: second child of the root's first child's
    /// presented controller … `>` steps into a presentation).
    static func controller(at position: String, in root: JSON) -> String? {
        var node = root
        var i = position.startIndex
        while i < position.endIndex {
            let ch = position[i]
            if ch == ">" {
                guard let p = node["presented"], !p.isNull else { return nil }
                node = p
                i = position.index(after: i)
            } else if ch == "/" {
                var j = position.index(after: i)
                var digits = ""
                while j < position.endIndex, position[j].isNumber { digits.append(position[j]); j = position.index(after: j) }
                i = j
                if digits.isEmpty { continue }
                guard let n = Int(digits), let children = node["children"]?.arrayValue, n < children.count else { return nil }
                node = children[n]
            } else {
                return nil
            }
        }
        return node["vc"]?.stringValue
    }

    /// Checks that every problem of `json` replays, on a fresh server, to the same refusal.
    static func expectEveryProblemReplays(_ json: JSON, storyboards: [ExplorerInput.StoryboardFile], sources: String? = nil,
                                          sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let problems = json["problems"]?.arrayValue ?? []
        guard !problems.isEmpty else { return }
        let (server, dir) = try server(with: storyboards, sources: sources)
        defer { server.stop(); try? FileManager.default.removeItem(atPath: dir) }
        let c = try server.connect()
        for p in problems {
            #expect(p["reproduced"] == .bool(true), "the explorer's own replay: \(p)", sourceLocation: sourceLocation)
            let error = try await replay(p, on: c)
            let e = try #require(error, "replaying \(p["path"] ?? .null) succeeded at the last step", sourceLocation: sourceLocation)
            #expect(e.code == p["code"]?.intValue, "\(p)", sourceLocation: sourceLocation)
            #expect(e.raises == p["raises"]?.boolValue, "\(p)", sourceLocation: sourceLocation)
            #expect(Refusal.normalized(e.message, paths: [:]).hasSuffix(problemMessageTail(p)), "\(e.message) vs \(p)", sourceLocation: sourceLocation)
            #expect(e.uikit.map { Refusal.normalized($0) } == p["uikit"]?.stringValue, "\(p)", sourceLocation: sourceLocation)
        }
    }

    /// The message without file paths (the replay server's copies live elsewhere).
    static func problemMessageTail(_ p: JSON) -> String {
        let m = p["message"]?.stringValue ?? ""
        if let r = m.range(of: ".storyboard") { return String(m[r.upperBound...]) }
        return m
    }
}

/// The real-world storyboards of `Tests/Fixtures/RealWorldStoryboards` as the apps they come
/// from: each repository's files in its own folder layout (SOURCES.tsv), one set per repository
/// — or per app where a repository holds several apps with storyboards of the same name.
struct RealWorldSet: Sendable, CustomStringConvertible {
    var name: String
    var directory: String
    var description: String { name }

    static let fixtures = ServerProcess.packageRoot + "/Tests/Fixtures/RealWorldStoryboards"

    /// Each repository's files in a fixtures folder's SOURCES.tsv: its path there and the local file.
    static func files(in fixtures: String) throws -> [String: [(path: String, file: String)]] {
        let table = try String(contentsOfFile: fixtures + "/SOURCES.tsv", encoding: .utf8)
        var byRepo: [String: [(path: String, file: String)]] = [:]
        for line in table.split(separator: "\n").dropFirst() {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 5 else { continue }
            byRepo[f[0], default: []].append((f[1], f[4]))
        }
        return byRepo
    }

    /// Copies `files` of `fixtures` to their paths in the repository, under `repoDir`.
    static func layOut(_ files: [(path: String, file: String)], from fixtures: String, in repoDir: String) throws {
        for f in files {
            let dest = repoDir + "/" + f.path
            try FileManager.default.createDirectory(atPath: (dest as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: fixtures + "/" + f.file, toPath: dest)
        }
    }

    /// One repository's files of a fixtures folder at their paths, under a fresh temporary
    /// directory: the repository's directory.
    static func repository(_ repo: String, from fixtures: String) throws -> String {
        let repoDir = ServerProcess.makeTemporaryDirectory("explore-real-world") + "/" + repo.replacingOccurrences(of: "/", with: "__")
        try layOut(try files(in: fixtures)[repo] ?? [], from: fixtures, in: repoDir)
        return repoDir
    }

    /// Rebuilds every set under a fresh temporary directory.
    static func all() throws -> [RealWorldSet] {
        let root = ServerProcess.makeTemporaryDirectory("explore-real-world")
        let byRepo = try files(in: fixtures)
        var sets: [RealWorldSet] = []
        for repo in byRepo.keys.sorted() {
            let files = byRepo[repo]!
            let repoDir = root + "/" + repo.replacingOccurrences(of: "/", with: "__")
            try layOut(files, from: fixtures, in: repoDir)
            let names = files.map { ($0.path as NSString).lastPathComponent }
            if Set(names).count == names.count {
                sets.append(RealWorldSet(name: repo, directory: repoDir))
            } else {
                // Several apps in one repository: one set per top-level folder.
                for top in Set(files.map { String($0.path.split(separator: "/")[0]) }).sorted() {
                    sets.append(RealWorldSet(name: repo + "/" + top, directory: repoDir + "/" + top))
                }
            }
        }
        return sets
    }
}
