import FlowCommandOptions
import FlowTesting
import Foundation
import ProsceniumLauncher
import WireProtocol

/// `prosc test`: loads every flow (any bad file: exit 2 before anything runs), picks by tags
/// and shard, runs them `--jobs` at a time, then writes updates, the JUnit report and the summary.
struct TestRun {
    let options: TestOptions

    func run() async throws {
        let flows = try Self.load(options.paths)
        var selected = FlowSelection.byTags(flows, include: TestOptions.split(options.tags), exclude: TestOptions.split(options.excludeTags))
        if let shard = options.shard, let (index, count) = TestOptions.parseShard(shard) {
            selected = FlowSelection.shard(selected, path: \.path, index: index, count: count)
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
        let progress = ProgressReporter(json: options.json)
        let runOptions = FlowRunOptions(proscd: proscd, socket: options.socket, update: options.update, timeout: options.timeout)
        let results = await SuiteRunner.run(selected, versions: versions, jobs: options.jobs, options: runOptions, progress: progress)
        let seconds = Date().timeIntervalSince(started)
        if options.update { try Self.writeUpdates(results, json: options.json) }
        if let junit = options.junit {
            do {
                try JUnitWriter.xml(results, started: started).write(toFile: junit, atomically: true, encoding: .utf8)
            } catch {
                throw FlowCommandFailure(exitCode: 2, message: "prosc: cannot write \(junit): \(error.localizedDescription)")
            }
        }
        ProgressReporter.standardOutput(progress.summary(results, seconds: seconds) + "\n")
        if results.contains(where: { $0.status == .invalid }) { throw FlowCommandFailure(exitCode: 2, message: "") }
        if results.contains(where: { $0.status != .passed }) { throw FlowCommandFailure(exitCode: 1, message: "") }
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
