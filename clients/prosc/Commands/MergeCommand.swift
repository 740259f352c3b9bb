import ArgumentParser
import Explorer
import Foundation
import JUnitXML
import ProsceniumClient
import WireProtocol

/// `prosc merge REPORT…`: the reports of a suite's shards as one report with the totals of an
/// unsharded run — JUnit XML (`prosc test`'s or `prosc explore`'s) or `prosc test`'s JSON lines
/// (Bazel's `prosc-test.jsonl`). Every input must be one run's shard (docs/scale.md).
struct MergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the reports of a suite's shards into one, with the totals of an unsharded run.",
        discussion: """
            REPORT is a JUnit XML report of prosc test, prosc test's JSON lines \
            (prosc-test.jsonl, written into Bazel's TEST_UNDECLARED_OUTPUTS_DIR), or a shard's report of \
            prosc explore --shard I/N --json, all of one kind. The reports must be the shards of one run: \
            the same runner and version (for explore: the same app and options), shards k/N of one N, each \
            once and none missing, no test twice. Explore's shards merge into the unsharded exploration's \
            JSON report (the app is read again from the directories the shards name), with --junit and \
            --html as prosc explore writes them. Exit codes: 0 merged (explore: no problem reachable from \
            launch), 1 explore's merged report has problems reachable from launch, 2 bad input (with the file and why).
            """)

    @Argument(help: ArgumentHelp("The shards' reports.", valueName: "report"), completion: .file())
    var reports: [String] = []

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write the merged report here (default: standard output).", valueName: "file"),
            completion: .file())
    var output: String?

    @Option(help: ArgumentHelp("Explore's shards: write the merged exploration's JUnit XML report here too.", valueName: "file"),
            completion: .file(extensions: ["xml"]))
    var junit: String?

    @Option(help: ArgumentHelp("Explore's shards: write the merged exploration's HTML report here too (needs Graphviz's dot).", valueName: "file"),
            completion: .file(extensions: ["html"]))
    var html: String?

    mutating func validate() throws {
        if reports.isEmpty { throw ValidationError("give the shards' reports") }
    }

    func run() async throws {
        var texts: [(file: String, text: String)] = []
        for file in reports {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc merge: cannot read \(file)")
            }
            texts.append((file, text))
        }
        let kinds = texts.map { Self.kind($0.text) }
        if let other = kinds.firstIndex(where: { $0 != kinds[0] }) {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode,
                               message: "prosc merge: \(texts[other].file) is \(kinds[other]) but \(texts[0].file) is \(kinds[0]): give reports of one kind")
        }
        if kinds[0] == "explore shards" {
            try await mergeExplore(texts)
            return
        }
        if junit != nil || html != nil {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc merge: --junit and --html are for explore's shards; \(texts[0].file) is \(kinds[0])")
        }
        let merged: String
        do {
            switch kinds[0] {
            case "JUnit XML":
                var inputs: [JUnitMerge.Input] = []
                for (file, text) in texts { inputs.append(JUnitMerge.Input(file: file, suites: try JUnitReading.suites(text, file: file))) }
                merged = JUnitDocument.xml(try JUnitMerge.merge(inputs), started: Date())
            case "JSON lines":
                merged = try TestLinesMerge.merge(texts)
            default:
                throw JUnitMerge.Failure(description: "\(texts[0].file): neither JUnit XML nor prosc test's JSON lines")
            }
        } catch let failure as JUnitMerge.Failure {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc merge: \(failure.description)")
        } catch let failure as JUnitReading.Failure {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc merge: \(failure.description)")
        }
        guard let output else {
            writeStandardOutput(merged.hasSuffix("\n") ? String(merged.dropLast()) : merged)
            return
        }
        do {
            try merged.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc merge: cannot write \(output): \(error.localizedDescription)")
        }
    }

    /// Explore's shards joined (`ExplorationMerge`): the merged JSON report to --output or
    /// standard output, JUnit and HTML as asked; exit 1 when problems are reachable from launch.
    private func mergeExplore(_ texts: [(file: String, text: String)]) async throws {
        func bad(_ message: String) -> ProscFailure { ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc merge: " + message) }
        var shards: [ShardReport] = []
        for (file, text) in texts {
            do { shards.append(try ShardReport.read(text, file: file)) } catch { throw bad(error.description) }
        }
        if html != nil, FlowGraphLayout.locateDot() == nil {
            throw bad("--html needs Graphviz's dot to lay out the flow graph, and there is none on PATH (apt-get install graphviz)")
        }
        var options = ExploreOptions()
        options.snapshots = html != nil
        options.notice = { printError("prosc merge: " + $0) }
        let outcome: ExploreSession.Outcome
        do {
            outcome = try await ExplorationMerge.run(shards, files: texts.map(\.file), options: options)
        } catch {
            switch error {
            case .badInput(let m): throw bad(m)
            case .serverUnreachable(let m): throw ProscFailure(exitCode: ProscFailure.cannotConnectExitCode, message: "prosc merge: " + m)
            }
        }
        if outcome.log.exploredByMerge > 0 {
            printError("prosc merge: \(outcome.log.exploredByMerge) starts and states no shard had recorded (a shard's --max-states cut its share short) were explored here")
        }
        let report = ExplorationReport(outcome.log, paths: outcome.paths)
        if let junit { try ReportFile.write(ReportJUnit.xml(report), to: junit, command: "prosc merge") }
        if let html { try ReportFile.write(try ReportHTML.page(report), to: html, command: "prosc merge") }
        let json = ReportJSON.json(report).description
        if let output { try ReportFile.write(json + "\n", to: output, command: "prosc merge") } else { writeStandardOutput(json) }
        if !report.launchProblems.isEmpty { throw ExitCode(ProscFailure.refusedExitCode) }
    }

    /// What a report is, from its first character (and, for JSON, whether it is explore's shard).
    static func kind(_ text: String) -> String {
        if text.prefix(200).contains("\"kind\":\"\(ShardReport.kind)\"") {
            return "explore shards"
        }
        return switch text.first(where: { !$0.isWhitespace }) {
        case "<": "JUnit XML"
        case "{": "JSON lines"
        default: "neither"
        }
    }
}

/// `prosc test`'s JSON lines from N shards as one: every flow's line (in path order), then the
/// counts recomputed from them; `seconds` is the shards' seconds added. The counts line of each
/// input says its runner, version and shard, checked as `JUnitMerge` checks JUnit's.
enum TestLinesMerge {
    static func merge(_ inputs: [(file: String, text: String)]) throws(JUnitMerge.Failure) -> String {
        var flows: [(path: String, line: String)] = []
        var seen: [String: String] = [:]
        var shards: [(file: String, shard: String?)] = []
        var identity: (runner: String?, version: String?, file: String)?
        var seconds = 0.0
        for (file, text) in inputs {
            var counts: JSONObject?
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
                guard let object = try? JSONParser.parse(String(line)).objectValue else {
                    throw JUnitMerge.Failure(description: "\(file):\(number + 1): not a JSON object")
                }
                if let path = object["path"]?.stringValue {
                    // A flow runs once per iOS version it is run against.
                    let key = path + (object["ios"].map { " [iOS \($0)]" } ?? "")
                    if let other = seen[key] { throw JUnitMerge.Failure(description: "\(file):\(number + 1): flow \(key) is also in \(other): shards overlap") }
                    seen[key] = file
                    flows.append((key, String(line)))
                } else if object["flows"] != nil {
                    counts = object
                } else {
                    throw JUnitMerge.Failure(description: "\(file):\(number + 1): neither a flow's line (path, status) nor the counts (flows, passed …)")
                }
            }
            guard let counts else { throw JUnitMerge.Failure(description: "\(file): no counts line: not prosc test's JSON lines, or cut short") }
            let runner = counts["runner"]?.stringValue, version = counts["version"]?.stringValue
            if let identity, identity.runner != runner || identity.version != version {
                throw JUnitMerge.Failure(description: "\(file): runner \(runner ?? "(none)") version \(version ?? "(none)") but \(identity.file) has "
                                         + "\(identity.runner ?? "(none)") \(identity.version ?? "(none)"): reports of another suite or version cannot be merged")
            }
            identity = (runner, version, file)
            shards.append((file, counts["shard"]?.stringValue))
            seconds += counts["seconds"]?.doubleValue ?? 0
        }
        try ShardSet.check(shards)
        flows.sort { $0.path < $1.path }
        var count: [String: Int] = [:]
        for (_, line) in flows { count[(try? JSONParser.parse(line))?["status"]?.stringValue ?? "", default: 0] += 1 }
        var totals = JSONObject([
            ("flows", .number(Double(flows.count))), ("passed", .number(Double(count["pass", default: 0]))),
            ("failed", .number(Double(count["fail", default: 0]))), ("invalid", .number(Double(count["invalid", default: 0]))),
            ("errors", .number(Double(count["error", default: 0]))), ("seconds", .number((seconds * 1000).rounded() / 1000)),
        ])
        totals.set("runner", identity?.runner)
        totals.set("version", identity?.version)
        return (flows.map(\.line) + [JSON.object(totals).description]).joined(separator: "\n") + "\n"
    }
}
