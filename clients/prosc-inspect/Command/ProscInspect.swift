import ArgumentParser
import FlowTesting
import Foundation
import InspectCommandOptions
import Inspector
import ProsceniumClient
import ProsceniumLauncher
import Synchronization
import WireProtocol

/// `prosc-inspect`: serves `prosc inspect`'s page (docs/inspect.md). prosc-cli parses the
/// command (help, completion, usage errors) and execs this binary beside it with the same
/// arguments, so that Hummingbird and SwiftNIO cost nothing to every other prosc command.
struct ProscInspect: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prosc", abstract: "A live inspector in the browser (run through `prosc inspect`).",
        subcommands: [Inspect.self])

    struct Inspect: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "inspect", abstract: InspectOptions.abstract, discussion: InspectOptions.discussion)
        @OptionGroup var options: InspectOptions
        func run() async throws { try await InspectRun(options: options).run() }
    }
}

/// One run: find or start the server, attach, serve the page until Ctrl-C or the server goes.
struct InspectRun {
    let options: InspectOptions

    func run() async throws {
        let work = PrivateServer.makeTemporaryDirectory("prosc-inspect")
        defer { try? FileManager.default.removeItem(atPath: work) }
        // Ctrl-C and SIGTERM stop the page server, and the private proscd with it — also when
        // they come while starting (with the default action, a SIGTERM then would end this
        // process at once and leave its private proscd running), and on every way out
        // (`defer`), errors included.
        let stop = StopRequest()
        let signals = StopSignals { stop.request() }
        var privateServer: PrivateServer?
        defer {
            privateServer?.stop()
            signals.cancel()
        }
        var settings = FlowRecorder.HeaderSettings()
        let socketPath: String
        if let config = options.config {
            settings = try readSettings(config)
            privateServer = try start(["--config", config])
            socketPath = privateServer!.socketPath
        } else if let directory = options.directory {
            let (arguments, header) = try AppFolder.serverArguments(directory, staging: work)
            settings = header
            privateServer = try start(arguments)
            socketPath = privateServer!.socketPath
        } else {
            socketPath = SocketLocation.resolve(explicit: options.socket).path
        }
        let service: InspectorService
        do {
            service = try await InspectorService(
                socketPath: socketPath, drive: options.drive, timeout: options.timeout, eventLimit: options.history,
                recordSettings: settings, workDirectory: work, privateServer: privateServer != nil)
        } catch {
            throw InspectFailure(exitCode: 3, message: "prosc: \(error.message)\nhint: is proscd running? Start it with `make run` (or `proscd --socket \(socketPath)`), pass --socket, or give --config FILE or an app folder to start a private one.")
        }
        let page = try PageResources()
        let token = AccessToken.random()
        let address = ListenAddress(options.listen)!
        if !address.isLoopback {
            standardError("warning: serving on \(address.host), not loopback: anyone who can reach it and has the token can watch\(options.drive ? " and drive" : "") the hierarchy")
        }
        let open = options.open
        let drive = options.drive
        let json = options.json
        let isPrivate = privateServer != nil
        let attached = "\(drive ? "driving" : "watching") \(socketPath)\(privateServer != nil ? " (a private proscd)" : "")"
        let server = Task {
            try await InspectorServer.run(service: service, page: page, token: token, host: address.host, port: address.port,
                                          refused: { standardError($0) }) { port in
                let host = address.host.contains(":") ? "[\(address.host)]" : address.host
                let url = "http://\(host):\(port)/?token=\(token)"
                if json {
                    let line: JSON = .object(["socket": .string(socketPath), "url": .string(url), "drive": .bool(drive), "privateServer": .bool(isPrivate)])
                    print(line.description)
                } else {
                    print("prosc inspect: \(attached)")
                    print("open \(url)")
                }
                fflush(nil)
                if open { Self.openBrowser(url) }
            }
        }
        stop.attach(server)
        do {
            try await server.value
        } catch is CancellationError {
        } catch {
            throw InspectFailure(exitCode: 1, message: "prosc: cannot serve the page on \(options.listen): \(error)")
        }
        service.hub.closeAll()
    }

    private func start(_ arguments: [String]) throws -> PrivateServer {
        guard let proscd = PrivateServer.locateExecutable() else {
            throw InspectFailure(exitCode: 2, message: "prosc: no proscd beside prosc, in $PROSCD or on $PATH: build it with `swift build`")
        }
        do {
            return try PrivateServer(executable: proscd, arguments: arguments, temporaryPrefix: "prosc-inspect-server")
        } catch {
            throw InspectFailure(exitCode: 2, message: "prosc: cannot start proscd: \(error)")
        }
    }

    private func readSettings(_ config: String) throws -> FlowRecorder.HeaderSettings {
        do {
            return try FlowRecorder.HeaderSettings.fromConfig(config)
        } catch {
            throw InspectFailure(exitCode: 2, message: "prosc: cannot read --config \(config): \(error)")
        }
    }

    static func openBrowser(_ url: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["xdg-open", url]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        if (try? p.run()) == nil { standardError("prosc: cannot run xdg-open; open the address above yourself") }
    }
}

/// A stop asked for by a signal: it cancels the page server's task once there is one (at
/// once if the signal came first).
final class StopRequest: Sendable {
    private let state = Mutex<(requested: Bool, task: Task<Void, any Error>?)>((false, nil))

    func request() {
        state.withLock { s -> Task<Void, any Error>? in
            s.requested = true
            return s.task
        }?.cancel()
    }

    func attach(_ task: Task<Void, any Error>) {
        let requested = state.withLock { s -> Bool in
            s.task = task
            return s.requested
        }
        if requested { task.cancel() }
    }
}

/// Why `prosc inspect` stops: its exit code and the text for stderr.
struct InspectFailure: Error {
    var exitCode: Int32
    var message: String
}

/// Writes a line to stderr.
func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
