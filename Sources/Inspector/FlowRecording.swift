import FlowTesting
import Foundation
import ProsceniumClient
import WireProtocol

/// Recording from the page: `prosc record`'s `FlowRecorder` on a connection of its own, so it
/// records every client's mutating requests (the page's, made through the inspector's driver
/// connection, and any other client's) with the callbacks they caused, into a flow file that
/// `prosc test` replays. Stopping writes the last steps; the file is then downloadable.
actor FlowRecording {
    private let socketPath: String
    private let settings: FlowRecorder.HeaderSettings
    private let directory: String
    private var recorder: FlowRecorder?
    private var task: Task<Void, any Error>?
    private var notes: [String] = []
    /// The last finished recording's text.
    private(set) var finishedFlow: String?
    private var recordings = 0

    init(socketPath: String, settings: FlowRecorder.HeaderSettings, directory: String) {
        self.socketPath = socketPath
        self.settings = settings
        self.directory = directory
    }

    var isRecording: Bool { task != nil }

    func start(timeout: Double) throws -> JSON {
        guard task == nil else { throw InspectorRefusal("already recording: stop first") }
        let connection: ProsceniumConnection
        do {
            connection = try ProsceniumConnection(path: socketPath, bufferNotifications: false)
        } catch {
            throw InspectorRefusal("cannot connect to record: \(error.message)")
        }
        connection.defaultTimeout = timeout
        recordings += 1
        var settings = settings
        settings.name = settings.name ?? "inspector-recording-\(recordings)"
        settings.absolutePaths = true
        let output = directory + "/recording-\(recordings).yaml"
        let recorder = FlowRecorder(connection: connection, output: output, settings: settings) { _ in }
        self.recorder = recorder
        task = Task { try await recorder.record() }
        return .object(["recording": .bool(true), "file": .string(output)])
    }

    func stop() async throws -> JSON {
        guard let task, let recorder else { throw InspectorRefusal("not recording") }
        task.cancel()
        _ = try? await task.value
        self.task = nil
        self.recorder = nil
        do {
            try await recorder.finish()
        } catch {
            throw InspectorRefusal("cannot write the flow: \(error)")
        }
        let text = recorder.flow.text
        finishedFlow = text
        return .object(["recording": .bool(false), "steps": .number(Double(recorder.flow.stepCount)), "flow": .string(text)])
    }
}

/// A page request the inspector refuses, with the text the page shows.
struct InspectorRefusal: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
