import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// The worked exchanges of `docs/protocol.md` (each a `<!-- example -->` code block of `→` client
/// lines and `←` server lines) are replayed against a fresh real server: the server must write
/// exactly the lines shown, `"…"` standing for any value. So the reference cannot drift from
/// what the server says.
@Suite("docs/protocol.md's worked exchanges are what the server says")
struct ProtocolReferenceExampleTests {
    /// One worked exchange: its first line number in the document and its lines.
    struct Example: CustomTestStringConvertible, Sendable {
        var line: Int
        var lines: [(outgoing: Bool, text: String)]
        var testDescription: String { "example at docs/protocol.md:\(line)" }
    }

    static let examples: [Example] = {
        guard let text = try? String(contentsOfFile: ServerProcess.packageRoot + "/docs/protocol.md", encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [Example] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index] == "<!-- example -->", index + 1 < lines.count, lines[index + 1].hasPrefix("```") else { continue }
            var example = Example(line: index + 1, lines: [])
            var j = index + 2
            while j < lines.count, !lines[j].hasPrefix("```") {
                if lines[j].hasPrefix("→ ") { example.lines.append((true, String(lines[j].dropFirst(2)))) }
                if lines[j].hasPrefix("← ") { example.lines.append((false, String(lines[j].dropFirst(2)))) }
                j += 1
            }
            result.append(example)
            index = j
        }
        return result
    }()

    @Test func theDocumentHasAnExamplePerFamily() {
        #expect(Self.examples.count >= 8)
    }

    /// Methods some worked exchange calls, so that they stay replayed: dropping the last
    /// example of one fails here.
    static let replayedMethods: Set<String> = [
        "hello", "ping", "server.checkInvariants", "screen.connect", "screen.disconnect", "window.create",
        "window.list", "device.rotate", "storyboard.load", "vc.instantiate", "vc.create", "vc.present",
        "vc.dismiss", "nav.push", "nav.pop", "tab.select", "vc.segues", "segue.perform", "segue.unwind",
        "tree", "events.subscribe", "sync",
    ]

    @Test func theExamplesCallEveryReplayedMethod() {
        var called = Set<String>()
        for example in Self.examples {
            for line in example.lines where line.outgoing {
                guard case .object(let request)? = try? JSONParser.parse(line.text),
                      case .string(let method)? = request["method"] else { continue }
                called.insert(method)
            }
        }
        #expect(Self.replayedMethods.subtracting(called).isEmpty,
                "no worked exchange calls \(Self.replayedMethods.subtracting(called).sorted())")
    }

    @Test(arguments: examples, ServerTransport.allCases)
    func replay(_ example: Example, _ transport: ServerTransport) throws {
        let arguments = ["--animation-speed", "0", "--unwind-actions", #"{"HomeViewController": ["unwindToHome"]}"#]
        let send: (String) -> Void
        let receive: () -> String?
        let stop: () -> Void
        switch transport {
        case .live:
            let server = try ServerProcess(arguments: arguments)
            let socket = try LineSocket(path: server.socketPath)
            send = { socket.send($0) }
            receive = { socket.readLine(timeout: 10) }
            stop = { server.stop() }
        case .embedded:
            let server = try EmbeddedServer(arguments: arguments)
            let c = server.openConnection()
            var waiting: [String] = []
            send = { server.writeInbound($0, on: c) }
            receive = {
                waiting += server.readOutbound(on: c)
                return waiting.isEmpty ? nil : waiting.removeFirst()
            }
            stop = { server.shutdown() }
        }
        defer { stop() }
        for (number, line) in example.lines.enumerated() {
            if line.outgoing {
                send(line.text + "\n")
                continue
            }
            guard let actual = receive() else {
                Issue.record("example at line \(example.line), line \(number + 1): the server wrote nothing; expected \(line.text)")
                return
            }
            let expected = try JSONParser.parse(line.text)
            let got = try JSONParser.parse(actual)
            #expect(Self.matches(expected, got), "example at line \(example.line), line \(number + 1):\nexpected \(line.text)\nactual   \(actual)")
        }
    }

    /// Structural equality where the expected string `"…"` matches any value.
    static func matches(_ expected: JSON, _ actual: JSON) -> Bool {
        switch (expected, actual) {
        case (.string("…"), _):
            return true
        case (.object(let e), .object(let a)):
            guard e.count == a.count else { return false }
            for (key, value) in e {
                guard let other = a[key], matches(value, other) else { return false }
            }
            return true
        case (.array(let e), .array(let a)):
            return e.count == a.count && zip(e, a).allSatisfy { matches($0, $1) }
        default:
            return expected == actual
        }
    }
}
