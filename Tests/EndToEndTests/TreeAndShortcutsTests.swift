import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// `prosc tree` and the shortcuts, as a person uses them: output compared line for line.
@Suite("prosc tree and shortcuts")
struct TreeAndShortcutsTests {
    static let initialTree = """
        s1 "Main" main 390x844@3 phone
          *w1 (key)
            vc1 UITabBarController appeared
              vc2 UINavigationController [HomeNavigation] appeared
                vc4 HomeViewController "Home" [Home] appeared
              vc3 UIViewController "Settings" [Settings] disappeared
                vc5 UIViewController "Settings Child" [SettingsChild] disappeared

        """

    @Test func treeShowsScreenWindowAndControllersIndented() async throws {
        let server = try startServer()
        defer { server.stop() }
        let run = try await prosc(["tree"], socket: server.socketPath)
        #expect(run.status == 0)
        #expect(run.stdout == Self.initialTree)
    }

    /// Issue 23's first complaint: on today's iOS (the default) a sheet on a phone stays a sheet
    /// and Home stays on screen under it (R72); on iOS 12 it adapts to full screen and Home
    /// disappears (R71). The tab bar controller presents it either way (R45).
    @Test(arguments: [([String](), "pageSheet", "appeared"), (["--ios", "12"], "fullScreen", "disappeared")])
    func presentByNameInstantiatesAndTreeShowsThePresentationWithItsStyle(_ version: [String], _ style: String, _ home: String) async throws {
        let server = try startServer(version)
        defer { server.stop() }
        let present = try await prosc(["present", "--window", "w1", "--from", "Home", "Modal", "--style", "pageSheet"], socket: server.socketPath)
        #expect(present.status == 0, "\(present.stderr)")
        #expect(present.stdout == "vc6 presented by vc1 (\(style))\n")
        let tree = try await prosc(["tree", "--window", "w1"], socket: server.socketPath)
        #expect(tree.lines.last == "      presents vc6 UIViewController \"Modal\" [Modal] appeared (\(style))")
        #expect(tree.lines.contains("        vc4 HomeViewController \"Home\" [Home] \(home)"))
        let dismiss = try await prosc(["dismiss", "--window", "w1", "Modal"], socket: server.socketPath)
        #expect(dismiss.status == 0 && dismiss.stdout == "dismissed: vc6\n")
        #expect(try await prosc(["tree"], socket: server.socketPath).stdout == Self.initialTree)
    }

    @Test func segueAndUnwindByNameRoundTrip() async throws {
        let server = try startServer()
        defer { server.stop() }
        let socket = server.socketPath
        let list = try await prosc(["segue", "list", "--vc", "Home"], socket: socket)
        #expect(list.lines.contains { $0.hasPrefix("sD1-Sg-kq3 show showDetail trigger=button") })
        let perform = try await prosc(["segue", "perform", "--source", "Home", "--identifier", "showDetail"], socket: socket)
        #expect(perform.status == 0 && perform.lines.contains("kind: show"))
        _ = try await prosc(["vc", "set", "--vc", "Home", "--property", #"unwindActions=["unwindToHome"]"#], socket: socket)
        let unwind = try await prosc(["unwind", "--source", "Detail", "--action", "unwindToHome"], socket: socket)
        #expect(unwind.status == 0, "\(unwind.stderr)")
        #expect(unwind.lines.contains("destination: vc4"))
        #expect(try await prosc(["tree"], socket: socket).stdout == Self.initialTree)
    }

    @Test func screenConnectAndDisconnectBuildAndTearDownTheExternalWindow() async throws {
        let server = try startServer()
        defer { server.stop() }
        let connect = try await prosc(["screen", "connect", "--name", "TV", "--size", "1920x1080@2"], socket: server.socketPath)
        #expect(connect.stdout == "screen: s2\nwindows: w2\n")
        let list = try await prosc(["screen", "ls"], socket: server.socketPath)
        #expect(list.lines == [
            "s1 main \"Main\" 390x844@3 phone compact/regular windows: w1",
            "s2 \"TV\" 1920x1080@2 external regular/regular windows: w2",
        ])
        let disconnect = try await prosc(["screen", "disconnect", "--screen", "s2"], socket: server.socketPath)
        #expect(disconnect.stdout == "windows: w2\n")
        #expect(try await prosc(["window", "list"], socket: server.socketPath).lines == ["w1 screen s1 key visible root vc1"])
    }
}

/// Issue 13 item 5: `prosc storyboard load FILE` works for any real file — a 3.9 MB storyboard of
/// 192 scenes and 311 segues, sent inline with the server's default settings.
@Suite("prosc storyboard load FILE")
struct StoryboardLoadFileTests {
    @Test func aRealSizeStoryboardFileLoadsWithTheDefaults() async throws {
        let server = try startServer()
        defer { server.stop() }
        let dir = ServerProcess.makeTemporaryDirectory("big-storyboard")
        let file = dir + "/Big.storyboard"
        try SyntheticStoryboard.make().write(toFile: file, atomically: true, encoding: .utf8)
        let size = (try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        #expect(size >= 3_900_000)
        let run = try await prosc(["--json", "storyboard", "load", file], socket: server.socketPath)
        #expect(run.status == 0, "\(run.stderr)")
        let result = try JSONParser.parse(Array(run.stdout.utf8))
        #expect(result["storyboard"] == .string("Big"))
        #expect(result["scenes"]?.arrayValue?.count == 192)
        #expect(result["segues"] == .number(311))
        let human = try await prosc(["storyboard", "load", "--name", "Again", file], socket: server.socketPath)
        #expect(human.status == 0, "\(human.stderr)")
        #expect(human.stdout.contains("Again"))
    }
}

/// Issue 13 item 6: a refused shortcut that names a scene leaves nothing behind (`prosc present`
/// and `prosc push` used to leave their instantiated controller).
@Suite("A refused prosc present or push changes nothing")
struct RefusedPresentTests {
    /// Runs `accepted`, then `refused`: exit 1 with `message` on stderr, the tree and the
    /// controller count as after `accepted`.
    private func expectNothingChanged(accepted: [String], refused: [String], message: String,
                                      sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let server = try startServer()
        defer { server.stop() }
        let first = try await prosc(accepted, socket: server.socketPath)
        #expect(first.status == 0, "\(first.stderr)", sourceLocation: sourceLocation)
        let tree = try await prosc(["--json", "tree"], socket: server.socketPath)
        let stats = try await prosc(["--json", "server", "stats"], socket: server.socketPath)
        let second = try await prosc(refused, socket: server.socketPath)
        #expect(second.status == 1, sourceLocation: sourceLocation)
        #expect(second.stderr.contains(message), "\(second.stderr)", sourceLocation: sourceLocation)
        #expect(try await prosc(["--json", "tree"], socket: server.socketPath).stdout == tree.stdout, sourceLocation: sourceLocation)
        let after = try await prosc(["--json", "server", "stats"], socket: server.socketPath)
        let count = { (s: String) in (try? JSONParser.parse(Array(s.utf8)))?["viewControllers"] }
        #expect(count(after.stdout) == count(stats.stdout) && count(stats.stdout) != nil, sourceLocation: sourceLocation)
    }

    @Test func presentingTheSameSceneTwiceIsRefusedAndInstantiatesNothing() async throws {
        let present = ["present", "--window", "w1", "--from", "Home", "Modal"]
        try await expectNothingChanged(accepted: present, refused: present, message: "already presenting")
    }

    @Test func R43_pushingANavigationControllerSceneIsRefusedAndInstantiatesNothing() async throws {
        // HomeNavigation is a navigation controller scene: UIKit raises; its Home is not made either.
        try await expectNothingChanged(accepted: ["push", "--nav", "HomeNavigation", "Detail"],
                                       refused: ["push", "--nav", "HomeNavigation", "HomeNavigation"],
                                       message: "Pushing a navigation controller is not supported")
    }

    @Test func pushingOntoAControllerThatIsNoNavigationControllerInstantiatesNothing() async throws {
        try await expectNothingChanged(accepted: ["push", "--nav", "HomeNavigation", "Detail", "--animated", "false"],
                                       refused: ["push", "--nav", "Detail", "Detail"], message: "is not a navigation controller")
    }
}
