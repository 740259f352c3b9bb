import FlowCommandOptions
import FlowTesting
import Foundation
import JUnitXML
import ProsceniumLauncher
import Sharding
import WireProtocol

/// `prosc test`: loads every flow (any bad file: exit 2 before anything runs), picks by tags,
/// Bazel's `--test_filter` and the shard (from `--shard` or the CI's variables, said on
/// stderr), runs them `--jobs` at a time, then writes updates, the JUnit report (also to
/// Bazel's `XML_OUTPUT_FILE`), the JSON lines into `TEST_UNDECLARED_OUTPUTS_DIR`, and the summary.
struct TestRun {
    let options: TestOptions
    var environment = ProcessInfo.processInfo.environment

    func run() async throws {
        let bazel = BazelTestContract(environment: environment)
        // Bazel asks this of a sharded test's runner before anything else, and of every shard.
        if let status = bazel.shardStatusFile, !FileManager.default.createFile(atPath: status, contents: nil) {
            throw FlowCommandFailure(exitCode: 2, message: "prosc: cannot touch TEST_SHARD_STATUS_FILE \(status)")
        }
        let flows = try Self.load(options.paths)
        var selected = FlowSelection.byTags(flows, include: TestOptions.split(options.tags), exclude: TestOptions.split(options.excludeTags))
        selected = selected.filter { bazel.selects([$0.path, $0.header.name]) }
        let resolved: ResolvedShard?
        do {
            resolved = try ShardResolution.resolve(flag: options.shard, total: options.shardTotal, environment: environment)
        } catch {
            throw FlowCommandFailure(exitCode: 2, message: "prosc: \(error.message)")
        }
        var timings: [String: Double]?
        if let file = options.shardTimings {
            do {
                let byClass = try JUnitTimings.read(file, runner: "prosc test")
                timings = Dictionary(selected.compactMap { f in byClass[JUnitWriter.className(f.path)].map { (f.path, $0) } }, uniquingKeysWith: +)
            } catch {
                throw FlowCommandFailure(exitCode: 2, message: "prosc: --shard-timings \(error.description)")
            }
        }
        if let resolved {
            selected = ShardPartition.select(selected, key: \.path, shard: resolved.shard, timings: timings)
            let known = timings.map { t in ", balanced by \(options.shardTimings ?? "") (\(selected.filter { t[$0.path] != nil }.count) of \(selected.count) flows timed)" } ?? ""
            standardError("prosc: \(resolved.explanation): \(selected.count) of \(flows.count) flows\(known)")
        }
        // A bad baseline is said before anything runs.
        var baseline: TestBaseline?
        if let file = options.baseline {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                throw FlowCommandFailure(exitCode: 2, message: "prosc: --baseline \(file): cannot read it")
            }
            do { baseline = try TestBaseline.read(text, file: file) } catch {
                throw FlowCommandFailure(exitCode: 2, message: "prosc: \(error.description)")
            }
        }
        var proscd: String?
        if options.socket == nil {
            guard let found = PrivateServer.locateExecutable() else {
                throw FlowCommandFailure(exitCode: 2, message: "prosc: no proscd beside prosc, in $PROSCD or on $PATH: build it with `swift build`")
            }
            proscd = found
        }
        var versions: [String]?
        if let ios = options.ios {
            guard let parsed = FlowVersions.parse(ios) else {
                throw FlowCommandFailure(exitCode: 2, message: "prosc: --ios must list versions among \(FlowVersions.supported), got '\(ios)'")
            }
            versions = parsed
        }
        let started = Date()
        let progress = ProgressReporter(json: options.json, keepJSON: bazel.undeclaredOutputsDirectory != nil)
        let runOptions = FlowRunOptions(proscd: proscd, socket: options.socket, update: options.update, timeout: options.timeout)
        let results = await SuiteRunner.run(selected, versions: versions, jobs: options.jobs, options: runOptions, progress: progress)
        let seconds = Date().timeIntervalSince(started)
        let differences = await repeatRuns(selected, versions: versions, first: results, options: runOptions)
        if options.update { try Self.writeUpdates(results, json: options.json) }
        var properties = [(name: "version", value: ProsceniumVersion.string)]
        if let resolved { properties.append((name: "shard", value: resolved.shard.description)) }
        for junit in [options.junit, bazel.xmlOutputFile].compactMap({ $0 }) {
            do {
                try JUnitWriter.xml(results, started: started, properties: properties).write(toFile: junit, atomically: true, encoding: .utf8)
            } catch {
                throw FlowCommandFailure(exitCode: 2, message: "prosc: cannot write \(junit): \(error.localizedDescription)")
            }
        }
        if let outputs = bazel.undeclaredOutputsDirectory {
            let path = outputs + "/prosc-test.jsonl"
            do {
                try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
                try progress.jsonLines(results, seconds: seconds, identity: [(name: "runner", value: "prosc test")] + properties).write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw FlowCommandFailure(exitCode: 2, message: "prosc: cannot write \(path): \(error.localizedDescription)")
            }
        }
        if let baseline {
            // With --json the comparison goes to stderr: standard output stays JSON lines.
            do {
                let text = try baseline.compare(results).joined(separator: "\n")
                if options.json { standardError(text) } else { ProgressReporter.standardOutput(text + "\n") }
            } catch {
                throw FlowCommandFailure(exitCode: 2, message: "prosc: \(error.description)")
            }
        }
        ProgressReporter.standardOutput(progress.summary(results, seconds: seconds) + "\n")
        if !differences.isEmpty {
            standardError(differences.joined(separator: "\n"))
            throw FlowCommandFailure(exitCode: 1, message: "prosc: --repeat \(options.repeatCount): the runs differ (above); a deterministic flow never does")
        }
        if options.repeatCount > 1 { standardError("prosc: --repeat \(options.repeatCount): every run ended the same") }
        if results.contains(where: { $0.status == .invalid }) { throw FlowCommandFailure(exitCode: 2, message: "") }
        if results.contains(where: { $0.status != .passed }) { throw FlowCommandFailure(exitCode: 1, message: "") }
    }

    /// `--repeat N`: runs 2…N of the same flows, each compared with the first; what differs,
    /// one line per flow and run (nothing: identical).
    private func repeatRuns(_ flows: [Flow], versions: [String]?, first: [FlowResult], options: FlowRunOptions) async -> [String] {
        guard self.options.repeatCount > 1 else { return [] }
        var differences: [String] = []
        for run in 2...self.options.repeatCount {
            let quiet = ProgressReporter(json: true) { _ in }
            let again = await SuiteRunner.run(flows, versions: versions, jobs: self.options.jobs, options: options, progress: quiet)
            for (a, b) in zip(first, again) where Self.outcome(a) != Self.outcome(b) {
                differences.append("prosc: \(a.path)\(a.ios.map { " [iOS \($0)]" } ?? ""): run \(run) of \(self.options.repeatCount) differs from run 1:\n"
                                   + TextDiff.unified(expected: Self.outcome(a), actual: Self.outcome(b)).map { "  " + $0 }.joined(separator: "\n"))
            }
        }
        return differences
    }

    /// What must not change between runs: the status, the steps run, the report (the failing
    /// step's expected and actual callbacks or tree, and the tree at the failure).
    static func outcome(_ r: FlowResult) -> String {
        "status: \(r.status)\nsteps: \(r.stepsRun)\n" + r.report
    }

    /// Every flow the paths name, parsed; any bad file stops everything with exit 2.
    static func load(_ paths: [String]) throws -> [Flow] {
        let loader = FlowLoader()
        var errors: [FlowFileError] = []
        var flows: [Flow] = []
        do {
            for path in try FlowLoader.expand(paths) {
                do {
                    flows.append(try loader.load(path))
                } catch {
                    errors += error.errors
                }
            }
        } catch {
            errors += error.errors
        }
        if !errors.isEmpty { throw FlowCommandFailure(exitCode: 2, message: errors.map(\.description).joined(separator: "\n")) }
        if flows.isEmpty { throw FlowCommandFailure(exitCode: 2, message: "prosc: no flow files (*.yaml, *.yml) in \(paths.joined(separator: " "))") }
        return flows
    }

    /// `--update`: splices the new expectations into their files.
    static func writeUpdates(_ results: [FlowResult], json: Bool) throws {
        let replacements = results.flatMap(\.updates)
        guard !replacements.isEmpty else { return }
        let plan = try FlowUpdater.plan(replacements) { try String(contentsOfFile: $0, encoding: .utf8) }
        try FlowUpdater.write(plan.files)
        for conflict in plan.conflicts { standardError("prosc: \(conflict)") }
        let count = Set(replacements.map(\.span)).count - plan.conflicts.count
        if json {
            let updated = JSON.object(["updated": .array(replacements.map { .string($0.what) }), "files": .array(plan.files.keys.sorted().map(JSON.string))])
            ProgressReporter.standardOutput(updated.description + "\n")
            return
        }
        ProgressReporter.standardOutput("updated \(count) expectation\(count == 1 ? "" : "s") in \(plan.files.count) file\(plan.files.count == 1 ? "" : "s"): "
                                        + plan.files.keys.sorted().joined(separator: ", ") + "\n")
        for r in replacements { ProgressReporter.standardOutput("  \(r.what)\n") }
    }
}
