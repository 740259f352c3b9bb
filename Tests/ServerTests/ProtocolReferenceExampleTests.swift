import Foundation
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
        #expect(Self.examples.count >= 7)
    }

    @Test(arguments: examples)
    func replay(_ example: Example) throws {
        let server = try ServerProcess(arguments: [
            "--animation-speed", "0", "--unwind-actions", #"{"HomeViewController": ["unwindToHome"]}"#,
        ])
        defer { server.stop() }
        let socket = try RawSocket(path: server.socketPath)
        var reader = LineReader(fd: socket.fd)
        for (number, line) in example.lines.enumerated() {
            if line.outgoing {
                socket.send(line.text + "\n")
                continue
            }
            guard let actual = reader.nextLine(timeout: 10) else {
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

/// Reads `\n`-terminated lines from a blocking socket, with a timeout per line.
struct LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    mutating func nextLine(timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, Int32(left * 1000) + 1) > 0 else { return nil }
            let n = recv(fd, &chunk, chunk.count, 0)
            guard n > 0 else { return nil }
            buffer += chunk[0..<n]
        }
    }
}
