import FuzzKit
import WireProtocol

/// Fuzz target (a): arbitrary bytes as one client's stream, through the real shell's line
/// framer, JSON-RPC decoding and dispatch — in memory (`FuzzServer`), so an input costs no
/// socket round trips. Each input gets a fresh connection; a newline ends its last line, then
/// a `ping` with a private id marks the end. Every complete line must get exactly the reply
/// `ExpectedReply.forStream` demands, and the server must live.
///
/// `server.shutdown` requests are cut out of the input (the fuzzer would otherwise stop the
/// server it is testing); integration tests cover shutdown.
public enum WireTarget {
    static let sentinelID = "fuzz-end-\u{1F3C1}"

    /// The contract violations for `input`; empty when the server answered exactly right.
    public static func problems(_ input: UnsafeRawBufferPointer) -> [String] {
        var stream = withoutShutdown(input)
        stream.append(UInt8(ascii: "\n"))
        var expected = stream.withUnsafeBytes { ExpectedReply.forStream($0, maxLineBytes: FuzzServer.maxLineBytes) }
        let sentinel = RPCEncoder.request(id: .string(sentinelID), method: "ping", params: nil)
        expected.append(.response(id: .string(sentinelID), unknownMethod: false))
        let server = FuzzServer.server
        let c = server.openConnection()
        defer { server.disconnect(c) }
        // Split the stream in two writes at a point the input chooses, so lines also arrive
        // in halves.
        let cut = stream.isEmpty ? 0 : Int(stream[0]) % stream.count
        server.writeInbound(Array(stream[..<cut]), on: c)
        server.writeInbound(Array(stream[cut...]), on: c)
        server.writeInbound(sentinel, on: c)
        let lines = server.readOutbound(on: c).map { Array($0.utf8) }
        if !lines.contains(where: isSentinelReply) {
            return ["no answer to the closing ping (\(lines.count) reply lines)"]
        }
        var replies: [JSON] = []
        var problems: [String] = []
        for line in lines {
            do {
                replies.append(try JSONParser.parse(line))
            } catch {
                problems.append("reply line is not JSON (\(error)): \(String(decoding: line, as: UTF8.self))")
            }
        }
        return problems + ReplyChecker.problems(expected: expected, replies: replies)
    }

    private static func isSentinelReply(_ line: [UInt8]) -> Bool {
        guard let reply = try? JSONParser.parse(line) else { return false }
        return reply["id"] == .string(sentinelID)
    }

    /// The input without its lines that are `server.shutdown` requests or notifications.
    static func withoutShutdown(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(input.count)
        var start = 0
        while start < input.count {
            let end = input[start...].firstIndex(of: UInt8(ascii: "\n")) ?? input.count
            let line = UnsafeRawBufferPointer(rebasing: input[start..<end])
            var keep = true
            if case .request(let r) = RPCRequest.decode(line: line), r.method == "server.shutdown" { keep = false }
            // The server strips one trailing \r before decoding: do the same here.
            if keep, line.last == UInt8(ascii: "\r"),
               case .request(let r) = RPCRequest.decode(line: UnsafeRawBufferPointer(rebasing: line.dropLast())),
               r.method == "server.shutdown" { keep = false }
            if keep { out.append(contentsOf: line) }
            if end < input.count { out.append(UInt8(ascii: "\n")) }
            start = end + 1
        }
        return out
    }
}
