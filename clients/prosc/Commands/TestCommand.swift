import ArgumentParser
import FlowTesting
import Foundation
import ProsceniumLauncher

/// `prosc test PATH...`: runs YAML flows, each against its own private proscd (docs/flows.md).
struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test", abstract: "Run YAML flow tests, each against its own private proscd.",
        discussion: """
            PATH is a flow file or a directory (its *.yaml and *.yml files, recursively; names \
            starting with _ are skipped there, for flows meant for runFlow). Every file is \
            checked before anything runs: a bad flow file is reported as file:line:column and \
            exits 2. A failure shows the step, expected against actual as a diff and the tree \
            at the failure. Exit codes: 0 all passed, 1 any failed, 2 bad input. See docs/flows.md.
            """)

    @Argument(help: ArgumentHelp("Flow files or directories of them.", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Write a JUnit XML report to FILE.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Flows (servers) to run at once (default: the number of cores).", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("Run share I of N (1-based) of the flow files, sorted by path: the same on every machine.", valueName: "I/N"))
    var shard: String?

    @Option(name: [.customLong("tags"), .customLong("tag")], parsing: .singleValue,
            help: ArgumentHelp("Run only flows with one of these tags (repeatable or comma-separated).", valueName: "tags"))
    var tags: [String] = []

    @Option(name: .customLong("exclude-tags"), parsing: .singleValue,
            help: ArgumentHelp("Skip flows with one of these tags (repeatable or comma-separated).", valueName: "tags"))
    var excludeTags: [String] = []

    @Flag(help: "Rewrite expectCallbacks and expectTree that do not hold with what happened, leaving the rest of each file as written.")
    var update = false

    @Option(help: ArgumentHelp(
        "Run the flows one after another against this running server instead of private ones (its state carries over; the headers' server settings do not apply).",
        valueName: "path"))
    var socket: String?

    @Option(help: ArgumentHelp("Seconds to wait for each answer.", valueName: "seconds"))
    var timeout: Double = 30

    mutating func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one flow file or directory") }
        if jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
        if let shard, FlowSelection.parseShard(shard) == nil { throw ValidationError("--shard must be I/N with 1 <= I <= N, e.g. 2/4") }
        if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
    }

    func run() async throws {
        let flows = try Self.load(paths)
        var selected = FlowSelection.byTags(flows, include: Self.split(tags), exclude: Self.split(excludeTags))
        if let shard, let (index, count) = FlowSelection.parseShard(shard) {
            selected = FlowSelection.shard(selected, path: \.path, index: index, count: count)
        }
        var proscd: String?
        if socket == nil {
            guard let found = PrivateServer.locateExecutable() else {
                throw ProscFailure.usage("no proscd beside prosc-cli, in $PROSCD or on $PATH: build it with `swift build`")
            }
            proscd = found
        }
        let started = Date()
        let progress = ProgressReporter()
        let results = await SuiteRunner.run(selected, jobs: jobs, options: FlowRunOptions(proscd: proscd, socket: socket, update: update, timeout: timeout),
                                            progress: progress)
        let seconds = Date().timeIntervalSince(started)
        if update { try Self.writeUpdates(results) }
        if let junit {
            do {
                try JUnitWriter.xml(results, started: started).write(toFile: junit, atomically: true, encoding: .utf8)
            } catch {
                throw ProscFailure(exitCode: 2, message: "prosc: cannot write \(junit): \(error.localizedDescription)")
            }
        }
        ProgressReporter.standardOutput(progress.summary(results, seconds: seconds) + "\n")
        if results.contains(where: { $0.status == .invalid }) { throw ExitCode(2) }
        if results.contains(where: { $0.status != .passed }) { throw ExitCode(1) }
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
        if !errors.isEmpty { throw ProscFailure(exitCode: 2, message: errors.map(\.description).joined(separator: "\n")) }
        if flows.isEmpty { throw ProscFailure.usage("no flow files (*.yaml, *.yml) in \(paths.joined(separator: " "))") }
        return flows
    }

    /// `a,b` and repeated options alike.
    static func split(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }

    /// `--update`: splices the new expectations into their files.
    static func writeUpdates(_ results: [FlowResult]) throws {
        let replacements = results.flatMap(\.updates)
        guard !replacements.isEmpty else { return }
        let plan = try FlowUpdater.plan(replacements) { try String(contentsOfFile: $0, encoding: .utf8) }
        try FlowUpdater.write(plan.files)
        for conflict in plan.conflicts { printError("prosc: \(conflict)") }
        let count = Set(replacements.map(\.span)).count - plan.conflicts.count
        ProgressReporter.standardOutput("updated \(count) expectation\(count == 1 ? "" : "s") in \(plan.files.count) file\(plan.files.count == 1 ? "" : "s"): "
                                        + plan.files.keys.sorted().joined(separator: ", ") + "\n")
        for r in replacements { ProgressReporter.standardOutput("  \(r.what)\n") }
    }
}
