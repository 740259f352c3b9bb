import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Deep hierarchies survive the round trip: the server streams the tree without recursion and
/// our own client parses what it sends, up to the parser's nesting ceiling.
@Suite("Deep trees")
struct DeepTreeTests {
    /// A 400-deep presentation chain: `tree` nests one `presented` object per level.
    @Test func treeOfA400DeepPresentationChainParses() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        let c = try server.connect()
        let (window, root) = try await c.makeWindow("Root")
        var top = root
        for i in 1...400 {
            let next = try await c.makeController("P\(i)")
            _ = try await c.ok("vc.present", ["presenter": .string(top), "vc": .string(next), "animated": false])
            top = next
        }
        let tree = try await c.ok("tree", ["window": .string(window)])
        var node = try #require(tree["windows"]?.arrayValue?.first?["root"])
        var depth = 0
        while let presented = node["presented"] {
            node = presented
            depth += 1
        }
        #expect(depth == 400)
        #expect(node["vc"]?.stringValue == top)
        #expect(node["appearance"]?.stringValue == "appeared")
        #expect(server.stop() == 0)
    }
}
