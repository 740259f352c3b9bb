import ArgumentParser
import Explorer
import Foundation
import Sharding
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
            tap, every tab, back and dismiss; then again from each controller code could instantiate that the \
            launch does not reach. Reports problems (what UIKit would raise or log) each with the shortest path \
            from launch, and coverage. Exit codes: 0 no problems reachable from launch, 1 problems found, \
            2 bad input or usage, 3 server unreachable.
            """)

    @Argument(help: ArgumentHelp("The app's directories (or .storyboard files).", valueName: "DIR"), completion: .file())
    var directories: [String] = []

    @Option(help: ArgumentHelp("The main storyboard's name (default: the Info.plist's, else the only one with an initial controller).", valueName: "NAME"))
    var main: String?

    @Option(help: ArgumentHelp("The app's Swift and Objective-C sources: their unwind actions, and the navigation their code performs.", valueName: "DIR"),
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

    mutating func validate() throws {
        if let profile, profile != "classic" && profile != "modern" { throw ValidationError("--profile must be classic or modern") }
        if ios != nil && profile != nil { throw ValidationError("give --ios or its alias --profile, not both") }
        if maxDepth < 0 { throw ValidationError("--max-depth must be 0 or more") }
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
        let outputs = bazel.undeclaredOutputsDirectory
        let htmlPath = html ?? outputs.flatMap { FlowGraphLayout.locateDot() == nil ? nil : $0 + "/explore.html" }
        var options = ExploreOptions()
        options.directories = directories
        options.main = main
        options.sources = sources
        options.screen = screen
        options.ios = ios ?? profile.map { $0 == "classic" ? "12" : "26" }
        options.bounds = ExplorationBounds(maxDepth: maxDepth, maxStates: maxStates)
        options.socket = socket
        options.privateServer = privateServer
        options.timeout = timeout
        options.workers = windows
        options.snapshots = htmlPath != nil
        options.notice = { printError("prosc explore: " + $0) }
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
        let report = ExplorationReport(outcome.log, paths: outcome.paths)
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
        if !report.launchProblems.isEmpty { throw ExitCode(ProscFailure.refusedExitCode) }
    }

    private func write(_ text: String, to path: String) throws {
        guard let file = fopen(path, "w") else {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc explore: cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if fclose(file) != 0 || written != bytes.count {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "prosc explore: cannot write \(path)")
        }
    }
}
