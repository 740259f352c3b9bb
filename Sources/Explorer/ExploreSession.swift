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
    public var profile: String?
    public var bounds = ExplorationBounds()
    /// A running server to use instead of a private one.
    public var socket: String?
    /// Windows explored side by side, and connections they share.
    public var workers = 8
    public var connections = 2
    /// Replays each problem's path on a fresh window (always), and draws the state before
    /// the failing action (for the HTML report).
    public var snapshots = false
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
        var server: PrivateServer?
        var staging: String?
        defer {
            server?.stop()
            if let staging { try? FileManager.default.removeItem(atPath: staging) }
        }
        var stagedPaths: [String: String] = [:]
        let socketPath: String
        if let socket = options.socket {
            if options.screen != nil || options.profile != nil || options.sources != nil {
                throw .badInput("--screen, --profile and --sources configure the private server; with --socket the running server's settings apply")
            }
            socketPath = socket
        } else {
            guard let executable = options.proscd ?? PrivateServer.locateExecutable() else {
                throw .serverUnreachable("cannot find proscd (beside prosc, or on PATH; or set PROSCD)")
            }
            let dir = PrivateServer.makeTemporaryDirectory("prosc-explore")
            staging = dir
            let files = dir + "/storyboards/files"
            do {
                try FileManager.default.createDirectory(atPath: files, withIntermediateDirectories: true)
                for f in input!.storyboards {
                    let staged = files + "/" + f.name + ".storyboard"
                    try FileManager.default.copyItem(atPath: f.path, toPath: staged)
                    stagedPaths[URL(fileURLWithPath: staged).resolvingSymlinksInPath().path] = f.path
                    stagedPaths[staged] = f.path
                }
            } catch {
                throw .badInput("cannot stage the storyboards in \(dir): \(error.localizedDescription)")
            }
            var args = ["--storyboards", dir + "/storyboards", "--animation-speed", "0", "--max-windows", "100000"]
            if let screen = options.screen { args += ["--main-screen", screen] }
            if let profile = options.profile { args += ["--profile", profile] }
            if let sources = options.sources { args += ["--sources", sources] }
            do {
                server = try PrivateServer(executable: executable, arguments: args, temporaryPrefix: "prosc-explore-server")
            } catch let error as PrivateServer.StartFailure {
                let text = error.description
                // A bad flag value (screen, profile, sources) is the user's input.
                if text.contains("main-screen") || text.contains("mainScreen") || text.contains("profile") || text.contains("sources") {
                    throw .badInput("the server refused the options: \(text)")
                }
                throw .serverUnreachable(text)
            } catch {
                throw .serverUnreachable("\(error)")
            }
            socketPath = server!.socketPath
        }
        var connections: [ProsceniumConnection] = []
        for _ in 0..<max(1, options.connections) {
            do {
                let c = try ProsceniumConnection(path: socketPath)
                c.defaultTimeout = 120
                connections.append(c)
            } catch {
                throw .serverUnreachable("cannot connect to \(socketPath): \(error.message)")
            }
        }
        defer { for c in connections { c.close() } }
        let c = connections[0]
        if let input {
            try await load(input, into: c, staged: server != nil, stagedPaths: stagedPaths)
        }
        let infos: [StoryboardInfo]
        do { infos = try await c.storyboards() } catch { throw .serverUnreachable("storyboard.list: \(error)") }
        let graph = StoryboardGraph(infos)
        let loadedNames = Set(input?.storyboards.map(\.name) ?? infos.map(\.storyboard))
        let initials = Set(infos.filter { $0.initial != nil && loadedNames.contains($0.storyboard) }.map(\.storyboard))
        let main: String
        do {
            let scope = input ?? ExplorerInput(storyboards: infos.map { .init(name: $0.storyboard, path: $0.path ?? $0.storyboard) })
            main = try scope.mainStoryboard(explicit: options.main, initials: initials)
        } catch {
            throw .badInput(error.description)
        }
        guard initials.contains(main) else {
            throw .badInput("storyboard \(main) has no initial view controller, so it cannot launch the app")
        }
        let context = ExplorationContext(graph: graph, mainStoryboard: main, stagedPaths: stagedPaths)
        let explorer = Explorer(context: context, bounds: options.bounds, workers: options.workers)
        var log: ExplorationLog
        do {
            log = try await explorer.explore(connections)
            try await ProblemCheck.run(&log, connection: c, snapshots: options.snapshots)
        } catch {
            throw .serverUnreachable("the server stopped answering: \(error.description)")
        }
        let description = server.map { "private proscd (\($0.socketPath))" } ?? "proscd at \(socketPath)"
        return Outcome(log: log, input: input, serverDescription: description)
    }

    /// Loads every storyboard: by path from the staging directory into a private server
    /// (parsed in parallel by the server), or as XML into a running one. All errors are
    /// collected and reported together with the user's file names.
    static func load(_ input: ExplorerInput, into c: ProsceniumConnection, staged: Bool,
                     stagedPaths: [String: String]) async throws(ExploreFailure) {
        var failures: [String] = []
        await withTaskGroup(of: String?.self) { group in
            for f in input.storyboards {
                group.addTask {
                    do {
                        if staged {
                            _ = try await c.loadStoryboard(path: "files/\(f.name).storyboard")
                        } else {
                            let xml = try String(contentsOfFile: f.path, encoding: .utf8)
                            _ = try await c.loadStoryboard(name: f.name, xml: xml)
                        }
                        return nil
                    } catch let e as ClientError {
                        if e.code == -32011 {
                            return "\(f.path): too large for the server's line limit; omit --socket (prosc explore then starts its own server) or start proscd with a larger --max-line-bytes"
                        }
                        if let file = e.data?["file"]?.stringValue {
                            let line = e.data?["line"]?.intValue.map { ":\($0)" } ?? ""
                            let original = stagedPaths[file] ?? (staged ? file : f.path)
                            return "\(original)\(line): \(e.data?["reason"]?.stringValue ?? e.message)"
                        }
                        return "\(f.path): \(e.message)"
                    } catch {
                        return "\(f.path): \(error.localizedDescription)"
                    }
                }
            }
            for await r in group { if let r { failures.append(r) } }
        }
        if !failures.isEmpty {
            throw .badInput("cannot load the storyboards:\n" + failures.sorted().joined(separator: "\n"))
        }
    }
}
