import Foundation
import ProsceniumClient
import WireProtocol

/// The top-level run: itself or its child processes load the server, while it samples the
/// server's CPU time around the load and its memory, and checks the server's invariants
/// at the end (`server.checkInvariants`, and under the scene life cycle that every window is in
/// exactly one scene).
public struct Coordinator {
    public let options: LoadOptions
    public let arguments: [String]

    public init(options: LoadOptions, arguments: [String]) {
        self.options = options
        self.arguments = arguments
    }

    public func run() async throws -> LoadReport {
        var report = LoadReport(options: options)
        let path = SocketLocation.resolve(explicit: options.socket).path
        var control: ProsceniumConnection?
        var probe: ServerProbe?
        if !options.echo {
            let c = try ProsceniumConnection(path: path, bufferNotifications: false)
            _ = try await c.call(MethodDescriptor.hello.name, ["client": "prosc-load"], timeout: 30)
            let stats = try await ServerProbe.stats(c)
            if let pid = stats["pid"]?.intValue { probe = ServerProbe(pid: pid) }
            report.eventsDroppedBefore = stats["eventsDropped"]?.intValue ?? 0
            control = c
        }
        var cpu0: Double?
        var cpu1: Double?
        if options.processes > 1 {
            let children = try ChildProcesses(options: options, arguments: arguments)
            try children.await("ready")
            cpu0 = probe?.cpuSeconds()
            children.go()
            try children.await("finished")
            cpu1 = probe?.cpuSeconds()
            for (k, line) in children.results().enumerated() {
                guard let line, let json = try? JSONParser.parse(line, maxDepth: 100) else {
                    report.result.violations.append(Violation(rule: "child", detail: "child \(k) printed no result"))
                    continue
                }
                report.result.merge(LoadResult(encoded: json))
            }
            report.result.clientCPUSeconds = ServerProbe.ownCPUSeconds(children: true)
        } else {
            let (r, setup) = try await LoadRun(options: options).run(control: control,
                                                                     between: { cpu0 = probe?.cpuSeconds() },
                                                                     afterLoad: { cpu1 = probe?.cpuSeconds() })
            report.result = r
            report.setup = setup
        }
        if let cpu0, let cpu1 { report.serverCPUSeconds = cpu1 - cpu0 }
        if let control {
            let stats = try await ServerProbe.stats(control)
            report.serverStats = stats
            report.serverMemory = probe?.memory()
            let check = try await control.call(MethodDescriptor.serverCheckInvariants.name, [:], timeout: 300)
            if check["ok"]?.boolValue != true {
                for v in check["violations"]?.arrayValue ?? [.null] {
                    report.result.violations.append(Violation(rule: MethodDescriptor.serverCheckInvariants.name, detail: v.description))
                }
            }
            // Under the scene life cycle every window is in exactly one scene.
            let lists = await control.pipelined([(MethodDescriptor.sceneList.name, [:]), (MethodDescriptor.windowList.name, [:])])
            if let scenes = try? lists[0].get(), scenes["lifeCycle"]?.stringValue == "scenes", let windows = try? lists[1].get() {
                report.result.violations += SceneAudit.partition(sceneList: scenes, windowList: windows)
            }
            control.close()
        }
        report.judgeConcurrency()
        return report
    }
}
