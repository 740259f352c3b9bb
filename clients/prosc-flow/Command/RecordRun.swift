import Dispatch
import FlowCommandOptions
import FlowTesting
import ProsceniumClient
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// `prosc record`: connects (exit 3 when it cannot), records until Ctrl-C, SIGTERM or the
/// server going away, then writes the last steps.
struct RecordRun {
    let options: RecordOptions

    func run() async throws {
        var settings = FlowRecorder.HeaderSettings()
        if let config = options.config {
            do {
                settings = try FlowRecorder.HeaderSettings.fromConfig(config)
            } catch {
                throw FlowCommandFailure(exitCode: 2, message: "prosc: cannot read --config \(config): \(error)")
            }
        }
        settings.name = options.name ?? settings.name
        settings.profile = options.profile ?? settings.profile
        settings.sources = options.sources ?? settings.sources
        let path = SocketLocation.resolve(explicit: options.socket).path
        let connection: ProsceniumConnection
        do {
            connection = try ProsceniumConnection(path: path, bufferNotifications: false)
        } catch {
            throw FlowCommandFailure(exitCode: 3, message: "prosc: \(error.message)\nhint: is proscd running? Start it with `make run` (or `proscd --socket \(path)`), or pass --socket / set PROSCENIUM_SOCKET.")
        }
        let recorder = FlowRecorder(connection: connection, output: options.file, settings: settings) { line in
            ProgressReporter.standardOutput(line + "\n")
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
            if error.kind != .connection || recorder.flow.stepCount == 0 {
                throw FlowCommandFailure(exitCode: error.kind == .connection ? 3 : 1, message: "prosc: \(error)")
            }
        }
        do {
            try await recorder.finish()
        } catch {
            throw FlowCommandFailure(exitCode: 1, message: "prosc: cannot write \(options.file): \(error)")
        }
        for source in sources { source.cancel() }
        connection.close()
    }
}
