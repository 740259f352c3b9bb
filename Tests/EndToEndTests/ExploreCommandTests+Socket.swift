import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// `prosc explore DIR --socket S`: the app's storyboards are sent as XML to the running server
/// (`storyboard.load {name, xml}`), explored there as on a private server, and the server's own
/// windows left as they were; a file over that server's line limit is bad input naming the
/// file and the limit (docs/explore.md, *Input*).
extension ExploreCommandTests {
    /// A storyboard the running server does not have: Home pushes Detail, and pushes a
    /// navigation controller, which UIKit refuses ("Pushing a navigation controller is not
    /// supported", R43).
    static let shop = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s0"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r0"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <viewController title="Shop Home" id="home" sceneMemberID="viewController">
                        <view key="view" id="v1"><subviews>
                            <button id="b1"><connections><segue destination="detail" kind="show" identifier="showDetail" id="g1"/></connections></button>
                            <button id="b2"><connections><segue destination="tabs" kind="show" identifier="showTabs" id="g2"/></connections></button>
                        </subviews></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController title="Shop Detail" id="detail" sceneMemberID="viewController"/>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <navigationController id="tabs" sceneMemberID="viewController">
                        <connections><segue destination="detail" kind="relationship" relationship="rootViewController" id="t1"/></connections>
                    </navigationController>
                </objects></scene>
            </scenes>
        </document>
        """

    /// The report's JSON without the work done (which depends on the server and scheduling).
    static func findings(_ run: ProscRun) throws -> JSON {
        guard case .object(var o) = try JSONParser.parse(run.stdout.trimmingCharacters(in: .newlines)) else { return .null }
        o["stats"] = nil
        return .object(o)
    }

    @Test func aDirectorySentToARunningServerIsExploredThereAsOnAPrivateOneAndTheServersWindowsAreLeftAlone() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-socket")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.shop.write(toFile: dir + "/Shop.storyboard", atomically: true, encoding: .utf8)
        let server = try startServer()
        defer { server.stop() }
        let c = try server.connect()
        // The server's own state: a presentation in its main window, and a second window, key.
        let home = try #require(try await c.tree().windows[0].root?.allNodes.first { $0.storyboardIdentifier == "Home" }).vc
        _ = try await c.call("vc.instantiateAndPresent", ["presenter": .string(home), "storyboard": "Main", "identifier": "Modal"], timeout: 30)
        let second = try await c.call("window.create", ["storyboard": "Main", "identifier": "Detail"], timeout: 30)
        _ = try await c.call("window.makeKeyAndVisible", ["window": try #require(second["window"])], timeout: 30)
        let before = try await c.call("tree", [:], timeout: 30)
        let windowsBefore = try await c.call("window.list", [:], timeout: 30)

        let running = try await prosc(["explore", dir, "--json"], socket: server.socketPath)
        #expect(running.status == 1, "\(running.stderr)")
        let json = try Self.findings(running)
        #expect(json["main"] == "Shop")
        #expect(json["problems"]?.arrayValue?.map { $0["uikit"] } == ["Pushing a navigation controller is not supported"])
        #expect(json["problems"]?.arrayValue?.first?["reproduced"] == true)
        #expect(json["scenes"] == ["total": 4, "reached": 3, "reachedFromCode": 0, "reachedBySegues": 3, "reachedByAppCode": 0, "notReached": 1])
        // The same findings as on a private server that loads the files by path.
        let privately = try await prosc(["explore", dir, "--json"], socket: nil)
        #expect(privately.status == 1, "\(privately.stderr)")
        #expect(try Self.findings(privately) == json)

        // Sent as XML: the server holds Shop with no file of its own.
        let list = try await c.call("storyboard.list", [:], timeout: 30)
        let shop = try #require(list["storyboards"]?.arrayValue?.first { $0["storyboard"] == "Shop" })
        #expect(shop["path"] == .null)
        #expect(try await c.call("tree", [:], timeout: 30) == before)
        #expect(try await c.call("window.list", [:], timeout: 30) == windowsBefore)
    }

    @Test func aFileOverTheRunningServersLineLimitExitsTwoNamingTheFileAndTheLimit() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0", "--max-line-bytes", "8192"])
        defer { server.stop() }
        // Main.storyboard (23 KB) is over the limit, External.storyboard (3 KB) is not.
        let run = try await prosc(["explore", Self.demo, "--main", "Main"], socket: server.socketPath)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "prosc explore: cannot load the storyboards:", "\(run.stderr)")
        #expect(lines.count == 2, "only Main is named: \(run.stderr)")
        let line = lines.last ?? ""
        #expect(line.hasPrefix(Self.demo + "/Main.storyboard: too large to send: its storyboard.load line ("), "\(line)")
        #expect(line.contains("is over the line limit of the server at --socket, 8192 bytes;"), "\(line)")
        #expect(line.contains("start proscd with a larger --max-line-bytes"), "\(line)")
        // The server is unharmed and still answers.
        #expect(try await server.connect().call("ping", [:], timeout: 30) == .object([:]))
    }
}
