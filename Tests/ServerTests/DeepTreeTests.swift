import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Deep hierarchies survive the round trip: the server streams the tree without recursion and
/// our own client parses what it sends, up to the parser's nesting ceiling.
@Suite("Deep trees")
struct DeepTreeTests {
    /// A 400-deep presentation chain: `tree` nests one `presented` object per level.
    @Test(arguments: ServerTransport.allCases) func treeOfA400DeepPresentationChainParses(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0"])
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

/// `tree` answers are reused only while nothing changed (TreeCache keyed by the engine's
/// revision): every mutation, completed transition or refusal attempt is seen by the next query.
@Suite("Tree cache")
struct TreeCacheTests {
    @Test(arguments: ServerTransport.allCases) func aTreeAfterEachChangeShowsTheChange(_ transport: ServerTransport) async throws {
        let server = try transport.start(["--animation-speed", "0.05"])
        let c = try server.connect()
        let (window, root) = try await c.makeWindow("Root")
        let b = try await c.makeController("B")
        let before = try await c.ok("tree", ["window": .string(window)])
        #expect(try await c.ok("tree", ["window": .string(window)]) == before, "unchanged: same answer")
        let all = try await c.ok("tree")
        #expect(all["windows"]?.arrayValue?.count ?? 0 >= 1)
        _ = try await c.ok("vc.present", ["presenter": .string(root), "vc": .string(b)])
        let after = try await c.ok("tree", ["window": .string(window)])
        let presented = after["windows"]?.arrayValue?.first?["root"]?["presented"]
        #expect(presented?["vc"]?.stringValue == b)
        #expect(presented?["appearance"]?.stringValue == "appeared", "the animated presentation completed")
        let everyWindow = try await c.ok("tree")
        let mine = everyWindow["windows"]?.arrayValue?.first { $0["window"]?.stringValue == window }
        #expect(mine?["root"]?["presented"]?["vc"]?.stringValue == b, "the all-windows answer is not stale either")
        _ = try await c.ok("vc.dismiss", ["vc": .string(b), "animated": false])
        #expect(try await c.ok("tree", ["window": .string(window)]) == before)
        #expect(server.stop() == 0)
    }
}
