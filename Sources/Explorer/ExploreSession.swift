import Foundation
import ProsceniumClient
import ProsceniumLauncher

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
    /// A running server to use instead of a private one.
    public var socket: String?
    /// Windows explored side by side, and connections they share.
    public var workers = 8
    public var connections = 2
    /// Seconds without an answer after which the server counts as gone (exit 3).
    public var timeout = 60.0
    /// Replays each problem's path on a fresh window (always), and draws the state before
    /// the failing action (for the HTML report).
    public var snapshots = false
    /// A private server holding this many controllers is renewed between batches of states
    /// (`ExplorationServer`); measured best on the benchmark (docs/performance.md).
    public static let defaultControllerLimit = 50_000
    public var controllerLimit = defaultControllerLimit
    /// proscd to start (default: `PrivateServer.locateExecutable()`).
    public var proscd: String?
    /// Told what the exploration assumed (a main storyboard nothing declared); `prosc explore`
    /// writes it to stderr.
    public var notice: (@Sendable (String) -> Void)?

    public init() {}
}

/// One run of `prosc explore`: finds the app's storyboards, starts a private `proscd` on a
/// temporary socket (or uses `--socket`'s), loads the storyboards, picks the main one,
/// explores, and replays every problem's path to check it. The shell around the protocol;
/// the rules are the server's.
public enum ExploreSession {
    /// The result: the log (with each problem checked), and what was loaded.
    public struct Outcome: Sendable {
        public var log: ExplorationLog
        public var input: ExplorerInput?
        public var serverDescription: String
        /// Each storyboard's file, by name.
        public var paths: [String: String] {
            Dictionary(uniqueKeysWithValues: (input?.storyboards ?? []).map { ($0.name, $0.path) })
        }
    }

    /// The app's storyboards found, loaded on a server (private, or `--socket`'s) and listed.
    private static func load(_ options: ExploreOptions) async throws(ExploreFailure)
        -> (input: ExplorerInput?, server: ExplorationServer, infos: [StoryboardInfo], graph: StoryboardGraph, loadedNames: Set<String>) {
        let input: ExplorerInput?
        if options.directories.isEmpty {
            guard options.socket != nil else { throw .badInput("give the app's directory (or its .storyboard files), or --socket of a server that has them loaded") }
            input = nil
        } else {
            do { input = try ExplorerInput.scan(options.directories) } catch { throw .badInput(error.description) }
        }
        let server = try await ExplorationServer.start(options, input: input)
        let infos: [StoryboardInfo]
        do { infos = try await server.connections[0].storyboards() } catch {
            server.stop()
            throw .serverUnreachable("storyboard.list: \(error)")
        }
        // The app is the given storyboards: a running server's others are not explored or reported.
        let loadedNames = Set(input?.storyboards.map(\.name) ?? infos.map(\.storyboard))
        let graph = StoryboardGraph(infos.filter { loadedNames.contains($0.storyboard) })
        return (input, server, infos, graph, loadedNames)
    }

    /// `--list-code-actions`: what the sources' code does, per scene (`CodeActionListing`);
    /// nothing is explored.
    public static func listCodeActions(_ options: ExploreOptions) async throws(ExploreFailure) -> String {
        guard let sources = options.sources else { throw .badInput("--list-code-actions reads the app's code: give --sources DIR") }
        let reading = try AppSources.read(sources)
        let (_, server, _, graph, _) = try await load(options)
        server.stop()
        return CodeActionListing.text(graph: graph, reading: reading)
    }

    public static func run(_ options: ExploreOptions) async throws(ExploreFailure) -> Outcome {
        let (input, server, infos, graph, loadedNames) = try await load(options)
        defer { server.stop() }
        let initials = Set(infos.filter { $0.initial != nil && loadedNames.contains($0.storyboard) }.map(\.storyboard))
        let main: String?
        do {
            let scope = input ?? ExplorerInput(storyboards: infos.map { .init(name: $0.storyboard, path: $0.path ?? $0.storyboard) })
            let choice = try scope.chooseMainStoryboard(explicit: options.main, initials: initials)
            main = choice.name
            if let assumption = choice.assumption { options.notice?(assumption) }
        } catch {
            throw .badInput(error.description)
        }
        if let main, !initials.contains(main) {
            throw .badInput("storyboard \(main) has no initial view controller, so it cannot launch the app")
        }
        var context = ExplorationContext(graph: graph, mainStoryboard: main, stagedPaths: server.stagedPaths)
        // A running server (--socket) was configured by its user, sources included, and explore
        // cannot tell how: its refusals stand as they are.
        context.sourcesGiven = options.sources != nil || options.socket != nil
        context.ios = try? await server.connections[0].stats().ios
        let explorer = Explorer(context: context, bounds: options.bounds, workers: options.workers)
        var log: ExplorationLog
        do {
            log = try await explorer.explore(server)
            try await ProblemCheck.run(&log, connection: server.connections[0], pipelined: server.isPrivate, snapshots: options.snapshots)
        } catch {
            if server.stalled {
                throw .serverUnreachable("\(server.description) gave no answer within \(options.timeout) s")
            }
            throw .serverUnreachable("the server stopped answering: \(error.description)")
        }
        log.serverRenewals = server.renewals
        await server.restoreKeyWindow()
        return Outcome(log: log, input: input, serverDescription: server.description)
    }
}
