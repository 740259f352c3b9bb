import ArgumentParser
import HierarchyNaming
import ProsceniumClient
import WireProtocol

/// `prosc watch [--window W] [--name N]`: print events as they happen, until Ctrl-C, `--count`
/// events, or the server goes away (exit 3, with a message).
struct WatchCommand: AsyncParsableCommand, CallsMethod {
    static let method = MethodDescriptor.eventsSubscribe
    static let configuration = CommandConfiguration(
        commandName: "watch", abstract: "Print live events, one line each, until Ctrl-C (events.subscribe).",
        discussion: """
            Lines read `w1 #37 Home viewWillDisappear animated`: window, windowSeq, the \
            controller (storyboard identifier, title or class), the event and its true flags. \
            A line `-- N events dropped --` marks a gap when this client fell behind. With \
            --json each line is the event's params object. When the server goes away, \
            it says so and exits 3.
            """,
        aliases: ["subscribe"])
    @OptionGroup var global: GlobalOptions
    @Option(name: [.customLong("window"), .customLong("windows")], parsing: .singleValue, help: .param(method, "windows", "repeatable"), completion: .param(method, "windows"))
    var windows: [String] = []
    @Option(name: [.customLong("name"), .customLong("names")], parsing: .singleValue, help: .param(method, "names", "repeatable"), completion: .param(method, "names"))
    var names: [String] = []
    @Flag(help: .param(method, "snapshot", "prints the tree first (with --json: the subscription line carries it)"))
    var snapshot = false
    @Flag(help: .param(method, "restoration"))
    var restoration = false
    @Flag(help: .param(method, "requests", "prints `>> c3 prosc vc.present presenter=vc4 vc=vc6 -> ok (10 events)` after the request's events"))
    var requests = false
    @Option(help: ArgumentHelp("Stop after this many events.", valueName: "n")) var count: Int?

    func run() async throws {
        try await Session.run(global) { s in
            let subscription = try await s.connection.events(
                windows: windows.isEmpty ? nil : windows, names: names.isEmpty ? nil : names, snapshot: true,
                restoration: restoration ? true : nil, requests: requests ? true : nil)
            var labels: [String: String] = [:]
            for w in subscription.tree?.windows ?? [] {
                for n in w.root?.allNodes ?? [] {
                    labels[n.vc] = EventLine.label(identifier: n.storyboardIdentifier, title: n.title, className: n.className)
                }
            }
            if global.json {
                var first: JSONObject = ["subscription": .string(subscription.id), "seq": .number(Double(subscription.seq))]
                if snapshot, let tree = subscription.treeJSON { first["tree"] = tree }
                if let n = subscription.restorationEvents { first["restorationEvents"] = .number(Double(n)) }
                print(JSON.object(first).description)
            } else if snapshot, let tree = subscription.tree {
                print(TreeText.render(tree, screens: try await s.connection.screens()))
            }
            flushStandardOutput()
            var seen = 0
            for await element in subscription {
                switch element {
                case .event(let e):
                    if global.json {
                        print(JSON.object(e.params).description)
                    } else {
                        var label: String?
                        if let vc = e.vc {
                            if labels[vc] == nil, let info = try? await s.connection.controller(vc) {
                                labels[vc] = EventLine.label(identifier: info.storyboardIdentifier, title: info.title, className: info.className)
                            }
                            label = labels[vc]
                        }
                        print(EventLine.format(e, label: label))
                    }
                    seen += 1
                case .eventsDropped(let n):
                    print(global.json ? #"{"eventsDropped":\#(n)}"# : EventLine.gap(count: n))
                case .request(let r):
                    print(global.json ? JSON.object(["request": r.json]).description : EventLine.request(r))
                }
                flushStandardOutput()
                if let count, seen >= count { return }
            }
            // The stream ends only when the connection does: the server went away.
            throw ProscFailure.connectionLost(s.connection.path, after: "watching \(seen) event\(seen == 1 ? "" : "s")")
        }
    }
}
