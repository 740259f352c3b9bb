import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ProsceniumTesting
import Testing
import WireProtocol

/// `prosc explore` end to end (issue 15): outputs, files, and exit codes 0 no problems,
/// 1 problems found, 2 bad input or usage, 3 server unreachable.
@Suite("prosc explore")
struct ExploreCommandTests {
    static let demo = ServerProcess.packageRoot + "/config/storyboards"

    @Test func noProblemsExitsZeroWithTheSummary() async throws {
        let run = try await prosc(["explore", Self.demo, "--main", "Main", "--sources", Self.demo + "/DemoSources"], socket: nil)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("scenes: 10/11 reached from launch (10 by segues, 0 only through the app's code), 1 more only from code-instantiated controllers"))
        #expect(run.stdout.contains("segues: 7/7 performed, 0 refused, 0 never tried"))
        #expect(run.stdout.hasSuffix("no problems\n"))
    }

    @Test func problemsExitOneAndWriteJSONJUnitAndHTML() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-cli")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Sources that do not declare the demo's unwind action (without any, its unwinds are notes).
        let otherSources = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/ObjCApp"
        let run = try await prosc(["explore", Self.demo, "--main", "Main", "--sources", otherSources, "--json", "--junit", dir + "/junit.xml",
                                   "--html", dir + "/report.html"], socket: nil)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.lines.count == 1)
        let json = try JSONParser.parse(run.stdout.trimmingCharacters(in: .newlines))
        #expect(json["problems"]?.arrayValue?.count == 3)
        #expect(json["scenes"] == ["total": 11, "reached": 10, "reachedFromCode": 1, "reachedBySegues": 10, "reachedByAppCode": 0, "notReached": 0])
        let junit = try String(contentsOfFile: dir + "/junit.xml", encoding: .utf8)
        let check = try await ExternalTool.validateJUnit(file: dir + "/junit.xml")
        #expect(check.status == 0, "\(check.output)")
        #expect(junit.contains(#"<testsuite name="prosc explore: problems" package="prosc explore" id="0""#))
        #expect(junit.contains(#"tests="3" failures="3" errors="0" skipped="0""#) && junit.contains(#"tests="2" failures="1""#))
        let html = try String(contentsOfFile: dir + "/report.html", encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<svg") && html.contains("data:image/svg+xml;base64,"))
        // The human summary lists each problem with its path.
        let text = try await prosc(["explore", Self.demo, "--main", "Main", "--sources", otherSources], socket: nil)
        #expect(text.status == 1)
        #expect(text.stdout.contains("1. segueNotFound (logged, ignored): UIKit finds no destination for 'unwindToHome:' and does nothing (R94)"))
        #expect(text.stdout.contains("   ✗ in Detail, tap button of segue \"unwindToHome\" (unwind to unwindToHome:)"))
        // Without sources the same unwinds are notes: exit 0.
        let bare = try await prosc(["explore", Self.demo, "--main", "Main"], socket: nil)
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(bare.stdout.contains("notes (3): unwinds whose destination is declared in code, which explore was not given:"))
        #expect(bare.stdout.contains("destination unknown: give --sources") && bare.stdout.hasSuffix("no problems\n"))
    }

    /// Issue 39 §7: an app whose scene manifest gives the external display's role a storyboard
    /// (R135) is explored from the launch and from a connected display: the display's root is
    /// reached by the user plugging a display in (a `connectDisplay` start), not only by code;
    /// the same in process and on a private proscd.
    @Test func theManifestsExternalDisplayIsExploredFromItsConnection() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("explore-scenes")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["Main", "External"] {
            try FileManager.default.copyItem(atPath: Self.demo + "/\(name).storyboard", toPath: dir + "/\(name).storyboard")
        }
        try FileManager.default.copyItem(atPath: ServerProcess.packageRoot + "/Tests/Fixtures/InfoPlists/Scenes-Info.plist", toPath: dir + "/Info.plist")
        for mode in [[], ["--private-server"]] {
            let run = try await prosc(["explore", dir, "--json"] + mode, socket: nil)
            #expect(run.status == 0, "\(mode): \(run.stderr)")
            let json = try JSONParser.parse(run.stdout.trimmingCharacters(in: .newlines))
            // Without the manifest, External's root is reached only as a code-instantiated
            // controller (reachedFromCode 1, noProblemsExitsZeroWithTheSummary).
            #expect(json["scenes"] == ["total": 11, "reached": 11, "reachedFromCode": 0, "reachedBySegues": 11, "reachedByAppCode": 0, "notReached": 0],
                    "\(mode): \(json["scenes"] ?? .null)")
        }
        let text = try await prosc(["explore", dir], socket: nil)
        #expect(text.stdout.contains("scenes: 11/11 reached from launch"), "\(text.stdout)")
    }

    @Test func badInputAndUsageExitTwo() async throws {
        let cases: [([String], String)] = [
            (["explore", "/nonexistent/app"], "/nonexistent/app: no such file or directory"),
            (["explore", Self.demo, "--main", "Nope"], "--main Nope: no such storyboard"),
            (["explore", Self.demo, "--profile", "future"], "--profile must be classic or modern"),
            (["explore", Self.demo, "--max-states", "0"], "--max-states must be 1 or more"),
            (["explore"], "give the app's directory"),
            // In process the explorer reads the screen as proscd would; a private proscd refuses it itself.
            (["explore", Self.demo, "--main", "Main", "--screen", "banana"], "screen 'banana' must look like 390x844@3:phone"),
            (["explore", Self.demo, "--main", "Main", "--screen", "banana", "--private-server"], "proscd refused the options"),
            (["explore", Self.demo, "--main", "Main", "--ios", "11"], "--ios must be one of"),
        ]
        for (args, message) in cases {
            let run = try await prosc(args, socket: nil)
            #expect(run.status == 2, "\(args): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(args): \(run.stderr)")
            #expect(run.stdout.isEmpty, "\(args)")
        }
    }

    /// Issue 23: the demo has two storyboards with an initial controller (External, Main) and no
    /// Info.plist: explore launches from Main, Xcode's default, and says so on stderr (an
    /// ambiguity without a Main is still bad input: ExplorerTests'
    /// `mainIsTakenWhenNothingDeclaresTheMainStoryboardAndExploreSaysSo`).
    @Test func withoutADeclaredMainStoryboardMainIsTakenAndStderrSaysSo() async throws {
        let run = try await prosc(["explore", Self.demo, "--sources", Self.demo + "/DemoSources"], socket: nil)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "prosc explore: no Info.plist or build setting names the main storyboard, and several storyboards have an initial view controller (External, Main): launching from Main, Xcode's default; choose another with --main\n")
        #expect(run.stdout.hasPrefix("explored 8 states from Main's launch"), "\(run.stdout)")
    }

    /// --html without Graphviz is refused before a minute of exploring, not after it.
    @Test func htmlWithoutDotOnThePathExitsTwoBeforeExploring() async throws {
        let run = try await prosc(["explore", Self.demo, "--main", "Main", "--html", "/tmp/never-written.html"], socket: nil,
                                  environment: ["PATH": "/nonexistent"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("--html needs Graphviz's dot"), "\(run.stderr)")
        #expect(run.stderr.contains("nothing was explored"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.html"))
    }

    @Test func noServerAtTheSocketExitsThree() async throws {
        let run = try await prosc(["explore", Self.demo, "--main", "Main"], socket: "/nonexistent/proscd.sock")
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("cannot connect to /nonexistent/proscd.sock"))
    }

    @Test func aRunningServersLoadedStoryboardsAreExploredAndItsWindowsLeftAlone() async throws {
        let server = try startServer()
        defer { server.stop() }
        let c = try server.connect()
        let before = try await c.call("tree", [:], timeout: 30)
        let run = try await prosc(["explore", "--main", "Main", "--json"], socket: server.socketPath)
        #expect(run.status == 1, "\(run.stderr)")
        let json = try JSONParser.parse(run.stdout.trimmingCharacters(in: .newlines))
        #expect(json["problems"]?.arrayValue?.count == 3)
        #expect(try await c.call("tree", [:], timeout: 30) == before)
        // Options that configure the private server make no sense with --socket.
        let refused = try await prosc(["explore", "--main", "Main", "--profile", "modern"], socket: server.socketPath)
        #expect(refused.status == 2)
    }
}

extension ExploreCommandTests {
    @Test func aServerThatStopsAnsweringExitsThreeAfterTheTimeout() async throws {
        let server = try startServer()
        defer {
            kill(server.process.processIdentifier, SIGCONT)
            server.stop()
        }
        kill(server.process.processIdentifier, SIGSTOP)
        // A hang would be killed by the runner (not exit 3), and the message names the 1 s
        // timeout: no wall-clock bound, which a busy machine's scheduling would make flaky.
        let run = try await prosc(["explore", "--main", "Main", "--timeout", "1"], socket: server.socketPath)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stderr.contains("gave no answer within 1.0 s"), "\(run.stderr)")
    }

    @Test func helpListsTheOptionsOfTheIssue() async throws {
        let help = try await prosc(["explore", "--help"], socket: nil)
        #expect(help.status == 0)
        for option in ["--main", "--sources", "--screen", "--profile", "--max-depth", "--max-states", "--json", "--junit",
                       "--html", "--socket", "--windows", "<DIR>"] {
            #expect(help.stdout.contains(option), "explore --help lacks \(option)")
        }
    }
}
