import Foundation
import HierarchyEngine
import ProsceniumClient
import ProsceniumLauncher
import SourceNavigation
import Storyboards

/// Why `prosc explore` could not run: bad input or usage (exit 2), or no server (exit 3).
public enum ExploreFailure: Error, CustomStringConvertible {
    case badInput(String)
    case serverUnreachable(String)

    public var description: String {
        switch self {
        case .badInput(let m), .serverUnreachable(let m): m
        }
    }
}

/// What `prosc explore` was asked to do.
public struct ExploreOptions: Sendable {
    /// Directories (or `.storyboard` files) of the app; may be empty with `socket`.
    public var directories: [String] = []
    public var main: String?
    public var sources: String?
    /// `WxH@scale:idiom` for the private server's main screen.
    public var screen: String?
    /// The iOS version the private server reproduces (12 … 26; nil: the newest).
    public var ios: String?
    public var bounds = ExplorationBounds()
    /// Expand every distinct state (`--exhaustive`), without the product reduction
    /// (`HiddenTabReduction`): slower, the same problems, scenes, segues and code actions.
    public var exhaustive = false
    /// A running server to explore on (`--socket`).
    public var socket: String?
    /// Explore on a private proscd (`--private-server`) rather than in process.
    public var privateServer = false
    /// Where the exploration runs: in process unless a server is asked for.
    public var inProcess: Bool { socket == nil && !privateServer }
    /// Windows explored side by side on a server (and connections they share); in process,
    /// workers, at most one per core.
    public var workers = 8
    public var connections = 2
    /// Seconds without an answer after which the server counts as gone (exit 3).
    public var timeout = 60.0
    /// Replays each problem's path on a fresh window (always), and draws the state before
    /// the failing action (for the HTML report).
    public var snapshots = false
    /// A private server holding this many controllers is renewed between batches of states
    /// (`ExplorationServer`); measured best on the benchmark (docs/performance-history.md, "prosc explore (issue 15)").
    public static let defaultControllerLimit = 50_000
    public var controllerLimit = defaultControllerLimit
    /// proscd to start (default: `PrivateServer.locateExecutable()`).
    public var proscd: String?
    /// Told what the exploration assumed (a main storyboard nothing declared); `prosc explore`
    /// writes it to stderr.
    public var notice: (@Sendable (String) -> Void)?
    /// This run's share of a sharded exploration: explores only it and records what its actions
    /// did (`ExplorationShard`).
    public var shard: ExplorationShard?
    /// Answer from these records instead of exploring (`prosc merge`; in process only).
    public var replay: ExplorationRecords?

    public init() {}

    /// The main screen to explore `input` on: `--screen`, else a tvOS app's TV screen
    /// (`ExplorerInput.tvOS`); nil: the default phone (a running server's screen is its own).
    public func screen(for input: ExplorerInput?) -> String? {
        screen ?? (socket == nil && input?.tvOS != nil ? ExplorerInput.tvScreen : nil)
    }
}

/// One run of `prosc explore`: finds the app's storyboards, parses them in process (or loads
/// them into a private `proscd` on a temporary socket, or into `--socket`'s), picks the main
/// one, explores, and replays every problem's path to check it. Either way the rules are the
/// server's: in process, each request becomes the operation proscd's method entry makes of it.
public enum ExploreSession {
    /// The result: the log (with each problem checked), and what was loaded.
    public struct Outcome: Sendable {
        public var log: ExplorationLog
        public var input: ExplorerInput?
        public var serverDescription: String
        /// What shards of this exploration must agree on (nil without the app's directories).
        public var identity: ExplorationIdentity?
        /// Each storyboard's file, by name.
        public var paths: [String: String] {
            Dictionary(uniqueKeysWithValues: (input?.storyboards ?? []).map { ($0.name, $0.path) })
        }
    }

    /// The app's storyboards found (none with `--socket` alone).
    private static func scanInput(_ options: ExploreOptions) throws(ExploreFailure) -> ExplorerInput? {
        if options.directories.isEmpty {
            guard options.socket != nil else { throw .badInput("give the app's directory (or its .storyboard files), or --socket of a server that has them loaded") }
            return nil
        }
        do { return try ExplorerInput.scan(options.directories, codeMayLaunch: options.sources != nil) } catch { throw .badInput(error.description) }
    }

    /// The app's storyboards loaded on a server (private, or `--socket`'s) and listed.
    private static func load(_ options: ExploreOptions, input: ExplorerInput?) async throws(ExploreFailure)
        -> (server: ExplorationServer, infos: [StoryboardInfo]) {
        let server = try await ExplorationServer.start(options, input: input)
        let infos: [StoryboardInfo]
        do { infos = try await server.connections[0].storyboards() } catch {
            server.stop()
            throw .serverUnreachable("storyboard.list: \(error)")
        }
        return (server, infos)
    }

    /// The app's storyboards as `storyboard.list` lists them: parsed in process, or from a server.
    private static func storyboards(_ options: ExploreOptions, input: ExplorerInput?,
                                    reading: AppSources.Reading?) async throws(ExploreFailure) -> [StoryboardInfo] {
        if options.inProcess, let input { return try EngineWorld.load(input, options: options, sources: reading).storyboards }
        let (server, infos) = try await load(options, input: input)
        server.stop()
        return infos
    }

    /// `--list-code-actions`: what the sources' code does, per scene (`CodeActionListing`);
    /// nothing is explored.
    public static func listCodeActions(_ options: ExploreOptions) async throws(ExploreFailure) -> String {
        guard let sources = options.sources else { throw .badInput("--list-code-actions reads the app's code: give --sources DIR") }
        let reading = try AppSources.read(sources)
        let input = try scanInput(options)
        let infos = try await storyboards(options, input: input, reading: reading)
        var graph = graph(infos, input: input)
        graph.addCodeClasses(reading.facts.codeScreens(excluding: graph.sceneClasses))
        return CodeActionListing.text(graph: graph, reading: reading)
    }

    public static func run(_ options: ExploreOptions) async throws(ExploreFailure) -> Outcome {
        let input = try scanInput(options)
        var options = options
        options.screen = options.screen(for: input)
        if options.inProcess, let input { return try await runInProcess(options, input: input) }
        if options.replay != nil { throw .badInput("a merge replays in process: it needs the app's directories") }
        let (server, infos) = try await load(options, input: input)
        defer { server.stop() }
        var context = try context(infos, input: input, options: options, stagedPaths: server.stagedPaths,
                                  reading: try readSources(options))
        context.ios = try? await server.connections[0].stats().ios
        context.idiom = (try? await server.connections[0].screens())?.first(where: \.main)?.traits.idiom
        var explorer = Explorer(context: context, bounds: options.bounds, workers: options.workers)
        explorer.shard = options.shard
        explorer.recording = options.shard != nil
        explorer.reduces = !options.exhaustive
        var log: ExplorationLog
        do {
            log = try await explorer.explore(server)
            try await ProblemCheck.run(&log, connection: server.connections[0], pipelined: server.isPrivate, snapshots: options.snapshots)
            for i in log.problems.indices where log.problems[i].throughCode { log.problems[i].replayedOnServer = true }
        } catch {
            if server.stalled {
                throw .serverUnreachable("\(server.description) gave no answer within \(options.timeout) s")
            }
            throw .serverUnreachable("the server stopped answering: \(error.description)")
        }
        log.serverRenewals = server.renewals
        await server.restoreKeyWindow()
        return Outcome(log: log, input: input, serverDescription: server.description,
                       identity: identity(options, input: input, ios: context.ios))
    }

    /// What shards must agree on; nil without the app's files.
    private static func identity(_ options: ExploreOptions, input: ExplorerInput?, ios: Int?) -> ExplorationIdentity? {
        guard let input, let fingerprint = ExplorationIdentity.fingerprint(input.storyboards) else { return nil }
        return ExplorationIdentity(directories: options.directories, main: options.main, sources: options.sources, ios: ios,
                                   maxDepth: options.bounds.maxDepth, maxStates: options.bounds.maxStates,
                                   maxRepeats: options.bounds.maxRepeats, exhaustive: options.exhaustive, storyboards: fingerprint)
    }

    /// Explores in process (`EngineWorld`, `EngineDriver`); problems are checked in process,
    /// and replayed on a private proscd only to draw their pictures (`snapshots`).
    private static func runInProcess(_ options: ExploreOptions, input: ExplorerInput) async throws(ExploreFailure) -> Outcome {
        // The sources are read once: for the engine (unwind actions, what code sets) and the code actions.
        let reading = try readSources(options)
        let world = try EngineWorld.load(input, options: options, sources: reading)
        var context = try context(world.storyboards, input: input, options: options, stagedPaths: [:], reading: reading)
        context.ios = world.base.configuration.ios.major
        context.idiom = world.base.screens().first { $0.spec.isMain }?.spec.idiom.rawValue
        let workers = min(options.workers, ProcessInfo.processInfo.activeProcessorCount)
        var explorer = Explorer(context: context, bounds: options.bounds, workers: workers)
        explorer.shard = options.shard
        explorer.recording = options.shard != nil
        explorer.reduces = !options.exhaustive
        var log: ExplorationLog
        if var records = options.replay {
            try records.resolveCodePlans(context.graph.codeActions, launchRoot: context.launchRoot)
            let driver = ReplayDriver(records: records, window: EngineWindow(world: world, context: context))
            do { log = try await explorer.explore(driver) } catch { throw .badInput(error.error.message) }
            log.exploredByMerge = driver.explored
        } else {
            do { log = try await explorer.explore(world) } catch { throw .serverUnreachable(error.description) }
        }
        await ProblemCheck.run(&log, engine: EngineWindow(world: world, context: context))
        if options.snapshots && !log.problems.isEmpty {
            let server = try await ExplorationServer.start(options, input: input)
            defer { server.stop() }
            let check = log.problems.map(\.reproduced), warningCheck = log.warnings.map(\.reproduced)
            log.context.stagedPaths = server.stagedPaths
            do {
                try await ProblemCheck.run(&log, connection: server.connections[0], pipelined: true, snapshots: true)
            } catch {
                throw .serverUnreachable("drawing the problems' pictures: \(error.description)")
            }
            // The server's replay must agree with the engine's; a disagreement is reported, not hidden.
            for (i, reproduced) in check.enumerated() where log.problems[i].reproduced != reproduced {
                log.problems[i].reproduced = false
                log.problems[i].replayNote = "in process and on proscd the replay differs"
            }
            for (i, reproduced) in warningCheck.enumerated() where log.warnings[i].reproduced != reproduced {
                log.warnings[i].reproduced = false
                log.warnings[i].replayNote = "in process and on proscd the replay differs"
            }
            for i in log.problems.indices where log.problems[i].throughCode { log.problems[i].replayedOnServer = true }
        } else if log.problems.contains(where: \.throughCode) {
            try await CodeProblemReplay.run(&log, options: options, input: input)
        }
        return Outcome(log: log, input: input, serverDescription: "in process",
                       identity: identity(options, input: input, ios: context.ios))
    }

    /// Why an app with no storyboard but its launch screen cannot be explored: its launch code
    /// sets no root, or one explore cannot make (where, and why).
    private static func codeOnlyRefusal(_ root: LaunchRoot?, input: ExplorerInput, options: ExploreOptions) -> String {
        let what = input.launchScreens.isEmpty ? "no storyboard under \(options.directories.joined(separator: ", "))"
            : "no storyboard under \(options.directories.joined(separator: ", ")) but the launch screen \(input.launchScreens.map(\.file.name).joined(separator: ", "))"
        if let main = options.main { return "--main \(main): \(what)" }
        guard let root else {
            return "\(what), and the launch code in \(options.sources ?? "the sources") sets no window root (window?.rootViewController = … in a scene delegate's \(LaunchRoot.sceneMethod) or an app delegate's \(LaunchRoot.applicationMethod)): nothing to launch from"
        }
        let why = root.conditional ? "it is set under a condition" : !root.source.isLiteral ? "it is not literal"
            : "it instantiates from a storyboard the code does not name"
        return "\(what), and the launch code's root cannot be made: \(root.location.file):\(root.location.line): \(root.method) sets the window's root to \(root.source), but \(why)"
    }

    /// `--sources` read (nil without).
    private static func readSources(_ options: ExploreOptions) throws(ExploreFailure) -> AppSources.Reading? {
        try options.sources.map { (sources) throws(ExploreFailure) in try AppSources.read(sources) }
    }

    /// The graph of the app's storyboards (a running server's others are not the app's).
    private static func graph(_ infos: [StoryboardInfo], input: ExplorerInput?) -> StoryboardGraph {
        let loadedNames = Set(input?.storyboards.map(\.name) ?? infos.map(\.storyboard))
        return StoryboardGraph(infos.filter { loadedNames.contains($0.storyboard) })
    }

    /// The unwind actions each class performs, as the engine or the private server is configured
    /// (`UnwindActionScanner`, the scan both make of `--sources`); nil for a running server's own
    /// settings (`--socket`), or sources that cannot be scanned (the engine then refuses them).
    private static func unwindPerformers(_ options: ExploreOptions) -> [String: Set<String>]? {
        guard options.socket == nil else { return nil }
        guard let sources = options.sources else { return [:] }
        guard let table = try? UnwindActionScanner.scan(directory: sources) else { return nil }
        return table.mapValues { Set($0.map(UnwindActionName.canonical)) }
    }

    /// The exploration's context from `storyboard.list`'s answer: the app's graph and the main
    /// storyboard.
    private static func context(_ infos: [StoryboardInfo], input: ExplorerInput?, options: ExploreOptions,
                                stagedPaths: [String: String], reading: AppSources.Reading?) throws(ExploreFailure) -> ExplorationContext {
        let loadedNames = Set(input?.storyboards.map(\.name) ?? infos.map(\.storyboard))
        let initials = Set(infos.filter { $0.initial != nil && loadedNames.contains($0.storyboard) }.map(\.storyboard))
        // With --sources, the launch code's root (when it sets one explore can make) is the launch.
        let launchRoot = reading?.facts.launchRoot
        let codeLaunches = options.main == nil && launchRoot?.isUsable == true
        // An app with no storyboard to launch from (its launch screen aside) launches from its
        // launch code, or not at all (issue 40).
        if let input, input.storyboards.isEmpty, !codeLaunches {
            throw .badInput(codeOnlyRefusal(launchRoot, input: input, options: options))
        }
        var main: String?
        do {
            let scope = input ?? ExplorerInput(storyboards: infos.map { .init(name: $0.storyboard, path: $0.path ?? $0.storyboard) })
            let choice = try scope.chooseMainStoryboard(explicit: options.main, initials: initials)
            main = choice.name
            if let assumption = choice.assumption, !codeLaunches { options.notice?(assumption) }
        } catch {
            // The launch code replaces whatever storyboard UIKit would load.
            guard codeLaunches else { throw .badInput(error.description) }
        }
        if let main, !initials.contains(main), !codeLaunches {
            throw .badInput("storyboard \(main) has no initial view controller, so it cannot launch the app")
        }
        // The storyboard UIKit would load does not launch: the code replaces its root.
        if codeLaunches { main = nil }
        if let launchRoot, !launchRoot.isUsable {
            options.notice?("the app's launch code sets the window's root to \(launchRoot) in \(launchRoot.method), "
                            + (launchRoot.conditional ? "under a condition" : "which is not literal")
                            + ": explore cannot make it, and launches " + (main.map { "from \($0)" } ?? "nothing"))
        }
        var appGraph = graph(infos, input: input)
        // The classes the code makes are screens too (issue 40): known before the code's actions
        // are tied to screens, and before the context numbers the scenes.
        if let reading { appGraph.addCodeClasses(reading.facts.codeScreens(excluding: appGraph.sceneClasses)) }
        var context = ExplorationContext(graph: appGraph, mainStoryboard: main, stagedPaths: stagedPaths)
        context.externalDisplayStoryboards = (input?.externalDisplayStoryboards ?? []).filter { $0 != main }
        // A running server (--socket) was configured by its user, sources included, and explore
        // cannot tell how: its refusals stand as they are.
        context.sourcesGiven = options.sources != nil || options.socket != nil
        if codeLaunches { context.launchRoot = launchRoot }
        context.unwindPerformers = unwindPerformers(options)
        if let reading {
            context.graph.codeActions = CodeActionTable(graph: context.graph, facts: reading.facts)
            context.codeReading = CodeReading(files: reading.facts.fileCount, seconds: reading.seconds,
                                              navigationCalls: context.graph.codeActions.navigationCalls)
        }
        return context
    }
}
