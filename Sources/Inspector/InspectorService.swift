import FlowTesting
import Foundation
import ProsceniumClient
import WireProtocol

/// Everything behind the page: the feed (observer connection), the driver connection when
/// `--drive` was given, the recording, the replay, and the answers to the page's requests. A page sends
/// `{id, op, …}` and gets `{type: "reply", id, result}` or `{type: "reply", id, error: {message,
/// code?, uikit?}}`; a bad request gets an error and changes nothing.
public final class InspectorService: Sendable {
    public let feed: HierarchyFeed
    public let hub: PageHub
    public let policy: ActionPolicy
    let driver: ProsceniumConnection?
    let recording: FlowRecording
    let replay: FlowReplay
    let timeout: Double
    /// What the page shows about where it is attached.
    let about: JSONObject

    public init(socketPath: String, drive: Bool, timeout: Double, eventLimit: Int,
                recordSettings: FlowRecorder.HeaderSettings, workDirectory: String, privateServer: Bool) async throws(ClientError) {
        hub = PageHub()
        let observer = try ProsceniumConnection(path: socketPath, bufferNotifications: false)
        observer.defaultTimeout = timeout
        feed = HierarchyFeed(connection: observer, hub: hub, timeout: timeout, eventLimit: eventLimit)
        policy = ActionPolicy(drive: drive)
        self.timeout = timeout
        if drive {
            let c = try ProsceniumConnection(path: socketPath)
            c.defaultTimeout = timeout
            _ = try await c.call(MethodDescriptor.hello.name, ["client": "prosc inspect (page)", "role": "driver"], timeout: timeout)
            driver = c
        } else {
            driver = nil
        }
        recording = FlowRecording(socketPath: socketPath, settings: recordSettings, directory: workDirectory)
        replay = FlowReplay(socketPath: socketPath, timeout: timeout)
        about = ["type": "hello", "drive": .bool(drive), "socket": .string(socketPath), "privateServer": .bool(privateServer),
                 "version": .string(ProsceniumVersion.string)]
        try await feed.start()
    }

    /// A page joined: its greeting (who we are, the current state, the timeline so far).
    public func join() async -> (id: Int, messages: AsyncStream<String>) {
        let greeting = [JSON.object(about).description] + (await feed.greeting())
        return hub.join(greeting: greeting)
    }

    /// Answers one message from a page.
    public func handle(_ text: String) async -> String {
        var id: JSON = .null
        do {
            let message: JSON
            do {
                message = try JSONParser.parse(text)
            } catch {
                throw InspectorRefusal("not JSON: \(error)")
            }
            guard message.objectValue != nil else { throw InspectorRefusal("a request is a JSON object {id, op, …}") }
            id = message["id"] ?? .null
            guard let op = message["op"]?.stringValue else { throw InspectorRefusal("a request needs an op (call, details, treeAt, record, replay)") }
            let result = try await perform(op, message)
            return JSON.object(["type": "reply", "id": id, "result": result]).description
        } catch let refusal as InspectorRefusal {
            return Self.reply(id, error: ["message": .string(refusal.description)])
        } catch let error as ClientError {
            return Self.reply(id, error: HierarchyFeed.errorJSON(error).objectValue ?? [:])
        } catch {
            return Self.reply(id, error: ["message": .string("\(error)")])
        }
    }

    static func reply(_ id: JSON, error: JSONObject) -> String {
        JSON.object(["type": "reply", "id": id, "error": .object(error)]).description
    }

    private func perform(_ op: String, _ m: JSON) async throws -> JSON {
        switch op {
        case "call":
            guard let method = m["method"]?.stringValue else { throw InspectorRefusal("call needs a method") }
            if let p = m["params"], !p.isNull, p.objectValue == nil { throw InspectorRefusal("params must be an object") }
            let params = m["params"]?.objectValue ?? [:]
            if let why = policy.refusal(method) { throw InspectorRefusal(why) }
            let mutates = MethodTable.index(named: method).map { MethodTable.all[$0].mutates } ?? false
            let connection = mutates ? driver! : feed.connection
            return try await connection.call(method, params, timeout: timeout)
        case "details":
            guard let vc = m["vc"]?.stringValue else { throw InspectorRefusal("details needs a vc") }
            async let get = feed.connection.call(MethodDescriptor.vcGet.name, ["vc": .string(vc)], timeout: timeout)
            async let segues = feed.connection.call(MethodDescriptor.vcSegues.name, ["vc": .string(vc)], timeout: timeout)
            let (g, s) = try await (get, segues)
            return .object(["vc": g, "segues": s["segues"] ?? .array([]), "outcomes": await feed.segueOutcomes(of: vc)])
        case "treeAt":
            guard let seq = m["seq"]?.intValue else { throw InspectorRefusal("treeAt needs a seq") }
            return await feed.tree(afterEvent: seq)
        case "record":
            switch m["action"]?.stringValue {
            case "start": return try await recording.start(timeout: timeout)
            case "stop": return try await recording.stop()
            default: throw InspectorRefusal("record's action is start or stop")
            }
        case "replay":
            guard policy.drive else {
                throw InspectorRefusal("replay drives the server: this inspector only watches; start it with `prosc inspect --drive` to replay a flow")
            }
            switch m["action"]?.stringValue {
            case "open":
                guard let text = m["text"]?.stringValue else { throw InspectorRefusal("replay open needs the flow's text") }
                return try await replay.open(name: m["name"]?.stringValue ?? "flow.yaml", text: text)
            case "openRecorded":
                guard let text = await recording.finishedFlow else { throw InspectorRefusal("nothing recorded yet: press Record, drive the server, then Stop") }
                return try await replay.open(name: "recorded-flow.yaml", text: text)
            case "step": return try await replay.step()
            case "run": return try await replay.run()
            case "reset": return try await replay.reset()
            default: throw InspectorRefusal("replay's action is open, openRecorded, step, run or reset")
            }
        default:
            throw InspectorRefusal("unknown op '\(op)' (call, details, treeAt, record, replay)")
        }
    }

    /// The last finished recording, for download.
    public func recordedFlow() async -> String? { await recording.finishedFlow }
}
