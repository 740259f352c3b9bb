import ArgumentParser
import Dispatch
import FlowTesting
import ProsceniumClient
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// `prosc record FILE`: writes a flow from what other clients do on a running server, until
/// Ctrl-C (docs/flows.md, "Recording").
struct RecordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record", abstract: "Record what other clients do on a running server as a flow file, until Ctrl-C.",
        discussion: """
            Attaches as an observer and subscribes to events and request reports \
            (events.subscribe requests: true). Each mutating request another client makes \
            becomes a step, with the callbacks it caused as its expectCallbacks (or an \
            expectError when it was refused); the flow begins and ends with the tree. The \
            file is rewritten after every step. Replay it with `prosc test FILE`: start the \
            server fresh, with the configuration the header names (--config copies it from a \
            proscd config file; otherwise storyboards, main and screen are read from the server).
            """)

    @Argument(help: ArgumentHelp("The flow file to write.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The server's socket (default: $PROSCENIUM_SOCKET, then the contract's paths).", valueName: "path"))
    var socket: String?

    @Option(help: ArgumentHelp("The proscd config file the server runs with: its storyboards, screen, profile, sources, unwindActions and customSegues go into the header.", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("The flow's name (default: the file name).", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("The header's profile (classic or modern).", valueName: "profile"))
    var profile: String?

    @Option(help: ArgumentHelp("The header's sources directory (scanned for unwind actions).", valueName: "path"))
    var sources: String?

    mutating func validate() throws {
        if let profile, !["classic", "modern"].contains(profile) { throw ValidationError("--profile must be classic or modern") }
    }

    func run() async throws {
        var settings = FlowRecorder.HeaderSettings()
        if let config {
            do {
                settings = try FlowRecorder.HeaderSettings.fromConfig(config)
            } catch {
                throw ProscFailure.usage("cannot read --config \(config): \(error)")
            }
        }
        settings.name = name ?? settings.name
        settings.profile = profile ?? settings.profile
        settings.sources = sources ?? settings.sources
        let path = SocketLocation.resolve(explicit: socket).path
        let connection: ProsceniumConnection
        do {
            connection = try ProsceniumConnection(path: path, bufferNotifications: false)
        } catch {
            throw ProscFailure.cannotConnect(path, error)
        }
        let recorder = FlowRecorder(connection: connection, output: file, settings: settings) { line in
            writeStandardOutput(line)
        }
        let recording = Task { try await recorder.record() }
        // Ctrl-C (and SIGTERM) end the recording; the last steps and tree are written then.
        var sources: [any DispatchSourceSignal] = []
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { recording.cancel() }
            source.resume()
            sources.append(source)
        }
        do {
            try await recording.value
        } catch is CancellationError {
        } catch let error as ClientError {
            if error.kind != .connection || recorder.flow.stepCount == 0 { throw ProscFailure.from(error, path: path) }
        } catch {
            throw ProscFailure(exitCode: 1, message: "prosc: \(error)")
        }
        do {
            try await recorder.finish()
        } catch {
            throw ProscFailure(exitCode: 1, message: "prosc: cannot write \(file): \(error)")
        }
        for source in sources { source.cancel() }
        connection.close()
    }
}
