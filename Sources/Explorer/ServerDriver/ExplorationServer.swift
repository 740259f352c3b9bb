import Foundation
import ProsceniumClient
import ProsceniumLauncher
import Synchronization

/// The proscd an exploration talks to: a private one on a temporary socket with the app's
/// storyboards (staged in a temporary directory and loaded with `storyboard.load`, so a broken
/// file is reported with its own name and line), or a running one (`--socket`).
///
/// The engine keeps every controller it ever instantiated (identifiers are never reused), and
/// an exploration instantiates one per segue it tries: a private server is therefore renewed —
/// stopped, started afresh, storyboards loaded again — between batches of states once it holds
/// `controllerLimit` controllers, so that each action costs what it costs on a fresh server.
public final class ExplorationServer: @unchecked Sendable {
    // @unchecked: used by the exploration's driving task only; connections are Sendable.
    public private(set) var connections: [ProsceniumConnection]
    public private(set) var renewals = 0
    /// A private server (its transitions take no time, so calls may be pipelined).
    public var isPrivate: Bool { launch != nil }
    /// Staged copy path → the user's path.
    public let stagedPaths: [String: String]
    public let description: String
    private var server: PrivateServer?
    private let launch: (() throws(ExploreFailure) -> PrivateServer)?
    private let input: ExplorerInput?
    private let staging: String?
    private let connectionCount: Int
    /// Controllers a private server may hold before it is renewed (`ExploreOptions.controllerLimit`).
    public var controllerLimit = ExploreOptions.defaultControllerLimit
    /// A running server's key window when the exploration began (made key again at the end).
    private var keyWindow: String?
    private var watchdog: ServerWatchdog?
    /// Seconds without an answer after which the server counts as gone (`--timeout`).
    private let timeout: Double
    /// Set (from the watchdog's task) when it gave up on the server.
    private let stalledFlag = Atomic<Bool>(false)
    public var stalled: Bool { stalledFlag.load(ordering: .acquiring) }

    private init(connections: [ProsceniumConnection], stagedPaths: [String: String], description: String,
                 server: PrivateServer?, launch: (() throws(ExploreFailure) -> PrivateServer)?, input: ExplorerInput?,
                 staging: String?, connectionCount: Int, timeout: Double) {
        self.connections = connections; self.stagedPaths = stagedPaths; self.description = description
        self.server = server; self.launch = launch; self.input = input; self.staging = staging
        self.connectionCount = connectionCount; self.timeout = timeout
    }

    /// Watches the server at `path` (see `ServerWatchdog`); a stall closes the connections in
    /// use now (a renewal watches anew with its own).
    private func watch(_ path: String) {
        watchdog?.cancel()
        let current = connections
        watchdog = ServerWatchdog(path: path, timeout: timeout) { [weak self] in
            self?.stalledFlag.store(true, ordering: .releasing)
            for c in current { c.close() }
        }
    }

    deinit { stop() }

    /// Stops the private server and removes the staged files.
    public func stop() {
        watchdog?.cancel()
        watchdog = nil
        for c in connections { c.close() }
        connections = []
        server?.stop()
        server = nil
        if let staging { try? FileManager.default.removeItem(atPath: staging) }
    }

    /// Starts a private server with `options` (or connects to `options.socket`) and loads `input`.
    public static func start(_ options: ExploreOptions, input: ExplorerInput?) async throws(ExploreFailure) -> ExplorationServer {
        let count = max(1, options.connections)
        if let socket = options.socket {
            if options.screen != nil || options.ios != nil || options.sources != nil {
                throw .badInput("--screen, --ios and --sources configure the private server; with --socket the running server's settings apply")
            }
            let connections = try connect(socket, count)
            let s = ExplorationServer(connections: connections, stagedPaths: [:], description: "proscd at \(socket)", server: nil,
                                      launch: nil, input: input, staging: nil, connectionCount: count, timeout: options.timeout)
            s.watch(socket)
            do {
                s.keyWindow = try await connections[0].windows().first { $0.key }?.id
            } catch {
                throw .serverUnreachable(s.stalled ? "proscd at \(socket) gave no answer within \(options.timeout) s" : "window.list: \(error)")
            }
            if let input { try await s.load(input, staged: false) }
            return s
        }
        guard let input else { throw .badInput("give the app's directory (or its .storyboard files)") }
        guard let executable = options.proscd ?? PrivateServer.locateExecutable() else {
            throw .serverUnreachable("cannot find proscd (beside prosc, or on PATH; or set PROSCD)")
        }
        let dir = PrivateServer.makeTemporaryDirectory("prosc-explore")
        let files = dir + "/storyboards/files"
        var staged: [String: String] = [:]
        do {
            try FileManager.default.createDirectory(atPath: files, withIntermediateDirectories: true)
            for f in input.storyboards {
                let path = files + "/" + f.name + ".storyboard"
                // The bytes, not the file: a symlinked storyboard (Bazel's runfiles) copied as a
                // symlink points outside the directory proscd may read from.
                try Data(contentsOf: URL(fileURLWithPath: f.path)).write(to: URL(fileURLWithPath: path))
                staged[URL(fileURLWithPath: path).resolvingSymlinksInPath().path] = f.path
                staged[path] = f.path
            }
        } catch {
            try? FileManager.default.removeItem(atPath: dir)
            throw .badInput("cannot stage the storyboards in \(dir): \(error.localizedDescription)")
        }
        var args = ["--storyboards", dir + "/storyboards", "--animation-speed", "0", "--max-windows", "100000"]
        if let screen = options.screen { args += ["--main-screen", screen] }
        if let ios = options.ios { args += ["--ios", ios] }
        if let sources = options.sources { args += ["--sources", sources] }
        let launch = { () throws(ExploreFailure) -> PrivateServer in
            do {
                return try PrivateServer(executable: executable, arguments: args, temporaryPrefix: "prosc-explore-server")
            } catch let error as PrivateServer.StartFailure {
                // A bad --screen, --ios or --sources is the user's input; anything else is the server's.
                if error.description.contains("stderr=proscd:") || error.description.contains("main-screen")
                    || error.description.contains("ios must") || error.description.contains("sources") {
                    throw .badInput("proscd refused the options: \(error.description)")
                }
                throw .serverUnreachable(error.description)
            } catch {
                throw .serverUnreachable("\(error)")
            }
        }
        let server: PrivateServer
        do { server = try launch() } catch {
            try? FileManager.default.removeItem(atPath: dir)
            throw error
        }
        let s = ExplorationServer(connections: try connect(server.socketPath, count), stagedPaths: staged,
                                  description: "private proscd", server: server, launch: launch, input: input,
                                  staging: dir, connectionCount: count, timeout: options.timeout)
        s.watch(server.socketPath)
        s.controllerLimit = options.controllerLimit
        try await s.load(input, staged: true)
        return s
    }

    private static func connect(_ path: String, _ count: Int) throws(ExploreFailure) -> [ProsceniumConnection] {
        var out: [ProsceniumConnection] = []
        for _ in 0..<count {
            do {
                // No per-call timeout (each would park a sleeping task): a server that dies closes
                // the connection, and every waiting call fails then.
                out.append(try ProsceniumConnection(path: path))
            } catch {
                throw .serverUnreachable("cannot connect to \(path): \(error.message)")
            }
        }
        return out
    }

    /// Gives a running server its key window back (the exploration's windows became key in turn).
    func restoreKeyWindow() async {
        guard let keyWindow, let c = connections.first else { return }
        _ = try? await c.makeKeyAndVisible(window: keyWindow)
    }

    /// Renews a private server that holds `controllerLimit` controllers or more; true when it did
    /// (every window is gone then).
    func renewIfLarge() async throws(ExplorerServerFailure) -> Bool {
        guard let launch, let input, server != nil else { return false }
        let stats: ServerStats
        do { stats = try await connections[0].stats() } catch { throw ExplorerServerFailure(error: error) }
        guard stats.viewControllers >= controllerLimit else { return false }
        for c in connections { c.close() }
        server?.stop()
        do {
            let fresh = try launch()
            server = fresh
            connections = try Self.connect(fresh.socketPath, connectionCount)
            watch(fresh.socketPath)
            try await load(input, staged: true)
        } catch {
            throw ExplorerServerFailure(error: ClientError(kind: .connection, message: "renewing the private server: \(error.description)"))
        }
        renewals += 1
        return true
    }

    /// Loads every storyboard: by path from the staging directory into a private server (the
    /// server parses them in parallel), or as XML into a running one. All errors are collected
    /// and reported together with the user's file names.
    func load(_ input: ExplorerInput, staged: Bool) async throws(ExploreFailure) {
        let c = connections[0]
        let stagedPaths = self.stagedPaths
        var failures: [String] = []
        var lost: String?
        await withTaskGroup(of: (String?, String?).self) { group in
            for f in input.storyboards {
                group.addTask {
                    do {
                        if staged {
                            _ = try await c.loadStoryboard(path: "files/\(f.name).storyboard")
                        } else {
                            let xml = try String(contentsOfFile: f.path, encoding: .utf8)
                            _ = try await c.loadStoryboard(name: f.name, xml: xml)
                        }
                        return (nil, nil)
                    } catch let e as ClientError {
                        if e.kind != .server { return (nil, e.message) }
                        if e.code == -32011, let limit = e.data?["limit"]?.intValue {
                            let bytes = e.data?["bytes"]?.intValue.map { " (\($0) bytes)" } ?? ""
                            return ("\(f.path): too large to send: its storyboard.load line\(bytes) is over the line limit of the server at --socket, \(limit) bytes; omit --socket (prosc explore then starts its own server, which reads the files) or start proscd with a larger --max-line-bytes", nil)
                        }
                        if let file = e.data?["file"]?.stringValue {
                            let line = e.data?["line"]?.intValue.map { ":\($0)" } ?? ""
                            let original = stagedPaths[file] ?? (staged ? file : f.path)
                            return ("\(original)\(line): \(e.data?["reason"]?.stringValue ?? e.message)", nil)
                        }
                        return ("\(f.path): \(e.message)", nil)
                    } catch {
                        return ("\(f.path): \(error.localizedDescription)", nil)
                    }
                }
            }
            for await (failure, connection) in group {
                if let failure { failures.append(failure) }
                if let connection { lost = connection }
            }
        }
        if let lost { throw .serverUnreachable(stalled ? "\(description) gave no answer within \(timeout) s" : lost) }
        if !failures.isEmpty {
            throw .badInput("cannot load the storyboards:\n" + failures.sorted().joined(separator: "\n"))
        }
    }
}
