import Explorer
import Foundation
import ProsceniumLauncher
import ProsceniumTesting
import Testing
import WireProtocol

/// The HTML report in a real browser (issue 15): Debian's headless Chromium loads it with no
/// console errors, the graph has one node per scene, a click on a node shows that scene's
/// details, a click on a path step selects its scene, and every picture decodes. The page
/// needs no network.
@Suite("explore: HTML report in headless Chromium", .serialized)
struct HTMLReportTests {
    /// Loads `page` in headless Chromium with a test script added; the script's findings and
    /// Chromium's console log.
    static func runInChromium(_ page: String) throws -> (result: JSON, log: String) {
        let dir = ServerProcess.makeTemporaryDirectory("explore-html")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let probe = """
            <script>
            window.__errors = [];
            window.addEventListener("error", function (e) { window.__errors.push(String(e.message)); });
            (function () { const original = console.error; console.error = function () {
              window.__errors.push(Array.prototype.join.call(arguments, " ")); original.apply(console, arguments); }; })();
            </script>
            """
        let test = """
            <script>
            window.addEventListener("load", function () {
              const out = { errors: window.__errors, clicks: [] };
              const data = JSON.parse(document.getElementById("report-data").textContent);
              out.scenes = data.scenes.length;
              const nodes = document.querySelectorAll("#graph g.node[id^='scene-']");
              out.nodes = nodes.length;
              nodes.forEach(function (g) {
                g.dispatchEvent(new MouseEvent("click", { bubbles: true }));
                const i = Number(g.id.slice(6));
                const title = document.querySelector("#details .scene-title");
                out.clicks.push({ i: i, title: title ? title.textContent : null, expected: data.scenes[i].label,
                  selected: g.classList.contains("selected") && document.querySelectorAll("#graph g.node.selected").length === 1,
                  segues: document.querySelectorAll("#details table.segues tr").length, expectedSegues: data.scenes[i].segues.length,
                  reach: document.querySelectorAll("#details ol.reach li").length, expectedReach: data.scenes[i].reach.length });
              });
              out.codeEdges = Array.prototype.map.call(document.querySelectorAll("#graph g.edge[id^='code-']"), function (g) {
                g.dispatchEvent(new MouseEvent("click", { bubbles: true }));
                const title = document.querySelector("#details .scene-title"), where = document.querySelector("#details .code-location");
                return { title: title ? title.textContent : null, location: where ? where.textContent : null,
                         dashed: (g.querySelector("path") || {}).getAttribute("stroke-dasharray") !== null };
              });
              const step = document.querySelector("ol.path li[data-scene]");
              if (step) { step.click(); out.stepSelects = document.getElementById("details").dataset.scene === step.dataset.scene; }
              out.images = Array.prototype.map.call(document.images, function (img) { return img.complete && img.naturalWidth > 0; });
              const zoom = document.getElementById("zoom");
              zoom.click();
              out.zoomed = !document.getElementById("graph").classList.contains("fit") && zoom.textContent === "Fit width";
              const pre = document.createElement("pre");
              pre.id = "test-result";
              pre.textContent = JSON.stringify(out);
              document.body.appendChild(pre);
            });
            </script>
            """
        var copy = page.replacingOccurrences(of: "<head>\n", with: "<head>\n" + probe + "\n")
        copy = copy.replacingOccurrences(of: "</body>", with: test + "\n</body>")
        let file = dir + "/report.html"
        try copy.write(toFile: file, atomically: true, encoding: .utf8)
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile) else {
            throw Failure("Chromium is not installed (apt-get install chromium): the HTML report is tested in it")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(dir)/profile",
                             "--virtual-time-budget=10000", "--enable-logging=stderr", "--v=0", "--dump-dom", "file://" + file]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let dom = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let log = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilEnded()
        guard let start = dom.range(of: "<pre id=\"test-result\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Failure("the test script left no result; Chromium said: \(log.suffix(2000))")
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return (try JSONParser.parse(text), log)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    static func expectWorks(_ page: String, scenes: Int, pictures: Int) throws {
        // Self-contained: nothing is fetched (SVG namespace names are not fetched).
        for needle in ["src=\"http", "href=\"http", "url(http", "@import", "<link"] {
            #expect(!page.contains(needle), "the page refers to the network: \(needle)")
        }
        let (result, log) = try runInChromium(page)
        let consoleLines = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }
        #expect(consoleLines.isEmpty, "console: \(consoleLines)")
        #expect(result["errors"] == .array([]), "\(result["errors"] ?? .null)")
        #expect(result["nodes"]?.intValue == scenes && result["scenes"]?.intValue == scenes)
        let clicks = result["clicks"]?.arrayValue ?? []
        #expect(clicks.count == scenes)
        for c in clicks {
            #expect(c["title"] == c["expected"], "\(c)")
            #expect(c["selected"] == true, "\(c)")
            #expect(c["segues"] == c["expectedSegues"], "\(c)")
            #expect(c["reach"] == c["expectedReach"], "\(c)")
        }
        if pictures > 0 { #expect(result["stepSelects"] == true) }
        #expect(result["images"] == .array(Array(repeating: .bool(true), count: pictures)))
        #expect(result["zoomed"] == true)
    }

    @Test func demoReportWithProblemsWorksInChromium() async throws {
        var options = ExploreOptions()
        options.directories = [ServerProcess.packageRoot + "/config/storyboards"]
        options.main = "Main"
        // Sources that do not declare the demo's unwind action: its unwinds are problems (without
        // sources they would be notes).
        options.sources = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/ObjCApp"
        options.snapshots = true
        options.proscd = ServerProcess.binary("proscd")
        let outcome = try await ExploreSession.run(options)
        let report = ExplorationReport(outcome.log, paths: outcome.paths)
        #expect(report.problems.count == 3 && report.problems.allSatisfy { $0.snapshotSVG != nil })
        let page = try ReportHTML.page(report)
        // The picture of the state before a failing unwind shows the controller it is tapped in.
        #expect(report.problems[0].snapshotSVG?.contains("Detail") == true)
        try Self.expectWorks(page, scenes: 11, pictures: 3)
    }

    /// Issue 25: the code edges (`--sources`) are drawn dashed, and a click on one shows the
    /// call with its file and line.
    @Test func codeEdgesShowTheirFileAndLineInChromium() async throws {
        let app = ServerProcess.packageRoot + "/Tests/Fixtures/CodeNavigation/CodeOnlyApp"
        let (report, _) = try await ExploreSupport.explore([app], main: "Main", sources: app + "/Sources")
        let page = try ReportHTML.page(report)
        try Self.expectWorks(page, scenes: 3, pictures: 0)
        let (result, _) = try Self.runInChromium(page)
        let edges = result["codeEdges"]?.arrayValue ?? []
        #expect(edges.count == 2, "\(edges)")
        // dot orders the edges as it likes.
        let titles = Set(edges.compactMap { $0["title"]?.stringValue })
        #expect(titles == ["Code: presents Settings.storyboard's initial controller (fullScreen)", "Code: pushes its storyboard's \"Detail\""])
        let settings = edges.first { $0["title"]?.stringValue?.contains("Settings") == true }
        #expect(settings?["location"]?.stringValue?.hasSuffix("CodeOnlyApp/Sources/HomeViewController.swift:9") == true)
        #expect(edges.allSatisfy { $0["dashed"] == true })
    }

    @Test func aLargerRealWorldReportWorksInChromium() async throws {
        let set = try #require(try RealWorldSet.all().first { $0.name == "mac-cain13/R.swift" })
        var options = ExploreOptions()
        options.directories = [set.directory]
        options.main = "Main"
        options.snapshots = true
        options.proscd = ServerProcess.binary("proscd")
        let outcome = try await ExploreSession.run(options)
        let report = ExplorationReport(outcome.log, paths: outcome.paths)
        try Self.expectWorks(try ReportHTML.page(report), scenes: report.scenesTotal, pictures: report.problems.count)
    }
}
