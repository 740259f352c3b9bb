import ArgumentParser
import Explorer
import Foundation
import Sharding
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// `prosc explore DIR…`: learns every flow of an app's storyboards (in process on the engine,
/// or on a proscd) and
/// reports reachable scenes, refused actions with their shortest paths, and coverage
/// (docs/explore.md).
struct ExploreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explore every flow of an app's storyboards: reachable scenes, actions UIKit would refuse, coverage.",
        discussion: """
            Parses every .storyboard under DIR (the main one: --main, else the Info.plist's, else the only one \
            with an initial controller) and explores in process on proscd's engine, every core at work (or on a \
            private proscd with --private-server, or on the server at --socket), \
            launches the app and, breadth first over distinct hierarchy states, performs every segue a user can \
            tap and every gesture UIKit lets the user make there (a tab tap, a back swipe, a sheet pulled down, a \
            page swiped), dismisses what else is presented (a popover's outside tap, the app's code) and notes a \
            presentation the user cannot leave, and with --sources the navigation the app's code performs (a tap on \
            a wired element or a cell, or the scene appearing; a conditional call is explored, and a problem \
            found only through it is reported apart and fails nothing); then again from each controller code \
            could instantiate that the launch does not reach. Reports problems (what UIKit would raise or log) each with the shortest path \
            from launch, and coverage. With --shard I/N (or the CI's variables) it explores one share and prints, \
            with --json, the shard's report for prosc merge, which makes the unsharded report of them (docs/scale.md). \
            Exit codes: 0 no problems reachable from launch (a shard: always; UIKit's warnings and problems found only \
            through conditional code never change it), 1 problems found (with --baseline: \
            regressions, or with --fail-on any also old problems; with --repeat: runs that differ), \
            2 bad input or usage, 3 server unreachable.
            """)

    @Argument(help: ArgumentHelp("The app's directories (or .storyboard files).", valueName: "DIR"), completion: .file())
    var directories: [String] = []

    @Option(help: ArgumentHelp("The main storyboard's name (default: the Info.plist's, else the only one with an initial controller).", valueName: "NAME"))
    var main: String?

    @Option(help: ArgumentHelp("The app's Swift and Objective-C sources: their unwind actions, the navigation their code performs (explored as actions through the protocol's requests; --list-code-actions shows what is recognised), the root their launch code builds (an app with no storyboard but its launch screen is explored from it) and the controller classes they make, screens of their own.", valueName: "DIR"),
            completion: .directory)
    var sources: String?

    @Flag(name: .customLong("list-code-actions"),
          help: "Print, per scene, the navigation recognised in --sources' code (triggers, methods, file:line), and explore nothing.")
    var listCodeActions = false

    @Option(help: ArgumentHelp("The private server's main screen, WxH@scale:idiom (default 390x844@3:phone).", valueName: "SPEC"))
    var screen: String?

    @Option(help: ArgumentHelp("The iOS version whose UIKit the private server reproduces (one of: 12, 13, 14, 15, 16, 17, 18, 26) (default: 26, the newest)", valueName: "version"),
            completion: .list(["12", "13", "14", "15", "16", "17", "18", "26"]))
    var ios: String?

    @Option(help: ArgumentHelp("Alias of --ios: classic (12) or modern (26) (one of: classic, modern)", valueName: "profile"),
            completion: .list(["classic", "modern"]))
    var profile: String?

    @Option(name: .customLong("max-depth"), help: ArgumentHelp("Longest path explored, in actions.", valueName: "N"))
    var maxDepth: Int = ExplorationBounds.defaultMaxDepth

    @Option(name: .customLong("max-states"), help: ArgumentHelp("Most distinct states explored from the launch (and as many from code-made starts).", valueName: "N"))
    var maxStates: Int = ExplorationBounds.defaultMaxStates

    @Option(name: .customLong("max-repeats"),
            help: ArgumentHelp("Most times one scene is on one navigation stack, or among a window's presentations in one context (0: no bound).", valueName: "N"))
    var maxRepeats: Int = ExplorationBounds.defaultMaxRepeats

    @Flag(help: "Expand every distinct state: no tabs held at their first value (slower; the same findings).")
    var exhaustive = false

    @Option(help: ArgumentHelp("Windows explored side by side on a server; in process, workers (at most one per core).", valueName: "N"))
    var windows: Int = 8

    @Flag(name: .customLong("private-server"),
          help: "Explore through a private proscd on a temporary socket instead of in process (same report, slower).")
    var privateServer = false

    @Option(help: ArgumentHelp("Write a JUnit XML report (one test case per problem and per storyboard).", valueName: "FILE"),
            completion: .file(extensions: ["xml"]))
    var junit: String?

    @Option(help: ArgumentHelp("Write a self-contained HTML report with the flow graph and a picture per problem.", valueName: "FILE"),
            completion: .file(extensions: ["html"]))
    var html: String?

    // Its own --json, --socket and --timeout (not GlobalOptions'): without --socket, explore runs in
    // process (or on a private server) instead of looking for one where the contract's paths say.
    @Flag(help: "Print the report as JSON (one line; schema in docs/explore.md) instead of the summary.")
    var json = false

    @Option(help: ArgumentHelp("Explore on the running server at this socket (default: in process).",
                               valueName: "path"), completion: .file())
    var socket: String?

    @Option(help: ArgumentHelp("Seconds without an answer after which the server counts as gone (exit 3).", valueName: "seconds"))
    var timeout: Double = ConnectionSettings.defaultTimeout

    @Option(help: ArgumentHelp("Explore shard I of N (1-based) and print its report for prosc merge (default: the CI's variables, docs/scale.md).", valueName: "I/N"))
    var shard: String?

    @Option(name: .customLong("shard-total"), help: ArgumentHelp("The number of shards of a Kubernetes Indexed Job (JOB_COMPLETION_INDEX); default PROSC_SHARD_TOTAL.", valueName: "N"))
    var shardTotal: Int?

    @Option(name: .customLong("repeat"), help: ArgumentHelp("Explore N times and fail (exit 1) unless every run's report is the same; what differed is said.", valueName: "N"))
    var repeatCount: Int = 1

    @Option(help: ArgumentHelp("Compare with an earlier report (prosc explore --json): problems new, fixed, unchanged; scenes and segues newly unreachable or reached.", valueName: "OLD.json"),
            completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(name: .customLong("fail-on"), help: ArgumentHelp("With --baseline, what exits 1: new, regressions only (new problems from launch, scenes or segues newly unreachable; the default), or any, also problems the baseline had (one of: new, any)", valueName: "new|any"),
            completion: .list(["new", "any"]))
    var failOn: String?

    mutating func validate() throws {
        if repeatCount < 1 { throw ValidationError("--repeat must be 1 or more") }
        if let failOn, failOn != "new" && failOn != "any" { throw ValidationError("--fail-on must be new or any") }
        if failOn != nil && baseline == nil { throw ValidationError("--fail-on says which changes against --baseline fail: give --baseline OLD.json") }
        if let profile, profile != "classic" && profile != "modern" { throw ValidationError("--profile must be classic or modern") }
        if ios != nil && profile != nil { throw ValidationError("give --ios or its alias --profile, not both") }
        if maxDepth < 0 { throw ValidationError("--max-depth must be 0 or more") }
        if maxRepeats < 0 { throw ValidationError("--max-repeats must be 0 or more") }
        if maxStates < 1 { throw ValidationError("--max-states must be 1 or more") }
        if windows < 1 || windows > 256 { throw ValidationError("--windows must be between 1 and 256") }
        if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
        if privateServer && socket != nil { throw ValidationError("--private-server and --socket exclude each other") }
        if listCodeActions && sources == nil { throw ValidationError("--list-code-actions reads the app's code: give --sources DIR") }
        if directories.isEmpty && socket == nil {
            throw ValidationError("give the app's directory (or its .storyboard files), or --socket of a server that has them loaded")
        }
    }

    func run() async throws {
        // Under `bazel test`: touch the shard status file, JUnit to XML_OUTPUT_FILE, the JSON (and,
        // with dot, HTML) report into TEST_UNDECLARED_OUTPUTS_DIR.
        let bazel = BazelTestContract(environment: ProcessInfo.processInfo.environment)
        if let status = bazel.shardStatusFile, !FileManager.default.createFile(atPath: status, contents: nil) {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc explore: cannot touch TEST_SHARD_STATUS_FILE \(status)")
        }
        let resolvedShard: ResolvedShard?
        do {
            resolvedShard = try ShardResolution.resolve(flag: shard, total: shardTotal, environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc explore: \(error.description)")
        }
        if let resolvedShard, resolvedShard.shard.count > 1 {
            if repeatCount > 1 || baseline != nil {
                throw ProscFailure(exitCode: ProscFailure.usageExitCode, message:
                    "prosc explore: --repeat and --baseline apply to a whole exploration: give them to prosc merge's result, not a shard")
            }
            try await runShard(resolvedShard, bazel: bazel)
            return
        }
        // A bad baseline is said before exploring.
        var baselineJSON: JSON?
        if let baseline {
            guard let text = try? String(contentsOfFile: baseline, encoding: .utf8) else {
                throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc explore: --baseline \(baseline): cannot read it")
            }
            do { baselineJSON = try ExplorationBaseline.read(text, file: baseline) } catch {
                throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc explore: \(error.description)")
            }
        }
        let outputs = bazel.undeclaredOutputsDirectory
        let htmlPath = html ?? outputs.flatMap { FlowGraphLayout.locateDot() == nil ? nil : $0 + "/explore.html" }
        var options = exploreOptions()
        options.snapshots = htmlPath != nil
        // Say it before exploring for a minute, not after.
        if html != nil, FlowGraphLayout.locateDot() == nil {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message:
                "prosc explore: --html needs Graphviz's dot to lay out the flow graph, and there is none on PATH (apt-get install graphviz); nothing was explored")
        }
        let outcome: ExploreSession.Outcome
        do {
            if listCodeActions {
                writeStandardOutput(try await ExploreSession.listCodeActions(options))
                return
            }
            outcome = try await ExploreSession.run(options)
        } catch {
            switch error {
            case .badInput(let m): throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc explore: " + m)
            case .serverUnreachable(let m): throw ProscFailure(exitCode: ProscFailure.cannotConnectExitCode, message: "prosc explore: " + m)
            }
        }
        var report = ExplorationReport(outcome.log, paths: outcome.paths)
        if let baseline, let baselineJSON {
            do { report.baseline = try ExplorationBaseline.compare(report, baseline: baselineJSON, file: baseline) } catch {
                throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc explore: \(error.description)")
            }
        }
        // --repeat: every further run's report must be the first's (stats aside).
        var repeatFailure: String?
        if repeatCount > 1 {
            let first = ReportJSON.json(ExplorationReport(outcome.log, paths: outcome.paths))
            for run in 2...repeatCount {
                var again = options
                again.snapshots = false
                let other = try await session(again)
                if let d = ReportComparison.firstDifference(first, ReportJSON.json(ExplorationReport(other.log, paths: other.paths)),
                                                            labels: ("run 1", "run \(run)")) {
                    repeatFailure = "--repeat \(repeatCount): run \(run)'s report differs from run 1's: \(d)"
                    break
                }
            }
        }
        for junit in [junit, bazel.xmlOutputFile].compactMap({ $0 }) {
            try write(ReportJUnit.xml(report), to: junit)
        }
        if let outputs {
            try? FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
            try write(ReportJSON.json(report).description + "\n", to: outputs + "/explore.json")
        }
        // The summary is printed even when the picture cannot be made (dot failed): the
        // exploration's findings are not lost to it.
        var pictureFailure: (any Error)?
        if let htmlPath {
            do { try write(try ReportHTML.page(report), to: htmlPath) } catch { pictureFailure = error }
        }
        writeStandardOutput(json ? ReportJSON.json(report).description : TerminalSummary.text(report))
        if let pictureFailure {
            if let failure = pictureFailure as? ProscFailure { throw failure }
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc explore: \(pictureFailure)")
        }
        if let repeatFailure {
            throw ProscFailure(exitCode: ProscFailure.refusedExitCode, message: "prosc explore: " + repeatFailure)
        }
        if repeatCount > 1 { printError("prosc explore: --repeat \(repeatCount): every run's report is the same") }
        if let b = report.baseline {
            if b.regressions || (failOn == "any" && report.failsRun) { throw ExitCode(ProscFailure.refusedExitCode) }
            return
        }
        if report.failsRun { throw ExitCode(ProscFailure.refusedExitCode) }
    }

    /// One shard: explores its share, prints (or puts into Bazel's outputs) the shard's report
    /// for `prosc merge`. Problems are decided by the merge, so a shard exits 0.
    private func runShard(_ resolved: ResolvedShard, bazel: BazelTestContract) async throws {
        if junit != nil || html != nil {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message:
                "prosc explore: a shard's report is partial: give --junit and --html to prosc merge, which joins the shards' --json reports")
        }
        if listCodeActions || socket != nil || directories.isEmpty {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message:
                "prosc explore: a shard explores the app's directories (not --socket, not --list-code-actions)")
        }
        printError("prosc explore: \(resolved.explanation)")
        var options = exploreOptions()
        options.shard = ExplorationShard(index: resolved.shard.index, count: resolved.shard.count)
        let outcome = try await session(options)
        guard let identity = outcome.identity else {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc explore: cannot read the storyboards again to name the app")
        }
        let report = ShardReport(shard: options.shard!, identity: identity, log: outcome.log)
        let text = report.json().description
        if let outputs = bazel.undeclaredOutputsDirectory {
            try? FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
            try write(text + "\n", to: outputs + "/explore-shard-\(resolved.shard.index)-of-\(resolved.shard.count).json")
        }
        if json {
            writeStandardOutput(text)
        } else {
            writeStandardOutput("shard \(resolved.shard): \(outcome.log.records.expandedStates) states expanded, "
                                + "\(outcome.log.actionsTried) actions; merge the shards' --json reports with prosc merge")
        }
    }

    /// The exploration's options from the command line.
    private func exploreOptions() -> ExploreOptions {
        var options = ExploreOptions()
        options.directories = directories
        options.main = main
        options.sources = sources
        options.screen = screen
        options.ios = ios ?? profile.map { $0 == "classic" ? "12" : "26" }
        options.bounds = ExplorationBounds(maxDepth: maxDepth, maxStates: maxStates, maxRepeats: maxRepeats)
        options.exhaustive = exhaustive
        options.socket = socket
        options.privateServer = privateServer
        options.timeout = timeout
        options.workers = windows
        options.notice = { printError("prosc explore: " + $0) }
        return options
    }

    /// Runs one exploration, its failures as `prosc explore`'s exit codes.
    private func session(_ options: ExploreOptions) async throws -> ExploreSession.Outcome {
        do {
            return try await ExploreSession.run(options)
        } catch {
            switch error {
            case .badInput(let m): throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc explore: " + m)
            case .serverUnreachable(let m): throw ProscFailure(exitCode: ProscFailure.cannotConnectExitCode, message: "prosc explore: " + m)
            }
        }
    }

    private func write(_ text: String, to path: String) throws {
        try ReportFile.write(text, to: path, command: "prosc explore")
    }
}
