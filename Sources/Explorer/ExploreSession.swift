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

    public static func run(_ options: ExploreOptions) async throws(ExploreFailure) -> Outcome {
        let input: ExplorerInput?
        if options.directories.isEmpty {
            guard options.socket != nil else { throw .badInput("give the app's directory (or its .storyboard files), or --socket of a server that has them loaded") }
            input = nil
        } else {
            do { input = try ExplorerInput.scan(options.directories) } catch { throw .badInput(error.description) }
        }
        let server = try await ExplorationServer.start(options, input: input)
        defer { server.stop() }
        let c = server.connections[0]
        let infos: [StoryboardInfo]
        do { infos = try await c.storyboards() } catch { throw .serverUnreachable("storyboard.list: \(error)") }
        // The app is the given storyboards: a running server's others are not explored or reported.
        let loadedNames = Set(input?.storyboards.map(\.name) ?? infos.map(\.storyboard))
        let graph = StoryboardGraph(infos.filter { loadedNames.contains($0.storyboard) })
        let initials = Set(infos.filter { $0.initial != nil && loadedNames.contains($0.storyboard) }.map(\.storyboard))
        let main: String?
        do {
            let scope = input ?? ExplorerInput(storyboards: infos.map { .init(name: $0.storyboard, path: $0.path ?? $0.storyboard) })
            main = try scope.mainStoryboard(explicit: options.main, initials: initials)
        } catch {
            throw .badInput(error.description)
        }
        if let main, !initials.contains(main) {
            throw .badInput("storyboard \(main) has no initial view controller, so it cannot launch the app")
        }
        var context = ExplorationContext(graph: graph, mainStoryboard: main, stagedPaths: server.stagedPaths)
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
