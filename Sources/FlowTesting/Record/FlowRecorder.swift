import Foundation
import HierarchyEngine
import HierarchyNaming
import ProsceniumClient
import WireProtocol

/// `prosc record`: attaches to a running server as an observer, subscribes to events and to
/// request reports (`events.subscribe` with `requests: true`), and writes a flow from what
/// other clients do — each mutating request a step in the flow vocabulary (`present`,
/// `dismiss`, `push`, … or `call`), followed by `expectCallbacks` with exactly the events it
/// caused, or `expectError` when it was refused. The flow starts with an `expectTree` of the
/// state it was recorded from and ends with one of the state at the end, so a replay that
/// does not start where the recording did says so at once.
///
/// Controllers are written by name (storyboard identifier, title or class) when the name is
/// unambiguous at that moment, else by id; `vc.instantiate` followed by a presentation, push
/// or show of what it made becomes one `present: {from, scene}` (or `push`, `show`) step, as
/// the methods that instantiate and use a scene in one request do (`vc.instantiateAndShow` is a
/// `show: {from, scene}` step).
public final class FlowRecorder: @unchecked Sendable {
    /// What the header says about the server; unset fields are inferred where the server tells.
    public struct HeaderSettings: Sendable {
        public var name: String?
        public var storyboards: String?
        public var main: String?
        public var external: String?
        public var screen: String?
        /// The iOS version (major number); nil: the one the server reports in `hello`.
        public var ios: String?
        public var sources: String?
        public var unwindActions: JSON?
        public var customSegues: JSON?
        /// Write `storyboards` and `sources` as absolute paths, not relative to the flow file
        /// (a flow downloaded from `prosc inspect` lands wherever the browser saves it).
        public var absolutePaths = false

        public init() {}

        /// From a proscd config file (`--config`): its paths resolved against its directory.
        public static func fromConfig(_ path: String) throws -> HeaderSettings {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let json = try JSONParser.parse(text)
            let base = (path as NSString).deletingLastPathComponent
            func resolved(_ p: String?) -> String? {
                guard let p else { return nil }
                return p.hasPrefix("/") || base.isEmpty ? p : base + "/" + p
            }
            var s = HeaderSettings()
            s.storyboards = resolved(json["storyboards"]?.stringValue)
            s.main = json["mainStoryboard"]?.stringValue
            s.external = json["externalStoryboard"]?.stringValue
            s.screen = json["mainScreen"]?.stringValue
            if let v = json["ios"], let version = IOSVersion(parsing: v.stringValue ?? v.intValue.map(String.init) ?? "") {
                s.ios = version.description
            } else if let p = json["profile"]?.stringValue, let version = IOSVersion(parsing: p) {
                s.ios = version.description
            }
            s.sources = resolved(json["sources"]?.stringValue)
            if let u = json["unwindActions"], u.objectValue?.isEmpty == false { s.unwindActions = u }
            if let c = json["customSegues"], c.objectValue?.isEmpty == false { s.customSegues = c }
            return s
        }
    }

    /// What the recorder tells its user as it goes.
    public enum Note: Sendable {
        case started(String)
        /// A step was added: its keyword, its value's YAML, the callbacks it caused, and the
        /// error when the request was refused.
        case recorded(step: String, value: String?, callbacks: Int, error: String?)
        case warning(String)
        case wrote(String, steps: Int)
    }

    private static func errorText(_ r: RequestReport) -> String? {
        if case .failure(let e) = r.outcome { return e.description }
        return nil
    }

    private let connection: ProsceniumConnection
    private let output: String
    private var settings: HeaderSettings
    private let log: @Sendable (Note) -> Void
    public private(set) var flow = RecordedFlow()
    /// Events received and not yet claimed by a request report, by seq.
    private var events: [Int: Event] = [:]
    /// What names each controller, for every controller seen.
    private var known: [String: ControllerResolver.Candidate] = [:]
    /// The controllers a name may mean right now: the tree's and those made and in no window.
    private var candidates = FlowNames(inWindows: [], detached: [])
    private var created: [String] = []
    private var screenNames: [String: String] = [:]
    /// A `vc.instantiate` waiting to see whether the next request presents what it made.
    private var pending: (vc: String, storyboard: String, identifier: String?, events: [Event], report: RequestReport)?
    private var finished = false

    public init(connection: ProsceniumConnection, output: String, settings: HeaderSettings = HeaderSettings(),
                log: @escaping @Sendable (Note) -> Void = { _ in }) {
        self.connection = connection
        self.output = output
        self.settings = settings
        self.log = log
    }

    /// Records until the server closes the connection or the task is cancelled; then
    /// `finish()` writes the last steps.
    public func record() async throws {
        let hello = try await connection.request(MethodDescriptor.hello.name, ["client": "prosc record", "role": "observer"])
        if settings.ios == nil, let ios = hello["ios"]?.intValue { settings.ios = String(ios) }
        let subscription = try await connection.events(snapshot: true, requests: true)
        try await writeHeader()
        flow.addTree(try await treeText())
        try await refresh()
        try save()
        log(.started(output))
        for await element in subscription {
            switch element {
            case .event(let e): events[e.seq] = e
            case .eventsDropped(let n): log(.warning("the server dropped \(n) events; the flow will not replay them"))
            case .request(let r):
                await handle(r)
                try save()
            }
        }
    }

    /// Writes what is pending and the final tree (once).
    public func finish() async throws {
        guard !finished else { return }
        finished = true
        if let p = pending {
            pending = nil
            addInstantiateCall(p)
        }
        if let text = try? await treeText() { flow.addTree(text) }
        try save()
        log(.wrote(output, steps: flow.stepCount))
    }

    private func save() throws {
        try flow.text.write(toFile: output, atomically: true, encoding: .utf8)
    }

    // MARK: - Header

    /// What the server's scene life cycle needs for the replay to match (docs/flows.md): an app
    /// on the app-delegate life cycle while the server reproduces iOS 13+ (`lifeCycle:
    /// appDelegate`), and `supportsMultipleScenes: true` when `scene.list` says the app has it.
    /// A server without `scene.list` (an older one) has neither.
    private func writeSceneHeader() async throws {
        let list: JSON
        do { list = try await connection.request(MethodDescriptor.sceneList.name) } catch { return }
        var ios = Int(settings.ios ?? "")
        if ios == nil { ios = try? await connection.stats().ios }
        if list["lifeCycle"]?.stringValue == "appDelegate", (ios ?? 0) >= 13 { flow.setHeader("lifeCycle", "appDelegate") }
        if list["supportsMultipleScenes"]?.boolValue == true { flow.setHeader("supportsMultipleScenes", "true") }
    }

    private func writeHeader() async throws {
        let name = settings.name ?? ((output as NSString).lastPathComponent as NSString).deletingPathExtension
        flow.comments = ["Recorded by `prosc record` from \(connection.path). Replay it with `prosc test`."]
        flow.setHeader("name", YAMLText.scalar(name))
        let storyboards = try await connection.request(MethodDescriptor.storyboardList.name)
        let paths = (storyboards["storyboards"]?.arrayValue ?? []).compactMap { $0["path"]?.stringValue }
        let directory = settings.storyboards ?? paths.map { ($0 as NSString).deletingLastPathComponent }.first
        if let directory {
            flow.setHeader("storyboards", YAMLText.scalar(headerPath(directory)))
        }
        let screens = try await connection.screens()
        for s in screens { screenNames[s.id] = s.name }
        var main = settings.main
        if main == nil, let root = try await connection.tree().windows.first(where: { $0.window == "w1" })?.root {
            main = try await connection.controller(root.vc).storyboard
        }
        if let main { flow.setHeader("main", YAMLText.scalar(main)) }
        if let external = settings.external { flow.setHeader("external", YAMLText.scalar(external)) }
        if let screen = settings.screen {
            flow.setHeader("screen", YAMLText.scalar(screen))
        } else if let s = screens.first(where: \.main) {
            flow.setHeader("screen", YAMLText.scalar(ScreenSize.text(s.width, s.height, s.scale) + ":" + s.traits.idiom))
        }
        if let ios = settings.ios { flow.setHeader("ios", ios) }
        try await writeSceneHeader()
        if let sources = settings.sources {
            flow.setHeader("sources", YAMLText.scalar(headerPath(sources)))
        }
        if let u = settings.unwindActions { flow.setHeader("unwindActions", YAMLText.flow(u)) }
        if let c = settings.customSegues { flow.setHeader("customSegues", YAMLText.flow(c)) }
    }

    /// A header's path: relative to the flow file, or absolute with `absolutePaths`.
    private func headerPath(_ path: String) -> String {
        if settings.absolutePaths {
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            return (absolute as NSString).standardizingPath
        }
        return Self.relative(path, from: (output as NSString).deletingLastPathComponent)
    }

    /// `path` relative to `directory` (both made absolute first).
    static func relative(_ path: String, from directory: String) -> String {
        func parts(_ p: String) -> [String] {
            let absolute = p.hasPrefix("/") ? p : FileManager.default.currentDirectoryPath + "/" + p
            return (absolute as NSString).standardizingPath.split(separator: "/").map(String.init)
        }
        let target = parts(path)
        let base = parts(directory.isEmpty ? "." : directory)
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let up = Array(repeating: "..", count: base.count - common)
        let rest = up + target[common...]
        return rest.isEmpty ? "." : rest.joined(separator: "/")
    }

    // MARK: - State

    private func treeText() async throws -> String {
        TreeText.render(try await connection.tree(), screens: try await connection.screens())
    }

    /// Reads the tree again (and the made controllers still in no window).
    private func refresh() async throws {
        let inWindows = ControllerResolver.candidates(in: try await connection.tree())
        let inTree = Set(inWindows.map(\.vc))
        var detached: [ControllerResolver.Candidate] = []
        for vc in created where !inTree.contains(vc) {
            if let info = try? await connection.controller(vc) {
                detached.append(ControllerResolver.Candidate(vc: vc, storyboardIdentifier: info.storyboardIdentifier, title: info.title,
                                                             className: info.className, window: info.window))
            }
        }
        candidates = FlowNames(inWindows: inWindows, detached: detached)
        for c in inWindows + detached { known[c.vc] = c }
    }

    /// How the flow names `vc`: its label when that names it alone now, else its id.
    private func name(_ vc: String) -> String { candidates.name(of: vc) }

    private func label(_ e: Event) async -> String {
        guard let vc = e.vc else { return e.subjectWithoutController }
        if let c = known[vc] { return c.label }
        if let info = try? await connection.controller(vc) {
            let c = ControllerResolver.Candidate(vc: vc, storyboardIdentifier: info.storyboardIdentifier, title: info.title,
                                                 className: info.className, window: info.window)
            known[vc] = c
            return c.label
        }
        return vc
    }

    private func callbackTexts(_ list: [Event]) async -> [String] {
        var out: [String] = []
        for e in list {
            let l = await label(e)
            out.append(l.isEmpty ? e.name : l + "." + e.name)
        }
        return out
    }

    /// Notes the controllers a request made (`vc.instantiate`'s tree, `vc.create`'s vc).
    private func noteCreated(_ r: RequestReport) {
        guard case .success(let result) = r.outcome else { return }
        if r.method == MethodDescriptor.screenConnect.name, let screen = result["screen"]?.stringValue, let n = r.params["name"]?.stringValue {
            screenNames[screen] = n
        }
        guard let vc = result["vc"]?.stringValue else { return }
        if r.method == MethodDescriptor.vcInstantiate.name, let tree = try? TreeNode(result: result["tree"] ?? .null, context: r.method) {
            for n in tree.allNodes {
                created.append(n.vc)
                let c = ControllerResolver.Candidate(vc: n.vc, storyboardIdentifier: n.storyboardIdentifier, title: n.title,
                                                     className: n.className, window: nil)
                known[n.vc] = c
                candidates.detached.append(c)
            }
        } else if r.method == MethodDescriptor.vcCreate.name {
            created.append(vc)
            let c = ControllerResolver.Candidate(vc: vc, storyboardIdentifier: nil, title: r.params["title"]?.stringValue,
                                                 className: r.params["class"]?.stringValue ?? "UIViewController", window: nil)
            known[vc] = c
            candidates.detached.append(c)
        }
    }

    // MARK: - Requests to steps

    private func handle(_ r: RequestReport) async {
        let caused = r.events.compactMap { events.removeValue(forKey: $0) }
        if let p = pending {
            pending = nil
            if let merged = await mergedStep(p, r, caused) {
                log(.recorded(step: merged.keyword, value: merged.value, callbacks: p.events.count + caused.count, error: Self.errorText(r)))
                finishRequest(r)
                await refreshQuietly()
                return
            }
            addInstantiateCall(p)
        }
        if r.method == MethodDescriptor.vcInstantiate.name, case .success(let result) = r.outcome, let vc = result["vc"]?.stringValue,
           let storyboard = r.params["storyboard"]?.stringValue {
            noteCreated(r)
            pending = (vc, storyboard, r.params["identifier"]?.stringValue, caused, r)
            return
        }
        // The storyboard `present: {from, scene}` and `push: {nav, scene}` instantiate from by default.
        var anchorStoryboard: String?
        if let key = StepMapping.storyboardAnchor(of: r.method), let anchor = r.params[key]?.stringValue {
            anchorStoryboard = try? await connection.controller(anchor).storyboard
        }
        let (keyword, value) = step(for: r, anchorStoryboard: anchorStoryboard)
        flow.add(keyword, value)
        await addOutcome(r, caused)
        log(.recorded(step: keyword, value: value, callbacks: caused.count, error: Self.errorText(r)))
        finishRequest(r)
        await refreshQuietly()
    }

    private func finishRequest(_ r: RequestReport) {
        noteCreated(r)
        if r.method == MethodDescriptor.screenDisconnect.name, let s = r.params["screen"]?.stringValue { screenNames[s] = nil }
    }

    private func refreshQuietly() async {
        do { try await refresh() } catch { log(.warning("cannot read the tree: \(error)")) }
    }

    private func addOutcome(_ r: RequestReport, _ caused: [Event]) async {
        switch r.outcome {
        case .success:
            flow.addCallbacks(await callbackTexts(caused))
        case .failure(let e):
            flow.addError(code: e.code, message: e.message, uikit: e.uikit)
            if !caused.isEmpty { flow.addCallbacks(await callbackTexts(caused)) }
        }
    }

    /// An instantiation followed by a presentation (push, show) of what it made: one step, the
    /// one the method that does both in one request makes (`vc.present` of a made `Modal` is
    /// `present: {from, scene: Modal}`, as `vc.instantiateAndPresent` is).
    private func mergedStep(_ p: (vc: String, storyboard: String, identifier: String?, events: [Event], report: RequestReport),
                            _ r: RequestReport, _ caused: [Event]) async -> (keyword: String, value: String)? {
        guard let identifier = p.identifier, r.params["vc"]?.stringValue == p.vc,
              let both = StepMapping.instantiating(r.method), let anchorKey = StepMapping.storyboardAnchor(of: both.name),
              let anchor = r.params[anchorKey]?.stringValue else { return nil }
        var params = Self.withoutDefaults(r.params, of: r.method)
        params["vc"] = nil
        params["storyboard"] = .string(p.storyboard)
        params["identifier"] = .string(identifier)
        let anchorStoryboard = try? await connection.controller(anchor).storyboard
        guard let (keyword, value) = StepMapping.step(method: both.name, params: Self.withoutDefaults(params, of: both.name),
                                                      names: names(anchorStoryboard: anchorStoryboard)),
              let value else { return nil }
        flow.add(keyword, value)
        await addOutcome(r, p.events + caused)
        return (keyword, value)
    }

    private func addInstantiateCall(_ p: (vc: String, storyboard: String, identifier: String?, events: [Event], report: RequestReport)) {
        var params: JSONObject = ["storyboard": .string(p.storyboard)]
        if let identifier = p.identifier { params["identifier"] = .string(identifier) }
        flow.add("call", YAMLText.flow(.object(["method": .string(MethodDescriptor.vcInstantiate.name), "params": .object(params)])))
        flow.addCallbacks(p.events.map { ($0.vc.flatMap { known[$0]?.label } ?? $0.vc ?? "") + "." + $0.name })
        log(.recorded(step: "call", value: "vc.instantiate \(p.identifier ?? p.storyboard)", callbacks: p.events.count, error: nil))
    }

    /// The step for one request, in the flow vocabulary when one says all it said
    /// (`StepMapping`, the table `prosc test` reads the other way), else `call`.
    private func step(for r: RequestReport, anchorStoryboard: String?) -> (String, String?) {
        let p = Self.withoutDefaults(r.params, of: r.method)
        if let step = StepMapping.step(method: r.method, params: p, names: names(anchorStoryboard: anchorStoryboard)) { return step }
        return ("call", YAMLText.flow(.object(["method": .string(r.method), "params": .object(named(p, of: r.method))])))
    }

    /// How the steps name controllers and screens now.
    private func names(anchorStoryboard: String?) -> StepMapping.Names {
        StepMapping.Names(controller: { [unowned self] in name($0) }, screen: { [unowned self] in screenNames[$0] ?? $0 },
                          anchorStoryboard: anchorStoryboard)
    }

    /// `params` without the members that only restate the method table's default (`animated:
    /// true`, `queue: true` — clients such as the Python one send them all).
    static func withoutDefaults(_ params: JSONObject, of method: String) -> JSONObject {
        guard let descriptor = MethodTable.descriptor(named: method) else { return params }
        return JSONObject(params.filter { member in
            guard let spec = descriptor.param(named: member.key), let value = spec.defaultValue else { return true }
            return member.value != value
        })
    }

    /// `params` of `method` with controller ids written as names (and screen ids as screen
    /// names), for the parameters the method table says carry them.
    private func named(_ params: JSONObject, of method: String) -> JSONObject {
        let descriptor = MethodTable.descriptor(named: method)
        return JSONObject(params.map { member -> (key: String, value: JSON) in
            let (key, value) = member
            switch descriptor?.param(named: key)?.kind {
            case .controller?:
                if let id = value.stringValue { return (key, .string(name(id))) }
            case .controllers?:
                if let ids = value.arrayValue { return (key, .array(ids.map { $0.stringValue.map { .string(name($0)) } ?? $0 })) }
            case .screen?:
                if let id = value.stringValue { return (key, .string(screenNames[id] ?? id)) }
            default:
                break
            }
            return (key, value)
        })
    }
}
