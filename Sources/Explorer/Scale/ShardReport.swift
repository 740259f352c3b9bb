import Foundation
import WireProtocol

/// What a sharded exploration must agree on to be merged: the app (as given, and its
/// storyboards' bytes by hash), the options that change the search, and the iOS version.
public struct ExplorationIdentity: Sendable, Equatable {
    public var directories: [String]
    public var main: String?
    public var sources: String?
    public var ios: Int?
    public var maxDepth: Int
    public var maxStates: Int
    /// `--max-repeats` (`RepeatBound`); a shard report without it was written before the bound: 0.
    public var maxRepeats = ExplorationBounds.defaultMaxRepeats
    /// `--exhaustive`: no tabs held at their first value.
    public var exhaustive = false
    /// FNV-1a of every storyboard's name and bytes, in name order (hex).
    public var storyboards: String

    /// The first member that differs from `other`'s, said as `name X but Y`.
    public func difference(from other: ExplorationIdentity) -> String? {
        func say<T>(_ name: String, _ a: T, _ b: T) -> String { "\(name) \(a) but \(b)" }
        if directories != other.directories { return say("app directories", directories, other.directories) }
        if main != other.main { return say("main storyboard", main ?? "none", other.main ?? "none") }
        if sources != other.sources { return say("--sources", sources ?? "none", other.sources ?? "none") }
        if ios != other.ios { return say("iOS", ios.map(String.init) ?? "unknown", other.ios.map(String.init) ?? "unknown") }
        if maxDepth != other.maxDepth { return say("--max-depth", maxDepth, other.maxDepth) }
        if maxStates != other.maxStates { return say("--max-states", maxStates, other.maxStates) }
        if maxRepeats != other.maxRepeats { return say("--max-repeats", maxRepeats, other.maxRepeats) }
        if exhaustive != other.exhaustive { return say("--exhaustive", exhaustive, other.exhaustive) }
        if storyboards != other.storyboards { return "storyboards' contents \(storyboards) but \(other.storyboards) (the app changed between shards)" }
        return nil
    }

    /// The hash of the storyboards' names and bytes (`storyboards`); nil when one cannot be read.
    public static func fingerprint(_ files: [ExplorerInput.StoryboardFile]) -> String? {
        var text: [UInt8] = []
        for f in files.sorted(by: { $0.name < $1.name }) {
            guard let data = FileManager.default.contents(atPath: f.path) else { return nil }
            text += Array(f.name.utf8) + [0] + Array(data) + [0]
        }
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text {
            h ^= UInt64(b)
            h = h &* 0x0000_0100_0000_01b3
        }
        return String(h, radix: 16)
    }
}

/// A shard's report (`prosc explore --shard I/N --json`): which shard, of which exploration,
/// what its starts and expanded states did, and the work it took. `prosc merge` joins N of them
/// into the unsharded report (`ExplorationMerge`). Schema in docs/explore.md.
public struct ShardReport: Sendable {
    public static let kind = "explore shard"
    public static let schemaVersion = 1

    public var shard: ExplorationShard
    public var identity: ExplorationIdentity
    public var records: ExplorationRecords
    /// Work counters (requests, replays, moves, undos, failedUndos, serverRenewals) and seconds.
    public var work: [String: Double]
    public var started: Date

    public init(shard: ExplorationShard, identity: ExplorationIdentity, log: ExplorationLog) {
        self.shard = shard
        self.identity = identity
        records = log.records
        work = ["requests": Double(log.requests), "replays": Double(log.replays), "moves": Double(log.moves),
                "undos": Double(log.undos), "failedUndos": Double(log.failedUndos),
                "serverRenewals": Double(log.serverRenewals), "seconds": log.seconds]
        started = log.started
    }

    static let workKeys = ["requests", "replays", "moves", "undos", "failedUndos", "serverRenewals", "seconds"]

    // MARK: writing

    public func json() -> JSON {
        var shapes: [String] = []
        var shapeIndex: [String: Int] = [:]
        func shapeRef(_ s: String) -> JSON {
            if let i = shapeIndex[s] { return .number(Double(i)) }
            shapeIndex[s] = shapes.count
            shapes.append(s)
            return .number(Double(shapes.count - 1))
        }
        func outcome(_ o: ExpansionOutcome) -> JSON {
            switch o {
            case .state(let shape, let scenes, _, let warnings):
                var m: [(key: String, value: JSON)] = [("state", shapeRef(shape)), ("scenes", .array(scenes.map(Self.scene)))]
                // UIKit's warnings on the way, only when there are some (a merge reports them).
                if !warnings.isEmpty { m.append(("warnings", .array(warnings.map(Self.warning)))) }
                return .object(JSONObject(m))
            case .refused(let r):
                return .object(JSONObject([("refused", .object(JSONObject([
                    ("code", .number(Double(r.code))), ("kind", .string(r.kind)), ("message", .string(r.message)),
                    ("uikit", r.uikit.map(JSON.string) ?? .null), ("raises", .bool(r.raises))])))]))
            }
        }
        let starts = records.starts.sorted { $0.key.description < $1.key.description }.map { start, o in
            JSON.object(JSONObject([("start", Self.start(start)), ("outcome", outcome(o))]))
        }
        let states = records.expansions.sorted { $0.key < $1.key }.map { shape, e in
            JSON.object(JSONObject([("state", shapeRef(shape)), ("actions", .array(e.actions.map(Self.action))),
                                    ("outcomes", .array(e.outcomes.map(outcome)))]))
        }
        let id = identity
        return .object(JSONObject([
            ("runner", .string("prosc explore")),
            ("kind", .string(Self.kind)),
            ("version", .number(Double(Self.schemaVersion))),
            ("prosceniumVersion", .string(ProsceniumVersion.string)),
            ("shard", .string(shard.description)),
            ("app", .object(JSONObject([
                ("directories", .array(id.directories.map(JSON.string))),
                ("main", id.main.map(JSON.string) ?? .null),
                ("sources", id.sources.map(JSON.string) ?? .null),
                ("ios", id.ios.map { .number(Double($0)) } ?? .null),
                ("maxDepth", .number(Double(id.maxDepth))),
                ("maxStates", .number(Double(id.maxStates))),
                ("maxRepeats", .number(Double(id.maxRepeats))),
                ("exhaustive", .bool(id.exhaustive)),
                ("storyboards", .string(id.storyboards)),
            ]))),
            ("started", .number(started.timeIntervalSince1970)),
            ("work", .object(JSONObject(Self.workKeys.map { ($0, JSON.number(work[$0] ?? 0)) }))),
            ("starts", .array(starts)),
            ("states", .array(states)),
            ("shapes", .array(shapes.map(JSON.string))),
        ]))
    }

    static func scene(_ k: SceneKey) -> JSON { .array([.string(k.storyboard), .string(k.scene)]) }

    static func warning(_ w: ObservedWarning) -> JSON {
        .object(JSONObject([("rule", .string(w.rule)), ("kind", .string(w.kind)), ("uikit", .string(w.uikit)),
                            ("scene", w.scene.map(Self.scene) ?? .null)]))
    }

    static func start(_ s: ExplorationStart) -> JSON {
        switch s {
        case .launch(let sb): .object(JSONObject([("launch", .string(sb))]))
        case .externalDisplay(let sb): .object(JSONObject([("externalDisplay", .string(sb))]))
        case .launchCode(let root): .object(JSONObject([("launchCode", .string(root.description))]))
        case .initialController(let sb): .object(JSONObject([("initialController", .string(sb))]))
        case .identifier(let sb, let i): .object(JSONObject([("storyboard", .string(sb)), ("identifier", .string(i))]))
        }
    }

    static func action(_ a: UserAction) -> JSON {
        var m: [(key: String, value: JSON)] = [("position", .string(a.position.description))]
        switch a.kind {
        case .tapSegue(let s): m.append(("segue", .string(s)))
        case .performSegue(let i, let s): m += [("performSegue", .string(s)), ("identifier", .string(i))]
        case .tapTab(let i): m.append(("tapTab", .number(Double(i))))
        case .tapUITab(let identifier): m.append(("tapUITab", .string(identifier)))
        case .tapMore: m.append(("tapMore", .bool(true)))
        case .swipeBack: m.append(("swipeBack", .bool(true)))
        case .tapBack: m.append(("tapBack", .bool(true)))
        case .dragSheet(let detent): m.append(("dragSheet", .string(detent)))
        case .showColumn(let column): m.append(("showColumn", .string(column)))
        case .hideColumn(let column): m.append(("hideColumn", .string(column)))
        case .pullDown: m.append(("pullDown", .bool(true)))
        case .swipePage(let forward): m.append(("swipePage", .string(forward ? "forward" : "reverse")))
        // The style of a presentation the user has no way out of, else true.
        case .dismiss(let stuck): m.append(("dismiss", stuck.map(JSON.string) ?? .bool(true)))
        // The plan by its text and storyboard: the merge reads the sources again and finds it.
        case .code(let plan): m += [("code", .string(plan.text)), ("codeStoryboard", .string(plan.storyboard))]
        // A gesture given up: the gesture, the controller whose callback runs the code, the plan.
        case .givenUp(let gesture, let plan, let at):
            let name = switch gesture {
            case .swipeBack, .pullDown: gesture.name
            case .swipePage(let forward): forward ? "swipeForward" : "swipeReverse"
            }
            m += [("givenUp", .string(name)), ("codeAt", .string(at.description)),
                  ("code", .string(plan.text)), ("codeStoryboard", .string(plan.storyboard))]
        }
        if let scene = a.scene { m.append(("scene", Self.scene(scene))) }
        return .object(JSONObject(m))
    }

    // MARK: reading

    /// Why a file is not a shard's report, or not one that can be read.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads a shard's report; `file` names it in errors.
    public static func read(_ text: String, file: String) throws(Failure) -> ShardReport {
        func bad(_ what: String) -> Failure { Failure(description: "\(file): \(what)") }
        let json: JSON
        do { json = try JSONParser.parse(text, maxDepth: 256) } catch { throw bad("not JSON (\(error.description))") }
        guard json["runner"]?.stringValue == "prosc explore" else { throw bad("not a report of prosc explore") }
        guard json["kind"]?.stringValue == kind else {
            throw bad("an explore report, not a shard's (only prosc explore --shard I/N --json reports can be merged)")
        }
        guard json["version"]?.intValue == schemaVersion else {
            throw bad("shard report version \(json["version"]?.description ?? "none"), this prosc reads \(schemaVersion)")
        }
        let version = json["prosceniumVersion"]?.stringValue ?? "none"
        guard version == ProsceniumVersion.string else {
            throw bad("written by Proscenium \(version), this is \(ProsceniumVersion.string): merge shards of one version")
        }
        guard let shardText = json["shard"]?.stringValue, let shard = parseShard(shardText) else { throw bad("no shard I/N") }
        guard let app = json["app"], let dirs = app["directories"]?.arrayValue?.compactMap(\.stringValue),
              let maxDepth = app["maxDepth"]?.intValue, let maxStates = app["maxStates"]?.intValue,
              let fingerprint = app["storyboards"]?.stringValue else { throw bad("no app identity") }
        var identity = ExplorationIdentity(directories: dirs, main: app["main"]?.stringValue, sources: app["sources"]?.stringValue,
                                           ios: app["ios"]?.intValue, maxDepth: maxDepth, maxStates: maxStates,
                                           storyboards: fingerprint)
        identity.maxRepeats = app["maxRepeats"]?.intValue ?? 0
        identity.exhaustive = app["exhaustive"]?.boolValue ?? true
        guard let shapes = json["shapes"]?.arrayValue?.compactMap(\.stringValue) else { throw bad("no shapes") }
        func outcome(_ o: JSON, _ where_: String) throws(Failure) -> ExpansionOutcome {
            if let i = o["state"]?.intValue {
                guard shapes.indices.contains(i), let scenes = o["scenes"]?.arrayValue else { throw bad("\(where_): a bad state") }
                var keys: [SceneKey] = []
                for s in scenes { keys.append(try sceneKey(s, bad: { bad(where_ + ": a bad scene") })) }
                var warnings: [ObservedWarning] = []
                for w in o["warnings"]?.arrayValue ?? [] {
                    guard let rule = w["rule"]?.stringValue, let kind = w["kind"]?.stringValue, let uikit = w["uikit"]?.stringValue else {
                        throw bad("\(where_): a bad warning")
                    }
                    let scene: SceneKey? = w["scene"] == nil || w["scene"] == .null
                        ? nil : try sceneKey(w["scene"]!, bad: { bad(where_ + ": a bad warning's scene") })
                    warnings.append(ObservedWarning(rule: rule, kind: kind, uikit: uikit, scene: scene))
                }
                return .state(shape: shapes[i], scenes: keys, undo: nil, warnings: warnings)
            }
            guard let r = o["refused"], let code = r["code"]?.intValue, let k = r["kind"]?.stringValue,
                  let message = r["message"]?.stringValue, let raises = r["raises"]?.boolValue else { throw bad("\(where_): a bad outcome") }
            return .refused(Refusal(code: code, kind: k, message: message, uikit: r["uikit"]?.stringValue, raises: raises))
        }
        var records = ExplorationRecords()
        for (n, s) in (json["starts"]?.arrayValue ?? []).enumerated() {
            guard let startJSON = s["start"], let o = s["outcome"] else { throw bad("start \(n): incomplete") }
            let start: ExplorationStart
            if let sb = startJSON["launch"]?.stringValue { start = .launch(storyboard: sb) }
            else if let sb = startJSON["externalDisplay"]?.stringValue { start = .externalDisplay(storyboard: sb) }
            else if let text = startJSON["launchCode"]?.stringValue { start = .launchCode(.unresolved(text)) }
            else if let sb = startJSON["initialController"]?.stringValue { start = .initialController(storyboard: sb) }
            else if let sb = startJSON["storyboard"]?.stringValue, let i = startJSON["identifier"]?.stringValue {
                start = .identifier(storyboard: sb, identifier: i)
            } else { throw bad("start \(n): not a start") }
            records.starts[start] = try outcome(o, "start \(n)")
        }
        for (n, s) in (json["states"]?.arrayValue ?? []).enumerated() {
            guard let i = s["state"]?.intValue, shapes.indices.contains(i), let actions = s["actions"]?.arrayValue,
                  let outcomes = s["outcomes"]?.arrayValue, actions.count == outcomes.count else { throw bad("state \(n): incomplete") }
            var e = StateExpansion()
            for a in actions { e.actions.append(try action(a, bad: { bad("state \(n): a bad action") })) }
            for o in outcomes { e.outcomes.append(try outcome(o, "state \(n)")) }
            records.expansions[shapes[i]] = e
        }
        var report = ShardReport(shard: shard, identity: identity, records: records)
        for key in workKeys { report.work[key] = json["work"]?[key]?.doubleValue ?? 0 }
        report.started = Date(timeIntervalSince1970: json["started"]?.doubleValue ?? 0)
        return report
    }

    private init(shard: ExplorationShard, identity: ExplorationIdentity, records: ExplorationRecords) {
        self.shard = shard
        self.identity = identity
        self.records = records
        work = [:]
        started = Date(timeIntervalSince1970: 0)
    }

    static func parseShard(_ text: String) -> ExplorationShard? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { return nil }
        return ExplorationShard(index: i, count: n)
    }

    static func sceneKey(_ j: JSON, bad: () -> Failure) throws(Failure) -> SceneKey {
        guard let a = j.arrayValue, a.count == 2, let sb = a[0].stringValue, let sc = a[1].stringValue else { throw bad() }
        return SceneKey(storyboard: sb, scene: sc)
    }

    static func action(_ j: JSON, bad: () -> Failure) throws(Failure) -> UserAction {
        guard let p = j["position"]?.stringValue, let position = TreePosition(parsing: p) else { throw bad() }
        let kind: UserAction.Kind
        if let g = j["givenUp"]?.stringValue {
            let gestures: [String: UserAction.GivenUpGesture] = ["swipeBack": .swipeBack, "pullDown": .pullDown,
                                                                 "swipeForward": .swipePage(forward: true), "swipeReverse": .swipePage(forward: false)]
            guard let gesture = gestures[g], let a = j["codeAt"]?.stringValue, let at = TreePosition(parsing: a),
                  let text = j["code"]?.stringValue, let storyboard = j["codeStoryboard"]?.stringValue else { throw bad() }
            kind = .givenUp(gesture, code: .unresolved(text: text, storyboard: storyboard), at: at)
        }
        else if let s = j["segue"]?.stringValue { kind = .tapSegue(segue: s) }
        else if let s = j["performSegue"]?.stringValue, let i = j["identifier"]?.stringValue { kind = .performSegue(identifier: i, segue: s) }
        else if let t = j["tapTab"]?.intValue { kind = .tapTab(index: t) }
        else if let t = j["tapUITab"]?.stringValue { kind = .tapUITab(identifier: t) }
        else if j["tapMore"] != nil { kind = .tapMore }
        else if j["swipeBack"] != nil { kind = .swipeBack }
        else if j["tapBack"] != nil { kind = .tapBack }
        else if let d = j["dragSheet"]?.stringValue { kind = .dragSheet(detent: d) }
        else if let c = j["showColumn"]?.stringValue { kind = .showColumn(column: c) }
        else if let c = j["hideColumn"]?.stringValue { kind = .hideColumn(column: c) }
        else if j["pullDown"] != nil { kind = .pullDown }
        else if let d = j["swipePage"]?.stringValue, d == "forward" || d == "reverse" { kind = .swipePage(forward: d == "forward") }
        else if let d = j["dismiss"] { kind = .dismiss(stuck: d.stringValue) }
        else if let text = j["code"]?.stringValue, let storyboard = j["codeStoryboard"]?.stringValue {
            kind = .code(.unresolved(text: text, storyboard: storyboard))
        }
        else { throw bad() }
        let scene = try j["scene"].map { s throws(Failure) in try sceneKey(s, bad: bad) }
        return UserAction(kind: kind, position: position, scene: scene)
    }
}

extension TreePosition {
    /// From `description`'s form: `/` (the root), `/0/1`, `/0>`, `>` (what the root presents).
    init?(parsing text: String) {
        guard !text.isEmpty else { return nil }
        if text == "/" { self.init(); return }
        var steps: [Step] = []
        var digits: String?
        func endNumber() -> Bool {
            guard let d = digits else { return true }
            guard let n = Int(d) else { return false }
            steps.append(.child(n))
            digits = nil
            return true
        }
        for c in text {
            switch c {
            case "/": guard endNumber() else { return nil }; digits = ""
            case ">": guard endNumber() else { return nil }; steps.append(.presented)
            case "0"..."9": guard digits != nil else { return nil }; digits!.append(c)
            default: return nil
            }
        }
        guard endNumber() else { return nil }
        self.init(steps)
    }
}
