import FlowCommandOptions
import FlowTesting
import ProsceniumLauncher
import ProsceniumClient
import WireProtocol

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
        if let ios = options.ios {
            guard FlowVersions.parse(ios)?.count == 1 else {
                throw FlowCommandFailure(exitCode: 2, message: "prosc: --ios must be one of \(FlowVersions.supported), got '\(ios)'")
            }
            settings.ios = ios
        } else if let p = options.profile { settings.ios = p == "classic" ? "12" : "26" }
        settings.sources = options.sources ?? settings.sources
        let path = SocketLocation.resolve(explicit: options.socket).path
        let connection: ProsceniumConnection
        do {
            connection = try ProsceniumConnection(path: path, bufferNotifications: false)
        } catch {
            throw FlowCommandFailure(exitCode: 3, message: "prosc: \(error.message)\nhint: is proscd running? Start it with `make run` (or `proscd --socket \(path)`), or pass --socket / set PROSCENIUM_SOCKET.")
        }
        connection.defaultTimeout = options.timeout
        let json = options.json
        let recorder = FlowRecorder(connection: connection, output: options.file, settings: settings) { note in
            ProgressReporter.standardOutput(Self.line(note, json: json) + "\n")
        }
        let recording = Task { try await recorder.record() }
        // Ctrl-C (and SIGTERM) end the recording; the last steps and tree are written then.
        let signals = StopSignals { recording.cancel() }
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
        signals.cancel()
        connection.close()
    }

    /// A note as text (`recorded: present {from: Home, scene: Modal} (10 callbacks)`) or JSON.
    static func line(_ note: FlowRecorder.Note, json: Bool) -> String {
        switch note {
        case .started(let path):
            return json ? JSON.object(["recording": .string(path)]).description
                : "recording to \(path); drive the server from other clients, Ctrl-C to stop"
        case .recorded(let step, let value, let callbacks, let error):
            if json {
                var o: JSONObject = ["step": .string(step), "callbacks": .number(Double(callbacks))]
                o.set("value", value)
                o.set("error", error)
                return JSON.object(o).description
            }
            let outcome = error.map { "refused: " + $0.replacingOccurrences(of: "\n", with: " ") } ?? "\(callbacks) callback\(callbacks == 1 ? "" : "s")"
            return "recorded: \(step)\(value.map { " " + $0 } ?? "") (\(outcome))"
        case .warning(let text):
            return json ? JSON.object(["warning": .string(text)]).description : "warning: \(text)"
        case .wrote(let path, let steps):
            return json ? JSON.object(["wrote": .string(path), "steps": .number(Double(steps))]).description : "wrote \(path): \(steps) steps"
        }
    }
}
