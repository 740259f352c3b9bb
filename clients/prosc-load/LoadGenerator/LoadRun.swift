import Dispatch
import Foundation
import ProsceniumClient
import WireProtocol

/// One process's run: set up windows, subscribers and idle connections, run the drivers,
/// then check every window's final tree against its model.
public struct LoadRun {
    public let options: LoadOptions
    public init(options: LoadOptions) { self.options = options }

    /// Filled by a top-level process (not a child).
    public struct Setup: Sendable {
        public var rssBefore = 0
        public var rssAfterSetup = 0
        public var rssWithIdle = 0
    }

    /// `between` runs once set-up is done, before the load (the parent samples the server
    /// there; a child reports ready and waits for go); `afterLoad` right after the load.
    public func run(control: ProsceniumConnection?, between: () -> Void, afterLoad: () -> Void) async throws -> (LoadResult, Setup) {
        var setup = Setup()
        let path = SocketLocation.resolve(explicit: options.socket).path
        if options.echo {
            between()
            let r = try runRaw(path: path, cycles: Array(repeating: [RawLineLoad.requestLine(method: "ping")], count: options.clients))
            afterLoad()
            return (r, setup)
        }
        guard let control else { throw WindowFactory.Failure(description: "no control connection") }
        if !options.child { setup.rssBefore = try await ServerProbe.stats(control)["rssBytes"]?.intValue ?? 0 }
        // Before any window is made: the application scene's own window is its first.
        var sceneWorld: SceneWorld?
        if options.mix.hasSceneOperations { sceneWorld = try await SceneWorld.probe(control, world: options.world) }
        let ios = try await ServerProbe.stats(control)["ios"]?.intValue ?? 26
        var factory = WindowFactory(connection: control, stackSize: options.stackSize, ios: ios, backButtons: options.mix.contains(.tapBack))
        let models = options.needsWindows && options.windows > 0
            ? try await factory.make(kinds: WindowFactory.kinds(for: options.mix), count: options.windows, clients: options.clients) : []
        if !options.child { setup.rssAfterSetup = try await ServerProbe.stats(control)["rssBytes"]?.intValue ?? 0 }
        var idle: [Int32] = []
        defer { for fd in idle { close(fd) } }
        for _ in 0..<options.idleConnections { idle.append(try UnixSocket.connect(to: path)) }
        if !idle.isEmpty {
            // The server has accepted them once a new connection is answered after them.
            let probe = try ProsceniumConnection(path: path, bufferNotifications: false)
            _ = try await probe.call(MethodDescriptor.ping.name, [:], timeout: 60)
            probe.close()
            setup.rssWithIdle = try await ServerProbe.stats(control)["rssBytes"]?.intValue ?? 0
        }

        var result = LoadResult()
        result.windows = models.count
        result.controllersCreated = factory.controllersCreated
        if options.raw {
            let cycles = (0..<options.clients).map { c -> [[UInt8]] in
                if !options.mix.isQueryOnly {
                    // Unanimated present/dismiss (validated): client c toggles one free
                    // controller over its own window's root (there are at least as many windows).
                    let m = models[c]
                    let vc = m.pool[0]
                    return [
                        RawLineLoad.requestLine(method: MethodDescriptor.vcPresent.name, params: "{\"presenter\":\"\(m.root)\",\"vc\":\"\(vc)\",\"animated\":false}"),
                        RawLineLoad.requestLine(method: MethodDescriptor.vcDismiss.name, params: "{\"vc\":\"\(vc)\",\"animated\":false}"),
                    ]
                }
                return [options.mix.contains(.tree) && !models.isEmpty
                    ? RawLineLoad.requestLine(method: "tree", params: "{\"window\":\"\(models[c % models.count].window)\"}")
                    : RawLineLoad.requestLine(method: "ping")]
            }
            between()
            var r = try runRaw(path: path, cycles: cycles)
            afterLoad()
            r.windows = result.windows
            r.controllersCreated = result.controllersCreated
            return (r, setup)
        }

        let outcomes = PresentationOutcomes()
        let settings = ClientDriver.Settings(depth: options.depth, animated: options.animated, mix: options.mix,
                                             seed: options.seed, checkEvents: options.checkEvents,
                                             scenes: sceneWorld, ipad: options.world == .ipad)
        var drivers: [ClientDriver] = []
        // With more drivers than cores, one thread receives for all of them: a reader thread
        // each would cost a wake-up and a context switch per answer (64×64: a third of the
        // client's time). With few, each keeps its own, whose blocking read answers sooner
        // than a poll (1×1 present/dismiss p50: 48–54 µs against 64–65 µs shared).
        let reader = options.clients > ProcessInfo.processInfo.activeProcessorCount ? SharedReader() : nil
        for c in 0..<options.clients {
            var mine = models.indices.filter { $0 % options.clients == c }.map { models[$0] }
            if mine.isEmpty, options.mix.isQueryOnly, !models.isEmpty { mine = [models[c % models.count]] }
            let d = ClientDriver(connection: try ProsceniumConnection(path: path, bufferNotifications: false, reader: reader),
                                 index: c, models: mine, settings: settings, outcomes: outcomes,
                                 // One client only (child processes do not know their place).
                                 ownsAppScene: c == 0 && !options.child)
            try await d.subscribe()
            drivers.append(d)
        }
        var subscribers: [SubscriberClient] = []
        for s in 0..<options.subscribers {
            let sub = SubscriberClient(connection: try ProsceniumConnection(path: path, bufferNotifications: false), index: s)
            try await sub.subscribe(windows: models.map(\.window))
            subscribers.append(sub)
        }

        between()
        let cpu0 = ServerProbe.ownCPUSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = options.duration.map { start + UInt64($0 * 1e9) } ?? .max
        for (c, d) in drivers.enumerated() {
            let share = options.count.map { $0 / options.clients + (c < $0 % options.clients ? 1 : 0) }
            d.start(count: share, deadline: deadline)
        }
        // Answers still missing 60 s after the end (or 10 minutes into a --count run) are a violation.
        let patience = options.duration.map { _ in deadline + 60_000_000_000 } ?? start + 600_000_000_000
        for d in drivers { d.waitUntilFinished(deadline: patience) }
        result.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        result.clientCPUSeconds = ServerProbe.ownCPUSeconds() - cpu0
        afterLoad()

        var spans: [TransitionTimeline.Span] = []
        for d in drivers {
            let (r, s) = d.collect()
            result.merge(r)
            spans += s
        }
        result.crossWindowOverlaps = TransitionTimeline.crossWindowOverlaps(spans)
        for sub in subscribers {
            let r = await sub.finish()
            result.eventsReceived += r.eventsReceived
            result.eventsDropped += r.eventsDropped
            result.violations += r.violations
        }
        // The final hierarchy of every window must be the model's.
        let finals = drivers.flatMap(\.finalModels)
        let owners = options.mix.isQueryOnly ? models : finals
        let trees = await control.pipelined(owners.map { (method: "tree", params: ["window": .string($0.window)]) })
        for (m, t) in zip(owners, trees) {
            let got = (try? t.get())?["windows"]?.arrayValue?.first?["root"].flatMap { ExpectedNode(json: $0) }
            if got != m.expected {
                result.violations.append(Violation(rule: "finalTree", detail: "window \(m.window): tree \(got?.description ?? "unreadable"), model \(m.expected)"))
            }
        }
        // Each client's scenes are as its model says, and the ones it ended are gone.
        let sceneModels = drivers.compactMap(\.finalScenes)
        if !sceneModels.isEmpty {
            let lists = await control.pipelined([(MethodDescriptor.sceneList.name, [:]), (MethodDescriptor.windowList.name, [:])])
            if let scenes = try? lists[0].get(), let windows = try? lists[1].get() {
                for m in sceneModels { result.violations += SceneAudit.check(m, sceneList: scenes, windowList: windows) }
            } else {
                result.violations.append(Violation(rule: "sceneModel", detail: "scene.list or window.list failed after the load: \(lists)"))
            }
        }
        return (result, setup)
    }

    private func runRaw(path: String, cycles: [[[UInt8]]]) throws -> LoadResult {
        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = options.duration.map { start + UInt64($0 * 1e9) } ?? .max
        let cpu0 = ServerProbe.ownCPUSeconds()
        var r = try RawLineLoad(cycles: cycles, depth: options.depth).run(socket: path, count: options.count, deadline: deadline)
        r.clientCPUSeconds = ServerProbe.ownCPUSeconds() - cpu0
        let kind = options.echo ? "echo" : !options.mix.isQueryOnly ? "present/dismiss" : options.mix.contains(.tree) ? "tree" : "ping"
        r.operationsByKind[kind] = r.operations
        return r
    }
}
