import Foundation
import ProsceniumTesting
import Testing

/// UIKit's warnings on calls that succeed (issue 23 §3) as a `prosc` user sees them: the result
/// on stdout as always, each warning of the answer on stderr, exit 0 (UIKit only logs them).
@Suite("prosc prints UIKit's warnings")
struct UIKitWarningCommandTests {
    /// W3/W4, iOS 26 (the default): `prosc push --queue uikit` during another push's animation is
    /// applied at once with W3; the interrupted push ends with W2 and W4 (uikit-rules W3, W4;
    /// logs cobaltians/Cobalt#18, ChatSecure/ChatSecure-iOS#597, HeroTransitions/Hero#638).
    @Test func W3_W4_aNestedPushWithQueueUIKitSucceedsAndPrintsUIKitsWarnings() async throws {
        // A push animates for about 21 s at speed 60: the nested push is a separate prosc process
        // started after `tree` shows the first push appearing, and in the whole parallel run on
        // two cores 7 s (speed 20) was once not enough for it to arrive during the animation.
        let server = try ServerProcess(arguments: ["--animation-speed", "60"])
        defer { server.stop() }
        let socket = server.socketPath
        let b = try await prosc(["vc", "create", "--title", "B"], socket: socket)
        let c = try await prosc(["vc", "create", "--title", "C"], socket: socket)
        #expect(b.stdout == "vc: vc6\n" && c.stdout == "vc: vc7\n", "\(b.stdout)\(c.stdout)")
        let first = try ProscProcess(["push", "--nav", "vc2", "vc6"], socket: socket)
        var appearing = false
        for _ in 0..<200 where !appearing {
            appearing = try await prosc(["tree"], socket: socket).lines.contains { $0.contains("vc6 UIViewController \"B\" appearing") }
        }
        #expect(appearing, "the first push is animating")
        let nested = try await prosc(["push", "--nav", "vc2", "vc7", "--queue", "uikit"], socket: socket)
        #expect(nested.status == 0 && nested.stdout == "vc7 pushed on vc2\n", "\(nested)")
        #expect(nested.stderr == "UIKit warning (W3): nested push animation can result in a corrupted navigation bar\n")
        let end = await first.finish()
        #expect(end.status == 0 && end.stdout == "vc6 pushed on vc2\n", "\(end)")
        #expect(end.stderr == "UIKit warning (W2): Unbalanced calls to begin/end appearance transitions for <UIViewController: vc6>.\n"
                + "UIKit warning (W4): Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.\n")
        let plain = try await prosc(["pop", "vc2"], socket: socket)
        #expect(plain.status == 0 && plain.stderr == "", "a call without warnings prints none: \(plain)")
    }
}
