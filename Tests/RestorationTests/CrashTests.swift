import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// What each window's driver has seen: its navigation controller, the tree after the last
/// operation that got a reply, and the predicted tree of the operation still in flight.
final class Ledger: @unchecked Sendable {
    // @unchecked: every field is guarded by `lock`.
    struct Entry {
        var nav: String
        var completed: TreeNode
        var inFlight: TreeNode?
    }
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private(set) var order: [String] = []

    func add(_ window: String, nav: String, tree: TreeNode) {
        lock.lock(); defer { lock.unlock() }
        entries[window] = Entry(nav: nav, completed: tree, inFlight: nil)
        order.append(window)
    }
    func entry(_ window: String) -> Entry? { lock.lock(); defer { lock.unlock() }; return entries[window] }
    func begin(_ window: String, predicted: TreeNode) { lock.lock(); entries[window]?.inFlight = predicted; lock.unlock() }
    func complete(_ window: String, _ tree: TreeNode) {
        lock.lock(); entries[window]?.completed = tree; entries[window]?.inFlight = nil; lock.unlock()
    }
    var windows: [String] { lock.lock(); defer { lock.unlock() }; return order }
}

/// The kill test of issue 7 item 5: drivers push, pop, present and dismiss (animated or not,
/// every controller with a restoration identifier) in three windows at once; the server is
/// killed with SIGKILL at a random moment, restarted on the same state directory, and each
/// window's restored tree must equal the tree after its last replied operation — or, when the
/// operation in flight had completed without its reply reaching the client, the predicted tree
/// after it. Nothing completed may be lost, nothing half-done may appear.
struct CrashRun {
    var kills: Int
    var speed = 0.2
    var windowsToAdd = 2

    struct Report: CustomStringConvertible {
        var kills = 0
        var survived = 0
        var exact = 0
        var inFlightCompleted = 0
        var operations = 0
        var mismatches: [String] = []
        var description: String {
            "restore-test: kills survived \(survived)/\(kills), mismatches \(mismatches.count), "
                + "windows restored to their last replied state \(exact), with the in-flight operation completed \(inFlightCompleted), "
                + "operations completed \(operations)"
        }
    }

    func run() async throws -> Report {
        let dir = Restart.stateDirectory()
        var report = Report(kills: kills)
        let ledger = Ledger()
        var server = try Restart.server(dir, speed: speed)
        try await setUp(try server.connect(), ledger)
        for k in 0..<kills {
            let ops = Counter()
            let c = try server.connect()
            var drivers = ledger.windows.map { w in
                Task { await Self.drive(c, window: w, ledger: ledger, ops: ops) }
            }
            let noiseConnection = try server.connect()
            drivers.append(Task { await Self.noise(noiseConnection, ops: ops) })
            try await Task.sleep(nanoseconds: UInt64(Double.random(in: 0.03...0.8) * 1e9))
            server.stop(signal: SIGKILL)
            for d in drivers { await d.value }
            c.close()
            noiseConnection.close()
            report.operations += ops.value
            server = try Restart.server(dir, speed: speed)
            let check = try server.connect()
            let trees = try await check.trees()
            if trees.map(\.window) != ledger.windows {
                report.mismatches.append("kill \(k): windows \(trees.map(\.window)) != \(ledger.windows)")
            }
            var ok = true
            for w in ledger.windows {
                guard let e = ledger.entry(w) else { continue }
                let restored = trees.first { $0.window == w }?.root
                if restored?.shape == e.completed.shape {
                    if restored != e.completed {
                        ok = false
                        report.mismatches.append("kill \(k) \(w): same shape, different state: \(restored.map(\.description) ?? "nil") != \(e.completed)")
                    } else {
                        report.exact += 1
                    }
                } else if let p = e.inFlight, restored?.shape == p.shape {
                    report.inFlightCompleted += 1
                } else {
                    ok = false
                    report.mismatches.append("kill \(k) \(w): restored \(restored?.shape ?? "nil"), last completed \(e.completed.shape), in flight \(e.inFlight?.shape ?? "none")")
                }
                if let restored { ledger.complete(w, restored) }
            }
            // Identifiers are never reused: a new controller comes after every one a client saw.
            let fresh = try await check.call("vc.create", ["class": "UIViewController"])["vc"]?.stringValue
            if let raw = fresh.flatMap({ Int($0.dropFirst(2)) }), raw <= ops.highestIssued {
                ok = false
                report.mismatches.append("kill \(k): \(fresh!) reuses an identifier (vc\(ops.highestIssued) was issued)")
            }
            let v = try await check.violations()
            if !v.isEmpty { ok = false; report.mismatches.append("kill \(k): invariants \(v)") }
            check.close()
            if ok { report.survived += 1 }
        }
        server.stop()
        return report
    }

    /// w1 (the Main storyboard's tab bar) plus windows whose roots are navigation controllers
    /// made in code; every controller gets a restoration identifier.
    private func setUp(_ c: ProsceniumConnection, _ ledger: Ledger) async throws {
        let w1 = try #require(try await c.tree("w1"))
        try await c.setRestorationIdentifiers(w1)
        ledger.add("w1", nav: w1.children[0].vc, tree: try #require(try await c.tree("w1")))
        for i in 0..<windowsToAdd {
            let root = try await c.call("vc.create", ["class": "UIViewController", "title": .string("Root \(i)"),
                                                      "properties": ["restorationIdentifier": .string("root\(i)")]])["vc"]!.stringValue!
            let nav = try await c.call("vc.create", ["class": "UINavigationController", "children": [.string(root)],
                                                     "properties": ["restorationIdentifier": .string("nav\(i)")]])["vc"]!.stringValue!
            let w = try await c.call("window.create", ["root": .string(nav)])["window"]!.stringValue!
            ledger.add(w, nav: nav, tree: try #require(try await c.tree(w)))
        }
        c.close()
    }

    /// A new controller with a restoration identifier: half from the storyboard, half in code.
    private static func newController(_ c: ProsceniumConnection) async throws -> String {
        if Bool.random() {
            let vc = try await c.call("vc.instantiate", ["storyboard": "Main", "identifier": "Detail"], timeout: 10)["vc"]!.stringValue!
            _ = try await c.call("vc.set", ["vc": .string(vc), "properties": ["restorationIdentifier": .string("r-\(vc)")]], timeout: 10)
            return vc
        }
        return try await c.call("vc.create", ["class": "UIViewController",
                                              "properties": ["restorationIdentifier": "made-in-code"]], timeout: 10)["vc"]!.stringValue!
    }

    /// Load beside the drivers: 16 pipelined `vc.create` at a time, each a completed operation
    /// whose state (the identifier counters) must be written before its reply.
    private static func noise(_ c: ProsceniumConnection, ops: Counter) async {
        while true {
            let ok = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        guard let r = try? await c.call("vc.create", ["class": "UIViewController"], timeout: 10) else { return false }
                        ops.noteIssued(r["vc"]?.stringValue)
                        return true
                    }
                }
                var all = true
                for await r in group { if r { ops.add() } else { all = false } }
                return all
            }
            if !ok { return }
        }
    }

    /// One window's driver: one operation at a time, until the server goes away.
    private static func drive(_ c: ProsceniumConnection, window: String, ledger: Ledger, ops: Counter) async {
        while let e = ledger.entry(window) {
            let current = e.completed
            let top = current.presentationTop
            let depth = current.presentationDepth
            let animated = Bool.random()
            var predicted = current
            let method: String
            var params: JSONObject = ["animated": .bool(animated)]
            do {
                let r = Double.random(in: 0..<1)
                if (depth == 0 && r < 0.25) || (depth == 1 && r < 0.4) {
                    let x = try await newController(c)
                    let style = Bool.random() ? "fullScreen" : "overFullScreen"
                    predicted.modify(top.vc) { $0.presented = [TreeNode(vc: x, style: style)] }
                    method = "vc.present"
                    params["presenter"] = .string(top.vc); params["vc"] = .string(x); params["style"] = .string(style)
                } else if depth > 0 {
                    guard let presenter = current.presenter(of: top.vc) else { return }
                    predicted.modify(presenter) { $0.presented = [] }
                    method = "vc.dismiss"
                    params["vc"] = .string(top.vc)
                } else if let nav = current.find(e.nav), nav.children.count > 1, r < 0.6 {
                    predicted.modify(e.nav) { $0.children.removeLast() }
                    method = "nav.pop"
                    params["nav"] = .string(e.nav)
                } else {
                    let x = try await newController(c)
                    predicted.modify(e.nav) { $0.children.append(TreeNode(vc: x)) }
                    method = "nav.push"
                    params["nav"] = .string(e.nav); params["vc"] = .string(x)
                }
                ledger.begin(window, predicted: predicted)
                _ = try await c.call(method, params, timeout: 10)
                ops.add()
                guard let after = try await c.tree(window) else { return }
                ledger.complete(window, after)
            } catch let error {
                if (error as? ClientError)?.kind != .server { return }   // the server was killed
                // Refused (it changes nothing): continue from the state as it is.
                guard let now = try? await c.tree(window) else { return }
                ledger.complete(window, now)
            }
        }
    }
}

/// A thread-safe operation counter that also remembers the highest controller id replied.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0
    private var highest = 0
    func add() { lock.lock(); n += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return n }
    func noteIssued(_ vc: String?) {
        guard let raw = vc.flatMap({ Int($0.dropFirst(2)) }) else { return }
        lock.lock(); highest = max(highest, raw); lock.unlock()
    }
    var highestIssued: Int { lock.lock(); defer { lock.unlock() }; return highest }
}

@Suite(.serialized) struct CrashTests {
    /// `RESTORE_KILLS` (default 10; `make restore-test` runs 100).
    static var kills: Int { Int(ProcessInfo.processInfo.environment["RESTORE_KILLS"] ?? "") ?? 10 }

    @Test func restoredHierarchyEqualsTheLastCompletedStateAfterEverySIGKILL() async throws {
        let report = try await CrashRun(kills: Self.kills).run()
        print(report)
        for m in report.mismatches.prefix(20) { print("  mismatch: \(m)") }
        #expect(report.mismatches.isEmpty)
        #expect(report.survived == report.kills)
        #expect(report.operations > report.kills)   // the kills happened under load
    }
}
