import Foundation
import ProsceniumLauncher
import ProsceniumTesting
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `prosc test` and `prosc record` as users run them: the shipped examples pass and their
/// JUnit report validates, exit codes say passed / failed / bad input, shards partition,
/// tags select, a terminal gets a progress line, and a session driven by `prosc` or by the
/// Python client, recorded, replays green.
@Suite("prosc test and prosc record", .serialized)
struct FlowCommandTests {
    static var examples: String { ServerProcess.packageRoot + "/examples/flows" }
    static var demoConfig: String { ServerProcess.packageRoot + "/config/proscenium.json" }

    /// `prosc test …` (prosc-cli's front hands it on), with no socket.
    private func test(_ arguments: [String]) async throws -> ProscRun {
        try await prosc(["test"] + arguments, socket: nil)
    }

    private func write(_ files: [String: String]) throws -> String {
        let dir = ServerProcess.makeTemporaryDirectory("flow-cli")
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        return dir
    }

    private var header: String {
        "storyboards: \(ServerProcess.demoStoryboards)\nmain: Main\n---\n"
    }

    @Test func theExamplesPassAndTheirJUnitReportValidates() async throws {
        let report = ServerProcess.makeTemporaryDirectory("junit") + "/report.xml"
        let run = try await test([Self.examples, "--junit", report, "--jobs", "2"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.examples).filter { $0.hasSuffix(".yaml") }
        #expect(names.count >= 7)
        for name in names { #expect(run.stdout.contains("PASS \(Self.examples)/\(name) [iOS "), "plain lines when not a terminal: \(name)") }
        // Each flow ran against its header's version: present-modal.yaml pins iOS 12, the rest the newest.
        #expect(run.stdout.contains("PASS \(Self.examples)/present-modal.yaml [iOS 12] ("))
        #expect(run.lines.contains("iOS 26: \(names.count - 1) passed") && run.lines.contains("iOS 12: 1 passed"), "\(run.stdout)")
        #expect(!run.stdout.contains("_shared"), "files starting with _ are only for runFlow")
        #expect(run.lines.last?.hasPrefix("\(names.count) flows: \(names.count) passed in ") == true, "\(run.stdout)")
        let check = try await ExternalTool.validateJUnit(file: report)
        #expect(check.status == 0, "\(check.output)")
        let xml = try String(contentsOfFile: report, encoding: .utf8)
        // A suite per version, every flow a passing case.
        #expect(xml.contains(#"<testsuite name="prosc test (iOS 26)""#) && xml.contains(#"<testsuite name="prosc test (iOS 12)""#))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == names.count)
        #expect(!xml.contains("<failure") && !xml.contains("<error"))
    }

    @Test func aFailingFlowExitsOneWithTheReport() async throws {
        let dir = try write(["a.yaml": header + "- present: {from: Home, scene: Modal}\n- expectVisible: Home\n", "b.yaml": header + "- memoryWarning\n"])
        let report = dir + "/junit.xml"
        let run = try await test([dir, "--junit", report])
        #expect(run.status == 1)
        #expect(run.stdout.contains("FAIL \(dir)/a.yaml [iOS 26] ("), "each result names the version it ran against")
        #expect(run.stdout.contains("\(dir)/a.yaml:5:3: expectVisible failed (after present Modal from Home at \(dir)/a.yaml:4:3)"))
        #expect(run.stdout.contains("  tree at the failure:\n    s1 \"Main\" main 390x844@3 phone"))
        #expect(run.stdout.contains("PASS \(dir)/b.yaml [iOS 26] ("))
        #expect(run.lines.last?.hasPrefix("2 flows: 1 passed, 1 failed in ") == true)
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains(#"<failure type="expectVisible""#))
    }

    @Test func aBadFlowFileExitsTwoWithFileLineColumnAndRunsNothing() async throws {
        let dir = try write(["bad.yaml": header + "- present: {from: Home, scene: Modal}\n- expectCallback: []\n", "good.yaml": header + "- memoryWarning\n"])
        let run = try await test([dir])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(dir)/bad.yaml:5:3: error: unknown step 'expectCallback' (did you mean 'expectCallbacks'?)"))
        #expect(!run.stdout.contains("PASS"), "nothing runs when a file is bad")
        let names = try await test([dir + "/good.yaml", dir + "/nope.yaml"])
        #expect(names.status == 2 && names.stderr.contains("nope.yaml:1:1: error: no such file or directory"))
        let unknown = try write(["u.yaml": header + "- dismiss: Modl\n"])
        let invalid = try await test([unknown])
        #expect(invalid.status == 2)
        #expect(invalid.stdout.contains("INVALID \(unknown)/u.yaml"))
        #expect(invalid.stdout.contains("\(unknown)/u.yaml:4:12: error: unknown controller 'Modl'"))
        #expect(try await test([]).status == 2)
        #expect(try await test([dir, "--shard", "3/2"]).status == 2)
    }

    @Test func socketRunsTheFlowsAgainstARunningServer() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let dir = try write(["a.yaml": header + "- present: {from: Home, scene: Modal}\n- expectVisible: Modal\n",
                             "b.yaml": header + "- memoryWarning\n- expectVisible: Home\n"])
        let passed = try await prosc(["test", dir + "/a.yaml"], socket: server.socketPath)
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(passed.stdout.contains("PASS \(dir)/a.yaml [iOS 26] ("))
        #expect(passed.lines.last?.hasPrefix("1 flow: 1 passed in ") == true, "\(passed.stdout)")
        // It ran on that server, which keeps running with the flow's state.
        let tree = try await prosc(["tree"], socket: server.socketPath)
        #expect(tree.status == 0 && tree.stdout.contains("[Modal] appeared"), "\(tree.stdout)\(tree.stderr)")
        // b.yaml holds on a fresh server (Home visible); on this one Modal covers Home, so it fails.
        let fresh = try await test([dir + "/b.yaml"])
        #expect(fresh.status == 0, "\(fresh.stdout)")
        let failed = try await prosc(["test", dir + "/b.yaml"], socket: server.socketPath)
        #expect(failed.status == 1, "\(failed.stdout)\(failed.stderr)")
        #expect(failed.stdout.contains("FAIL \(dir)/b.yaml [iOS 26] ("))
        #expect(failed.stdout.contains("\(dir)/b.yaml:5:3: expectVisible failed"), "\(failed.stdout)")
        #expect(failed.lines.last?.hasPrefix("1 flow: 0 passed, 1 failed in ") == true, "\(failed.stdout)")
        #expect(try await prosc(["stats"], socket: server.socketPath).status == 0, "the server the flows ran on is still up")
    }

    @Test func shardsPartitionTheFilesAndTagsSelect() async throws {
        var seen: [String] = []
        for i in 1...3 {
            let run = try await test([Self.examples, "--shard", "\(i)/3"])
            #expect(run.status == 0)
            seen += run.lines.filter { $0.hasPrefix("PASS ") }.map { String($0.split(separator: " ")[1]) }
        }
        let all = try FileManager.default.contentsOfDirectory(atPath: Self.examples).filter { $0.hasSuffix(".yaml") }.map { Self.examples + "/" + $0 }
        #expect(seen.sorted() == all.sorted(), "every file in exactly one shard")
        let again = try await test([Self.examples, "--shard", "1/3"])
        let first = try await test([Self.examples, "--shard", "1/3"])
        #expect(again.lines.filter { $0.hasPrefix("PASS") }.count == first.lines.filter { $0.hasPrefix("PASS") }.count)
        let smoke = try await test([Self.examples, "--tags", "smoke", "--exclude-tags", "navigation"])
        #expect(smoke.status == 0)
        #expect(smoke.lines.filter { $0.hasPrefix("PASS") }.map { ($0.split(separator: " ")[1] as Substring).split(separator: "/").last.map(String.init) ?? "" }.sorted()
                == ["present-modal.yaml", "run-flow-and-call.yaml"])
    }

    @Test func aTerminalGetsAProgressLine() async throws {
        // `script` runs prosc under a pseudo-terminal.
        let command = "\(ServerProcess.binary("prosc")) test \(Self.examples) --jobs 1"
        let run = try await prosc(["-qec", command, "/dev/null"], socket: nil, binary: "/usr/bin/script")
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("\r\u{1B}[K[1/"), "the line is rewritten in place")
        #expect(run.stdout.contains(" passed · running "))
        #expect(!run.stdout.contains("PASS "), "no plain line per flow on a terminal")
    }

    @Test func updateRewritesOnlyTheExpectations() async throws {
        let text = header + "# keep me\n- present: {from: Home, scene: Modal}   # open\n- expectCallbacks: []   # to fill\n\n# and after\n- expectVisible: Modal\n"
        let dir = try write(["u.yaml": text])
        let run = try await test([dir, "--update"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("updated 1 expectation in 1 file: \(dir)/u.yaml"))
        let updated = try String(contentsOfFile: dir + "/u.yaml", encoding: .utf8)
        #expect(updated.hasPrefix(header + "# keep me\n- present: {from: Home, scene: Modal}   # open\n- expectCallbacks:   # to fill\n    - Modal.viewDidLoad\n"))
        #expect(updated.hasSuffix("    - Modal.presentationCompleted\n\n# and after\n- expectVisible: Modal\n"))
        #expect(try await test([dir]).status == 0)
    }

    @Test func watchRequestsShowsOtherClientsRequestsAfterTheirEvents() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let watch = try ProscProcess(["watch", "--requests"], socket: server.socketPath)
        let ready = Date().addingTimeInterval(10)
        // Until the watch has subscribed.
        while Date() < ready, try await prosc(["server", "stats", "--json"], socket: server.socketPath).stdout.contains(#""subscriptions":1"#) == false {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        _ = try await prosc(["present", "--from", "Home", "Modal"], socket: server.socketPath)
        _ = try await prosc(["vc", "present", "--presenter", "Home", "--vc", "Home"], socket: server.socketPath)
        let deadline = Date().addingTimeInterval(10)
        while !watch.outputSoFar.contains("-> error"), Date() < deadline { try await Task.sleep(nanoseconds: 10_000_000) }
        kill(watch.process.processIdentifier, SIGINT)
        let lines = await watch.finish().lines
        let present = try #require(lines.firstIndex { $0.hasPrefix(">> c") && $0.contains(" vc.instantiateAndPresent presenter=vc4 storyboard=Main identifier=Modal -> ok (11 events)") }, "\(lines)")
        // w1 #1-#13 are the launch (three of them the scene life cycle's: sceneWillConnect, sceneWillEnterForeground, sceneDidBecomeActive).
        #expect(lines[present - 1] == "w1 #27 Modal presentationCompleted presenter=vc1", "the request comes after its events: \(lines)")
        #expect(lines.last?.contains("vc.present presenter=vc4 vc=vc4 -> error -32003 (invalidState): ") == true, "\(lines)")
    }

    // MARK: - Recording

    /// Starts `prosc record FILE` against `server`, waits until it listens, runs `drive`,
    /// stops it with Ctrl-C and returns the flow it wrote.
    private func record(_ server: ServerProcess, config: Bool = true, _ drive: () async throws -> Void) async throws -> (path: String, text: String) {
        let dir = ServerProcess.makeTemporaryDirectory("record")
        let file = dir + "/session.yaml"
        let recorder = try ProscProcess(["record", file] + (config ? ["--config", Self.demoConfig] : []), socket: server.socketPath)
        let deadline = Date().addingTimeInterval(10)
        while !recorder.outputSoFar.contains("recording to"), Date() < deadline { try await Task.sleep(nanoseconds: 10_000_000) }
        try await drive()
        // The last report reaches the recorder right after the driver's answer; give it a moment.
        try await Task.sleep(nanoseconds: 300_000_000)
        kill(recorder.process.processIdentifier, SIGINT)
        let run = await recorder.finish(timeout: 20)
        #expect(run.status == 0, "\(run.stderr)")
        return (file, try String(contentsOfFile: file, encoding: .utf8))
    }

    /// Issue 39: a session on an iPad app that supports multiple scenes records the scene steps
    /// and the header the replay needs (`supportsMultipleScenes: true`, read from `scene.list`),
    /// and replays.
    @Test func aSceneSessionRecordsItsStepsAndItsHeaderAndReplays() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0", "--main-screen", "1024x1366@2:pad", "--supports-multiple-scenes"])
        defer { server.stop() }
        let socket = server.socketPath
        // No --config: the header comes from the server (its iPad screen, its scene list).
        let (path, text) = try await record(server, config: false) {
            for command in [["scene", "open", "--requestingScene", "sc1"], ["scene", "resize", "--scene", "sc2", "--size", "507x1366"],
                            ["scene", "background", "--scene", "sc2"], ["scene", "foreground", "--scene", "sc2"],
                            ["window", "set-hidden", "--window", "w2", "--hidden", "true"], ["scene", "close", "--scene", "sc2"]] {
                let run = try await prosc(command, socket: socket)
                #expect(run.status == 0, "\(command): \(run.stderr)")
            }
        }
        for line in ["supportsMultipleScenes: true", "- openScene: {from: sc1}", "- resize: {scene: sc2, width: 507, height: 1366}",
                     "- background: sc2", "    - sc2.sceneWillResignActive", "- foreground: sc2", "- setHidden: {window: w2, hidden: true}",
                     "- closeScene: sc2", "    - applicationDidDiscardSceneSessions"] {
            #expect(text.contains(line + "\n"), "missing \(line) in\n\(text)")
        }
        let replay = try await prosc(["test", path], socket: nil)
        #expect(replay.status == 0, "\(replay.stdout)\n\(text)")
    }

    @Test func aSessionDrivenByProscRecordsAndReplays() async throws {
        // An animated server (speed 1, as `make run`): the replay at speed 0 gets the same callbacks.
        let server = try ServerProcess(arguments: ["--animation-speed", "1", "--unwind-actions", #"{"HomeViewController":["unwindToHome"]}"#])
        defer { server.stop() }
        let socket = server.socketPath
        let (path, text) = try await record(server) {
            for command in [["present", "--from", "Home", "Modal", "--style", "formSheet"], ["dismiss", "Modal"],
                            ["push", "--nav", "HomeNavigation", "Detail"], ["pop", "HomeNavigation"],
                            ["segue", "perform", "--source", "Home", "--identifier", "showDetail"],
                            ["unwind", "--source", "Detail", "--action", "unwindToHome"],
                            ["tab", "select", "--tab", "vc1", "--index", "1"],
                            ["screen", "connect", "--name", "TV", "--size", "1920x1080@2"],
                            ["device", "rotate", "--orientation", "landscapeLeft"], ["device", "memory-warning"],
                            ["screen", "disconnect", "--screen", "s2"]] {
                let run = try await prosc(command, socket: socket)
                #expect(run.status == 0, "\(command): \(run.stderr)")
            }
            let refused = try await prosc(["vc", "present", "--presenter", "Settings", "--vc", "Settings"], socket: socket)
            #expect(refused.status == 1)
        }
        for step in ["- present: {from: Home, scene: Modal, style: formSheet}", "- dismiss: Modal",
                     "- push: {nav: HomeNavigation, scene: Detail}", "- pop: HomeNavigation", "- segue: {from: Home, id: showDetail}",
                     "- unwind: {from: Detail, action: unwindToHome}", "- selectTab: {tabBar: UITabBarController, index: 1}",
                     "- connectScreen: {name: TV, size: 1920x1080@2}", "- rotate: landscapeLeft", "- memoryWarning", "- disconnectScreen: TV",
                     "- present: {from: Settings, vc: Settings}\n- expectError: {code: invalidState, uikit: "] {
            #expect(text.contains(step + (step.hasSuffix(": ") ? "" : "\n")), "missing \(step) in\n\(text)")
        }
        #expect(text.contains("unwindActions: {HomeViewController: [unwindToHome]}"), "the header comes from --config")
        #expect(text.components(separatedBy: "- expectTree: |").count == 3, "the tree at both ends")
        let replay = try await prosc(["test", path], socket: nil)
        #expect(replay.status == 0, "\(replay.stdout)\n\(text)")
    }

    @Test func instantiateAndShowRecordsAsShowStepsAndReplays() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let socket = server.socketPath
        let (path, text) = try await record(server) {
            let show = try await prosc(["vc", "instantiate-and-show", "--from", "Home", "--storyboard", "Main", "--identifier", "Detail"], socket: socket)
            #expect(show.status == 0, "\(show.stderr)")
            // R43: show from Home pushes, and a navigation controller cannot be pushed; nothing is left behind.
            let refused = try await prosc(["vc", "instantiate-and-show", "--from", "Home", "--storyboard", "Main", "--identifier", "HomeNavigation"],
                                          socket: socket)
            #expect(refused.status == 1, "\(refused.stdout)")
            let detail = try await prosc(["vc", "instantiate-and-show-detail", "--from", "Detail", "--storyboard", "Main", "--identifier", "Modal",
                                          "--animated", "false"], socket: socket)
            #expect(detail.status == 0, "\(detail.stderr)")
        }
        for step in ["- show: {from: Home, scene: Detail}\n",
                     "- show: {from: Home, scene: HomeNavigation}\n- expectError: {code: unsupported, uikit: Pushing a navigation controller is not supported",
                     "- showDetail: {from: Detail, scene: Modal, animated: false}\n"] {
            #expect(text.contains(step), "missing \(step) in\n\(text)")
        }
        let replay = try await prosc(["test", path], socket: nil)
        #expect(replay.status == 0, "\(replay.stdout)\n\(text)")
    }

    /// Issue 24 §4: `prosc page set` and `prosc page swipe` (finished, cancelled, refused past the
    /// last page) record as a `call` naming the controllers and `swipePage` steps, and replay.
    @Test func pageSwipesRecordAsSwipePageStepsAndReplay() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let socket = server.socketPath
        let (path, text) = try await record(server) {
            var ids: [String] = []
            for (cls, title) in [("UIViewController", "One"), ("UIViewController", "Two"), ("UIPageViewController", "Pages")] {
                let made = try await prosc(["vc", "create", "--class", cls, "--title", title, "--json"]
                    + (title == "Pages" ? ["--properties", #"{"transitionStyle":"scroll","delegateEvents":true}"#] : []), socket: socket)
                #expect(made.status == 0, "\(made.stderr)")
                ids.append(String(made.stdout.split(separator: "\"").dropFirst(3).first ?? ""))
            }
            for command in [["page", "set", "--page", ids[2], "--vcs", ids[0], "--pages", ids[0], "--pages", ids[1], "--animated", "false"],
                            ["vc", "present", "--presenter", "Home", "--vc", ids[2], "--style", "fullScreen", "--animated", "false"],
                            ["page", "swipe", "--page", "Pages"], ["page", "swipe", "--page", "Pages", "--direction", "reverse", "--outcome", "cancel"]] {
                let run = try await prosc(command, socket: socket)
                #expect(run.status == 0, "\(command): \(run.stderr)")
            }
            let refused = try await prosc(["page", "swipe", "--page", "Pages"], socket: socket)
            #expect(refused.status == 1 && refused.stderr.contains("nothing to swipe to"), "\(refused.stderr)")
        }
        for step in ["- call: {method: page.setViewControllers, params: {page: Pages, vcs: [One], animated: false, pages: [One, Two]}}\n",
                     "- swipePage: Pages\n- expectCallbacks:\n    - Pages.pageViewControllerWillTransitionTo\n",
                     "- swipePage: {page: Pages, direction: reverse, cancel: true}\n",
                     "- swipePage: Pages\n- expectError: {code: invalidState, message: \"nothing to swipe to"] {
            #expect(text.contains(step), "missing \(step) in\n\(text)")
        }
        let replay = try await prosc(["test", path], socket: nil)
        #expect(replay.status == 0, "\(replay.stdout)\n\(text)")
    }

    @Test func aSessionDrivenByThePythonClientRecordsAndReplays() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        defer { server.stop() }
        let script = """
            import sys
            from proscenium import Client, InvalidState, find_node
            with Client(sys.argv[1], name="python-driver") as c:
                tree = c.tree()
                home = find_node(tree, storyboardIdentifier="Home")["vc"]
                nav = find_node(tree, storyboardIdentifier="HomeNavigation")["vc"]
                detail = c.instantiate("Main", identifier="Detail")["vc"]
                c.push(nav, detail)
                c.pop(nav, animated=False)
                made = c.create_vc("UIViewController", title="Made in Python")["vc"]
                c.present(home, made, style="pageSheet")
                try:
                    c.present(home, made)
                except InvalidState:
                    pass
                # Pipelined: both sent before either answer is read.
                a = c.send("vc.dismiss", vc=made)
                b = c.send("device.rotate", orientation="landscapeRight")
                a.result(10); b.result(10)
            """
        let (path, text) = try await record(server, config: false) {
            let python = Process()
            python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            python.arguments = ["python3", "-c", script, server.socketPath]
            python.environment = ProcessInfo.processInfo.environment.merging(["PYTHONPATH": ServerProcess.packageRoot + "/clients/python/src"]) { $1 }
            let err = Pipe()
            python.standardError = err
            try python.run()
            let messages = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let pythonStatus = python.waitUntilEnded()
            #expect(pythonStatus == 0, "\(messages)")
        }
        // (The Python client sends `animated: true`, `queue: true` even when left at their defaults:
        // the recorder leaves out what only restates the method table's default.)
        for step in ["- push: {nav: HomeNavigation, scene: Detail}\n", "- pop: {nav: HomeNavigation, animated: false}",
                     "- call: {method: vc.create, params: {class: UIViewController, title: Made in Python}}",
                     "- present: {from: Home, vc: Made in Python, style: pageSheet}\n", "- expectError: {code: invalidState",
                     "- dismiss: Made in Python", "- rotate: landscapeRight"] {
            #expect(text.contains(step), "missing \(step) in\n\(text)")
        }
        let replay = try await prosc(["test", path], socket: nil)
        #expect(replay.status == 0, "\(replay.stdout)\n\(text)")
    }
}
