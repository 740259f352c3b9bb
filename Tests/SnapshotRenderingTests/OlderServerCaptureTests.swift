import Dispatch
import Foundation
import ProsceniumClient
import SnapshotRendering
import Synchronization
import Testing
import WireProtocol

/// The capture against a server from before scenes: it answers `scene.list` with -32601 (no such
/// method) and its answers have no `mirrored` or `windowScene`. The picture is drawn as before
/// scenes. Any other refusal of `scene.list` still fails the capture.
@Suite struct OlderServerCaptureTests {
    @Test func aServerWithoutSceneListIsCapturedAsBefore() async throws {
        let channel = OlderServerChannel(sceneListError: -32601)
        let c = ProsceniumConnection(channel: channel, name: "older server")
        let scene = try await SnapshotCapture.capture(c, timeout: 10)
        #expect(scene.scenes.isEmpty)
        #expect(scene.screens.map(\.mirrored) == [false] && scene.screens[0].windows.map(\.scene) == [nil])
        let layout = SnapshotLayouter.layout(scene)
        #expect(layout.screens[0].windows.map(\.caption) == ["w1 ★ key window · root vc1"])
        #expect(channel.asked.withLock { $0.contains("scene.list") })
    }

    @Test func anotherRefusalOfSceneListFailsTheCapture() async throws {
        let c = ProsceniumConnection(channel: OlderServerChannel(sceneListError: -32603), name: "broken server")
        await #expect(throws: ClientError.self) { _ = try await SnapshotCapture.capture(c, timeout: 10) }
    }
}

/// A made-up server of one phone screen with one window whose root is a plain controller,
/// answering each request line on a queue of its own; `scene.list` gets `sceneListError`.
private final class OlderServerChannel: ByteChannel {
    let sceneListError: Int
    let asked = Mutex<[String]>([])
    private let receiver = Mutex<(@Sendable ([UInt8]) -> Void)?>(nil)
    private let queue = DispatchQueue(label: "older-server")

    init(sceneListError: Int) { self.sceneListError = sceneListError }

    static let answers: [String: String] = [
        "screen.list": #"{"screens":[{"id":"s1","name":"Main","main":true,"width":390,"height":844,"scale":3,"traits":{"horizontalSizeClass":"compact","verticalSizeClass":"regular","idiom":"phone"},"windows":["w1"]}]}"#,
        "window.list": #"{"windows":[{"id":"w1","screen":"s1","key":true,"visible":true,"root":"vc1"}]}"#,
        "window.get": #"{"window":"w1","screen":"s1","key":true,"visible":true,"root":"vc1","traits":{"horizontalSizeClass":"compact","verticalSizeClass":"regular","idiom":"phone"}}"#,
        "tree": #"{"windows":[{"window":"w1","root":{"vc":"vc1","class":"UIViewController","appearance":"appeared","children":[]}}]}"#,
        "vc.get": #"{"vc":"vc1","properties":{"modalPresentationStyle":"fullScreen"}}"#,
    ]

    func send(_ bytes: [UInt8]) -> Bool {
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            guard let request = try? JSONParser.parse(String(line)), let id = request["id"],
                  let method = request["method"]?.stringValue else { continue }
            asked.withLock { $0.append(method) }
            let reply: String
            if let result = Self.answers[method] {
                reply = #"{"jsonrpc":"2.0","id":\#(id.description),"result":\#(result)}"#
            } else {
                let code = method == "scene.list" ? sceneListError : -32601
                reply = #"{"jsonrpc":"2.0","id":\#(id.description),"error":{"code":\#(code),"message":"no"}}"#
            }
            queue.async { [self] in receiver.withLock { $0 }?(Array((reply + "\n").utf8)) }
        }
        return true
    }
    func shutdownSending() {}
    func close() {}
    func startReceiving(onData: @escaping @Sendable ([UInt8]) -> Void, onEnd: @escaping @Sendable () -> Void) {
        receiver.withLock { $0 = onData }
    }
}
