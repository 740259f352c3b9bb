// prosc-load: load-test proscd's concurrent transitions and check its invariants while
// doing it. The work is in the LoadGenerator module; this file is the command line.
import ArgumentParser
import Foundation
import LoadGenerator
import ProsceniumClient
import WireProtocol

@main
struct ProscLoad: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prosc-load",
        abstract: "Load-test a running proscd: many clients and windows, an operation mix, invariant checks.",
        discussion: "Exits 1 when any invariant was violated (see docs/load.md).")

    @Option(help: "socket path (default: the contract's rules)") var socket: String?
    @Option(help: "client connections") var clients = 1
    @Option(help: "windows the generator creates (shared out over the clients)") var windows = 1
    @Option(help: "operations in flight per connection (pipelining)") var depth = 1
    @Option(help: "seconds to run (default 3 unless --count)") var duration: Double?
    @Option(help: "operations to run in total instead of a duration") var count: Int?
    @Option(help: "operation mix, e.g. present:3,dismiss,push,pop,tab,segue,unwind,tree,ping (and a user's gestures: tapTab,swipeBack,pullDown; page view controllers: pageSet,pageSwipe; scenes: connectDisplay,disconnectDisplay,background,foreground and with --world ipad resize,openScene,closeScene; iOS 15-18 containers: tapBack,dragSheet,setTabs,selectUITab,tapUITab; column-style splits: showColumn,hideColumn,displayMode,collapseSplit)") var ops = "ping"
    @Option(help: "seed of the operation choices") var seed: UInt64 = 1
    @Option(help: "extra connections subscribed to every window (checked for gapless windowSeq)") var subscribers = 0
    @Option(help: "the server's --animation-speed (informational; decides whether overlap must be seen)") var animationSpeed: Double?
    @Option(help: "controllers in each navigation window at start") var stackSize = 1
    @Option(help: "idle connections to hold open (server memory per connection)") var idleConnections = 0
    @Option(help: "spread the clients over this many processes") var processes = 1
    @Option(help: "the device the scene operations assume: phone (any scene-based app), or ipad (needs proscd --main-screen 1024x1366@2:pad --supports-multiple-scenes; adds resize, openScene, closeScene)") var world = "phone"
    @Flag(help: "unanimated operations (default animated)") var unanimated = false
    @Flag(help: "do not subscribe the driving clients to their windows (no event checks)") var noEventChecks = false
    @Flag(help: "raw lines over poll(2), answers not parsed (errors counted): ping, tree, or unanimated present,dismiss") var raw = false
    @Flag(help: "against a line echo server: raw ping lines only") var echo = false
    @Flag(help: "machine-readable output") var json = false
    @Flag(help: .hidden) var child = false

    var options: LoadOptions {
        get throws {
            var o = LoadOptions()
            o.socket = socket
            o.clients = clients
            o.windows = windows
            o.depth = depth
            o.count = count
            o.duration = duration ?? (count == nil ? 3 : nil)
            do { o.mix = try OperationMix(parsing: ops) } catch { throw ValidationError(error.description) }
            o.seed = seed
            o.subscribers = subscribers
            o.animationSpeed = animationSpeed
            o.stackSize = stackSize
            o.idleConnections = idleConnections
            o.processes = processes
            o.animated = !unanimated
            o.checkEvents = !noEventChecks
            o.raw = raw
            o.echo = echo
            o.child = child
            guard let w = LoadWorld(rawValue: world) else { throw ValidationError("--world is phone or ipad") }
            o.world = w
            return o
        }
    }

    func validate() throws {
        guard clients >= 1, depth >= 1, processes >= 1, windows >= 0, stackSize >= 1, subscribers >= 0, idleConnections >= 0 else {
            throw ValidationError("clients, depth, processes and stack-size must be at least 1; windows, subscribers, idle-connections at least 0")
        }
        if let duration, duration <= 0 { throw ValidationError("--duration must be positive") }
        if let count, count < 1 { throw ValidationError("--count must be positive") }
        let o = try options
        if echo, !o.mix.isQueryOnly { throw ValidationError("--echo runs ping only") }
        if raw, !o.mix.isQueryOnly, !(o.mix.isPresentDismissOnly && unanimated) {
            throw ValidationError("--raw runs ping, tree, or present,dismiss with --unanimated")
        }
        if o.mix.entries.contains(where: { $0.kind.needsWindow }), windows < 1, !echo { throw ValidationError("--ops \(ops) needs --windows of at least 1") }
        if o.mix.entries.contains(where: { $0.kind.mutates && $0.kind.needsWindow }), windows < clients {
            throw ValidationError("mixes that change windows need at least one window per client (--windows >= --clients)")
        }
        if o.world != .ipad, let k = o.mix.entries.first(where: { $0.kind.needsIPad })?.kind {
            throw ValidationError("--ops \(k.rawValue) needs --world ipad")
        }
        if processes > clients { throw ValidationError("--processes must not exceed --clients") }
    }

    func run() async throws {
        let o = try options
        if o.child {
            let control = try ProsceniumConnection(path: o.socket, bufferNotifications: false)
            let (r, _) = try await LoadRun(options: o).run(control: control, between: {
                say("ready")
                _ = readLine()
            }, afterLoad: {
                say("finished")
            })
            say(r.encoded.description)
            return
        }
        let report = try await Coordinator(options: o, arguments: Array(CommandLine.arguments.dropFirst())).run()
        print(json ? report.json.description : report.table)
        if !report.result.violations.isEmpty { throw ExitCode(1) }
    }
}

/// Writes a line to stdout at once (a child's parent waits for it).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
